#pragma once

#include <opencv2/core.hpp>

namespace packmate::vision {

/// 255 where a pixel of the 8-bit `mask` lies within Euclidean distance `radius` of one of its
/// zero pixels (zero pixels included), else 0; outside the mask is not zero. Exactly
/// `distanceTransform(mask, DIST_L2, DIST_MASK_PRECISE) <= radius`, several times faster: each
/// column's distance to its nearest zero pixel (capped past `radius`), then along each row the
/// disc's half width at that height.
cv::Mat nearZero(const cv::Mat& mask, int radius);

} // namespace packmate::vision
