#include <packmate/vision/dice/SquareCrop.h>

#include <gtest/gtest.h>

using namespace packmate::vision::dice;

namespace {

// A 200 × 100 image whose pixel (x, y) holds (x, y, 0).
cv::Mat coordinateImage() {
    cv::Mat image(100, 200, CV_8UC3);
    for (int y = 0; y < image.rows; ++y)
        for (int x = 0; x < image.cols; ++x)
            image.at<cv::Vec3b>(y, x) = cv::Vec3b(uchar(x), uchar(y), 0);
    return image;
}

} // namespace

TEST(SquareCrop, ShowsTheGivenNumberOfSidesAroundTheCentre) {
    // 2 sides of 10 px = 20 image pixels onto 40 crop pixels: half an image pixel per crop pixel.
    const cv::Mat crop = squareCrop(coordinateImage(), {60.0, 40.0}, 10.0, 2.0, 40);
    ASSERT_EQ(crop.size(), cv::Size(40, 40));
    // Crop pixel 20 is the centre (60, 40); crop pixel 0 is 10 image pixels before it.
    EXPECT_NEAR(crop.at<cv::Vec3b>(20, 20)[0], 60, 1);
    EXPECT_NEAR(crop.at<cv::Vec3b>(20, 20)[1], 40, 1);
    EXPECT_NEAR(crop.at<cv::Vec3b>(0, 0)[0], 50, 1);
    EXPECT_NEAR(crop.at<cv::Vec3b>(39, 39)[1], 50, 1);
}

TEST(SquareCrop, RepeatsTheBorderOutsideTheImage) {
    const cv::Mat crop = squareCrop(coordinateImage(), {2.0, 2.0}, 10.0, 2.0, 20);
    EXPECT_EQ(crop.at<cv::Vec3b>(0, 0), cv::Vec3b(0, 0, 0));
}
