#pragma once

#include <packmate/engine/Cargo.h>
#include <packmate/engine/Layout.h>
#include <packmate/engine/Validator.h>

#include <vector>

namespace packmate {

/// Points the best player(s) of a round receive from the kitty.
inline constexpr int kRoundBonus = 10;

/// Sticks of one colour that did not fit on the truck.
struct OverflowItem {
    Colour colour = Colour::White;
    int length = 0;
    int count = 0;

    bool operator==(const OverflowItem&) const = default;
};

/// The score of one loaded truck. penalty = freeCells + overflowPoints.
struct ScoreReport {
    bool valid = true;                  ///< no loading rule broken
    std::vector<Violation> errors;      ///< every broken rule (see validateLayout)
    int freeCells = 0;                  ///< layers × loading cells − occupied cells
    int occupiedCells = 0;              ///< distinct cells inside the truck that hold a stick
    std::vector<OverflowItem> overflow; ///< cargo sticks not loaded, per colour (count > 0)
    int overflowPoints = 0;             ///< 2 × total length of the sticks not loaded
    int penalty = 0;                    ///< points the player pays into the kitty
};

/// Scores a layout against the player's cargo. An invalid layout is still scored (cells
/// outside the truck do not count as occupied) but comes back with valid = false.
ScoreReport scoreLayout(const Layout& layout, const Cargo& cargo);

/// Free cells of a truck with `occupiedCells` filled; InputError when that is negative or
/// more than the truck holds.
int freeCellsOf(const TruckCard& card, int occupiedCells);

/// Overflow per colour for the sticks left beside the truck (colours with count 0 omitted).
std::vector<OverflowItem> overflowOf(const Cargo& leftOver);

/// 2 × the total length of the sticks left over.
int overflowPointsOf(const Cargo& leftOver);

/// Penalty from numbers alone: free cells + 2 × length of every stick left over.
int penaltyOf(int freeCells, const Cargo& leftOver);

/// Penalty of a truck loaded with `loaded` out of `cargo` (both as stick counts), assuming
/// the loaded sticks fit. InputError when `loaded` exceeds the cargo or the truck.
int penaltyOf(const TruckCard& card, const Cargo& cargo, const Cargo& loaded);

/// Indices of the round's best players: every player with the lowest penalty (all on a tie).
std::vector<int> bestOfRound(const std::vector<int>& penalties);

} // namespace packmate
