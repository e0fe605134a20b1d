#include "SyntheticCard.h"

#include <packmate/engine/TruckCard.h>
#include <packmate/vision/GridFit.h>

#include <gtest/gtest.h>
#include <opencv2/imgproc.hpp>

using namespace packmate;
using namespace packmate::vision;

namespace {

// Every rotation of the photographed card's true outline that fits the card's shape.
std::vector<CardPose> rotations(const packmate::testing::SyntheticPhoto& photo) {
    std::vector<CardPose> hypotheses;
    for (int start = 0; start < 4; ++start) {
        CardQuad quad;
        for (int i = 0; i < 4; ++i)
            quad.corners[i] = photo.corners[(start + i) % 4];
        for (const CardPose& p : poseHypotheses(quad, photo.intrinsics, CardGeometry{}, 0.03))
            if (cv::norm(p.corners[0] - quad.corners[0]) < 1e-9) hypotheses.push_back(p);
    }
    return hypotheses;
}

const packmate::testing::SyntheticArt kWheels{{200, 170, 120}, {70, 70, 70}, true};

} // namespace

TEST(GridFit, PicksTheCabLeftOrientationAmongRotations) {
    const TruckCard card("T", 1, {"#####", "#####", "#####"});
    for (double yaw : {15.0, 130.0, 250.0}) {
        const auto photo = packmate::testing::syntheticCardPhoto(yaw, 15.0, {1280, 960}, kWheels);
        const std::vector<CardPose> hypotheses = rotations(photo);
        ASSERT_GE(hypotheses.size(), 2u);
        const GridFit fit = fitGrid(photo.image, hypotheses, card, CardGeometry{});
        EXPECT_LT(cv::norm(fit.pose.corners[0] - photo.corners[0]), 1e-6) << "yaw " << yaw;
        EXPECT_GT(fit.confidence, 0.5);
    }
}

TEST(GridFit, StacksLeaningOverTheRoadDoNotFlipTheOrientation) {
    // A 3-layer truck with white sticks stacked on its bottom row, photographed from above its
    // centre: the stacks lean over the dark road strip and hide most of it.
    const TruckCard card("T", 3, {"#####", "#####", "#####"});
    const CardGeometry g;
    for (double yaw : {20.0, 160.0, 290.0}) {
        auto photo = packmate::testing::syntheticCardPhoto(yaw, 12.0, {1280, 960}, kWheels);
        const std::vector<CardPose> hypotheses = rotations(photo);
        ASSERT_GE(hypotheses.size(), 2u);
        const CardPose* truth = nullptr;
        for (const CardPose& p : hypotheses)
            if (cv::norm(p.corners[0] - photo.corners[0]) < 1e-6) truth = &p;
        ASSERT_NE(truth, nullptr);
        for (int y = 2; y < 3; ++y)
            for (int x = 0; x < 5; ++x) {
                std::vector<cv::Point2f> corners, hull;
                for (double h : {0.0, 3.0})
                    for (double du : {0.0, 1.0})
                        for (double dv : {0.0, 1.0})
                            corners.emplace_back(
                                truth->project(g.bedLeft + x + du, g.bedTop + y + dv, h));
                cv::convexHull(corners, hull);
                std::vector<cv::Point> polygon(hull.begin(), hull.end());
                cv::fillConvexPoly(photo.image, polygon, cv::Scalar(232, 236, 238));
            }
        const GridFit fit = fitGrid(photo.image, hypotheses, card, g);
        EXPECT_LT(cv::norm(fit.pose.corners[0] - photo.corners[0]), 1e-6) << "yaw " << yaw;
    }
}

TEST(GridFit, ADarkSkyOverALighterRoadDoesNotFlipTheOrientation) {
    // Issue 5: on a night-sky art the road is the brighter strip; the wheels still say which
    // edge is the bottom.
    const TruckCard card("T", 1, {"#####", "#####", "#####"});
    const packmate::testing::SyntheticArt night{{40, 12, 34}, {95, 90, 90}, true};
    for (double yaw : {10.0, 140.0, 220.0}) {
        const auto photo = packmate::testing::syntheticCardPhoto(yaw, 15.0, {1280, 960}, night);
        const std::vector<CardPose> hypotheses = rotations(photo);
        ASSERT_GE(hypotheses.size(), 2u);
        const GridFit fit = fitGrid(photo.image, hypotheses, card, CardGeometry{});
        EXPECT_LT(cv::norm(fit.pose.corners[0] - photo.corners[0]), 1e-6) << "yaw " << yaw;
        EXPECT_GT(fit.confidence, 0.9) << "yaw " << yaw;
    }
}

TEST(GridFit, NoWheelsWhereTheChosenPoseHasThemIsNoSureChoice) {
    // Bed lines alone may pick the rotation, but without a wheel at the chosen bottom edge the
    // outline may not be the card's: the choice must not come out sure.
    const TruckCard card("T", 1, {"#####", "#####", "#####"});
    const auto photo = packmate::testing::syntheticCardPhoto(25.0, 15.0);
    const std::vector<CardPose> hypotheses = rotations(photo);
    ASSERT_GE(hypotheses.size(), 2u);
    const GridFitConfig config;
    const GridFit fit = fitGrid(photo.image, hypotheses, card, CardGeometry{}, config);
    EXPECT_LE(fit.confidence, config.noWheelsConfidence);
}

TEST(GridFit, AnOutlineWhoseSidesMissThePaperEdgeIsNoSureChoice) {
    // The outline grown a little round the card: its wheels are still found, but no side lies
    // on the step from the white paper to the table.
    const TruckCard card("T", 1, {"#####", "#####", "#####"});
    const auto photo = packmate::testing::syntheticCardPhoto(15.0, 15.0, {1280, 960}, kWheels);
    const cv::Point2d centre = (photo.corners[0] + photo.corners[2]) * 0.5;
    CardQuad grown;
    for (int i = 0; i < 4; ++i)
        grown.corners[i] = centre + (photo.corners[i] - centre) * 1.03;
    std::vector<CardPose> hypotheses;
    for (const CardPose& p : poseHypotheses(grown, photo.intrinsics, CardGeometry{}, 0.03))
        hypotheses.push_back(p);
    ASSERT_GE(hypotheses.size(), 2u);
    GridFitConfig unchecked;
    unchecked.sideCheck.minShare = 0.0;
    EXPECT_GT(fitGrid(photo.image, hypotheses, card, CardGeometry{}, unchecked).confidence, 0.5);
    const GridFitConfig config;
    EXPECT_LE(fitGrid(photo.image, hypotheses, card, CardGeometry{}, config).confidence,
              config.weakSideConfidence);
}
