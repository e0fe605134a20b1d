#include <packmate/app/camera/YuvToImage.h>

#include <gtest/gtest.h>
#include <opencv2/imgproc.hpp>

#include <cstring>
#include <vector>

using namespace packmate::app;

namespace {

/// Four flat colour patches (stick-like colours), BGR.
cv::Mat patches() {
    cv::Mat bgr(64, 64, CV_8UC3);
    bgr(cv::Rect(0, 0, 32, 32)).setTo(cv::Scalar(240, 240, 235));  // white
    bgr(cv::Rect(32, 0, 32, 32)).setTo(cv::Scalar(43, 90, 141));   // brown
    bgr(cv::Rect(0, 32, 32, 32)).setTo(cv::Scalar(163, 163, 31));  // turquoise
    bgr(cv::Rect(32, 32, 32, 32)).setTo(cv::Scalar(160, 79, 123)); // violet
    return bgr;
}

/// The patches as a planar 4:2:0 frame of `format` in full or video range.
QVideoFrame frameOf(const cv::Mat& bgr, QVideoFrameFormat::PixelFormat format, bool fullRange) {
    cv::Mat ycrcb;
    cv::cvtColor(bgr, ycrcb, cv::COLOR_BGR2YCrCb); // full range (JPEG)
    std::vector<cv::Mat> c;
    cv::split(ycrcb, c);
    if (!fullRange) {
        c[0].convertTo(c[0], CV_8U, 219.0 / 255.0, 16.0);
        for (int i = 1; i < 3; ++i)
            c[static_cast<size_t>(i)].convertTo(c[static_cast<size_t>(i)], CV_8U, 224.0 / 255.0,
                                                128.0 - 128.0 * 224.0 / 255.0);
    }
    cv::Mat cr, cb;
    cv::resize(c[1], cr, {bgr.cols / 2, bgr.rows / 2}, 0, 0, cv::INTER_AREA);
    cv::resize(c[2], cb, {bgr.cols / 2, bgr.rows / 2}, 0, 0, cv::INTER_AREA);
    QVideoFrameFormat surface(QSize(bgr.cols, bgr.rows), format);
    surface.setColorRange(fullRange ? QVideoFrameFormat::ColorRange_Full
                                    : QVideoFrameFormat::ColorRange_Video);
    QVideoFrame frame(surface);
    EXPECT_TRUE(frame.map(QVideoFrame::WriteOnly));
    auto copy = [](const cv::Mat& plane, uchar* to, int stride) {
        for (int y = 0; y < plane.rows; ++y)
            std::memcpy(to + y * stride, plane.ptr(y), static_cast<size_t>(plane.cols));
    };
    copy(c[0], frame.bits(0), frame.bytesPerLine(0));
    if (format == QVideoFrameFormat::Format_NV12) {
        cv::Mat uv;
        cv::merge(std::vector<cv::Mat>{cb, cr}, uv);
        for (int y = 0; y < uv.rows; ++y)
            std::memcpy(frame.bits(1) + y * frame.bytesPerLine(1), uv.ptr(y),
                        static_cast<size_t>(uv.cols * 2));
    } else {
        copy(cb, frame.bits(1), frame.bytesPerLine(1));
        copy(cr, frame.bits(2), frame.bytesPerLine(2));
    }
    frame.unmap();
    return frame;
}

void expectColoursKept(QVideoFrameFormat::PixelFormat format, bool fullRange) {
    const cv::Mat bgr = patches();
    const QImage image = imageFromYuv420(frameOf(bgr, format, fullRange));
    ASSERT_FALSE(image.isNull());
    ASSERT_EQ(image.size(), QSize(64, 64));
    for (const cv::Point p :
         {cv::Point(8, 8), cv::Point(48, 8), cv::Point(8, 48), cv::Point(48, 48)}) {
        const QColor got = image.pixelColor(p.x, p.y);
        const cv::Vec3b want = bgr.at<cv::Vec3b>(p);
        EXPECT_NEAR(got.blue(), want[0], 4) << p;
        EXPECT_NEAR(got.green(), want[1], 4) << p;
        EXPECT_NEAR(got.red(), want[2], 4) << p;
    }
}

} // namespace

TEST(YuvToImage, KeepsTheColoursOfFullRangeI420) {
    expectColoursKept(QVideoFrameFormat::Format_YUV420P, true);
}

TEST(YuvToImage, KeepsTheColoursOfVideoRangeNv12) {
    expectColoursKept(QVideoFrameFormat::Format_NV12, false);
}

TEST(YuvToImage, LeavesOtherFormatsAlone) {
    QVideoFrame frame(QVideoFrameFormat(QSize(8, 8), QVideoFrameFormat::Format_BGRA8888));
    EXPECT_TRUE(imageFromYuv420(frame).isNull());
}
