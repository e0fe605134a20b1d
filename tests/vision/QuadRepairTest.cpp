#include "SyntheticCard.h"

#include <packmate/vision/CardPose.h>
#include <packmate/vision/QuadRefine.h>
#include <packmate/vision/QuadRepair.h>

#include <gtest/gtest.h>
#include <opencv2/imgproc.hpp>

#include <algorithm>

using namespace packmate::vision;

TEST(QuadRepair, RebuildsAMisplacedCornerFromTheOtherThree) {
    const auto photo = packmate::testing::syntheticCardPhoto(70.0, 22.0);
    cv::Mat grey;
    cv::cvtColor(photo.image, grey, cv::COLOR_BGR2GRAY);
    CardQuad quad;
    quad.corners = photo.corners;
    quad.corners[2] += cv::Point2d(-35.0, -25.0); // as if a stack hid the corner
    const auto repaired = repairOneCorner(quad, grey, photo.intrinsics, CardGeometry{}, 60.0, 10.0);
    ASSERT_TRUE(repaired);
    for (int i = 0; i < 4; ++i)
        EXPECT_LT(cv::norm(repaired->corners[i] - photo.corners[i]), 2.0) << i;
    EXPECT_GT(edgeSupport(repaired->corners, grey), edgeSupport(quad.corners, grey));
}

TEST(QuadRepair, EveryCornerLeftOutInTurnAndTheTrueOutlineAmongTheRebuilds) {
    const auto photo = packmate::testing::syntheticCardPhoto(70.0, 22.0);
    CardQuad quad;
    quad.corners = photo.corners;
    quad.corners[3] += cv::Point2d(30.0, 40.0);
    const auto rebuilds = oneCornerRebuilds(quad, photo.intrinsics, CardGeometry{}, 60.0);
    ASSERT_GE(rebuilds.size(), 4u);
    const bool trueOne = std::any_of(rebuilds.begin(), rebuilds.end(), [&](const CardQuad& q) {
        return cornerDistance(q.corners, photo.corners) < 2.0;
    });
    EXPECT_TRUE(trueOne);
    // Seen from further than the view angle allows, no pose is kept.
    EXPECT_TRUE(oneCornerRebuilds(quad, photo.intrinsics, CardGeometry{}, 0.0).empty());
}

TEST(QuadRepair, RebuildsTheSideAStackTookFromTheOtherThree) {
    const auto photo = packmate::testing::syntheticCardPhoto(70.0, 22.0);
    CardQuad quad;
    quad.corners = photo.corners;
    // Corners 2 and 3 slid outward along their sides, as onto stacks leaning over the edge.
    quad.corners[2] += (photo.corners[2] - photo.corners[1]) * 0.12;
    quad.corners[3] += (photo.corners[3] - photo.corners[0]) * 0.12;
    const auto rebuilt = rebuildOneSide(quad, photo.intrinsics, CardGeometry{});
    ASSERT_EQ(rebuilt.size(), 4u);
    // Keeping side 0-1 (and the directions of the sides beside it) puts side 2-3 back.
    for (int i = 0; i < 4; ++i)
        EXPECT_LT(cv::norm(rebuilt[0].corners[i] - photo.corners[i]), 0.5) << i;
    EXPECT_NEAR(rebuilt[0].area, std::abs(signedQuadArea(photo.corners)), 50.0);
    // Every rebuilt outline has the card's shape, whichever side it kept.
    for (const CardQuad& candidate : rebuilt) {
        const auto poses = poseHypotheses(candidate, photo.intrinsics, CardGeometry{}, 0.001, 60.0);
        EXPECT_FALSE(poses.empty());
    }
}

TEST(QuadRepair, NothingToRebuildOnABlankTable) {
    const cv::Mat grey(960, 1280, CV_8U, cv::Scalar(90));
    CardQuad quad;
    quad.corners = {cv::Point2d(400, 300), cv::Point2d(800, 310), cv::Point2d(790, 560),
                    cv::Point2d(410, 550)};
    const auto intrinsics = CameraConfig{}.intrinsicsFor({1280, 960});
    EXPECT_FALSE(repairOneCorner(quad, grey, intrinsics, CardGeometry{}, 60.0, 10.0));
}

TEST(QuadRepair, EverySideOfTheTrueOutlineStepsFromPaperToTable) {
    const auto photo = packmate::testing::syntheticCardPhoto(70.0, 22.0);
    for (double share : sideEdgeShares(photo.corners, photo.image, 3.0, 12.0, 24))
        EXPECT_GE(share, 0.9);
}

TEST(QuadRepair, ASideAcrossTheTableFindsNoStep) {
    // One corner out on the table (as on a stack's top): its two sides leave the card's edge.
    const auto photo = packmate::testing::syntheticCardPhoto(70.0, 22.0);
    auto corners = photo.corners;
    corners[2] += (corners[2] - corners[0]) * 0.15;
    const auto shares = sideEdgeShares(corners, photo.image, 3.0, 12.0, 24);
    EXPECT_GE(shares[0], 0.9);
    EXPECT_GE(shares[3], 0.9);
    EXPECT_LT(shares[1], 0.2);
    EXPECT_LT(shares[2], 0.2);
}

TEST(QuadRepair, WeakestSideShareIsTheSideOffTheEdge) {
    const auto photo = packmate::testing::syntheticCardPhoto(70.0, 22.0);
    const SideEdgeCheck check;
    EXPECT_GE(weakestSideShare(photo.corners, photo.image, check), 0.9);
    auto corners = photo.corners;
    corners[2] += (corners[2] - corners[0]) * 0.15;
    EXPECT_LT(weakestSideShare(corners, photo.image, check), check.minShare);
}

TEST(QuadRepair, NoSideRebuiltFromADegenerateOutline) {
    CardQuad quad; // all four corners on one point: no side, no plane
    quad.corners = {cv::Point2d(400, 300), cv::Point2d(400, 300), cv::Point2d(400, 300),
                    cv::Point2d(400, 300)};
    const auto intrinsics = CameraConfig{}.intrinsicsFor({1280, 960});
    EXPECT_TRUE(rebuildOneSide(quad, intrinsics, CardGeometry{}).empty());
}
