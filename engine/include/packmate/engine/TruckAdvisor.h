#pragma once

#include <packmate/engine/Solver.h>

#include <vector>

namespace packmate {

/// One truck's place in the ranking for a cargo: its best possible loading.
struct TruckAdvice {
    /// 1 for the best truck(s); trucks with equal penalties share a rank (1, 1, 3, ...).
    int rank = 0;
    SolveResult best;
};

/// Ranks the cards by the optimal penalty of loading `cargo` on each, best first; equal
/// penalties keep the order the cards were given in.
std::vector<TruckAdvice> rankTrucks(const std::vector<TruckCard>& cards, const Cargo& cargo,
                                    PackingSolver& solver, const SolveOptions& options = {});

} // namespace packmate
