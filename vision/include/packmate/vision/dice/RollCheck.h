#pragma once

#include <packmate/engine/Dice.h>
#include <packmate/vision/dice/DiceConfig.h>
#include <packmate/vision/dice/DieReading.h>

namespace packmate::vision::dice {

/// Checks a photo's readings as a Zack & Pack roll against the engine's die faces
/// (packmate::dieHasFace): an impossible face gets a warning and a
/// lower confidence (the value is kept, never "fixed"); the cargo is set only when exactly
/// one die of each game colour was seen and every face is one its die has; otherwise the
/// result says what is missing, extra or impossible.
void checkRoll(DiceResult& result, const FaceReaderConfig& config);

} // namespace packmate::vision::dice
