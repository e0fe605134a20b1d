#pragma once

#include <packmate/calibration/ColourCalibration.h>
#include <packmate/vision/dice/DiceColourModel.h>

namespace packmate::calibration {

/// The dice reader's colours from a colour calibration: its defaults with the five game
/// colours replaced by the calibrated stick colours (the dice are painted like the sticks),
/// seen under the calibrated white (the card's when one was seen, else the paper's).
vision::dice::DiceColourModel diceColoursFromCalibration(const ColourCalibration& calibration);

} // namespace packmate::calibration
