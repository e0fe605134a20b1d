#pragma once

#include <packmate/engine/Json.h>

#include <opencv2/core.hpp>

#include <string>
#include <vector>

namespace packmate::calibration {

/// One camera's lens model from chessboard calibration: pinhole matrix and OpenCV distortion
/// coefficients (k1 k2 p1 p2 k3), valid for `imageSize` (and its scaled copies).
struct CameraIntrinsics {
    std::string cameraId;
    cv::Size imageSize;
    cv::Matx33d cameraMatrix = cv::Matx33d::eye();
    std::vector<double> distortion;
    double rmsPixels = 0; ///< Reprojection error of the calibration.
    int views = 0;        ///< Chessboard photos used.

    /// The camera matrix for a photo of `size` taken by the same camera (same aspect ratio,
    /// other resolution); throws InputError when the aspect ratio differs.
    cv::Matx33d cameraMatrixFor(cv::Size size) const;
};

/// {"camera_id", "image_width", "image_height", "camera_matrix" [[3]×3], "distortion" [...],
///  "rms_px", "views"}
Json intrinsicsToJson(const CameraIntrinsics& intrinsics);
/// Throws InputError naming the missing or malformed key.
CameraIntrinsics intrinsicsFromJson(const Json& json);

/// The photo with the lens distortion removed (same size and camera matrix).
cv::Mat undistortImage(const cv::Mat& image, const CameraIntrinsics& intrinsics);

} // namespace packmate::calibration
