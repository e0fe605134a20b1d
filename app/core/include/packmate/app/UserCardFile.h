#pragma once

#include <packmate/engine/TruckCard.h>

#include <QString>

#include <vector>

namespace packmate::app {

/// Name of the user's truck card file (the engine's card file format) in the data folder.
inline constexpr const char* kUserCardFileName = "user-cards.json";

QString userCardFilePath(const QString& dataDir);

/// The user's cards in `dataDir`; none when the file does not exist yet. InputError (with
/// the engine's message) when it exists but cannot be read.
std::vector<TruckCard> loadUserCardFile(const QString& dataDir);

} // namespace packmate::app
