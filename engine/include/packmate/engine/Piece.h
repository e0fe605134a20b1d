#pragma once

#include <packmate/engine/Colour.h>

#include <optional>
#include <string_view>
#include <vector>

namespace packmate {

/// The axis a stick runs along from its anchor cell: X to the right (+x), Y down the card
/// (+y), Z upward (an upright stick).
enum class Direction : std::uint8_t { X, Y, Z };

char directionLetter(Direction direction);
std::optional<Direction> directionFromLetter(std::string_view letter);

/// One cell of the truck's 3-D grid: x column from the left, y row from the top, z layer
/// from 0 at the bottom.
struct Cell {
    int x = 0;
    int y = 0;
    int z = 0;
    bool operator==(const Cell&) const = default;
};

/// A stick placed on a truck: its colour (which fixes its length), the cell of its lowest
/// x/y/z end, and the direction it runs from there.
struct Piece {
    Colour colour = Colour::White;
    int x = 0;
    int y = 0;
    int z = 0;
    Direction dir = Direction::X;

    int length() const { return stickLength(colour); }
    /// The cells the stick occupies, from its anchor along its direction.
    std::vector<Cell> cells() const;

    bool operator==(const Piece&) const = default;
};

} // namespace packmate
