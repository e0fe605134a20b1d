#include <packmate/app/GameStatistics.h>

#include <utility>

namespace packmate::app {

GameStatistics::GameStatistics(BestPenalty bestPenalty) : bestPenalty_(std::move(bestPenalty)) {}

void GameStatistics::add(const QStringList& names, const QStringList& winners,
                         const GameState& state) {
    for (int seat = 0; seat < names.size(); ++seat) {
        Tally& tally = tallies_[names[seat]];
        ++tally.games;
        if (winners.contains(names[seat])) ++tally.wins;
        for (const RoundRecord& round : state.history) {
            if (seat >= static_cast<int>(round.players.size())) continue;
            const PlayerRound& turn = round.players[static_cast<std::size_t>(seat)];
            ++tally.rounds;
            tally.penaltySum += turn.penalty.value_or(0);
            if (!turn.penalty || !turn.truck || !turn.cargo) continue;
            if (const std::optional<int> best = bestPenalty_(*turn.truck, *turn.cargo)) {
                ++tally.solvedRounds;
                tally.distanceSum += *turn.penalty - *best;
            }
        }
    }
}

QVariantList GameStatistics::toList() const {
    QVariantList list;
    for (auto it = tallies_.cbegin(); it != tallies_.cend(); ++it)
        list << QVariantMap{{QStringLiteral("name"), it.key()},
                            {QStringLiteral("games"), it->games},
                            {QStringLiteral("wins"), it->wins},
                            {QStringLiteral("rounds"), it->rounds},
                            {QStringLiteral("averagePenalty"),
                             it->rounds ? double(it->penaltySum) / it->rounds : 0.0},
                            {QStringLiteral("solvedRounds"), it->solvedRounds},
                            {QStringLiteral("averageDistanceFromBest"),
                             it->solvedRounds ? double(it->distanceSum) / it->solvedRounds : -1.0}};
    return list;
}

} // namespace packmate::app
