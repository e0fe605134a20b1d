#include <packmate/engine/Catalogue.h>
#include <packmate/engine/Dice.h>
#include <packmate/engine/GreedyLoader.h>
#include <packmate/engine/Scoring.h>

#include <gtest/gtest.h>

using namespace packmate;

TEST(GreedyLoader, FillsAnEasyTruckCompletely) {
    const TruckCard card("E", 1, {"#####", "#####"});
    const Layout layout = loadGreedily(card, Cargo{{0, 0, 0, 0, 2}});
    ASSERT_EQ(layout.pieces.size(), 2U);
    const ScoreReport report = scoreLayout(layout, Cargo{{0, 0, 0, 0, 2}});
    EXPECT_TRUE(report.valid);
    EXPECT_EQ(report.penalty, 0);
}

TEST(GreedyLoader, LeavesWhatDoesNotFitBeside) {
    const TruckCard card("S", 1, {"###"});
    const Cargo cargo{{1, 0, 1, 0, 1}};
    const ScoreReport report = scoreLayout(loadGreedily(card, cargo), cargo);
    EXPECT_TRUE(report.valid);
    EXPECT_EQ(report.freeCells, 0);
    EXPECT_EQ(report.overflowPoints, 2 * (1 + 5));
}

TEST(GreedyLoader, UsesUprightSticksOnHighTrucks) {
    const TruckCard card("H", 4, {"#"});
    const Cargo cargo{{0, 0, 0, 1, 0}};
    const Layout layout = loadGreedily(card, cargo);
    ASSERT_EQ(layout.pieces.size(), 1U);
    EXPECT_EQ(layout.pieces[0].dir, Direction::Z);
}

TEST(GreedyLoader, AlwaysProducesLegalLayouts) {
    DiceRoller dice(5);
    const Catalogue catalogue = Catalogue::builtIn();
    for (int i = 0; i < 300; ++i) {
        const Cargo cargo = dice.roll();
        const TruckCard& card = catalogue.cards()[static_cast<std::size_t>(i % 30)];
        const Layout layout = loadGreedily(card, cargo);
        ASSERT_TRUE(validateLayout(layout, &cargo).empty())
            << card.id() << " " << formatCargo(cargo);
    }
}
