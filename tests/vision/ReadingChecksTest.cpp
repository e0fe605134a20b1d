#include <packmate/vision/ReadingChecks.h>

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
