#pragma once

#include <QString>

#include <string>

namespace packmate::app {

/// The calibration library words its errors in English (the CLI's language); this puts the
/// ones a user of the calibration screens can meet (mat not found, no stick on a place, no
/// card on the card place, ...) into the app's language, numbers and colours kept. An unknown
/// message comes back as it is.
QString calibrationErrorText(const std::string& english);

/// True when `english` is one of the errors calibrationErrorText translates.
bool isKnownCalibrationError(const std::string& english);

} // namespace packmate::app
