#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace packmate {

/// The five cargo colours of Zack & Pack. A stick's length in cells is fixed by its colour.
enum class Colour : std::uint8_t { White, Grey, Brown, Turquoise, Violet };

inline constexpr int kColourCount = 5;
inline constexpr std::array<Colour, kColourCount> kAllColours{
    Colour::White, Colour::Grey, Colour::Brown, Colour::Turquoise, Colour::Violet};

constexpr int colourIndex(Colour colour) { return static_cast<int>(colour); }

/// Length of a stick of this colour in cells: W 1, G 2, B 3, T 4, V 5.
constexpr int stickLength(Colour colour) { return colourIndex(colour) + 1; }

/// One-letter code used in files and on the command line: W G B T V.
constexpr char colourLetter(Colour colour) { return "WGBTV"[colourIndex(colour)]; }

/// English name used in JSON output: white, grey, brown, turquoise, violet.
std::string_view colourName(Colour colour);

std::optional<Colour> colourFromLetter(char letter);

/// Accepts the letter or the English name (case-insensitive); "green" names turquoise,
/// as some editions print it.
std::optional<Colour> colourFromName(std::string_view name);

} // namespace packmate
