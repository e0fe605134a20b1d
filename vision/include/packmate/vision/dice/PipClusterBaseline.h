#pragma once

#include <packmate/vision/dice/DiceConfig.h>
#include <packmate/vision/dice/DieReading.h>

#include <opencv2/core.hpp>

#include <vector>

namespace packmate::vision::dice {

/// The classic baseline the reader is measured against: dark round blobs (OpenCV's
/// SimpleBlobDetector) clustered into dice by distance (single linkage); a die's value is
/// its number of pips (at most 6). No colours, no blank faces, no roll check.
std::vector<DieReading> readDiceBaseline(const cv::Mat& image, const BaselineConfig& config = {});

} // namespace packmate::vision::dice
