#include <packmate/vision/CardPose.h>

#include <opencv2/calib3d.hpp>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace packmate::vision {

cv::Point2d CardPose::project(double u, double v, double height) const {
    // Card frame: u × v points into the table, so "up" is −z.
    cv::Matx33d rotation;
    cv::Rodrigues(rvec, rotation);
    const cv::Vec3d p = rotation * cv::Vec3d(u, v, -height) + tvec;
    const cv::Vec3d q = intrinsics * p;
    return {q[0] / q[2], q[1] / q[2]};
}

cv::Matx33d CardPose::planeToImage(double height) const {
    cv::Matx33d rotation;
    cv::Rodrigues(rvec, rotation);
    // [r1 r2 (t − h·r3)] maps (u, v, 1) on the plane z = −h.
    const cv::Vec3d t = tvec - height * cv::Vec3d(rotation(0, 2), rotation(1, 2), rotation(2, 2));
    const cv::Matx33d m(rotation(0, 0), rotation(0, 1), t[0], rotation(1, 0), rotation(1, 1), t[1],
                        rotation(2, 0), rotation(2, 1), t[2]);
    return intrinsics * m;
}

int orientationFromCorners(const std::array<cv::Point2d, 4>& corners) {
    const cv::Point2d d = corners[1] - corners[0];
    double angle = std::atan2(d.y, d.x) * 180.0 / std::numbers::pi;
    if (angle < 0) angle += 360.0;
    return (static_cast<int>(std::lround(angle / 90.0)) % 4) * 90;
}

double viewAngleDeg(const CardPose& pose, const CardGeometry& geometry) {
    cv::Matx33d rotation;
    cv::Rodrigues(pose.rvec, rotation);
    const cv::Vec3d normal(rotation(0, 2), rotation(1, 2), rotation(2, 2));
    const cv::Vec3d centre =
        rotation * cv::Vec3d(geometry.cardWidth / 2, geometry.cardHeight / 2, 0) + pose.tvec;
    const double c = std::abs(normal.dot(centre)) / cv::norm(centre);
    return std::acos(std::clamp(c, -1.0, 1.0)) * 180.0 / std::numbers::pi;
}

std::vector<CardPose> poseHypotheses(const CardQuad& quad, const cv::Matx33d& intrinsics,
                                     const CardGeometry& geometry, double maxShapeError,
                                     double maxViewAngleDeg) {
    const std::vector<cv::Point3d> model{{0, 0, 0},
                                         {geometry.cardWidth, 0, 0},
                                         {geometry.cardWidth, geometry.cardHeight, 0},
                                         {0, geometry.cardHeight, 0}};
    const double diagonal = cv::norm(quad.corners[2] - quad.corners[0]);
    std::vector<CardPose> out;
    for (int start = 0; start < 4; ++start) {
        CardPose pose;
        pose.intrinsics = intrinsics;
        std::vector<cv::Point2d> image;
        for (int i = 0; i < 4; ++i) {
            pose.corners[i] = quad.corners[(start + i) % 4];
            image.push_back(pose.corners[i]);
        }
        if (!cv::solvePnP(model, image, cv::Mat(intrinsics), cv::noArray(), pose.rvec, pose.tvec,
                          false, cv::SOLVEPNP_IPPE))
            continue;
        double sum = 0.0;
        for (int i = 0; i < 4; ++i) {
            const cv::Point2d p = pose.project(model[i].x, model[i].y);
            sum += std::pow(cv::norm(p - image[i]), 2);
        }
        pose.shapeError = std::sqrt(sum / 4.0);
        if (pose.tvec[2] <= 0 || pose.shapeError > maxShapeError * diagonal) continue;
        if (viewAngleDeg(pose, geometry) > maxViewAngleDeg) continue;
        pose.orientation = orientationFromCorners(pose.corners);
        out.push_back(pose);
    }
    std::sort(out.begin(), out.end(),
              [](const CardPose& a, const CardPose& b) { return a.shapeError < b.shapeError; });
    return out;
}

bool matchesMetricSize(const std::array<cv::Point2d, 4>& corners, const cv::Matx33d& tableToImage,
                       const CardGeometry& geometry, double tolerance) {
    const cv::Matx33d imageToTable = tableToImage.inv();
    std::array<cv::Point2d, 4> table;
    for (int i = 0; i < 4; ++i) {
        const cv::Vec3d p = imageToTable * cv::Vec3d(corners[i].x, corners[i].y, 1.0);
        table[i] = {p[0] / p[2], p[1] / p[2]};
    }
    std::array<double, 4> sides{};
    for (int i = 0; i < 4; ++i)
        sides[i] = cv::norm(table[(i + 1) % 4] - table[i]);
    std::sort(sides.begin(), sides.end());
    const double shortSide = (sides[0] + sides[1]) / 2.0, longSide = (sides[2] + sides[3]) / 2.0;
    const double wantShort = geometry.cardHeight * geometry.cellCm,
                 wantLong = geometry.cardWidth * geometry.cellCm;
    return std::abs(shortSide / wantShort - 1.0) < tolerance &&
           std::abs(longSide / wantLong - 1.0) < tolerance;
}

} // namespace packmate::vision
