#pragma once

#include <packmate/engine/Cargo.h>
#include <packmate/engine/Layout.h>
#include <packmate/engine/TruckCard.h>

#include <optional>
#include <string>
#include <vector>

namespace packmate {

/// Whether every stick of `sticks` can be loaded on `card` (the rules: straight along a row or
/// column or upright, within the layers, never over an empty cell) so that a photo from above
/// shows `top`: rows of the card's grid, '_' for a bare cell (an empty column), a colour letter
/// for the colour of a column's top stick, '?' for a cell that may show anything, '.' off the
/// loading area. nullopt when the search gives up after `nodeLimit` steps (it is exact, but a
/// tall truck with many small sticks can have very many loadings to rule out; a step takes
/// about 0.2 µs on the development machine). Throws InputError when `top` does not match the
/// card's grid or holds another character.
std::optional<bool> canShowTop(const TruckCard& card, const Cargo& sticks,
                               const std::vector<std::string>& top, long nodeLimit = 5000);

/// What a photo from above shows of a loading, in canShowTop's rows: the colour letter of each
/// column's highest stick, '_' where the column is empty, '.' off the loading area.
std::vector<std::string> topViewOf(const Layout& layout);

} // namespace packmate
