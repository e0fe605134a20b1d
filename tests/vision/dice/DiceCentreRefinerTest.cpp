#include "SyntheticDice.h"

#include <packmate/vision/dice/DiceCentreRefiner.h>

#include <gtest/gtest.h>
#include <opencv2/imgproc.hpp>

#include <cmath>

using namespace packmate::vision::dice;
using packmate::testing::diceImage;
using packmate::testing::SyntheticDie;

TEST(DiceCentreRefiner, OffsetsAreInFaceSidesAndBounded) {
    RefinerConfig config;
    FoundDie die;
    die.center = {100, 200};
    die.side = 40;
    const float small[] = {0.1f, -0.05f, float(std::log(1.1))};
    applyCentreOffset(die, small, config);
    EXPECT_NEAR(die.center.x, 104.0, 1e-4);
    EXPECT_NEAR(die.center.y, 198.0, 1e-4);
    EXPECT_NEAR(die.side, 44.0, 1e-4);

    die.center = {100, 200};
    die.side = 40;
    const float wild[] = {3.0f, -3.0f, 5.0f};
    applyCentreOffset(die, wild, config);
    EXPECT_NEAR(die.center.x, 100 + config.maxShift * 40, 1e-3);
    EXPECT_NEAR(die.center.y, 200 - config.maxShift * 40, 1e-3);
    EXPECT_NEAR(die.side, 40 * config.maxScale, 1e-3);
}

TEST(DiceCentreRefiner, WindowIsCentredOnTheDie) {
    cv::Mat image(400, 400, CV_8UC3, cv::Scalar(0, 0, 0));
    cv::rectangle(image, cv::Rect(180, 120, 40, 40), cv::Scalar(255, 255, 255), cv::FILLED);
    FoundDie die;
    die.center = {200, 140};
    die.side = 40;
    const RefinerConfig config;
    const cv::Mat window = centreWindow(image, die, config);
    ASSERT_EQ(window.size(), cv::Size(config.windowPixels, config.windowPixels));
    // The face fills the middle half of the window (windowFaces 2): symmetric about the centre.
    cv::Mat grey;
    cv::cvtColor(window, grey, cv::COLOR_BGR2GRAY);
    const cv::Moments g = cv::moments(grey);
    EXPECT_NEAR(g.m10 / g.m00, (config.windowPixels - 1) / 2.0, 0.5);
    EXPECT_NEAR(g.m01 / g.m00, (config.windowPixels - 1) / 2.0, 0.5);
    EXPECT_NEAR(cv::countNonZero(grey > 128), config.windowPixels * config.windowPixels / 4, 40);
}

// The built-in model brings estimates off by a fifth of a side back towards the face.
TEST(DiceCentreRefiner, BuiltInModelMovesEstimatesOntoTheFace) {
    const std::vector<SyntheticDie> truth{{3, {300, 300}, 70, 10, {230, 230, 230}, {20, 20, 20}},
                                          {5, {700, 500}, 60, 35, {40, 40, 200}, {240, 240, 240}},
                                          {2, {1000, 300}, 80, 0, {60, 150, 60}, {240, 240, 240}}};
    const cv::Mat image = diceImage(truth);
    const cv::Point2f shifts[] = {{0.2f, 0.1f}, {-0.15f, 0.2f}, {0.1f, -0.2f}};
    std::vector<FoundDie> found;
    for (std::size_t i = 0; i < truth.size(); ++i) {
        FoundDie die;
        die.center = truth[i].center + shifts[i] * truth[i].side;
        die.side = truth[i].side * 0.85;
        found.push_back(die);
    }
    DiceCentreRefiner::builtIn().refine(image, found, RefinerConfig{});
    for (std::size_t i = 0; i < truth.size(); ++i) {
        const double before = cv::norm(shifts[i]);
        const double after = cv::norm(found[i].center - truth[i].center) / truth[i].side;
        EXPECT_LT(after, 0.5 * before) << "die " << i;
        EXPECT_LT(std::abs(found[i].side / truth[i].side - 1), 0.13) << "die " << i;
    }
}
