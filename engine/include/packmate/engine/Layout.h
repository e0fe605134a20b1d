#pragma once

#include <packmate/engine/Piece.h>
#include <packmate/engine/TruckCard.h>

#include <vector>

namespace packmate {

/// A loaded truck: the card and the sticks placed on it.
struct Layout {
    TruckCard card;
    std::vector<Piece> pieces;
};

} // namespace packmate
