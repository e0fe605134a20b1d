#pragma once

#include <packmate/vision/dice/DiceConfig.h>

#include <opencv2/core.hpp>

namespace packmate::vision::dice {

/// How the middle of a face compares with the table around it: per channel (B, G, R), the
/// median of the face's disc over the median of the table ring round it (radii and sampling
/// in `ShadowConfig`).
cv::Vec3d faceToSurroundings(const cv::Mat& bgr, cv::Point2f center, double side,
                             const ShadowConfig& config);

/// A blank face that is the table in shadow: darker than its surroundings by about the same
/// factor in every channel (`ShadowConfig`). A die's top face is lit like the table, so it
/// differs from it by its own colour; a shadow only dims the table's.
bool looksLikeShadow(const cv::Vec3d& ratio, const ShadowConfig& config);

} // namespace packmate::vision::dice
