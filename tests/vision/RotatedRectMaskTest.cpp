#include <packmate/vision/RotatedRectMask.h>

#include <gtest/gtest.h>

using namespace packmate::vision;

// An upright 10 x 4 box on whole pixels: its corners and edges are filled, nothing beyond them,
// and pixels already set elsewhere are left as they are.
TEST(RotatedRectMask, FillsTheBoxWithItsEdgesAndNothingElse) {
    cv::Mat mask(20, 30, CV_8U, cv::Scalar(7));
    fillRotatedRect(mask, cv::RotatedRect(cv::Point2f(15, 10), cv::Size2f(10, 4), 0.f), 255);
    EXPECT_EQ(cv::countNonZero(mask == 255), 11 * 5);
    EXPECT_EQ(mask.at<unsigned char>(8, 10), 255);  // a corner
    EXPECT_EQ(mask.at<unsigned char>(12, 20), 255); // the opposite one
    EXPECT_EQ(mask.at<unsigned char>(7, 15), 7);    // just above
    EXPECT_EQ(mask.at<unsigned char>(10, 21), 7);   // just right
}

// Turned a quarter, the same box stands 4 wide and 10 high; a fill of 0 clears it.
TEST(RotatedRectMask, ATurnedBoxIsFilledTurnedAndZeroClears) {
    cv::Mat mask(20, 30, CV_8U, cv::Scalar(255));
    fillRotatedRect(mask, cv::RotatedRect(cv::Point2f(15, 10), cv::Size2f(10, 4), 90.f), 0);
    EXPECT_EQ(cv::countNonZero(mask == 0), 5 * 11);
    EXPECT_EQ(mask.at<unsigned char>(5, 15), 0);
    EXPECT_EQ(mask.at<unsigned char>(10, 18), 255);
}
