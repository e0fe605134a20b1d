// A video frame as a colour image for the readers and the software video view.
#include <packmate/app/camera/ColourImage.h>

#include <gtest/gtest.h>

#include <QVideoFrameFormat>

#include <cstring>

using packmate::app::colourImageOf;

TEST(ColourImage, PackedFramesKeepTheirPixels) {
    QVideoFrame frame(QVideoFrameFormat(QSize(4, 2), QVideoFrameFormat::Format_BGRA8888));
    ASSERT_TRUE(frame.map(QVideoFrame::WriteOnly));
    for (int y = 0; y < 2; ++y) {
        uchar* row = frame.bits(0) + y * frame.bytesPerLine(0);
        for (int x = 0; x < 4; ++x) {
            const uchar pixel[4] = {10, 20, static_cast<uchar>(50 * x), 255}; // B, G, R, A
            std::memcpy(row + 4 * x, pixel, 4);
        }
    }
    frame.unmap();
    const QImage image = colourImageOf(frame);
    ASSERT_EQ(image.size(), QSize(4, 2));
    EXPECT_EQ(image.pixelColor(3, 1), QColor(150, 20, 10));
    EXPECT_EQ(image.pixelColor(0, 0), QColor(0, 20, 10));
}

TEST(ColourImage, AnInvalidFrameGivesANullImage) {
    EXPECT_TRUE(colourImageOf(QVideoFrame()).isNull());
}
