#pragma once

#include <packmate/engine/Json.h>
#include <packmate/vision/dice/DiceColourModel.h>
#include <packmate/vision/dice/DiceConfig.h>
#include <packmate/vision/dice/DiceEvaluation.h>
#include <packmate/vision/dice/DieReading.h>

namespace packmate::vision::dice {

/// {"dice":[{"value","colour","center","corners","confidence","unsure","warnings"}],
///  "cargo":{"W":..,"G":..,"B":..,"T":..,"V":..} or null, "warnings":[...]}
Json diceResultToJson(const DiceResult& result);

/// {"images","labelled","correct","misread","abstained","missed","false_positives",
///  "correct_rate","misread_rate","abstained_rate","abstained_wrong","value_right",
///  "colour_labelled","colour_correct"} (+ "unsure", "misread_unsure", "confident_misread",
///  the older names of abstained, abstained_wrong and misread). Correct and misread count
///  confident readings only; correct + misread + abstained + missed = labelled.
Json diceScoreToJson(const DiceScore& score);

/// Game colours measured by calibration, e.g. {"white":{"rgb":[230,228,220]},
/// "violet":{"lab":[35,30,-30]}} (names or letters W G B T V; "green" = turquoise), laid
/// over the defaults. Throws packmate::InputError naming a bad entry.
DiceColourModel diceColoursFromJson(const Json& json);

} // namespace packmate::vision::dice

namespace packmate::vision::dice {

/// Settings laid over the defaults, per stage, e.g. {"pips":{"minContrast":40},
/// "faces":{"linkDistance":3.0}}; key names are the config fields. Throws
/// packmate::InputError on an unknown stage or key or a non-number.
DiceConfig diceConfigFromJson(const Json& json);

} // namespace packmate::vision::dice
