#include <packmate/engine/InputError.h>
#include <packmate/engine/Simulator.h>

#include <gtest/gtest.h>

using namespace packmate;

TEST(Simulator, WholeGamesFollowTheRulesAndReplayFromTheirJournal) {
    int finished = 0;
    for (std::uint32_t seed = 0; seed < 120; ++seed) {
        const int players = 2 + static_cast<int>(seed % 5);
        const Simulation simulation = simulateGame(players, seed);
        const GameState& state = simulation.game.state();
        finished += simulation.finished;
        EXPECT_EQ(state.houseVariant, players == 2);
        EXPECT_EQ(state.ledger.totalPoints(), kPointsInBox);
        EXPECT_EQ(state.ledger.totalChipCount(), kChipCountInBox);
        ASSERT_EQ(state.history.size(), simulation.rounds.size());
        for (std::size_t r = 0; r < simulation.rounds.size(); ++r) {
            const SimulatedRound& round = simulation.rounds[r];
            std::vector<int> penalties;
            for (std::size_t p = 0; p < round.scores.size(); ++p) {
                EXPECT_TRUE(round.scores[p].valid);
                EXPECT_EQ(state.history[r].players[p].penalty, round.scores[p].penalty);
                EXPECT_EQ(state.history[r].players[p].truck, round.trucks[p]);
                penalties.push_back(round.scores[p].penalty);
            }
            EXPECT_EQ(state.history[r].best, bestOfRound(penalties));
        }
        EXPECT_EQ(Game::fromJsonLines(simulation.game.toJsonLines()).state(), state)
            << "seed " << seed;
        EXPECT_EQ(simulateGame(players, seed).game.journal(), simulation.game.journal())
            << "reproducible";
    }
    EXPECT_EQ(finished, 120);
}

TEST(Simulator, StopsAtTheRoundLimit) {
    const Simulation simulation = simulateGame(3, 4, 1);
    EXPECT_EQ(simulation.rounds.size(), 1U);
    EXPECT_FALSE(simulation.finished && simulation.game.state().history.size() > 1);
    EXPECT_THROW(simulateGame(7, 1), InputError);
    EXPECT_THROW(simulateGame(1, 1), InputError);
}
