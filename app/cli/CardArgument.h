#pragma once

#include <packmate/engine/Catalogue.h>
#include <packmate/engine/TruckCard.h>

#include <QString>

namespace packmate::cli {

/// The catalogue the CLI knows: the built-in stand-ins, plus the user cards in the file
/// named by $PACKMATE_USER_CARDS when that is set (InputError when that file is bad).
Catalogue cliCatalogue();

/// A truck card given on the command line: a catalogue id (e.g. "Z07") or the path to a card
/// JSON file (one card object, or an array holding exactly one card). InputError otherwise,
/// naming what was given.
TruckCard loadCardArgument(const QString& argument);
TruckCard loadCardArgument(const QString& argument, const Catalogue& catalogue);

} // namespace packmate::cli
