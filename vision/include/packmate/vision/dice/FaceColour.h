#pragma once

#include <opencv2/core.hpp>

#include <array>

namespace packmate::vision::dice {

/// The body colour of a die's top face (8-bit BGR image, face outline in its pixels): a grid
/// of samples over the inner part of the face, the middle third by lightness averaged, so pips
/// (dark or light, fewer than a third of the samples) and a few table pixels at the edge do not
/// count.
cv::Vec3b medianFaceColour(const cv::Mat& bgr, const std::array<cv::Point2f, 4>& corners);

} // namespace packmate::vision::dice
