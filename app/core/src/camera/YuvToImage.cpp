#include <packmate/app/camera/YuvToImage.h>

#include <opencv2/imgproc.hpp>

#include <vector>

namespace packmate::app {

QImage imageFromYuv420(QVideoFrame frame) {
    const auto format = frame.pixelFormat();
    const bool semiPlanar =
        format == QVideoFrameFormat::Format_NV12 || format == QVideoFrameFormat::Format_NV21;
    const bool planar =
        format == QVideoFrameFormat::Format_YUV420P || format == QVideoFrameFormat::Format_YV12;
    if (!semiPlanar && !planar) return {};
    const int width = frame.width() & ~1;
    const int height = frame.height() & ~1;
    if (width <= 0 || height <= 0 || !frame.map(QVideoFrame::ReadOnly)) return {};

    const cv::Mat luma(height, width, CV_8UC1, frame.bits(0),
                       static_cast<size_t>(frame.bytesPerLine(0)));
    cv::Mat cb;
    cv::Mat cr;
    if (semiPlanar) {
        const cv::Mat chroma(height / 2, width / 2, CV_8UC2, frame.bits(1),
                             static_cast<size_t>(frame.bytesPerLine(1)));
        std::vector<cv::Mat> parts;
        cv::split(chroma, parts);
        cb = format == QVideoFrameFormat::Format_NV12 ? parts[0] : parts[1];
        cr = format == QVideoFrameFormat::Format_NV12 ? parts[1] : parts[0];
    } else {
        const cv::Mat first(height / 2, width / 2, CV_8UC1, frame.bits(1),
                            static_cast<size_t>(frame.bytesPerLine(1)));
        const cv::Mat second(height / 2, width / 2, CV_8UC1, frame.bits(2),
                             static_cast<size_t>(frame.bytesPerLine(2)));
        cb = format == QVideoFrameFormat::Format_YUV420P ? first : second;
        cr = format == QVideoFrameFormat::Format_YUV420P ? second : first;
    }
    cv::Mat cbFull;
    cv::Mat crFull;
    cv::resize(cb, cbFull, luma.size(), 0, 0, cv::INTER_LINEAR);
    cv::resize(cr, crFull, luma.size(), 0, 0, cv::INTER_LINEAR);
    cv::Mat ycrcb;
    cv::merge(std::vector<cv::Mat>{luma, crFull, cbFull}, ycrcb);
    frame.unmap();
    if (frame.surfaceFormat().colorRange() != QVideoFrameFormat::ColorRange_Full) {
        // Video range: luma 16–235, chroma 16–240 around 128; stretched to full range.
        std::vector<cv::Mat> channels;
        cv::split(ycrcb, channels);
        channels[0].convertTo(channels[0], CV_8U, 255.0 / 219.0, -16.0 * 255.0 / 219.0);
        for (int c = 1; c < 3; ++c)
            channels[static_cast<size_t>(c)].convertTo(channels[static_cast<size_t>(c)], CV_8U,
                                                       255.0 / 224.0,
                                                       128.0 - 128.0 * 255.0 / 224.0);
        cv::merge(channels, ycrcb);
    }
    cv::Mat bgr;
    cv::cvtColor(ycrcb, bgr, cv::COLOR_YCrCb2BGR);
    QImage image(width, height, QImage::Format_RGB32); // B, G, R, x in memory
    cv::Mat bgra(height, width, CV_8UC4, image.bits(), static_cast<size_t>(image.bytesPerLine()));
    cv::cvtColor(bgr, bgra, cv::COLOR_BGR2BGRA);
    return image;
}

} // namespace packmate::app
