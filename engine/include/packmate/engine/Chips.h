#pragma once

#include <array>
#include <optional>
#include <string>

namespace packmate {

/// Chip values, smallest first; Chips::counts uses the same order.
inline constexpr std::array<int, 5> kChipValues{1, 2, 5, 10, 50};
/// The 64 chips of the box (16×1, 12×2, 10×5, 20×10, 6×50 = 590 points).
inline constexpr std::array<int, 5> kChipsInBox{16, 12, 10, 20, 6};
/// Each player's start: 1×50 + 2×10 + 1×5 = 75 points.
inline constexpr std::array<int, 5> kStartChips{0, 0, 1, 2, 1};
inline constexpr int kPointsInBox = 590;
inline constexpr int kChipCountInBox = 64;

/// A handful of chips: how many of each value.
struct Chips {
    std::array<int, 5> counts{};

    int value() const;
    int count() const;
    /// True when these chips include all of `other`.
    bool contains(const Chips& other) const;
    Chips& operator+=(const Chips& other);
    Chips& operator-=(const Chips& other);
    bool operator==(const Chips&) const = default;
};

/// "1×50 + 2×10 + 1×5", largest first; "nothing" when empty.
std::string describeChips(const Chips& chips);

/// The fewest chips taken from `available` that add up to exactly `amount`; nullopt when no
/// selection does.
std::optional<Chips> exactSelection(const Chips& available, int amount);

} // namespace packmate
