#pragma once

// A truck card drawn flat (white margin, art round a bright loading area, a road strip along
// the bottom and, if asked, wheels on it) and photographed by a pinhole camera at a known pose,
// on a textured table.
#include <packmate/vision/CardPose.h>
#include <packmate/vision/config/CameraConfig.h>

#include <gtest/gtest.h>
#include <opencv2/calib3d.hpp>
#include <opencv2/imgproc.hpp>

#include <array>
#include <cmath>
#include <vector>

namespace packmate::testing {

struct SyntheticPhoto {
    cv::Mat image;
    std::array<cv::Point2d, 4> corners; // TL, TR, BR, BL of the cab-left frame
    cv::Matx33d intrinsics;
};

/// The card's art (BGR): the sky over the card face, the road strip, and wheels (a dark tyre,
/// a light hub) where the printed cards have them.
struct SyntheticArt {
    cv::Scalar sky{200, 170, 120};
    cv::Scalar road{70, 70, 70};
    bool wheels = false;
};

inline SyntheticPhoto syntheticCardPhoto(double yawDeg, double tiltDeg, cv::Size size = {1280, 960},
                                         const SyntheticArt& art = {}) {
    const vision::CardGeometry g;
    const int ppc = 60;
    cv::Mat face(int(g.cardHeight * ppc), int(g.cardWidth * ppc), CV_8UC3,
                 cv::Scalar(240, 245, 246));
    const int m = int(g.margin * ppc);
    cv::rectangle(face, {m, m}, {face.cols - m, face.rows - m}, art.sky, cv::FILLED);
    cv::rectangle(face, {m, int(4.4 * ppc)}, {face.cols - m, face.rows - m}, art.road, cv::FILLED);
    if (art.wheels)
        for (double u : {1.3, 3.4, 6.5}) {
            const cv::Point centre(int(u * ppc), int(4.5 * ppc));
            cv::circle(face, centre, int(0.45 * ppc), cv::Scalar(30, 30, 30), cv::FILLED);
            cv::circle(face, centre, int(0.15 * ppc), cv::Scalar(180, 180, 180), cv::FILLED);
        }
    cv::rectangle(face, cv::Point(int(g.bedLeft * ppc), int(g.bedTop * ppc)),
                  cv::Point(int((g.bedLeft + g.bedCols) * ppc), int((g.bedTop + g.bedRows) * ppc)),
                  cv::Scalar(240, 245, 246), cv::FILLED);
    for (int c = 0; c <= g.bedCols; ++c)
        cv::line(face, cv::Point(int((g.bedLeft + c) * ppc), int(g.bedTop * ppc)),
                 cv::Point(int((g.bedLeft + c) * ppc), int((g.bedTop + g.bedRows) * ppc)),
                 cv::Scalar(160, 160, 160), 2);
    for (int r = 0; r <= g.bedRows; ++r)
        cv::line(face, cv::Point(int(g.bedLeft * ppc), int((g.bedTop + r) * ppc)),
                 cv::Point(int((g.bedLeft + g.bedCols) * ppc), int((g.bedTop + r) * ppc)),
                 cv::Scalar(160, 160, 160), 2);

    SyntheticPhoto photo;
    photo.intrinsics = vision::CameraConfig{}.intrinsicsFor(size);
    // Camera looking down at the card centre from 20 cells away, tilted and turned.
    const double yaw = yawDeg * CV_PI / 180, tilt = tiltDeg * CV_PI / 180;
    const cv::Matx33d rz(std::cos(yaw), -std::sin(yaw), 0, std::sin(yaw), std::cos(yaw), 0, 0, 0,
                         1);
    const cv::Matx33d rx(1, 0, 0, 0, std::cos(tilt), -std::sin(tilt), 0, std::sin(tilt),
                         std::cos(tilt));
    const cv::Matx33d rotation = rx * rz;
    const cv::Vec3d centre(g.cardWidth / 2, g.cardHeight / 2, 0);
    const cv::Vec3d t = cv::Vec3d(0, 0, 20.0) - rotation * centre;
    auto project = [&](double u, double v) {
        const cv::Vec3d q = photo.intrinsics * (rotation * cv::Vec3d(u, v, 0) + t);
        return cv::Point2d(q[0] / q[2], q[1] / q[2]);
    };
    photo.corners = {project(0, 0), project(g.cardWidth, 0), project(g.cardWidth, g.cardHeight),
                     project(0, g.cardHeight)};
    const std::vector<cv::Point2f> src{
        {0, 0}, {float(face.cols), 0}, {float(face.cols), float(face.rows)}, {0, float(face.rows)}};
    std::vector<cv::Point2f> dst;
    for (const auto& p : photo.corners)
        dst.emplace_back(float(p.x - 0.5), float(p.y - 0.5));
    // Source pixel i covers [i, i+1): map pixel-edge coordinates, hence the half-pixel shifts.
    const cv::Mat h =
        cv::getPerspectiveTransform(src, dst) * cv::Mat(cv::Matx33d(1, 0, 0.5, 0, 1, 0.5, 0, 0, 1));
    photo.image.create(size, CV_8UC3);
    for (int y = 0; y < size.height; ++y)
        for (int x = 0; x < size.width; ++x)
            photo.image.at<cv::Vec3b>(y, x) =
                cv::Vec3b(uchar(60 + 20 * ((x / 40 + y / 40) % 2)), uchar(90 + (x * 7 % 13)), 120);
    cv::warpPerspective(face, photo.image, h, size, cv::INTER_LINEAR, cv::BORDER_TRANSPARENT);
    return photo;
}

/// The pose whose corners are `corners` in order (a failure if none fits).
inline vision::CardPose truePose(const std::array<cv::Point2d, 4>& corners,
                                 const cv::Matx33d& intrinsics) {
    vision::CardQuad quad;
    quad.corners = corners;
    for (const vision::CardPose& p :
         vision::poseHypotheses(quad, intrinsics, vision::CardGeometry{}, 0.03))
        if (cv::norm(p.corners[0] - corners[0]) < 1e-6) return p;
    ADD_FAILURE() << "no pose with the true corners";
    return {};
}

/// The pose whose corners are the photo's true corners in order.
inline vision::CardPose truePose(const SyntheticPhoto& photo) {
    return truePose(photo.corners, photo.intrinsics);
}

/// The card's true corners, rounded to pixels.
inline std::vector<cv::Point> cardOutlineOf(const SyntheticPhoto& photo) {
    std::vector<cv::Point> outline;
    for (const cv::Point2d& p : photo.corners)
        outline.emplace_back(int(std::lround(p.x)), int(std::lround(p.y)));
    return outline;
}

/// Where the card lies in the photo (255 inside its true corners).
inline cv::Mat cardMaskOf(const SyntheticPhoto& photo) {
    cv::Mat card = cv::Mat::zeros(photo.image.size(), CV_8U);
    cv::fillConvexPoly(card, cardOutlineOf(photo), 255);
    return card;
}

/// The photo's table replaced by light maple under a cool lamp (streaks of the grain nearly as
/// white as the margin), the card tinted bluish by the same lamp.
inline void onPaleWarmTableUnderCoolLight(SyntheticPhoto& photo) {
    const cv::Mat card = cardMaskOf(photo);
    for (int y = 0; y < photo.image.rows; ++y)
        for (int x = 0; x < photo.image.cols; ++x) {
            cv::Vec3b& p = photo.image.at<cv::Vec3b>(y, x);
            if (card.at<uchar>(y, x)) {
                p = cv::Vec3b(cv::saturate_cast<uchar>(p[0] * 1.04), p[1],
                              cv::saturate_cast<uchar>(p[2] * 0.97));
            } else {
                const double grain = 12.0 * std::sin(y * 0.21 + 3.0 * std::sin(x * 0.013));
                p = cv::Vec3b(cv::saturate_cast<uchar>(211 + grain),
                              cv::saturate_cast<uchar>(219 + grain),
                              cv::saturate_cast<uchar>(226 + grain));
            }
        }
}

/// The photo's table outside the card replaced by white and green checks (`square` pixels) as
/// white as the margin.
inline void onWhiteCheckedTable(packmate::testing::SyntheticPhoto& photo, int square = 70) {
    const cv::Mat card = cardMaskOf(photo);
    for (int y = 0; y < photo.image.rows; ++y)
        for (int x = 0; x < photo.image.cols; ++x) {
            if (card.at<uchar>(y, x)) continue;
            // Squares turned by 30 degrees, so none lines up with the card's sides.
            const double u = 0.866 * x + 0.5 * y, v = -0.5 * x + 0.866 * y;
            const bool white = (int(std::floor(u / square)) + int(std::floor(v / square))) % 2 == 0;
            photo.image.at<cv::Vec3b>(y, x) =
                white ? cv::Vec3b(236, 242, 244) : cv::Vec3b(70, 115, 50);
        }
    // The card's edge pixels were blended with the dark table drawn first: paper white now.
    cv::polylines(photo.image, cardOutlineOf(photo), true, cv::Scalar(240, 245, 246), 2);
}

// The photo's table outside the card replaced by harlequin diamonds (a checker turned 45
// degrees, `square` pixels): cream near the card's white and rose.
inline void onHarlequin(SyntheticPhoto& photo, int square = 70) {
    const cv::Mat card = cardMaskOf(photo);
    for (int y = 0; y < photo.image.rows; ++y)
        for (int x = 0; x < photo.image.cols; ++x) {
            if (card.at<uchar>(y, x)) continue;
            const double u = 0.707 * x + 0.707 * y, v = -0.707 * x + 0.707 * y;
            const bool rose = (int(std::floor(u / square)) + int(std::floor(v / square))) % 2;
            photo.image.at<cv::Vec3b>(y, x) =
                rose ? cv::Vec3b(117, 102, 184) : cv::Vec3b(212, 228, 236);
        }
}

// Two cream discs (near the card's white) of `radius` pixels on the table just beyond the card's
// bottom side (BR → BL), at half and 0.85 of its length: a pale pattern beside a part of a side.
inline void withCreamBlotchesBelow(SyntheticPhoto& photo, int radius = 30) {
    const cv::Mat card = cardMaskOf(photo);
    const cv::Point2d a = photo.corners[2], b = photo.corners[3];
    const cv::Point2d d = (b - a) / cv::norm(b - a), outward(-d.y, d.x);
    cv::Mat painted = photo.image.clone();
    for (const double t : {0.5, 0.85}) {
        const cv::Point2d c = a + (b - a) * t - outward * (0.6 * radius);
        cv::circle(painted, cv::Point(int(c.x), int(c.y)), radius, cv::Scalar(212, 228, 236),
                   cv::FILLED);
    }
    painted.copyTo(photo.image, 255 - card);
}

} // namespace packmate::testing
