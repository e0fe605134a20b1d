#pragma once

#include <packmate/engine/Game.h>
#include <packmate/engine/Scoring.h>

#include <cstdint>
#include <vector>

namespace packmate {

/// What happened in one simulated round, per player.
struct SimulatedRound {
    int number = 0;
    std::vector<Cargo> cargo;
    std::vector<TruckCard> trucks;
    std::vector<ScoreReport> scores;
};

/// A whole simulated game: the Game (journal, ledger, history) plus what the deck did.
struct Simulation {
    Game game;
    std::vector<SimulatedRound> rounds;
    int rollOffs = 0;
    int reshuffles = 0;
    bool finished = false; ///< false when maxRounds was reached first
};

/// Plays a game of `players` (2 = house variant) from `seed`: random rolls, the built-in
/// stand-in cards dealt and grabbed (each player goes for the open truck the greedy loader
/// scores best, same choice → roll-off), loading by loadGreedily, scoring, chips.
/// InputError for a player count outside 2–6.
Simulation simulateGame(int players, std::uint32_t seed, int maxRounds = 200);

} // namespace packmate
