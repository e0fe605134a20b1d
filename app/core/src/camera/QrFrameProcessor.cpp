#include <packmate/app/camera/QrFrameProcessor.h>
#include <packmate/vision/QrCodec.h>

#include <opencv2/core.hpp>

#include <QStringList>

namespace packmate::app {

QVariantMap QrFrameProcessor::process(const QImage& frame) {
    QVariantMap result = quality_.process(frame);
    if (!readQr_.load() || frame.isNull()) return result;
    const QImage grey = frame.convertToFormat(QImage::Format_Grayscale8);
    const cv::Mat view(grey.height(), grey.width(), CV_8UC1, const_cast<uchar*>(grey.constBits()),
                       static_cast<size_t>(grey.bytesPerLine()));
    QStringList codes;
    for (const auto& reading : vision::readQrCodes(view))
        codes << QString::fromStdString(reading.text);
    codes.sort();
    result.insert(QStringLiteral("codes"), codes);
    return result;
}

} // namespace packmate::app
