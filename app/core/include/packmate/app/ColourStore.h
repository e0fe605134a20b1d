#pragma once

#include <packmate/calibration/ColourCalibration.h>
#include <packmate/vision/ColourModel.h>
#include <packmate/vision/dice/DiceColourModel.h>

#include <QString>

#include <optional>

namespace packmate::app {

/// Name of the stored colour calibration (calibrate-colours' JSON) in the data folder.
inline constexpr const char* kColourFileName = "colours.json";

QString colourFilePath(const QString& dataDir);

/// The stored colour calibration of `dataDir`, if any; InputError when the file is corrupt.
std::optional<calibration::ColourCalibration> loadStoredColours(const QString& dataDir);

/// Writes it atomically (a failed write leaves the old file); InputError when it cannot.
void storeColours(const QString& dataDir, const calibration::ColourCalibration& colours);

/// What the truck reader uses: the stored model, else vision's defaults.
vision::ColourModel truckColourModel(const QString& dataDir);

/// What the dice reader uses: its defaults with the five game colours replaced by the
/// calibrated stick colours (the dice are painted like the sticks), seen under the stored
/// white. Defaults when there is no (readable) calibration.
vision::dice::DiceColourModel diceColourModel(const QString& dataDir);

} // namespace packmate::app
