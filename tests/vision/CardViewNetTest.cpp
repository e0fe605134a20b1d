// The learned look at a whole card (CardViewNet): its input, and its verdict on committed dev
// scenes seen through their true corners and through the same corners turned.
#include "SharedData.h"

#include <packmate/engine/Json.h>
#include <packmate/vision/CardPose.h>
#include <packmate/vision/CardViewNet.h>
#include <packmate/vision/GridFit.h>
#include <packmate/vision/ImageLoader.h>
#include <packmate/vision/PhotoScorer.h>
#include <packmate/vision/eval/TruckTruth.h>

#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <string>

using namespace packmate;
using namespace packmate::vision;

namespace {

std::array<cv::Point2d, 4> turned(const std::array<cv::Point2d, 4>& corners, int quarters) {
    std::array<cv::Point2d, 4> out;
    for (int i = 0; i < 4; ++i)
        out[i] = corners[(i + quarters) % 4];
    return out;
}

} // namespace

TEST(CardViewNet, TheViewIsTheCardAtEightPixelsACellDividedByItsWhite) {
    cv::Mat photo(480, 640, CV_8UC3, cv::Scalar(40, 120, 200));
    const cv::Mat view = cardView(photo, {cv::Point2d(100, 100), cv::Point2d(500, 100),
                                          cv::Point2d(500, 350), cv::Point2d(100, 350)});
    ASSERT_EQ(view.type(), CV_32FC3);
    EXPECT_EQ(view.size(), cv::Size(64, 40));
    // One colour everywhere: each channel is its own white.
    for (int c = 0; c < 3; ++c) {
        double lo = 0, hi = 0;
        cv::minMaxLoc(view.reshape(1, view.rows * view.cols).col(c), &lo, &hi);
        EXPECT_NEAR(lo, 0.5, 1e-6);
        EXPECT_NEAR(hi, 0.5, 1e-6);
    }
}

// Every tenth dev scene: the true corners look the right way round, the same outline turned
// half round or a quarter does not.
TEST(CardViewNet, TellsTheRightWayRoundOnDevScenes) {
    const auto dir = packmate::testing::sourceDir() / "datasets/trucks/dev";
    int scenes = 0;
    for (int i = 0; i < 150; i += 10) {
        char name[32];
        std::snprintf(name, sizeof name, "dev_%04d", i);
        const auto truth =
            eval::truckTruthFromJson(readJsonFile((dir / (std::string(name) + ".json")).string()));
        const cv::Mat photo = loadImage((dir / truth.image).string());
        const std::array<cv::Point2d, 4>& corners = truth.cardCorners;
        CardViewNet& net = CardViewNet::builtIn();
        const double right = net.cabLeftLogit(photo, corners);
        EXPECT_GT(right, 0.0) << name;
        for (int quarters = 1; quarters < 4; ++quarters)
            EXPECT_LT(net.cabLeftLogit(photo, turned(corners, quarters)), right) << name;
        EXPECT_LT(net.cabLeftLogit(photo, turned(corners, 2)), 0.0) << name;
        ++scenes;
    }
    EXPECT_EQ(scenes, 15);
}

// The orientation choice with the learned look alone (no wheels, bed lines nor mask): the true
// corners among the outline's rotations that fit the card's shape.
TEST(CardViewNet, GridFitTakesItsVerdict) {
    const auto dir = packmate::testing::sourceDir() / "datasets/trucks/dev";
    const auto truth = eval::truckTruthFromJson(readJsonFile((dir / "dev_0020.json").string()));
    const cv::Mat photo = loadImage((dir / truth.image).string());
    const PhotoScorerConfig config;
    GridFitConfig viewOnly;
    viewOnly.wheelWeight = 0.0;
    viewOnly.gridLineWeight = 0.0;
    viewOnly.maskWeight = 0.0;
    for (int start = 0; start < 4; ++start) {
        CardQuad quad;
        quad.corners = turned(truth.cardCorners, start);
        const std::vector<CardPose> hypotheses =
            poseHypotheses(quad, config.camera.intrinsicsFor(photo.size()), config.geometry,
                           config.finder.maxShapeError, config.finder.maxViewAngleDeg);
        ASSERT_GE(hypotheses.size(), 2u) << start;
        const GridFit fit = fitGrid(photo, hypotheses, truth.card, config.geometry, viewOnly);
        EXPECT_LT(cv::norm(fit.pose.corners[0] - truth.cardCorners[0]), 1e-6) << start;
        EXPECT_GT(fit.confidence, 0.9) << start;
    }
}

TEST(CardViewNet, AnUnreadableModelIsAnInputError) {
    EXPECT_ANY_THROW(CardViewNet(std::vector<unsigned char>{1, 2, 3}));
}
