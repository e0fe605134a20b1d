#include <packmate/engine/InputError.h>
#include <packmate/vision/dice/DiceDetector.h>
#include <packmate/vision/dice/FaceColour.h>

#include <gtest/gtest.h>
#include <opencv2/imgproc.hpp>

#include <cmath>

using namespace packmate;
using namespace packmate::vision::dice;

namespace {

// Output maps as the network gives them: 6 × rows × cols, heat first.
const float kStride = float(DetectorConfig{}.stride);

cv::Mat emptyMaps(int rows = 30, int cols = 40) {
    const int size[] = {1, 6, rows, cols};
    return cv::Mat(4, size, CV_32F, cv::Scalar(0));
}

float& at(cv::Mat& maps, int map, int y, int x) {
    return maps.ptr<float>()[(std::size_t(map) * maps.size[2] + y) * maps.size[3] + x];
}

void putDie(cv::Mat& maps, int y, int x, float heat, float side, float turn = 0) {
    at(maps, 0, y, x) = heat;
    at(maps, 1, y, x) = std::log(side / kStride);
    at(maps, 2, y, x) = 0.25f;
    at(maps, 3, y, x) = 0.75f;
    at(maps, 4, y, x) = std::cos(4 * turn);
    at(maps, 5, y, x) = std::sin(4 * turn);
}

} // namespace

TEST(DiceDetector, PeaksBecomeDiceWithSideOffsetAndTurn) {
    cv::Mat maps = emptyMaps();
    putDie(maps, 10, 20, 0.9f, 24.f, 0.3f);
    at(maps, 0, 10, 21) = 0.6f; // the slope of the same peak
    putDie(maps, 25, 30, 0.5f, 20.f);
    const std::vector<FoundDie> dice = decodeDiceMaps(maps, DetectorConfig{});
    ASSERT_EQ(dice.size(), 2u);
    EXPECT_DOUBLE_EQ(dice[0].score, double(0.9f));
    EXPECT_NEAR(dice[0].center.x, (20 + 0.25) * kStride, 1e-3);
    EXPECT_NEAR(dice[0].center.y, (10 + 0.75) * kStride, 1e-3);
    EXPECT_NEAR(dice[0].side, 24.0, 1e-3);
    EXPECT_NEAR(dice[0].turn, 0.3, 1e-5);
    EXPECT_NEAR(dice[1].center.x, (30 + 0.25) * kStride, 1e-3);
}

TEST(DiceDetector, WeakAndCrowdedPeaksAreDropped) {
    cv::Mat maps = emptyMaps();
    putDie(maps, 10, 20, 0.9f, 40.f);
    putDie(maps, 10, 22, 0.7f, 40.f); // 16 px away, less than 0.6 of a 40 px face
    putDie(maps, 25, 30, 0.1f, 40.f); // below minScore
    const std::vector<FoundDie> dice = decodeDiceMaps(maps, DetectorConfig{});
    ASSERT_EQ(dice.size(), 1u);
    EXPECT_NEAR(dice[0].center.x, (20 + 0.25) * kStride, 1e-3);
}

TEST(DiceDetector, UnexpectedOutputIsAnInputError) {
    const int size[] = {1, 3, 10, 10};
    EXPECT_THROW(decodeDiceMaps(cv::Mat(4, size, CV_32F, cv::Scalar(0)), DetectorConfig{}),
                 InputError);
    EXPECT_THROW(DiceDetector(std::vector<unsigned char>{1, 2, 3}), InputError);
}

TEST(DiceDetector, InputSizeNotAMultipleOf16IsAnInputError) {
    const cv::Mat image(480, 640, CV_8UC3, cv::Scalar(100, 140, 175));
    DetectorConfig config;
    config.inputWidth = 250;
    EXPECT_THROW(DiceDetector::builtIn().find(image, config), InputError);
    config.inputWidth = 256;
    config.inputHeight = 192; // the net is fully convolutional: any multiple of 16 runs
    EXPECT_NO_THROW(DiceDetector::builtIn().find(image, config));
}

TEST(DiceDetector, CornersAreTheTurnedSquare) {
    FoundDie die;
    die.center = {100, 50};
    die.side = 20;
    die.turn = CV_PI / 2; // a quarter turn is the same square
    const auto corners = die.corners();
    EXPECT_NEAR(corners[0].x, 110, 1e-3);
    EXPECT_NEAR(corners[0].y, 40, 1e-3);
    for (std::size_t i = 0; i < 4; ++i)
        EXPECT_NEAR(cv::norm(corners[i] - corners[(i + 1) % 4]), 20.0, 1e-3);
}

// Dice 56 px wide in a 640×480 frame: the finder was trained on dice 4-11 % of the frame
// width (docs/dice-recognition.md).
TEST(DiceDetector, FindsDrawnDiceOnAPlainTable) {
    cv::Mat image(480, 640, CV_8UC3, cv::Scalar(100, 140, 175));
    for (int x : {200, 420}) {
        cv::rectangle(image, cv::Rect(x - 28, 212, 56, 56), cv::Scalar(222, 228, 232), cv::FILLED);
        for (const cv::Point p :
             {cv::Point(x - 15, 225), cv::Point(x, 240), cv::Point(x + 15, 255)})
            cv::circle(image, p, 5, cv::Scalar(25, 25, 25), cv::FILLED, cv::LINE_AA);
    }
    const std::vector<FoundDie> dice = DiceDetector::builtIn().find(image, DetectorConfig{});
    ASSERT_EQ(dice.size(), 2u);
    for (const FoundDie& die : dice) {
        EXPECT_NEAR(die.center.y, 240, 8);
        EXPECT_TRUE(std::abs(die.center.x - 200) < 8 || std::abs(die.center.x - 420) < 8);
        EXPECT_NEAR(die.side, 56, 15);
    }
}

TEST(FaceColour, BodyColourIgnoresPipsAndEdges) {
    cv::Mat image(100, 100, CV_8UC3, cv::Scalar(0, 200, 0)); // green table
    cv::rectangle(image, cv::Rect(20, 20, 60, 60), cv::Scalar(160, 40, 120), cv::FILLED);
    for (const cv::Point p : {cv::Point(35, 35), cv::Point(50, 50), cv::Point(65, 65)})
        cv::circle(image, p, 6, cv::Scalar(250, 250, 250), cv::FILLED); // light pips
    const cv::Vec3b colour = medianFaceColour(image, {{{20, 20}, {80, 20}, {80, 80}, {20, 80}}});
    EXPECT_EQ(colour, cv::Vec3b(160, 40, 120));
}
