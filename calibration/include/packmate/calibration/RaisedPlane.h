#pragma once

#include <opencv2/core.hpp>

namespace packmate::calibration {

/// The camera matrix assumed when the camera is not calibrated: square pixels, principal
/// point at the image centre, the given horizontal field of view.
cv::Matx33d assumedCameraMatrix(cv::Size imageSize, double horizontalFovDeg);

/// The mm→image homography of the plane `heightMm` above the mat (towards the camera), e.g.
/// the top faces of sticks lying on it, from the mat's own mm→image homography and a camera
/// matrix. Without it a stick's top face would be sampled beside the stick on a tilted photo.
cv::Matx33d raisedPlaneHomography(const cv::Matx33d& mmToImage, const cv::Matx33d& cameraMatrix,
                                  double heightMm);

} // namespace packmate::calibration
