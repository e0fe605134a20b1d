#pragma once

#include <packmate/vision/dice/DieReading.h>

#include <optional>
#include <string>

namespace packmate::vision::dice {

/// Live camera: a reading counts as stable once the same dice (colour and value of each,
/// and the same cargo) have been read in `framesNeeded` consecutive frames. A frame with an
/// unsure die never confirms a reading; the app shows `agreeingFrames()` while it settles.
class DiceStabilizer {
public:
    explicit DiceStabilizer(int framesNeeded = 5);

    /// Adds one frame's reading; returns true when the reading is (still) stable.
    bool add(const DiceResult& frame);

    bool isStable() const { return stable_.has_value(); }
    /// The stable reading (the latest frame of the agreeing run), if any.
    const std::optional<DiceResult>& stableResult() const { return stable_; }
    /// Consecutive frames agreeing with the latest one, capped at framesNeeded.
    int agreeingFrames() const { return agreeing_; }
    int framesNeeded() const { return framesNeeded_; }
    void reset();

private:
    int framesNeeded_;
    int agreeing_ = 0;
    std::string lastSignature_;
    std::optional<DiceResult> stable_;
};

/// What must stay the same for two frames to agree: sorted "colour:value" of every die
/// plus the cargo; empty when the frame has no dice.
std::string diceSignature(const DiceResult& result);

} // namespace packmate::vision::dice
