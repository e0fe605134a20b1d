#include <packmate/vision/StickFitter.h>

#include <gtest/gtest.h>
#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>

using namespace packmate::vision;

namespace {

void drawStick(cv::Mat& mask, cv::Point2f centre, float length, float width, float angle) {
    cv::Point2f corners[4];
    cv::RotatedRect(centre, {length, width}, angle).points(corners);
    std::vector<cv::Point> polygon;
    for (const cv::Point2f& p : corners)
        polygon.emplace_back(cvRound(p.x), cvRound(p.y));
    cv::fillConvexPoly(mask, polygon, cv::Scalar(255));
}

StickFitSettings settings(double length) {
    StickFitSettings s;
    s.length = length;
    s.width = 8.0;
    return s;
}

bool hasStickNear(const std::vector<FittedStick>& sticks, cv::Point2f centre) {
    return std::any_of(sticks.begin(), sticks.end(),
                       [&](const FittedStick& s) { return cv::norm(s.box.center - centre) < 3.0; });
}

} // namespace

TEST(StickFitter, OneTurnedStickIsOneStickWithItsCentreAndAngle) {
    cv::Mat mask = cv::Mat::zeros(60, 60, CV_8U);
    drawStick(mask, {30, 28}, 24, 8, 30);
    const auto sticks = fitSticks(mask, settings(24));
    ASSERT_EQ(sticks.size(), 1u);
    EXPECT_LT(cv::norm(sticks[0].box.center - cv::Point2f(30, 28)), 1.5);
    const double angle = std::fmod(sticks[0].box.angle + 360.0, 180.0);
    EXPECT_LT(std::min(std::abs(angle - 30.0), 180.0 - std::abs(angle - 30.0)), 6.0);
    EXPECT_GT(sticks[0].coverage, 0.9);
}

TEST(StickFitter, SideBySideAndEndToEndSticksComeApart) {
    cv::Mat side = cv::Mat::zeros(60, 60, CV_8U);
    drawStick(side, {30, 26}, 32, 8, 0);
    drawStick(side, {32, 34}, 32, 8, 0);
    const auto two = fitSticks(side, settings(32));
    ASSERT_EQ(two.size(), 2u);
    EXPECT_TRUE(hasStickNear(two, {30, 26}));
    EXPECT_TRUE(hasStickNear(two, {32, 34}));

    cv::Mat ends = cv::Mat::zeros(80, 60, CV_8U);
    drawStick(ends, {25, 30}, 24, 8, 90);
    drawStick(ends, {25, 54}, 24, 8, 90);
    cv::Mat leftover;
    EXPECT_EQ(fitSticks(ends, settings(24), &leftover).size(), 2u);
    EXPECT_LT(cv::countNonZero(leftover), 24 * 8 / 4);
}

TEST(StickFitter, SticksTouchingAtAnAngleComeApart) {
    cv::Mat mask = cv::Mat::zeros(80, 80, CV_8U);
    drawStick(mask, {30, 40}, 40, 8, 0);
    drawStick(mask, {46, 24}, 40, 8, 75);
    const auto sticks = fitSticks(mask, settings(40));
    ASSERT_EQ(sticks.size(), 2u);
    EXPECT_TRUE(hasStickNear(sticks, {30, 40}));
    EXPECT_TRUE(hasStickNear(sticks, {46, 24}));
}

TEST(StickFitter, AShortOrRaggedBlobIsNoStick) {
    cv::Mat half = cv::Mat::zeros(60, 60, CV_8U);
    drawStick(half, {30, 30}, 12, 8, 20);
    cv::Mat leftover;
    EXPECT_TRUE(fitSticks(half, settings(24), &leftover).empty());
    EXPECT_EQ(cv::countNonZero(leftover), cv::countNonZero(half));

    cv::Mat noise = cv::Mat::zeros(60, 60, CV_8U);
    for (int y = 10; y < 50; ++y)
        for (int x = 10; x < 50; ++x)
            if ((x * 7 + y * 13) % 3 == 0) noise.at<unsigned char>(y, x) = 255;
    EXPECT_TRUE(fitSticks(noise, settings(24)).empty());
}
