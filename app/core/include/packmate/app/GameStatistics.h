#pragma once

#include <packmate/engine/Cargo.h>
#include <packmate/engine/GameState.h>
#include <packmate/engine/TruckCard.h>

#include <QMap>
#include <QString>
#include <QStringList>
#include <QVariantList>

#include <functional>
#include <optional>

namespace packmate::app {

/// Each player's totals over the games of the database, for the statistics page: games, wins,
/// rounds, the average penalty, and how many points a round's penalty was above the best
/// possible loading of its truck and cargo (only rounds whose truck and cargo were entered and
/// whose best the solver proved count for that).
class GameStatistics {
public:
    /// The best penalty for a truck and a cargo, or nullopt when it is not proven.
    using BestPenalty = std::function<std::optional<int>(const TruckCard&, const Cargo&)>;

    explicit GameStatistics(BestPenalty bestPenalty);

    /// Adds one game: its players' names by seat, the names of its winners, its state.
    void add(const QStringList& names, const QStringList& winners, const GameState& state);

    /// One map per player name, in name order: name, games, wins, rounds, averagePenalty,
    /// solvedRounds, averageDistanceFromBest (-1 with no solved round).
    QVariantList toList() const;

private:
    struct Tally {
        int games = 0, wins = 0, rounds = 0, penaltySum = 0, solvedRounds = 0, distanceSum = 0;
    };
    BestPenalty bestPenalty_;
    QMap<QString, Tally> tallies_;
};

} // namespace packmate::app
