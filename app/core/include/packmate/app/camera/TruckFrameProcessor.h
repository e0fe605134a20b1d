#pragma once

#include <packmate/app/camera/FrameProcessor.h>
#include <packmate/engine/Cargo.h>
#include <packmate/engine/TruckCard.h>
#include <packmate/vision/ColourModel.h>

#include <QImage>

#include <mutex>
#include <optional>

namespace packmate::app {

/// Reads a loaded truck in each camera frame with vision's photo scorer: the card outline,
/// each cell's top colour, the sticks beside it and the score (TruckReading::toVariant), plus
/// the frame "width"/"height". Without a card set it reports only the frame size.
class TruckFrameProcessor : public FrameProcessor {
public:
    /// The truck to look for and the cargo from the dice (nullopt: not rolled yet). Safe to
    /// call while frames flow; the next frame uses it.
    void setTruck(std::optional<TruckCard> card, std::optional<Cargo> cargo);
    /// The stick colours to read with (the stored colour calibration, or vision's defaults).
    void setColours(const vision::ColourModel& colours);
    QVariantMap process(const QImage& frame) override;
    bool wantsColour() const override { return true; }
    /// The frame the latest result was read from (for a still photo of it).
    QImage lastFrame() const;

private:
    mutable std::mutex mutex_;
    std::optional<TruckCard> card_;
    std::optional<Cargo> cargo_;
    vision::ColourModel colours_;
    QImage lastFrame_;
};

} // namespace packmate::app
