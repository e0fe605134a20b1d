#pragma once

#include <opencv2/core.hpp>

namespace packmate::vision::dice {

/// The square of `sidesInView` × `side` image pixels centred on `center`, resampled to
/// `pixels` × `pixels` (bilinear; the border repeats where the square leaves the image). The
/// face classifier's crop and the centre refiner's window are both such squares.
cv::Mat squareCrop(const cv::Mat& bgr, cv::Point2d center, double side, double sidesInView,
                   int pixels);

} // namespace packmate::vision::dice
