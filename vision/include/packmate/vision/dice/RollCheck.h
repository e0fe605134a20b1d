#pragma once

#include <packmate/engine/Colour.h>
#include <packmate/vision/dice/DiceConfig.h>
#include <packmate/vision/dice/DieReading.h>

#include <array>

namespace packmate::vision::dice {

/// The six faces of each Zack & Pack die (0 = blank), RULES.md: W 1,1,2,3,4,5;
/// G 0,1,2,2,3,4; B 0,1,1,2,2,3; T 0,0,1,1,2,2; V 0,0,1,1,2,2.
std::array<int, 6> dieFaces(Colour colour);

/// True when the die of this colour has a face showing `value`.
bool dieCanShow(Colour colour, int value);

/// Checks a photo's readings as a Zack & Pack roll: an impossible face gets a warning and a
/// lower confidence (the value is kept, never "fixed"); the cargo is set only when exactly
/// one die of each game colour was seen; otherwise the result says what is missing or extra.
void checkRoll(DiceResult& result, const FaceReaderConfig& config);

} // namespace packmate::vision::dice
