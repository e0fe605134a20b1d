#pragma once

#include <opencv2/core.hpp>

namespace packmate::vision {

/// Sets the pixels of `mask` (CV_8U) inside `box`, its corners rounded to whole pixels, to
/// `value`.
void fillRotatedRect(cv::Mat& mask, const cv::RotatedRect& box, unsigned char value);

} // namespace packmate::vision
