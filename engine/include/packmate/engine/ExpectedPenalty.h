#pragma once

#include <packmate/engine/Cargo.h>
#include <packmate/engine/TruckCard.h>

#include <vector>

namespace packmate {

class PackingSolver;

/// A cargo the five order dice can produce and how many of the 6^5 = 7776 equally likely
/// rolls produce it.
struct WeightedCargo {
    Cargo cargo;
    int rolls = 0;
};

inline constexpr int kRollCount = 7776;

/// Every distinct cargo a roll can produce (900 of them), with its roll count; the counts
/// add up to 7776. Ordered by W, then G, B, T, V counts.
std::vector<WeightedCargo> rollCargoDistribution();

/// The optimal penalty of a card over the dice distribution, by exact enumeration.
struct PenaltyStatistics {
    double mean = 0.0;
    double standardDeviation = 0.0;
    int best = 0;
    int worst = 0;
    /// Probability that the best loading leaves no free cell and no stick (penalty 0).
    double perfectChance = 0.0;
    /// Mean optimal loaded volume and mean cargo volume, to tell "too small" from "too big".
    double meanLoadedVolume = 0.0;
    double meanCargoVolume = 0.0;
};

/// Solves the card for every cargo of rollCargoDistribution() to proven optimality.
PenaltyStatistics expectedPenalty(const TruckCard& card, PackingSolver& solver);

} // namespace packmate
