#include <packmate/app/camera/VideoFrameFromImage.h>

#include <QVideoFrameFormat>

#include <cstring>

namespace packmate::app {

QVideoFrame videoFrameFromImage(const QImage& image) {
    // Format_ARGB32 is B,G,R,A in memory on little-endian machines, i.e. Format_BGRA8888.
    const QImage argb = image.convertToFormat(QImage::Format_ARGB32);
    QVideoFrame frame(QVideoFrameFormat(argb.size(), QVideoFrameFormat::Format_BGRA8888));
    if (!frame.map(QVideoFrame::WriteOnly)) return {};
    const int rowBytes = static_cast<int>(argb.bytesPerLine());
    for (int y = 0; y < argb.height(); ++y)
        std::memcpy(frame.bits(0) + y * frame.bytesPerLine(0), argb.constScanLine(y),
                    static_cast<std::size_t>(std::min(rowBytes, frame.bytesPerLine(0))));
    frame.unmap();
    return frame;
}

} // namespace packmate::app
