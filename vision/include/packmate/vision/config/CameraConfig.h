#pragma once

#include <opencv2/core.hpp>

namespace packmate::vision {

/// The camera assumed when the caller gives no intrinsics: a pinhole with square pixels,
/// principal point at the image centre and this horizontal field of view (a typical tablet
/// camera; the renderer uses the same).
struct CameraConfig {
    double horizontalFovDeg = 60.0;

    cv::Matx33d intrinsicsFor(cv::Size imageSize) const;
};

} // namespace packmate::vision
