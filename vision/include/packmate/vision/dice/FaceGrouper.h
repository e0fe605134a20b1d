#pragma once

#include <packmate/vision/dice/DiceConfig.h>
#include <packmate/vision/dice/Pip.h>

#include <opencv2/core.hpp>

#include <vector>

namespace packmate::vision::dice {

/// Groups pips into the top faces of dice. Side faces seen at a slant are left out (their
/// pips are squashed ellipses); two pips belong to one face when they are close, alike in
/// size and shape, and nothing dark (a die edge or gap) lies between them.
std::vector<std::vector<Pip>> groupTopFaces(const std::vector<Pip>& pips, const cv::Mat& grey,
                                            const FaceReaderConfig& config);

} // namespace packmate::vision::dice
