#pragma once

#include <packmate/calibration/ColourCalibration.h>
#include <packmate/engine/Json.h>
#include <packmate/vision/dice/DiceColourModel.h>

namespace packmate::calibration {

/// The dice reader's colours from a colour calibration: its defaults with the five game
/// colours replaced by the calibrated stick colours (the dice are painted like the sticks),
/// seen under the calibrated white (the card's when one was seen, else the paper's).
vision::dice::DiceColourModel diceColoursFromCalibration(const ColourCalibration& calibration);

/// Reads a dice colours file: a colour calibration (calibrate-colours' JSON, recognised by
/// its "reference") converted as above, or the dice reader's own colour table
/// (vision::dice::diceColoursFromJson). Throws InputError on a malformed file.
vision::dice::DiceColourModel diceColoursFromJsonFile(const Json& json);

} // namespace packmate::calibration
