#include <packmate/app/camera/BgrFromImage.h>
#include <packmate/app/camera/TruckFrameProcessor.h>
#include <packmate/app/scoring/TruckReading.h>
#include <packmate/engine/InputError.h>
#include <packmate/vision/PhotoScorer.h>

namespace packmate::app {

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
        const cv::Mat bgr = bgrFromImage(frame);
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
