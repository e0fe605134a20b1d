#pragma once

#include <packmate/vision/dice/DiceColourModel.h>
#include <packmate/vision/dice/DiceConfig.h>
#include <packmate/vision/dice/DieReading.h>

#include <vector>

namespace packmate::vision::dice {

/// Re-reads the dice of one frame in the frame's light. Measured alone, a white die in dim
/// light is as light as a grey one in daylight, and a grey die in bright light as light as a
/// white one; but every Zack & Pack roll has a white die and a grey one about 0.75 as light.
/// When another neutral die is that much darker than the lightest one, the lightness of all
/// neutral dice is scaled so the lightest one meets the white reference, and they are
/// classified again. Frames without such a pair are left as they are. Then the light's cast,
/// measured on the grey dice, is taken out of every die's a*, b*: a die that is then clearly
/// coloured (a brown die that passed for grey under cool light) takes that colour.
void relightNeutralDice(std::vector<DieReading>& dice, const DiceColourModel& colours,
                        const FrameColourConfig& config);

} // namespace packmate::vision::dice
