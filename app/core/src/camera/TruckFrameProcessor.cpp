#include <packmate/app/camera/TruckFrameProcessor.h>
#include <packmate/app/scoring/TruckReading.h>
#include <packmate/engine/InputError.h>
#include <packmate/vision/PhotoScorer.h>

#include <opencv2/imgproc.hpp>

namespace packmate::app {
namespace {

/// BGR pixels of the frame: one conversion from the frame's own memory, no extra copy.
cv::Mat bgrOf(const QImage& frame) {
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

} // namespace

void TruckFrameProcessor::setTruck(std::optional<TruckCard> card, std::optional<Cargo> cargo) {
    const std::lock_guard lock(mutex_);
    card_ = std::move(card);
    cargo_ = cargo;
}

void TruckFrameProcessor::setColours(const vision::ColourModel& colours) {
    const std::lock_guard lock(mutex_);
    colours_ = colours;
}

QImage TruckFrameProcessor::lastFrame() const {
    const std::lock_guard lock(mutex_);
    return lastFrame_;
}

QVariantMap TruckFrameProcessor::process(const QImage& frame) {
    const QVariantMap size{{QStringLiteral("width"), frame.width()},
                           {QStringLiteral("height"), frame.height()}};
    std::optional<TruckCard> card;
    std::optional<Cargo> cargo;
    vision::PhotoScorerConfig config;
    {
        const std::lock_guard lock(mutex_);
        card = card_;
        cargo = cargo_;
        config.colours = colours_;
    }
    if (frame.isNull() || !card) return size;
    vision::PhotoInputs inputs;
    inputs.cargo = cargo;
    QVariantMap result;
    try {
        const cv::Mat bgr = bgrOf(frame);
        result = TruckReading::fromPhoto(vision::scorePhoto(bgr, *card, inputs, config), *card,
                                         cargo, bgr.size())
                     .toVariant();
    } catch (const InputError&) {
        return size;
    }
    result.insert(size);
    result.insert(QStringLiteral("card"), QString::fromStdString(card->id()));
    const std::lock_guard lock(mutex_);
    lastFrame_ = frame; // shares the pixels: no copy
    return result;
}

} // namespace packmate::app
