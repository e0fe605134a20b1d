#pragma once

#include <packmate/vision/dice/DiceConfig.h>
#include <packmate/vision/dice/Pip.h>

#include <opencv2/core.hpp>

#include <vector>

namespace packmate::vision::dice {

/// Finds pip candidates in an 8-bit grey working image: compact spots smaller than
/// `faceKernel`, much darker (or lighter) than the face around them.
std::vector<Pip> findPips(const cv::Mat& grey, const PipFinderConfig& config);

/// Scale factor that shrinks an image of this size to at most `maxSide` pixels a side.
double workingScale(cv::Size size, int maxSide);

} // namespace packmate::vision::dice
