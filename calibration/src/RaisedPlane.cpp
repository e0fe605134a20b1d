#include <packmate/calibration/RaisedPlane.h>

#include <cmath>
#include <numbers>

namespace packmate::calibration {

cv::Matx33d assumedCameraMatrix(cv::Size imageSize, double horizontalFovDeg) {
    const double focal =
        imageSize.width / (2.0 * std::tan(horizontalFovDeg * std::numbers::pi / 360.0));
    return {focal, 0, imageSize.width / 2.0 - 0.5, 0, focal, imageSize.height / 2.0 - 0.5, 0, 0, 1};
}

cv::Matx33d raisedPlaneHomography(const cv::Matx33d& mmToImage, const cv::Matx33d& cameraMatrix,
                                  double heightMm) {
    if (heightMm == 0) return mmToImage;
    // mmToImage ~ K [r1 r2 t]: recover the mat's pose, then move its plane along the normal.
    const cv::Matx33d b = cameraMatrix.inv() * mmToImage;
    const cv::Vec3d b1(b(0, 0), b(1, 0), b(2, 0));
    const cv::Vec3d b2(b(0, 1), b(1, 1), b(2, 1));
    const cv::Vec3d b3(b(0, 2), b(1, 2), b(2, 2));
    double scale = 2.0 / (cv::norm(b1) + cv::norm(b2));
    if (b3[2] * scale < 0) scale = -scale; // the mat lies in front of the camera
    const cv::Vec3d r1 = b1 * scale;
    const cv::Vec3d r2 = b2 * scale;
    const cv::Vec3d t = b3 * scale;
    cv::Vec3d normal = r1.cross(r2);
    normal /= cv::norm(normal);
    if (normal.dot(-t) < 0) normal = -normal; // towards the camera
    const cv::Vec3d raised = t + normal * heightMm;
    const cv::Matx33d pose(r1[0], r2[0], raised[0], r1[1], r2[1], raised[1], r1[2], r2[2],
                           raised[2]);
    return cameraMatrix * pose;
}

} // namespace packmate::calibration
