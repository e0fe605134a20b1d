#include <packmate/app/camera/ColourImage.h>
#include <packmate/app/camera/YuvToImage.h>

namespace packmate::app {

QImage colourImageOf(QVideoFrame frame) {
    if (QImage image = imageFromYuv420(frame); !image.isNull()) return image;
    QImage::Format format = QImage::Format_Invalid;
    switch (frame.pixelFormat()) {
    case QVideoFrameFormat::Format_BGRA8888:
    case QVideoFrameFormat::Format_BGRX8888:
        format = QImage::Format_ARGB32; // B, G, R, A in memory (little-endian)
        break;
    case QVideoFrameFormat::Format_RGBA8888:
    case QVideoFrameFormat::Format_RGBX8888:
        format = QImage::Format_RGBA8888;
        break;
    default:
        return frame.toImage();
    }
    if (!frame.map(QVideoFrame::ReadOnly)) return {};
    const QImage image =
        QImage(frame.bits(0), frame.width(), frame.height(), frame.bytesPerLine(0), format).copy();
    frame.unmap();
    return image;
}

} // namespace packmate::app
