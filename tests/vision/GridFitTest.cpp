#include "SyntheticCard.h"

#include <packmate/engine/TruckCard.h>
#include <packmate/vision/GridFit.h>

#include <gtest/gtest.h>

using namespace packmate;
using namespace packmate::vision;

TEST(GridFit, PicksTheCabLeftOrientationAmongRotations) {
    const TruckCard card("T", 1, {"#####", "#####", "#####"});
    for (double yaw : {15.0, 130.0, 250.0}) {
        const auto photo = packmate::testing::syntheticCardPhoto(yaw, 15.0);
        std::vector<CardPose> hypotheses;
        for (int start = 0; start < 4; ++start) {
            CardQuad quad;
            for (int i = 0; i < 4; ++i)
                quad.corners[i] = photo.corners[(start + i) % 4];
            for (const CardPose& p : poseHypotheses(quad, photo.intrinsics, CardGeometry{}, 0.03))
                if (cv::norm(p.corners[0] - quad.corners[0]) < 1e-9) hypotheses.push_back(p);
        }
        ASSERT_GE(hypotheses.size(), 2u);
        const GridFit fit = fitGrid(photo.image, hypotheses, card, CardGeometry{});
        EXPECT_LT(cv::norm(fit.pose.corners[0] - photo.corners[0]), 1e-6) << "yaw " << yaw;
        EXPECT_GT(fit.confidence, 0.5);
    }
}
