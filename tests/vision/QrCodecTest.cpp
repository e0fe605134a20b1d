#include <packmate/vision/QrCodec.h>

#include <opencv2/imgproc.hpp>

#include <gtest/gtest.h>

#include <random>

using namespace packmate::vision;

namespace {

// A QR code as a player's camera would see it: scaled up, with a quiet zone, on a grey
// table, seen at an angle, blurred and noisy.
cv::Mat photographed(const cv::Mat& code, unsigned seed) {
    const int module = 8;
    cv::Mat big;
    cv::resize(code, big, code.size() * module, 0, 0, cv::INTER_NEAREST);
    cv::Mat page(big.rows + 8 * module, big.cols + 8 * module, CV_8UC1, cv::Scalar(255));
    big.copyTo(page(cv::Rect(4 * module, 4 * module, big.cols, big.rows)));

    const cv::Size canvas(640, 480);
    const float w = static_cast<float>(page.cols);
    const float h = static_cast<float>(page.rows);
    const std::array<cv::Point2f, 4> from{{{0, 0}, {w, 0}, {w, h}, {0, h}}};
    const std::array<cv::Point2f, 4> to{{{150, 90}, {470, 60}, {500, 400}, {120, 380}}};
    const cv::Mat warp = cv::getPerspectiveTransform(from.data(), to.data());
    cv::Mat image;
    cv::warpPerspective(page, image, warp, canvas, cv::INTER_LINEAR, cv::BORDER_CONSTANT, cv::Scalar(110));
    cv::GaussianBlur(image, image, cv::Size(3, 3), 0.8);
    cv::Mat noise(image.size(), CV_16SC1);
    std::mt19937 rng(seed);
    std::normal_distribution<double> gauss(0, 12);
    noise.forEach<short>([&](short& value, const int*) { value = static_cast<short>(gauss(rng)); });
    cv::Mat noisy;
    image.convertTo(noisy, CV_16SC1);
    noisy += noise;
    noisy.convertTo(image, CV_8UC1);
    return image;
}

} // namespace

TEST(QrCodec, WriteThenReadRoundTripThroughAPhoto) {
    const std::string text = "PKM1;mat-a4;TL;100;100;300";
    const cv::Mat code = encodeQrCode(text);
    ASSERT_FALSE(code.empty());
    EXPECT_EQ(code.cols, code.rows);
    const auto readings = readQrCodes(photographed(code, 7));
    ASSERT_EQ(readings.size(), 1U);
    EXPECT_EQ(readings[0].text, text);
    // Corners land near where the code was warped to (quiet zone is 4 modules of 8 px).
    for (const auto& corner : readings[0].corners) {
        EXPECT_GT(corner.x, 100);
        EXPECT_LT(corner.x, 520);
    }
}

TEST(QrCodec, ReadsUtf8TextAndBgrImages) {
    const std::string text = "Зак и Пак — ザック";
    cv::Mat code;
    cv::resize(encodeQrCode(text, 8), code, {}, 6, 6, cv::INTER_NEAREST);
    cv::copyMakeBorder(code, code, 24, 24, 24, 24, cv::BORDER_CONSTANT, cv::Scalar(255));
    cv::Mat bgr;
    cv::cvtColor(code, bgr, cv::COLOR_GRAY2BGR);
    const auto readings = readQrCodes(bgr);
    ASSERT_EQ(readings.size(), 1U);
    EXPECT_EQ(readings[0].text, text);
}

TEST(QrCodec, FindsNothingInAnEmptyOrBlankImage) {
    EXPECT_TRUE(readQrCodes(cv::Mat()).empty());
    EXPECT_TRUE(readQrCodes(cv::Mat(200, 200, CV_8UC1, cv::Scalar(255))).empty());
}
