#pragma once

#include <packmate/engine/Cargo.h>
#include <packmate/engine/Layout.h>

#include <cstdint>
#include <memory>

namespace packmate {

namespace solver {
class TranspositionTable;
}

/// Limits for one solve. Without a time limit the solver always proves optimality.
struct SolveOptions {
    /// Stop after this many milliseconds (0 = no limit) and report the best layout so far.
    int timeLimitMs = 0;
};

/// The best loading found for a card and a cargo, with its score and how sure it is.
struct SolveResult {
    /// A legal loading (no overhang, inside the loading area, within the layers).
    Layout layout;
    int capacity = 0;
    int cargoVolume = 0;
    int loadedVolume = 0;
    /// Penalty of `layout`: free cells + 2 × length of every stick left over.
    int penalty = 0;
    int freeCells = 0;
    int overflowPoints = 0;
    /// Sticks of each colour not loaded.
    Cargo overflow;
    /// True when no loading can score a lower penalty (the search was not cut short).
    bool optimal = false;
    /// No loading scores below this; equals `penalty` when optimal.
    int penaltyBound = 0;
    std::int64_t nodes = 0;
    double timeMs = 0.0;
};

/// Exact branch-and-bound solver for loading a truck card with the most cargo volume, which
/// is the same as the lowest penalty (penalty = capacity + 2·cargo − 3·loaded volume).
/// Keeps its transposition table between solves; one instance per thread.
class PackingSolver {
public:
    PackingSolver();
    ~PackingSolver();
    PackingSolver(const PackingSolver&) = delete;
    PackingSolver& operator=(const PackingSolver&) = delete;

    /// Throws InputError for a negative count, more than kMaxSticksPerColour sticks of a
    /// colour, or a negative time limit.
    SolveResult solve(const TruckCard& card, const Cargo& cargo, const SolveOptions& options = {});

    /// The most sticks of one colour the solver takes (the box holds at most 30).
    static constexpr int kMaxSticksPerColour = 63;

private:
    std::unique_ptr<solver::TranspositionTable> table_;
};

/// Convenience for a single solve with a fresh solver.
SolveResult solvePacking(const TruckCard& card, const Cargo& cargo,
                         const SolveOptions& options = {});

/// Penalty of a loading with `loadedVolume` cells of the cargo on the card.
int penaltyFor(int capacity, int cargoVolume, int loadedVolume);

} // namespace packmate
