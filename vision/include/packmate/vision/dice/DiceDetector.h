#pragma once

#include <packmate/vision/dice/DiceConfig.h>

#include <opencv2/core.hpp>
#include <opencv2/dnn.hpp>

#include <array>
#include <mutex>
#include <vector>

namespace packmate::vision::dice {

/// A die the finder saw: top-face centre, side and turn in image pixels, heatmap score 0..1.
struct FoundDie {
    cv::Point2f center;
    double side = 0;
    double turn = 0; ///< radians, the face's edge direction modulo 90°
    double score = 0;

    /// The top face outline (TL, TR, BR, BL before the turn), image pixels.
    std::array<cv::Point2f, 4> corners() const;
};

/// The learned dice finder (vision/training/dice/train_dice_detector.py): a small fully
/// convolutional net on the frame shrunk to 320×240 (DetectorConfig, FinderInput) predicts a
/// die-centre heatmap, face side, centre offset and turn every 4 input pixels; peaks of the heatmap
/// are dice.
class DiceDetector {
public:
    /// Loads an ONNX model; throws packmate::InputError when it cannot be read.
    explicit DiceDetector(const std::vector<unsigned char>& onnx);

    /// The model built into the library (vision/models/dice_finder.onnx).
    static DiceDetector& builtIn();

    /// Dice in an 8-bit BGR image, strongest first. Thread-safe.
    std::vector<FoundDie> find(const cv::Mat& bgr, const DetectorConfig& config);

private:
    cv::dnn::Net net_;
    std::mutex mutex_;
};

/// Peaks of the network's output maps (6 × H × W: heat, log side, dx, dy, cos 4a, sin 4a),
/// in network input pixels: local maxima of the heat at least `minScore`, a weaker peak
/// within `minSeparation` face sides of a stronger one dropped.
std::vector<FoundDie> decodeDiceMaps(const cv::Mat& maps, const DetectorConfig& config);

} // namespace packmate::vision::dice
