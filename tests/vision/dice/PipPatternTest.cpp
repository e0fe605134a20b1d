#include <packmate/vision/dice/PipPattern.h>

#include <gtest/gtest.h>

#include <cmath>

using namespace packmate::vision::dice;

namespace {

std::vector<cv::Point2f> rotated(std::vector<cv::Point2f> points, double degrees, float scale) {
    const double a = degrees * CV_PI / 180;
    for (cv::Point2f& p : points)
        p = cv::Point2f(float(100 + scale * (p.x * std::cos(a) - p.y * std::sin(a))),
                        float(50 + scale * (p.x * std::sin(a) + p.y * std::cos(a))));
    return points;
}

} // namespace

TEST(PipPattern, StandardLayoutsScoreHighAtAnyRotationAndScale) {
    const std::vector<std::vector<cv::Point2f>> layouts{
        {{-1, -1}, {0, 0}, {1, 1}},
        {{-1, -1}, {1, -1}, {-1, 1}, {1, 1}},
        {{-1, -1}, {1, -1}, {-1, 1}, {1, 1}, {0, 0}},
        {{-1, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {1, 1}}};
    for (const auto& layout : layouts) {
        EXPECT_GT(pipPatternScore(rotated(layout, 0, 5)), 0.99);
        EXPECT_GT(pipPatternScore(rotated(layout, 37, 12)), 0.99);
    }
}

TEST(PipPattern, NonDieLayoutsScoreLow) {
    // Four pips in a row, three pips in an L, seven pips.
    EXPECT_LT(pipPatternScore({{0, 0}, {1, 0}, {2, 0}, {3, 0}}), 0.5);
    EXPECT_LT(pipPatternScore({{0, 0}, {1, 0}, {0, 1}}), 0.7);
    EXPECT_EQ(pipPatternScore(std::vector<cv::Point2f>(7, {1, 1})), 0.0);
    EXPECT_EQ(pipPatternScore({}), 0.0);
}

TEST(PipPattern, OutlineIsASquareAroundThePips) {
    std::vector<Pip> pips;
    for (const cv::Point2f& p : rotated({{-1, -1}, {1, -1}, {-1, 1}, {1, 1}}, 20, 10)) {
        Pip pip;
        pip.center = p;
        pip.major = pip.minor = 6;
        pips.push_back(pip);
    }
    const auto corners = faceOutline(pips, 5.0);
    const double side = cv::norm(corners[0] - corners[1]);
    EXPECT_NEAR(side, 30.0, 0.5);
    EXPECT_NEAR(cv::norm(corners[1] - corners[2]), side, 0.5);
    EXPECT_NEAR(cv::norm(corners[0] - corners[2]), side * std::sqrt(2.0), 0.5);
    // The outline's sides follow the pip rows (20°), not the image axes.
    const cv::Point2f edge = corners[1] - corners[0];
    const double angle = std::fmod(std::atan2(edge.y, edge.x) * 180 / CV_PI + 360, 90.0);
    EXPECT_NEAR(angle, 20.0, 2.0);
}
