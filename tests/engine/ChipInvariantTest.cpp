// Property test: over 10,000 simulated games the chips never appear or vanish.
#include <packmate/engine/Dice.h>
#include <packmate/engine/Game.h>

#include <gtest/gtest.h>

using namespace packmate;

namespace {

const std::vector<std::string> kNames{"A", "B", "C", "D", "E", "F"};

/// Mostly everyday penalties, now and then a disastrous round.
int randomPenalty(std::mt19937& random) {
    return randomBelow(random, 10) == 0 ? randomBelow(random, 90) : randomBelow(random, 25);
}

} // namespace

TEST(ChipInvariant, Holds590PointsAnd64ChipsOver10000Games) {
    std::mt19937 random(590);
    long rounds = 0;
    long inexact = 0;
    long shortfalls = 0;
    for (int gameIndex = 0; gameIndex < 10000; ++gameIndex) {
        const int players = 3 + randomBelow(random, 4);
        Game game;
        game.apply(Event::gameStarted({kNames.begin(), kNames.begin() + players}));
        while (!game.isOver()) {
            for (int p = 0; p < players; ++p)
                game.apply(Event::penaltyEntered(p, randomPenalty(random)));
            game.apply(Event::roundSettled());
            ++rounds;
            const ChipLedger& ledger = game.ledger();
            ASSERT_EQ(ledger.totalPoints(), kPointsInBox) << "game " << gameIndex;
            ASSERT_EQ(ledger.totalChipCount(), kChipCountInBox) << "game " << gameIndex;
            ASSERT_EQ(ledger.totalChipValue(), kPointsInBox) << "game " << gameIndex;
            for (int p = ChipLedger::kKitty; p < players; ++p) {
                ASSERT_GE(ledger.points(p), 0);
                for (int count : ledger.chips(p).counts)
                    ASSERT_GE(count, 0);
            }
            for (const Payment& payment : game.state().history.back().payments) {
                inexact += !payment.chips.exact;
                shortfalls += payment.shortfall > 0;
            }
            ASSERT_LT(game.state().round, 500) << "a game must end";
        }
        EXPECT_FALSE(game.state().winners.empty());
    }
    RecordProperty("rounds", std::to_string(rounds));
    RecordProperty("inexact_payments", std::to_string(inexact));
    std::cout << "10000 games, " << rounds << " rounds, " << inexact
              << " payments without exact change, " << shortfalls << " shortfalls\n";
    EXPECT_GT(shortfalls, 5000) << "games end by a player running out";
}
