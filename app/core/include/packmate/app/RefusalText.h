#pragma once

#include <QString>

#include <exception>

namespace packmate::app {

/// What the engine refused, in the app's language: a named refusal (packmate::Refusal) is worded
/// from its values; any other error comes back as the engine's English message.
QString refusalText(const std::exception& error);

} // namespace packmate::app
