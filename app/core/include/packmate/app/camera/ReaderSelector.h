#pragma once

#include <packmate/app/camera/DiceFrameProcessor.h>
#include <packmate/app/camera/QrFrameProcessor.h>
#include <packmate/app/camera/TruckFrameProcessor.h>

#include <atomic>

namespace packmate::app {

/// The camera screen's stage: the frame check with QR codes on demand (hand-over), the dice
/// reader, or the truck reader. Switchable while frames flow (the next frame uses the new
/// choice); the truck reader wins over the dice reader when both are on.
class ReaderSelector : public FrameProcessor {
public:
    void setReadQrCodes(bool on) { qr_.setReadQrCodes(on); }
    void setReadDice(bool on) { dice_.store(on); }
    void setDiceColours(const vision::dice::DiceColourModel& colours) {
        diceReader_.setColours(colours);
    }
    void setTruckColours(const vision::ColourModel& colours) { truckReader_.setColours(colours); }
    void setReadTruck(bool on) { truck_.store(on); }
    TruckFrameProcessor& truckReader() { return truckReader_; }
    QVariantMap process(const QImage& frame) override {
        if (truck_.load()) return truckReader_.process(frame);
        return dice_.load() ? diceReader_.process(frame) : qr_.process(frame);
    }
    bool wantsColour() const override { return dice_.load() || truck_.load(); }

private:
    QrFrameProcessor qr_;
    DiceFrameProcessor diceReader_;
    TruckFrameProcessor truckReader_;
    std::atomic<bool> dice_{false};
    std::atomic<bool> truck_{false};
};

} // namespace packmate::app
