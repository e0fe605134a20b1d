#include <packmate/vision/NearZero.h>

#include <gtest/gtest.h>
#include <opencv2/imgproc.hpp>

using namespace packmate::vision;

namespace {

// Blobs of random discs and boxes, some cut by the mask's edges, zero pixels few or many.
cv::Mat randomMask(cv::RNG& rng) {
    const cv::Size size(rng.uniform(1, 160), rng.uniform(1, 120));
    cv::Mat mask(size, CV_8U, cv::Scalar(rng.uniform(0, 2) ? 255 : 0));
    const int shapes = rng.uniform(0, 12);
    for (int i = 0; i < shapes; ++i) {
        const cv::Point centre(rng.uniform(-10, size.width + 10),
                               rng.uniform(-10, size.height + 10));
        const cv::Scalar value(rng.uniform(0, 2) ? 255 : 0);
        if (rng.uniform(0, 2))
            cv::circle(mask, centre, rng.uniform(0, 40), value, cv::FILLED);
        else
            cv::rectangle(mask, cv::Rect(centre, cv::Size(rng.uniform(1, 50), rng.uniform(1, 50))),
                          value, cv::FILLED);
    }
    return mask;
}

} // namespace

TEST(NearZero, IsOpenCvsPreciseDistanceTransformWithinTheRadius) {
    cv::RNG rng(5);
    int withZeros = 0, withoutZeros = 0;
    for (int trial = 0; trial < 300; ++trial) {
        const cv::Mat mask = randomMask(rng);
        cv::Mat distance;
        cv::distanceTransform(mask, distance, cv::DIST_L2, cv::DIST_MASK_PRECISE);
        ++(cv::countNonZero(mask) < int(mask.total()) ? withZeros : withoutZeros);
        for (const int radius : {0, 1, 2, 3, 5, 8, 13, 30, 61}) {
            const cv::Mat expected = distance <= radius;
            const cv::Mat near = nearZero(mask, radius);
            ASSERT_EQ(near.type(), CV_8U);
            ASSERT_EQ(near.size(), mask.size());
            ASSERT_EQ(cv::countNonZero(near != expected), 0)
                << "trial " << trial << ", radius " << radius;
        }
    }
    EXPECT_GT(withZeros, 100);
    EXPECT_GT(withoutZeros, 0);
}

TEST(NearZero, ReachesADiscRoundEachZeroPixel) {
    cv::Mat mask(9, 11, CV_8U, cv::Scalar(255));
    mask.at<uchar>(4, 5) = 0;
    const cv::Mat near = nearZero(mask, 2);
    EXPECT_EQ(cv::countNonZero(near), 13); // the 5 + 3 + 3 + 1 + 1 pixels of a radius-2 disc
    EXPECT_EQ(near.at<uchar>(4, 7), 255);
    EXPECT_EQ(near.at<uchar>(5, 6), 255);
    EXPECT_EQ(near.at<uchar>(6, 6), 0);
    EXPECT_EQ(cv::countNonZero(nearZero(cv::Mat(4, 4, CV_8U, cv::Scalar(255)), 3)), 0);
}
