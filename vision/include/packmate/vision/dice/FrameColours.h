#pragma once

#include <packmate/vision/dice/DiceColourModel.h>
#include <packmate/vision/dice/DiceConfig.h>
#include <packmate/vision/dice/DieReading.h>

#include <vector>

namespace packmate::vision::dice {

/// Re-reads the neutral dice (white, grey, black) of one frame in the frame's light. Measured
/// alone, a white die in dim light is as light as a grey one in daylight; but every Zack & Pack
/// roll has a white die and a grey one about 0.75 as light. When the lightest neutral die is
/// darker than the white reference and another neutral die is that much darker than it, the
/// lightness of all neutral dice is scaled so the lightest one meets the white reference, and
/// they are classified again. Frames without such a pair are left as they are.
void relightNeutralDice(std::vector<DieReading>& dice, const DiceColourModel& colours,
                        const FrameColourConfig& config);

} // namespace packmate::vision::dice
