#include <packmate/engine/InputError.h>
#include <packmate/engine/Scoring.h>

#include <gtest/gtest.h>

using namespace packmate;

namespace {

Cargo cargoOf(int w, int g, int b, int t, int v) {
    return Cargo{{w, g, b, t, v}};
}

} // namespace

// Seed 000/001, "too little cargo": room left for three white cubes → 3 points.
TEST(Scoring, SeedExampleThreeFreeCellsCostThree) {
    const TruckCard card("S1", 1, {"#####", "#####"});
    const Layout layout{
        card, {{Colour::Violet, 0, 0, 0, Direction::X}, {Colour::Grey, 0, 1, 0, Direction::X}}};
    const ScoreReport report = scoreLayout(layout, cargoOf(0, 1, 0, 0, 1));
    EXPECT_TRUE(report.valid);
    EXPECT_EQ(report.occupiedCells, 7);
    EXPECT_EQ(report.freeCells, 3);
    EXPECT_EQ(report.overflowPoints, 0);
    EXPECT_EQ(report.penalty, 3);
}

// Seed 000, "too much cargo": two brown sticks left over → 2 × (3 + 3) = 12.
TEST(Scoring, SeedExampleTwoBrownLeftCostTwelve) {
    const TruckCard card("S2", 1, {"###", "###"});
    const Layout layout{
        card, {{Colour::Brown, 0, 0, 0, Direction::X}, {Colour::Brown, 0, 1, 0, Direction::X}}};
    const ScoreReport report = scoreLayout(layout, cargoOf(0, 0, 4, 0, 0));
    EXPECT_TRUE(report.valid);
    EXPECT_EQ(report.freeCells, 0);
    ASSERT_EQ(report.overflow.size(), 1U);
    EXPECT_EQ(report.overflow[0], (OverflowItem{Colour::Brown, 3, 2}));
    EXPECT_EQ(report.overflowPoints, 12);
    EXPECT_EQ(report.penalty, 12);
}

// Seed 001 (fr) tells the same example with three brown sticks: 2 × 3 × 3 = 18.
TEST(Scoring, SeedFrenchExampleThreeBrownLeftCostEighteen) {
    EXPECT_EQ(penaltyOf(0, cargoOf(0, 0, 3, 0, 0)), 18);
}

// Seed 000/001: 5 free cells and one violet left → 5 + 10 = 15.
TEST(Scoring, SeedExampleFiveFreeAndAVioletCostFifteen) {
    const TruckCard card("S3", 2, {"###", "###"});
    const Layout layout{card,
                        {{Colour::Brown, 0, 0, 0, Direction::X},
                         {Colour::Brown, 0, 1, 0, Direction::X},
                         {Colour::White, 0, 0, 1, Direction::X}}};
    const ScoreReport report = scoreLayout(layout, cargoOf(1, 0, 2, 0, 1));
    EXPECT_TRUE(report.valid);
    EXPECT_EQ(report.freeCells, 12 - 7);
    EXPECT_EQ(report.overflowPoints, 10);
    EXPECT_EQ(report.penalty, 15);
    EXPECT_EQ(penaltyOf(5, cargoOf(0, 0, 0, 0, 1)), 15);
}

TEST(Scoring, FreeCellsCountEveryLayer) {
    const TruckCard card("T07", 2, {"###..", "#####", "#####"});
    EXPECT_EQ(freeCellsOf(card, 0), 26);
    EXPECT_EQ(freeCellsOf(card, 20), 6);
    EXPECT_THROW(freeCellsOf(card, 27), InputError);
    EXPECT_THROW(freeCellsOf(card, -1), InputError);
}

TEST(Scoring, PenaltyFromLoadedCounts) {
    const TruckCard card("T07", 2, {"###..", "#####", "#####"});
    // 3 white + 2 grey + 3 brown + 1 violet = 21 cells; all loaded → 26 − 21 = 5.
    const Cargo cargo = cargoOf(3, 2, 3, 0, 1);
    EXPECT_EQ(penaltyOf(card, cargo, cargo), 5);
    // Leave the violet out: 26 − 16 free + 10 overflow.
    EXPECT_EQ(penaltyOf(card, cargo, cargoOf(3, 2, 3, 0, 0)), 20);
    EXPECT_THROW(penaltyOf(card, cargo, cargoOf(4, 2, 3, 0, 0)), InputError);
}

TEST(Scoring, InvalidLayoutIsScoredButMarkedInvalid) {
    const TruckCard card("F", 1, {"###"});
    const Layout layout{card, {{Colour::Grey, 2, 0, 0, Direction::X}}};
    const ScoreReport report = scoreLayout(layout, cargoOf(0, 1, 0, 0, 0));
    EXPECT_FALSE(report.valid);
    ASSERT_EQ(report.errors.size(), 1U);
    EXPECT_EQ(report.occupiedCells, 1) << "the cell outside the truck does not count";
    EXPECT_EQ(report.freeCells, 2);
}

TEST(Scoring, OverlappingCellsCountOnce) {
    const TruckCard card("F", 1, {"###"});
    const Layout layout{
        card, {{Colour::Grey, 0, 0, 0, Direction::X}, {Colour::White, 1, 0, 0, Direction::X}}};
    const ScoreReport report = scoreLayout(layout, cargoOf(1, 1, 0, 0, 0));
    EXPECT_FALSE(report.valid);
    EXPECT_EQ(report.occupiedCells, 2);
}

// Seed 000 round examples: 14/9/4/6 → the 4 is best; 8/7/5/5 → both 5s are best.
TEST(Scoring, BestOfRoundIsTheLowestPenaltyAllOnATie) {
    EXPECT_EQ(bestOfRound({14, 9, 4, 6}), std::vector<int>({2}));
    EXPECT_EQ(bestOfRound({8, 7, 5, 5}), std::vector<int>({2, 3}));
    EXPECT_EQ(bestOfRound({0, 0, 0}), std::vector<int>({0, 1, 2}));
    EXPECT_TRUE(bestOfRound({}).empty());
}
