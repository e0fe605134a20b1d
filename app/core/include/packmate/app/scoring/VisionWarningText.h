#pragma once

#include <QString>

#include <string>

namespace packmate::app {

/// Vision words its warnings in English (the CLI's language); this puts a known warning into
/// the app's language, numbers and colours kept. An unknown warning comes back as it is.
QString visionWarningText(const std::string& english);

/// True when `english` is one of vision's warnings that visionWarningText translates.
bool isKnownVisionWarning(const std::string& english);

} // namespace packmate::app
