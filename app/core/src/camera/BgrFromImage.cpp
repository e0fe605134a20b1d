#include <packmate/app/camera/BgrFromImage.h>

#include <opencv2/imgproc.hpp>

namespace packmate::app {

cv::Mat bgrFromImage(const QImage& frame) {
    QImage packed = frame;
    int code = cv::COLOR_BGRA2BGR; // Format_ARGB32/RGB32 is B,G,R,A in memory (little-endian)
    if (frame.format() == QImage::Format_RGBA8888 || frame.format() == QImage::Format_RGBX8888)
        code = cv::COLOR_RGBA2BGR;
    else if (frame.format() != QImage::Format_ARGB32 && frame.format() != QImage::Format_RGB32)
        packed = frame.convertToFormat(QImage::Format_RGB32);
    const cv::Mat view(packed.height(), packed.width(), CV_8UC4,
                       const_cast<uchar*>(packed.constBits()),
                       static_cast<size_t>(packed.bytesPerLine()));
    cv::Mat bgr;
    cv::cvtColor(view, bgr, code);
    return bgr;
}

} // namespace packmate::app
