#pragma once

#include <packmate/app/camera/FrameProcessor.h>
#include <packmate/vision/dice/DiceColourModel.h>
#include <packmate/vision/dice/DiceStabilizer.h>

#include <mutex>

namespace packmate::app {

/// Reads the dice in each camera frame with vision's dice reader and says when the roll
/// has settled (the same dice in several frames in a row). Result: "dice" (value, colour,
/// outline as fractions of the frame, unsure), "cargo" (W,G,B,T,V once one die of each
/// colour is seen), "stable", "agreeing", "needed", and the frame "width"/"height".
class DiceFrameProcessor : public FrameProcessor {
public:
    explicit DiceFrameProcessor(int framesNeeded = 5) : stabilizer_(framesNeeded) {}
    QVariantMap process(const QImage& frame) override;
    bool wantsColour() const override { return true; }
    /// The die colours to classify into (e.g. from colour calibration); any thread.
    void setColours(const vision::dice::DiceColourModel& colours);

private:
    vision::dice::DiceStabilizer stabilizer_;
    std::mutex coloursMutex_;
    vision::dice::DiceColourModel colours_ = vision::dice::DiceColourModel::defaults();
};

} // namespace packmate::app
