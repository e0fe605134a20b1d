#pragma once

#include <packmate/vision/dice/DiceConfig.h>
#include <packmate/vision/dice/DiceDetector.h>

#include <opencv2/core.hpp>
#include <opencv2/dnn.hpp>

#include <mutex>
#include <vector>

namespace packmate::vision::dice {

/// A tiny CNN (vision/training/dice/train_dice_centre.py) that moves each found die's centre
/// onto its top face and corrects its side, from a small window of the full-resolution frame
/// around the finder's estimate: the classifier's crop is then cut around the face whatever
/// the finder's grid.
class DiceCentreRefiner {
public:
    /// Loads an ONNX model; throws packmate::InputError when it cannot be read.
    explicit DiceCentreRefiner(const std::vector<unsigned char>& onnx);

    /// The model built into the library (vision/models/dice_centre.onnx).
    static DiceCentreRefiner& builtIn();

    /// Refines the centre and side of every die in place (one batch per pass). Thread-safe.
    void refine(const cv::Mat& bgr, std::vector<FoundDie>& dice, const RefinerConfig& config);

private:
    cv::dnn::Net net_;
    std::mutex mutex_;
};

/// The refiner's input: an axis-aligned square of `windowFaces` face sides around the die,
/// warped bilinearly to windowPixels² (the training script cuts the same way).
cv::Mat centreWindow(const cv::Mat& bgr, const FoundDie& die, const RefinerConfig& config);

/// Applies one network output (dx, dy in face sides, log side ratio) to a die, each bounded
/// by the config.
void applyCentreOffset(FoundDie& die, const float* offset, const RefinerConfig& config);

} // namespace packmate::vision::dice
