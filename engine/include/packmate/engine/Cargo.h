#pragma once

#include <packmate/engine/Colour.h>

#include <array>
#include <string>
#include <string_view>

namespace packmate {

/// A player's cargo for one round: how many sticks of each colour they must load.
struct Cargo {
    std::array<int, kColourCount> counts{};

    int& operator[](Colour colour) { return counts[colourIndex(colour)]; }
    int operator[](Colour colour) const { return counts[colourIndex(colour)]; }

    /// Total number of cells the cargo fills (sum of count × length).
    int volume() const;
    int stickCount() const;
    bool empty() const { return stickCount() == 0; }

    bool operator==(const Cargo&) const = default;
};

/// Parses "W,G,B,T,V" counts such as "3,2,3,0,1". Throws InputError naming the problem
/// (wrong number of fields, not a number, negative, more than the box holds).
Cargo parseCargo(std::string_view text);

/// Formats as "W,G,B,T,V" counts, the inverse of parseCargo.
std::string formatCargo(const Cargo& cargo);

/// Sticks of each colour in the box (W 30, G 24, B 18, T 12, V 12).
constexpr std::array<int, kColourCount> kSticksInBox{30, 24, 18, 12, 12};

} // namespace packmate
