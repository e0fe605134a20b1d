#include <packmate/calibration/CameraIntrinsics.h>
#include <packmate/engine/InputError.h>

#include <opencv2/calib3d.hpp>

#include <cmath>

namespace packmate::calibration {

cv::Matx33d CameraIntrinsics::cameraMatrixFor(cv::Size size) const {
    if (size == imageSize) return cameraMatrix;
    const double sx = static_cast<double>(size.width) / imageSize.width;
    const double sy = static_cast<double>(size.height) / imageSize.height;
    if (std::abs(sx - sy) > 0.01 * sx)
        throw InputError("photo is " + std::to_string(size.width) + "×" +
                         std::to_string(size.height) + " but camera '" + cameraId +
                         "' was calibrated at " + std::to_string(imageSize.width) + "×" +
                         std::to_string(imageSize.height) + " (another aspect ratio)");
    cv::Matx33d scaled = cameraMatrix;
    scaled(0, 0) *= sx;
    scaled(0, 1) *= sx;
    scaled(0, 2) = (cameraMatrix(0, 2) + 0.5) * sx - 0.5;
    scaled(1, 1) *= sy;
    scaled(1, 2) = (cameraMatrix(1, 2) + 0.5) * sy - 0.5;
    return scaled;
}

Json intrinsicsToJson(const CameraIntrinsics& intrinsics) {
    Json json;
    json["camera_id"] = intrinsics.cameraId;
    json["image_width"] = intrinsics.imageSize.width;
    json["image_height"] = intrinsics.imageSize.height;
    json["camera_matrix"] = Json::array();
    for (int r = 0; r < 3; ++r)
        json["camera_matrix"].push_back({intrinsics.cameraMatrix(r, 0),
                                         intrinsics.cameraMatrix(r, 1),
                                         intrinsics.cameraMatrix(r, 2)});
    json["distortion"] = intrinsics.distortion;
    json["rms_px"] = intrinsics.rmsPixels;
    json["views"] = intrinsics.views;
    return json;
}

CameraIntrinsics intrinsicsFromJson(const Json& json) {
    try {
        CameraIntrinsics intrinsics;
        intrinsics.cameraId = json.at("camera_id").get<std::string>();
        intrinsics.imageSize = {json.at("image_width").get<int>(),
                                json.at("image_height").get<int>()};
        const Json& matrix = json.at("camera_matrix");
        if (matrix.size() != 3) throw InputError("camera_matrix must have 3 rows");
        for (int r = 0; r < 3; ++r) {
            if (matrix[static_cast<std::size_t>(r)].size() != 3)
                throw InputError("camera_matrix rows need 3 numbers");
            for (int c = 0; c < 3; ++c)
                intrinsics.cameraMatrix(r, c) =
                    matrix[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)].get<double>();
        }
        intrinsics.distortion = json.at("distortion").get<std::vector<double>>();
        intrinsics.rmsPixels = json.value("rms_px", 0.0);
        intrinsics.views = json.value("views", 0);
        if (intrinsics.imageSize.width <= 0 || intrinsics.imageSize.height <= 0)
            throw InputError("image size must be positive");
        if (intrinsics.cameraMatrix(0, 0) <= 0 || intrinsics.cameraMatrix(1, 1) <= 0)
            throw InputError("focal lengths must be positive");
        return intrinsics;
    } catch (const Json::exception& error) {
        throw InputError(std::string("camera intrinsics: ") + error.what());
    } catch (const InputError& error) {
        throw InputError(std::string("camera intrinsics: ") + error.what());
    }
}

cv::Mat undistortImage(const cv::Mat& image, const CameraIntrinsics& intrinsics) {
    const cv::Matx33d matrix = intrinsics.cameraMatrixFor(image.size());
    cv::Mat out;
    cv::undistort(image, out, cv::Mat(matrix), intrinsics.distortion);
    return out;
}

} // namespace packmate::calibration
