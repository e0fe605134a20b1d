#include <packmate/vision/config/CameraConfig.h>

#include <cmath>
#include <numbers>

namespace packmate::vision {

cv::Matx33d CameraConfig::intrinsicsFor(cv::Size imageSize) const {
    const double focal =
        imageSize.width / (2.0 * std::tan(horizontalFovDeg * std::numbers::pi / 360.0));
    return {focal, 0.0, imageSize.width / 2.0, 0.0, focal, imageSize.height / 2.0, 0.0, 0.0, 1.0};
}

} // namespace packmate::vision
