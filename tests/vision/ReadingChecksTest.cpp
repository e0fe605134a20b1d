#include <packmate/vision/ReadingChecks.h>
#include <packmate/vision/config/ScoreConfig.h>

#include <gtest/gtest.h>

using namespace packmate;
using namespace packmate::vision;

namespace {

CellReading cellAt(double confidence) {
    CellReading cell;
    cell.top = Colour::White;
    cell.confidence = confidence;
    return cell;
}

OffCardStick stickOf(double confidence, const std::string& problem = {}) {
    OffCardStick stick;
    stick.colour = Colour::Brown;
    stick.length = 3;
    stick.confidence = confidence;
    stick.problem = problem;
    return stick;
}

} // namespace

TEST(ReadingChecks, RingsUnsureReadingsProblemsAndWhatTheScoreDoubts) {
    const ReadingChecks checks =
        readingChecks({cellAt(0.99), cellAt(0.5), cellAt(0.99)},
                      {stickOf(0.99), stickOf(0.99, "brown stick measures 3.7 cells, expected 3")},
                      {2}, {}, 0.8, 0.8);
    EXPECT_EQ(checks.cells, (std::vector<bool>{false, true, true}));
    EXPECT_EQ(checks.sticks, (std::vector<bool>{false, true}));
    EXPECT_EQ(checks.count(), 3);
}

// On a 1-layer truck the top view decides the penalty, on a higher truck the sticks beside do
// (dev_0144: a 4-layer truck whose sticks measured against their colours, scored "sure" and
// wrong when nothing else disagreed).
TEST(ReadingChecks, ADecidingReadingToCheckDoubtsThePenalty) {
    ReadingChecks cellToCheck;
    cellToCheck.cells = {false, true};
    cellToCheck.sticks = {false};
    EXPECT_TRUE(checksDoubtThePenalty(cellToCheck, 1));
    EXPECT_FALSE(checksDoubtThePenalty(cellToCheck, 2));

    ReadingChecks stickToCheck;
    stickToCheck.cells = {false, false};
    stickToCheck.sticks = {true, false};
    EXPECT_FALSE(checksDoubtThePenalty(stickToCheck, 1));
    EXPECT_TRUE(checksDoubtThePenalty(stickToCheck, 4));

    EXPECT_FALSE(checksDoubtThePenalty(ReadingChecks{}, 1));
    EXPECT_FALSE(checksDoubtThePenalty(ReadingChecks{}, 3));
}

// Without the cargo a 1-layer truck's penalty is the free cells plus the sticks beside, so a
// stick to check doubts it too (test7_0085: two sticks measured against their colours, scored
// "sure" and wrong without the cargo).
TEST(ReadingChecks, WithoutTheCargoTheSticksDecideTooOnAOneLayerTruck) {
    ReadingChecks stickToCheck;
    stickToCheck.cells = {false, false};
    stickToCheck.sticks = {false, true};
    EXPECT_FALSE(checksDoubtThePenalty(stickToCheck, 1, true));
    EXPECT_TRUE(checksDoubtThePenalty(stickToCheck, 1, false));
    ReadingChecks cellToCheck;
    cellToCheck.cells = {true};
    EXPECT_TRUE(checksDoubtThePenalty(cellToCheck, 1, false));
}

// On a 1-layer truck with the cargo, the sticks beside that add up to what the cargo and the top
// view leave over confirm the top view: a cell to check no longer doubts the penalty, unless a
// stick is to check too or the table may hide or fake a stick (then the sticks confirm nothing).
// On the decision renders 41 of 393 1-layer scores were unsure by a rung cell alone with such
// sticks, every one right (vision/README.md, round of 2026-11-27).
TEST(ReadingChecks, SureSticksThatAgreeConfirmTheTopViewOfAOneLayerTruck) {
    ReadingChecks cellToCheck;
    cellToCheck.cells = {true, false};
    cellToCheck.sticks = {false};
    EXPECT_FALSE(checksDoubtThePenalty(cellToCheck, 1, true, true));
    EXPECT_TRUE(checksDoubtThePenalty(cellToCheck, 1, true, false));
    EXPECT_TRUE(checksDoubtThePenalty(cellToCheck, 1, false, true)); // no cargo: nothing to add up

    ReadingChecks stickToo = cellToCheck;
    stickToo.sticks = {true};
    EXPECT_TRUE(checksDoubtThePenalty(stickToo, 1, true, true));

    ReadingChecks tableToo = cellToCheck;
    tableToo.tableDoubts = 1;
    EXPECT_TRUE(checksDoubtThePenalty(tableToo, 1, true, true));
}

// A table that looks like a stick colour of the cargo, or a stick-coloured blob that is no whole
// stick, may hide or fake a stick beside: it doubts the penalty wherever the sticks beside decide
// it, yet it is no reading to tap.
TEST(ReadingChecks, ADoubtAboutTheTableDoubtsThePenaltyWhereTheSticksDecide) {
    ReadingChecks table;
    table.cells = {false, false};
    table.sticks = {false};
    table.tableDoubts = 1;
    EXPECT_EQ(table.count(), 0);
    EXPECT_FALSE(checksDoubtThePenalty(table, 1, true));
    EXPECT_TRUE(checksDoubtThePenalty(table, 1, false));
    EXPECT_TRUE(checksDoubtThePenalty(table, 2, true));
    EXPECT_TRUE(checksDoubtThePenalty(table, 4, false));
}

namespace {

CellReading topOf(Colour colour, double confidence) {
    CellReading cell;
    cell.top = colour;
    cell.confidence = confidence;
    return cell;
}

OffCardStick besideOf(Colour colour, double confidence) {
    OffCardStick stick;
    stick.colour = colour;
    stick.length = stickLength(colour);
    stick.confidence = confidence;
    return stick;
}

} // namespace

// A table that looks like brown sticks can hide a brown stick beside the truck only when the
// cargo has a brown stick that no sure reading accounts for.
TEST(ReadingChecks, EveryStickAccountedForBySureTopsAndSticksBeside) {
    Cargo cargo;
    cargo[Colour::Brown] = 2;
    const std::vector<CellReading> oneBrownOnTop = {
        topOf(Colour::Brown, 0.99), topOf(Colour::Brown, 0.99), topOf(Colour::Brown, 0.99)};
    EXPECT_FALSE(everyStickAccountedFor(Colour::Brown, cargo, oneBrownOnTop, {}, 0.8, 0.95))
        << "three brown tops are one stick at least: the second may lie unseen";
    EXPECT_TRUE(everyStickAccountedFor(Colour::Brown, cargo, oneBrownOnTop,
                                       {besideOf(Colour::Brown, 0.99)}, 0.8, 0.95));
    EXPECT_FALSE(everyStickAccountedFor(Colour::Brown, cargo, oneBrownOnTop,
                                        {besideOf(Colour::Brown, 0.9)}, 0.8, 0.95))
        << "an unsure stick beside accounts for nothing";
    std::vector<CellReading> twoSticksOnTop = oneBrownOnTop;
    twoSticksOnTop.push_back(topOf(Colour::Brown, 0.99));
    EXPECT_TRUE(everyStickAccountedFor(Colour::Brown, cargo, twoSticksOnTop, {}, 0.8, 0.95))
        << "four brown tops need two sticks";
    twoSticksOnTop.back().confidence = 0.7;
    EXPECT_FALSE(everyStickAccountedFor(Colour::Brown, cargo, twoSticksOnTop, {}, 0.8, 0.95))
        << "an unsure top proves nothing";
    EXPECT_TRUE(everyStickAccountedFor(Colour::Violet, cargo, {}, {}, 0.8, 0.95))
        << "no violet in the cargo";
}

// On a table that looks like white sticks, a white cube read beside at 0.971 (a white square of a
// random_cells table, rt-a train_random_tables_0129) accounted for the cargo's one white stick at
// the sticks' own sure bar; from ScoreConfig::blindStickSureFrom it does not.
TEST(ReadingChecks, AStickBesideAccountsForATableColourOnlyWhenSureEnough) {
    Cargo cargo;
    cargo[Colour::White] = 1;
    OffCardStick cube;
    cube.colour = Colour::White;
    cube.length = 1;
    cube.confidence = 0.971;
    const std::vector<CellReading> cells{topOf(Colour::Grey, 0.99)};
    EXPECT_TRUE(everyStickAccountedFor(Colour::White, cargo, cells, {cube}, 0.8, 0.95));
    EXPECT_FALSE(everyStickAccountedFor(Colour::White, cargo, cells, {cube}, 0.8,
                                        ScoreConfig{}.blindStickSureFrom));
}

TEST(ReadingChecks, SticksBesideAreSureOnlyAllSureOnATableThatHidesNone) {
    EXPECT_TRUE(sticksBesideSure({stickOf(0.99), stickOf(0.95)}, 0, 0.95));
    EXPECT_TRUE(sticksBesideSure({}, 0, 0.95)) << "none seen, none hidden";
    EXPECT_FALSE(sticksBesideSure({stickOf(0.99), stickOf(0.94)}, 0, 0.95));
    EXPECT_FALSE(
        sticksBesideSure({stickOf(0.99, "violet stick measures 3.2 cells, expected 5")}, 0, 0.95));
    EXPECT_FALSE(sticksBesideSure({stickOf(0.99)}, 1, 0.95)) << "the table may hide one";
}
