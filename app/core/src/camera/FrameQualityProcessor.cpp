#include <packmate/app/camera/FrameQualityProcessor.h>

#include <cmath>
#include <cstdlib>

namespace packmate::app {

QVariantMap FrameQualityProcessor::process(const QImage& frame) {
    if (frame.isNull()) return {{QStringLiteral("ready"), false}};
    const QImage grey = frame.scaledToWidth(config_.analysisWidth, Qt::FastTransformation)
                            .convertToFormat(QImage::Format_Grayscale8);
    long long sum = 0;
    long long edges = 0;
    for (int y = 1; y + 1 < grey.height(); ++y) {
        const uchar* above = grey.constScanLine(y - 1);
        const uchar* row = grey.constScanLine(y);
        const uchar* below = grey.constScanLine(y + 1);
        for (int x = 1; x + 1 < grey.width(); ++x) {
            sum += row[x];
            edges += std::abs(4 * row[x] - row[x - 1] - row[x + 1] - above[x] - below[x]);
        }
    }
    const long long inner =
        static_cast<long long>(std::max(1, grey.width() - 2)) * std::max(1, grey.height() - 2);
    const int brightness = static_cast<int>(sum / inner);
    // Rounded so that sensor noise does not count as a change of result.
    const double sharpness = std::round(static_cast<double>(edges) / static_cast<double>(inner));
    const bool ready = brightness >= config_.minBrightness && brightness <= config_.maxBrightness &&
                       sharpness >= config_.minSharpness;
    return {{QStringLiteral("brightness"), brightness / 10 * 10},
            {QStringLiteral("sharpness"), sharpness},
            {QStringLiteral("ready"), ready},
            {QStringLiteral("width"), frame.width()},
            {QStringLiteral("height"), frame.height()}};
}

} // namespace packmate::app
