#include "SyntheticCard.h"

#include <packmate/vision/CardPose.h>

#include <gtest/gtest.h>
#include <opencv2/imgproc.hpp>

using namespace packmate::vision;

TEST(CardPose, RecoversTheCornerOrderFromTheCardShape) {
    const auto photo = packmate::testing::syntheticCardPhoto(40.0, 20.0);
    CardQuad quad;
    // Start the quad at the true BR corner: only the rotations keeping the long side long fit.
    for (int i = 0; i < 4; ++i)
        quad.corners[i] = photo.corners[(i + 2) % 4];
    const auto poses = poseHypotheses(quad, photo.intrinsics, CardGeometry{}, 0.03);
    ASSERT_EQ(poses.size(), 2u) << "a landscape card fits two of the four rotations";
    bool trueOrder = false;
    for (const CardPose& pose : poses) {
        trueOrder |= cv::norm(pose.corners[0] - photo.corners[0]) < 1e-6;
        EXPECT_LT(pose.shapeError, 0.5);
    }
    EXPECT_TRUE(trueOrder);
}

TEST(CardPose, ProjectsCardPointsAndPlanesConsistently) {
    const auto photo = packmate::testing::syntheticCardPhoto(10.0, 28.0);
    CardQuad quad;
    quad.corners = photo.corners;
    const auto poses = poseHypotheses(quad, photo.intrinsics, CardGeometry{}, 0.03);
    ASSERT_FALSE(poses.empty());
    const CardPose& pose = poses.front();
    EXPECT_LT(cv::norm(pose.project(8.0, 5.0) - photo.corners[2]), 0.5);
    const cv::Matx33d h = pose.planeToImage(2.0);
    const cv::Vec3d q = h * cv::Vec3d(3.0, 1.5, 1.0);
    EXPECT_LT(cv::norm(cv::Point2d(q[0] / q[2], q[1] / q[2]) - pose.project(3.0, 1.5, 2.0)), 1e-6);
    // A point above the card moves away from the card's own projection when the camera is tilted.
    EXPECT_GT(cv::norm(pose.project(4.0, 2.5, 3.0) - pose.project(4.0, 2.5, 0.0)), 5.0);
}

TEST(CardPose, OrientationFollowsTheTopEdge) {
    using P = cv::Point2d;
    EXPECT_EQ(orientationFromCorners({P(0, 0), P(10, 1), P(10, 8), P(0, 8)}), 0);
    EXPECT_EQ(orientationFromCorners({P(10, 0), P(10, 10), P(0, 10), P(0, 0)}), 90);
    EXPECT_EQ(orientationFromCorners({P(10, 8), P(0, 8), P(0, 0), P(10, 0)}), 180);
    EXPECT_EQ(orientationFromCorners({P(0, 10), P(0, 0), P(10, 0), P(10, 10)}), 270);
}

TEST(CardPose, MetricSizeCheckAcceptsTheCardAndRejectsOthers) {
    const CardGeometry g;
    const double s = 10.0; // pixels per cm
    const cv::Matx33d tableToImage(s, 0, 100, 0, s, 50, 0, 0, 1);
    const double w = g.cardWidth * g.cellCm * s, h = g.cardHeight * g.cellCm * s;
    using P = cv::Point2d;
    EXPECT_TRUE(matchesMetricSize({P(100, 50), P(100 + w, 50), P(100 + w, 50 + h), P(100, 50 + h)},
                                  tableToImage, g));
    EXPECT_FALSE(matchesMetricSize(
        {P(100, 50), P(100 + w / 2, 50), P(100 + w / 2, 50 + h / 2), P(100, 50 + h / 2)},
        tableToImage, g));
}
