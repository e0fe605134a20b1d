#pragma once

#include <packmate/app/camera/DiceFrameProcessor.h>
#include <packmate/app/camera/QrFrameProcessor.h>

#include <atomic>

namespace packmate::app {

/// The camera screen's stage: the frame check with QR codes on demand (hand-over), or the
/// dice reader. Switchable while frames flow (the next frame uses the new choice).
class ReaderSelector : public FrameProcessor {
public:
    void setReadQrCodes(bool on) { qr_.setReadQrCodes(on); }
    void setReadDice(bool on) { dice_.store(on); }
    void setDiceColours(const vision::dice::DiceColourModel& colours) {
        diceReader_.setColours(colours);
    }
    QVariantMap process(const QImage& frame) override {
        return dice_.load() ? diceReader_.process(frame) : qr_.process(frame);
    }
    bool wantsColour() const override { return dice_.load(); }

private:
    QrFrameProcessor qr_;
    DiceFrameProcessor diceReader_;
    std::atomic<bool> dice_{false};
};

} // namespace packmate::app
