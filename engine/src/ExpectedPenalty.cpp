#include <packmate/engine/Dice.h>
#include <packmate/engine/ExpectedPenalty.h>
#include <packmate/engine/Solver.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>

namespace packmate {

std::vector<WeightedCargo> rollCargoDistribution() {
    // All 6^5 face combinations, grouped by the cargo they order.
    std::map<std::array<int, kColourCount>, int> rolls;
    std::array<int, kColourCount> face{};
    while (true) {
        Cargo cargo;
        for (int c = 0; c < kColourCount; ++c)
            cargo.counts[c] = dieFaces(kAllColours[c])[static_cast<std::size_t>(face[c])];
        ++rolls[cargo.counts];
        int c = 0;
        while (c < kColourCount && ++face[c] == 6)
            face[c++] = 0;
        if (c == kColourCount) break;
    }
    std::vector<WeightedCargo> result;
    result.reserve(rolls.size());
    for (const auto& [counts, count] : rolls)
        result.push_back({Cargo{counts}, count});
    return result;
}

PenaltyStatistics expectedPenalty(const TruckCard& card, PackingSolver& solver) {
    PenaltyStatistics stats;
    stats.best = std::numeric_limits<int>::max();
    double sumSquares = 0.0;
    for (const WeightedCargo& entry : rollCargoDistribution()) {
        const SolveResult result = solver.solve(card, entry.cargo);
        const double weight = static_cast<double>(entry.rolls) / kRollCount;
        stats.mean += weight * result.penalty;
        sumSquares += weight * result.penalty * result.penalty;
        stats.best = std::min(stats.best, result.penalty);
        stats.worst = std::max(stats.worst, result.penalty);
        if (result.penalty == 0) stats.perfectChance += weight;
        stats.meanLoadedVolume += weight * result.loadedVolume;
        stats.meanCargoVolume += weight * result.cargoVolume;
    }
    stats.standardDeviation = std::sqrt(std::max(0.0, sumSquares - stats.mean * stats.mean));
    return stats;
}

} // namespace packmate
