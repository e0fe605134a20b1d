#include <packmate/vision/LevelBoxes.h>

#include <gtest/gtest.h>
#include <opencv2/imgproc.hpp>

using namespace packmate::vision;

TEST(LevelBoxes, IsTheBoundingBoxOfEachThresholdCut) {
    cv::RNG rng(11);
    for (int trial = 0; trial < 200; ++trial) {
        cv::Mat levels(rng.uniform(1, 90), rng.uniform(1, 120), CV_8U, cv::Scalar(0));
        const int spots = rng.uniform(0, 8);
        for (int i = 0; i < spots; ++i)
            cv::circle(levels, {rng.uniform(0, levels.cols), rng.uniform(0, levels.rows)},
                       rng.uniform(0, 15), cv::Scalar(rng.uniform(0, 256)), cv::FILLED);
        const LevelBoxes boxes(levels);
        for (const double threshold : {-1.0, 0.0, 0.5, 37.0, 99.9, 100.0, 180.3, 254.0, 255.0}) {
            cv::Mat cut;
            cv::threshold(levels, cut, threshold, 255, cv::THRESH_BINARY);
            ASSERT_EQ(boxes.above(threshold), cv::boundingRect(cut))
                << "trial " << trial << ", threshold " << threshold;
        }
    }
}

TEST(LevelBoxes, IsEmptyWhenNothingIsAbove) {
    cv::Mat levels(10, 20, CV_8U, cv::Scalar(40));
    levels.at<uchar>(3, 7) = 90;
    const LevelBoxes boxes(levels);
    EXPECT_TRUE(boxes.above(90).empty());
    EXPECT_EQ(boxes.above(89.5), cv::Rect(7, 3, 1, 1));
    EXPECT_EQ(boxes.above(39), cv::Rect(0, 0, 20, 10));
}
