#include <packmate/engine/TruckAdvisor.h>

#include <algorithm>

namespace packmate {

std::vector<TruckAdvice> rankTrucks(const std::vector<TruckCard>& cards, const Cargo& cargo,
                                    PackingSolver& solver, const SolveOptions& options) {
    std::vector<TruckAdvice> ranking;
    ranking.reserve(cards.size());
    for (const TruckCard& card : cards)
        ranking.push_back({0, solver.solve(card, cargo, options)});
    std::stable_sort(
        ranking.begin(), ranking.end(),
        [](const TruckAdvice& a, const TruckAdvice& b) { return a.best.penalty < b.best.penalty; });
    for (std::size_t i = 0; i < ranking.size(); ++i)
        ranking[i].rank = i > 0 && ranking[i].best.penalty == ranking[i - 1].best.penalty
                              ? ranking[i - 1].rank
                              : static_cast<int>(i) + 1;
    return ranking;
}

} // namespace packmate
