#pragma once

#include <packmate/calibration/ColourCalibration.h>
#include <packmate/vision/eval/ConditionReport.h>

#include <string>
#include <vector>

namespace packmate::calibration::eval {

/// Truck-cell reading of one colour-cast folder with and without the colour correction.
struct ColourCastEvaluation {
    std::string light; ///< The folder's name (the lamp: neutral, tungsten, ...).
    ColourCalibration calibration;
    /// Metrics of vision::eval::addToReport (card_found, cell_error, penalty_exact, ...), with
    /// the calibrated colour model only ("plain") and with the photo corrected first.
    vision::eval::ConditionReport plain;
    vision::eval::ConditionReport corrected;
    int scenes = 0;
    int matsFound = 0;
    /// Readings (plain and corrected counted apart) whose card vision's finder missed and that
    /// used the card outline found on the mat's card place instead.
    int cardsFromMat = 0;
    /// One line per scene: name, penalty truth → plain / corrected, cells wrong plain / corrected.
    std::vector<std::string> lines;
};

/// Calibrates colours from the folder's first `colours_*.jpg` (the five sticks on their places,
/// under the folder's light), then reads every `trucks_*.json` scene with scorePhoto (the true
/// cargo, the mat's homography when the mat is found) twice: the raw photo with the calibrated
/// model, and the corrected photo with the corrected model. When vision's card finder misses
/// the card (a card on the white mat), the card outline comes from the mat's card place
/// (CardLocator) and vision's later stages read it. Throws InputError when the folder
/// has no calibration photo or no scene.
ColourCastEvaluation evaluateColourCast(const std::string& dir);

/// A table: one row per evaluation, cell error / penalty exact / card found, plain → corrected.
std::string colourCastTable(const std::vector<ColourCastEvaluation>& evaluations);

} // namespace packmate::calibration::eval
