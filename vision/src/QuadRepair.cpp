#include <packmate/vision/CardPose.h>
#include <packmate/vision/QuadRefine.h>
#include <packmate/vision/QuadRepair.h>

#include <opencv2/calib3d.hpp>

#include <algorithm>
#include <cmath>

namespace packmate::vision {

namespace {

double sampleGrey(const cv::Mat& grey, cv::Point2d p) {
    const int x = static_cast<int>(p.x), y = static_cast<int>(p.y);
    if (x < 0 || y < 0 || x >= grey.cols || y >= grey.rows) return -1.0;
    return grey.at<uchar>(y, x);
}

// The darkest channel: the card's paper is white, a pale table is tinted.
double sampleDarkest(const cv::Mat& bgr, cv::Point2d p) {
    const int x = static_cast<int>(std::floor(p.x)), y = static_cast<int>(std::floor(p.y));
    if (x < 0 || y < 0 || x >= bgr.cols || y >= bgr.rows) return -1.0;
    const cv::Vec3b& c = bgr.at<cv::Vec3b>(y, x);
    return std::min({c[0], c[1], c[2]});
}

cv::Vec3d homogeneous(cv::Point2d p) {
    return {p.x, p.y, 1.0};
}

} // namespace

std::vector<CardQuad> rebuildOneSide(const CardQuad& quad, const cv::Matx33d& intrinsics,
                                     const CardGeometry& geometry) {
    const cv::Matx33d toRay = intrinsics.inv();
    std::vector<CardQuad> out;
    for (int kept = 0; kept < 4; ++kept) {
        // a → b is the kept side; a's side runs towards d, b's towards c (image points).
        const cv::Point2d a = quad.corners[kept], b = quad.corners[(kept + 1) % 4],
                          c = quad.corners[(kept + 2) % 4], d = quad.corners[(kept + 3) % 4];
        const cv::Vec3d sidesMeet =
            homogeneous(a).cross(homogeneous(d)).cross(homogeneous(b).cross(homogeneous(c)));
        cv::Vec3d along = toRay * sidesMeet; // the two sides' direction in the camera frame
        // The kept side's direction: perpendicular to `along`, its vanishing point on line a-b.
        const cv::Vec3d keptLine = homogeneous(a).cross(homogeneous(b));
        const cv::Vec3d across = toRay * keptLine.cross(toRay.t() * along);
        cv::Vec3d normal = along.cross(across);
        const double length = cv::norm(normal);
        if (length < 1e-12 || cv::norm(along) < 1e-12) continue;
        normal /= length;
        const cv::Vec3d rayA = toRay * homogeneous(a), rayB = toRay * homogeneous(b),
                        rayD = toRay * homogeneous(d);
        if (normal.dot(rayA) < 0) normal = -normal;
        const double depthA = normal.dot(rayA), depthB = normal.dot(rayB),
                     depthD = normal.dot(rayD);
        // On the far side of the horizon a point has no place on the plane.
        if (depthA <= 1e-9 || depthB <= 1e-9 || depthD <= 1e-9) continue;
        const cv::Vec3d onA = rayA / depthA, onB = rayB / depthB, onD = rayD / depthD;
        cv::Vec3d unit = along / cv::norm(along);
        if (unit.dot(onD - onA) < 0) unit = -unit;
        const double keptLength = cv::norm(onB - onA);
        if (keptLength < 1e-12) continue;
        const double seenRatio = cv::norm(onD - onA) / keptLength;
        const double ratio = geometry.cardWidth / geometry.cardHeight;
        // The kept side is the card's short side when the outline is longer the other way.
        const double wanted = seenRatio >= 1.0 ? ratio : 1.0 / ratio;
        const cv::Vec3d step = unit * (wanted * keptLength);
        CardQuad rebuilt = quad;
        const auto project = [&](const cv::Vec3d& point) {
            const cv::Vec3d p = intrinsics * point;
            return cv::Point2d(p[0] / p[2], p[1] / p[2]);
        };
        const cv::Vec3d farA = onA + step, farB = onB + step;
        if ((intrinsics * farA)[2] <= 0 || (intrinsics * farB)[2] <= 0) continue;
        rebuilt.corners[(kept + 3) % 4] = project(farA);
        rebuilt.corners[(kept + 2) % 4] = project(farB);
        rebuilt.area = std::abs(signedQuadArea(rebuilt.corners));
        out.push_back(rebuilt);
    }
    return out;
}

std::array<double, 4> sideEdgeShares(const std::array<cv::Point2d, 4>& corners, const cv::Mat& bgr,
                                     double offset, double minStep, int samples) {
    std::array<double, 4> shares{};
    for (int i = 0; i < 4; ++i) {
        const cv::Point2d a = corners[i], b = corners[(i + 1) % 4];
        const cv::Point2d d = (b - a) / std::max(1e-9, cv::norm(b - a));
        const cv::Point2d outward(d.y, -d.x);
        int stepped = 0;
        for (int k = 0; k < samples; ++k) {
            // Clear of the corners, where the neighbouring side's edge lies.
            const cv::Point2d p = a + (b - a) * (0.1 + 0.8 * (k + 0.5) / samples);
            const double inside = sampleDarkest(bgr, p - outward * offset),
                         outside = sampleDarkest(bgr, p + outward * offset);
            if (inside >= 0 && outside >= 0 && inside - outside >= minStep) ++stepped;
        }
        shares[i] = samples > 0 ? double(stepped) / samples : 0.0;
    }
    return shares;
}

double weakestSideShare(const std::array<cv::Point2d, 4>& corners, const cv::Mat& bgr,
                        const SideEdgeCheck& check) {
    const double diagonal =
        std::max(cv::norm(corners[2] - corners[0]), cv::norm(corners[3] - corners[1]));
    const std::array<double, 4> shares = sideEdgeShares(
        corners, bgr, std::max(1.0, check.offset * diagonal), check.minStep, check.samples);
    return *std::min_element(shares.begin(), shares.end());
}

double edgeSupport(const std::array<cv::Point2d, 4>& corners, const cv::Mat& grey) {
    double sum = 0.0;
    int count = 0;
    for (int i = 0; i < 4; ++i) {
        const cv::Point2d a = corners[i], b = corners[(i + 1) % 4];
        const cv::Point2d d = (b - a) / std::max(1e-9, cv::norm(b - a));
        const cv::Point2d outward(d.y, -d.x);
        for (int k = 1; k < 20; ++k) {
            const cv::Point2d p = a + (b - a) * (k / 20.0);
            const double inside = sampleGrey(grey, p - outward * 3.0),
                         outside = sampleGrey(grey, p + outward * 3.0);
            if (inside < 0 || outside < 0) return 0.0;
            sum += std::max(0.0, inside - outside);
            ++count;
        }
    }
    return count ? sum / count : 0.0;
}

std::vector<CardQuad> oneCornerRebuilds(const CardQuad& quad, const cv::Matx33d& intrinsics,
                                        const CardGeometry& geometry, double maxViewAngleDeg) {
    const std::array<cv::Point3d, 4> model{cv::Point3d(0, 0, 0),
                                           cv::Point3d(geometry.cardWidth, 0, 0),
                                           cv::Point3d(geometry.cardWidth, geometry.cardHeight, 0),
                                           cv::Point3d(0, geometry.cardHeight, 0)};
    std::vector<CardQuad> out;
    for (int start = 0; start < 4; ++start)
        for (int skip = 0; skip < 4; ++skip) {
            std::vector<cv::Point3d> object;
            std::vector<cv::Point2d> image;
            for (int i = 0; i < 4; ++i)
                if (i != skip) {
                    object.push_back(model[i]);
                    image.push_back(quad.corners[(start + i) % 4]);
                }
            std::vector<cv::Mat> rvecs, tvecs;
            cv::solveP3P(object, image, cv::Mat(intrinsics), cv::noArray(), rvecs, tvecs,
                         cv::SOLVEPNP_P3P);
            for (std::size_t s = 0; s < rvecs.size(); ++s) {
                CardPose pose;
                pose.intrinsics = intrinsics;
                pose.rvec = cv::Vec3d(rvecs[s].reshape(1, 3));
                pose.tvec = cv::Vec3d(tvecs[s].reshape(1, 3));
                if (pose.tvec[2] <= 0 || viewAngleDeg(pose, geometry) > maxViewAngleDeg) continue;
                CardQuad rebuilt = quad;
                for (int i = 0; i < 4; ++i)
                    rebuilt.corners[(start + i) % 4] = pose.project(model[i].x, model[i].y);
                out.push_back(rebuilt);
            }
        }
    return out;
}

std::optional<CardQuad> repairOneCorner(const CardQuad& quad, const cv::Mat& grey,
                                        const cv::Matx33d& intrinsics, const CardGeometry& geometry,
                                        double maxViewAngleDeg, double minEdgeSupport) {
    std::optional<CardQuad> best;
    double bestSupport = minEdgeSupport;
    for (const CardQuad& rebuilt : oneCornerRebuilds(quad, intrinsics, geometry, maxViewAngleDeg)) {
        const double support = edgeSupport(rebuilt.corners, grey);
        if (support > bestSupport) {
            bestSupport = support;
            best = rebuilt;
        }
    }
    return best;
}

} // namespace packmate::vision
