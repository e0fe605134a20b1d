#include <packmate/calibration/MatMarker.h>
#include <packmate/vision/QrCodec.h>

#include <gtest/gtest.h>
#include <opencv2/imgproc.hpp>

using namespace packmate::calibration;

TEST(MatMarker, TextRoundTrip) {
    const MatMarker marker{"a4-7f3c", 1, MatCorner::BottomRight, 172.5, 255.0, 28.0};
    const std::string text = encodeMatMarker(marker);
    EXPECT_EQ(text, "PKM1;a4-7f3c;BR;1725;2550;280");
    EXPECT_EQ(decodeMatMarker(text), marker);
}

TEST(MatMarker, RoundTripThroughARealQrCode) {
    const MatMarker marker{"letter-01", 1, MatCorner::TopRight, 180.0, 10.0, 30.0};
    cv::Mat code;
    cv::resize(packmate::vision::encodeQrCode(encodeMatMarker(marker)), code, {}, 5, 5,
               cv::INTER_NEAREST);
    cv::copyMakeBorder(code, code, 20, 20, 20, 20, cv::BORDER_CONSTANT, cv::Scalar(255));
    const auto readings = packmate::vision::readQrCodes(code);
    ASSERT_EQ(readings.size(), 1U);
    EXPECT_EQ(decodeMatMarker(readings[0].text), marker);
}

TEST(MatMarker, IgnoresOtherQrTexts) {
    EXPECT_FALSE(decodeMatMarker("https://example.org").has_value());
    EXPECT_FALSE(decodeMatMarker("PKM1;id;XX;0;0;10").has_value());
    EXPECT_FALSE(decodeMatMarker("PKM1;id;TL;0;0;0").has_value());
    EXPECT_FALSE(decodeMatMarker("PKM1;;TL;0;0;10").has_value());
    EXPECT_FALSE(decodeMatMarker("PKMx;id;TL;0;0;10").has_value());
    EXPECT_FALSE(decodeMatMarker("PKM1;id;TL;0;abc;10").has_value());
}
