// The card's pose from a scene's true corners (tools that measure a stage without the card
// finder's errors).
#pragma once

#include <packmate/vision/CardPose.h>
#include <packmate/vision/CardSampler.h>

#include <opencv2/calib3d.hpp>

#include <array>
#include <vector>

namespace packmate::vision::tools {

inline CardPose truePose(const std::array<cv::Point2d, 4>& corners, const cv::Matx33d& intrinsics,
                         const CardGeometry& geometry) {
    const std::vector<cv::Point3d> model{{0, 0, 0},
                                         {geometry.cardWidth, 0, 0},
                                         {geometry.cardWidth, geometry.cardHeight, 0},
                                         {0, geometry.cardHeight, 0}};
    CardPose pose;
    pose.intrinsics = intrinsics;
    pose.corners = corners;
    const std::vector<cv::Point2d> image(corners.begin(), corners.end());
    cv::solvePnP(model, image, cv::Mat(intrinsics), cv::noArray(), pose.rvec, pose.tvec, false,
                 cv::SOLVEPNP_IPPE);
    pose.orientation = orientationFromCorners(corners);
    return pose;
}

} // namespace packmate::vision::tools
