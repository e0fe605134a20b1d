#pragma once

#include <packmate/vision/dice/DiceConfig.h>
#include <packmate/vision/dice/Pip.h>

#include <opencv2/core.hpp>

#include <array>
#include <vector>

namespace packmate::vision::dice {

/// A group of pips that may be the top face of a die, measured (working-image pixels).
struct FaceCandidate {
    std::vector<Pip> pips;
    std::array<cv::Point2f, 4> corners{};
    cv::Point2f center;
    double side = 0;       ///< face side length
    double roundness = 0;  ///< mean minor/major axis ratio of its pips
    double spread = 0;     ///< grey-level std. dev. of the face around the pips
    double confidence = 0; ///< pip layout and contrast, 0..1
};

/// Measures a pip group as a face: outline, roundness, uniformity, confidence.
FaceCandidate measureFace(std::vector<Pip> pips, const cv::Mat& grey,
                          const FaceReaderConfig& config);

/// Drops candidates that are no die face (more than six pips, a busy background, a pip
/// layout no die has) and, where several faces of one die are seen, keeps its top face.
std::vector<FaceCandidate> chooseTopFaces(std::vector<FaceCandidate> candidates,
                                          const FaceReaderConfig& config);

} // namespace packmate::vision::dice
