#include <packmate/calibration/ChessboardCalibration.h>
#include <packmate/engine/InputError.h>

#include <opencv2/calib3d.hpp>
#include <opencv2/imgproc.hpp>

namespace packmate::calibration {

namespace {

std::vector<cv::Point3f> boardPoints(const ChessboardConfig& config) {
    std::vector<cv::Point3f> points;
    for (int row = 0; row < config.innerCorners.height; ++row)
        for (int col = 0; col < config.innerCorners.width; ++col)
            points.emplace_back(static_cast<float>(col * config.squareMm),
                                static_cast<float>(row * config.squareMm), 0.f);
    return points;
}

} // namespace

CameraIntrinsics calibrateFromChessboards(const std::vector<cv::Mat>& photos,
                                          const std::string& cameraId,
                                          const ChessboardConfig& config,
                                          std::vector<int>* skipped) {
    if (photos.empty()) throw InputError("no chessboard photos given");
    const cv::Size size = photos.front().size();
    std::vector<std::vector<cv::Point2f>> imagePoints;
    for (std::size_t i = 0; i < photos.size(); ++i) {
        if (photos[i].size() != size)
            throw InputError("chessboard photo " + std::to_string(i + 1) +
                             " has another size than the first");
        cv::Mat gray;
        if (photos[i].channels() == 3)
            cv::cvtColor(photos[i], gray, cv::COLOR_BGR2GRAY);
        else
            gray = photos[i];
        std::vector<cv::Point2f> corners;
        const bool found =
            cv::findChessboardCorners(gray, config.innerCorners, corners,
                                      cv::CALIB_CB_ADAPTIVE_THRESH | cv::CALIB_CB_NORMALIZE_IMAGE);
        if (!found) {
            if (skipped) skipped->push_back(static_cast<int>(i));
            continue;
        }
        cv::cornerSubPix(
            gray, corners, {config.cornerRefineWindow, config.cornerRefineWindow}, {-1, -1},
            cv::TermCriteria(cv::TermCriteria::EPS + cv::TermCriteria::COUNT, 40, 0.001));
        imagePoints.push_back(corners);
    }
    if (static_cast<int>(imagePoints.size()) < config.minViews)
        throw InputError("chessboard found in " + std::to_string(imagePoints.size()) + " of " +
                         std::to_string(photos.size()) + " photos, at least " +
                         std::to_string(config.minViews) + " needed (" +
                         std::to_string(config.innerCorners.width) + "×" +
                         std::to_string(config.innerCorners.height) + " inner corners)");
    const std::vector<std::vector<cv::Point3f>> objectPoints(imagePoints.size(),
                                                             boardPoints(config));
    cv::Mat matrix;
    cv::Mat distortion;
    std::vector<cv::Mat> rotations;
    std::vector<cv::Mat> translations;
    CameraIntrinsics intrinsics;
    intrinsics.rmsPixels = cv::calibrateCamera(objectPoints, imagePoints, size, matrix, distortion,
                                               rotations, translations);
    intrinsics.cameraId = cameraId;
    intrinsics.imageSize = size;
    intrinsics.cameraMatrix = cv::Matx33d(matrix);
    intrinsics.distortion.assign(distortion.begin<double>(), distortion.end<double>());
    intrinsics.views = static_cast<int>(imagePoints.size());
    return intrinsics;
}

} // namespace packmate::calibration
