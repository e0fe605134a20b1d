#pragma once

#include <opencv2/core.hpp>

#include <QImage>

namespace packmate::app {

/// The frame's pixels as an OpenCV BGR image for vision: one conversion straight from the
/// image's own memory for 32-bit formats (what the camera path delivers), other formats via
/// RGB32 first.
cv::Mat bgrFromImage(const QImage& frame);

} // namespace packmate::app
