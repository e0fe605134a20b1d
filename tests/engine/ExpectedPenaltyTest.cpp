#include <packmate/engine/Dice.h>
#include <packmate/engine/ExpectedPenalty.h>
#include <packmate/engine/Solver.h>

#include <gtest/gtest.h>

#include <set>

using namespace packmate;

TEST(ExpectedPenalty, DistributionCoversEveryRollOnce) {
    const auto cargos = rollCargoDistribution();
    EXPECT_EQ(cargos.size(), 900U); // 5 × 5 × 4 × 3 × 3 distinct counts
    int rolls = 0;
    std::set<std::array<int, kColourCount>> seen;
    for (const WeightedCargo& entry : cargos) {
        rolls += entry.rolls;
        EXPECT_TRUE(seen.insert(entry.cargo.counts).second);
        for (Colour colour : kAllColours)
            EXPECT_TRUE(dieHasFace(colour, entry.cargo[colour]));
        if (entry.cargo == parseCargo("1,0,0,0,0")) {
            // W shows 1 on two faces, G and B one blank each, T and V two blanks each.
            EXPECT_EQ(entry.rolls, 2 * 1 * 1 * 2 * 2);
        }
    }
    EXPECT_EQ(rolls, kRollCount);
}

TEST(ExpectedPenalty, OneCellTruckMatchesTheClosedForm) {
    // Every roll has at least one white cube, which fills the single cell; everything else
    // is overflow: penalty = 2 × (cargo volume − 1).
    const TruckCard card("ONE", 1, {"#"});
    PackingSolver solver;
    const PenaltyStatistics stats = expectedPenalty(card, solver);
    const double meanVolume = 16.0 / 6 + 2 * 12.0 / 6 + 3 * 9.0 / 6 + 4 * 6.0 / 6 + 5 * 6.0 / 6;
    EXPECT_NEAR(stats.meanCargoVolume, meanVolume, 1e-9);
    EXPECT_NEAR(stats.meanLoadedVolume, 1.0, 1e-12);
    EXPECT_NEAR(stats.mean, 2 * (meanVolume - 1), 1e-9);
    EXPECT_EQ(stats.best, 0);       // roll 1,0,0,0,0
    EXPECT_EQ(stats.worst, 2 * 39); // roll 5,4,3,2,2 = 40 cells
    EXPECT_GT(stats.perfectChance, 0.0);
    EXPECT_GT(stats.standardDeviation, 0.0);
}
