#pragma once

#include <packmate/engine/TruckCard.h>

#include <QString>

namespace packmate::cli {

/// The --card value of the photo commands: a path to a card JSON file. Throws InputError.
/// (When branch engine's CardArgument.h lands, this forwards to loadCardArgument so catalogue
/// ids work too.)
TruckCard loadPhotoCard(const QString& argument);

} // namespace packmate::cli
