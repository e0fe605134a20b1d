#include <packmate/vision/TruckScore.h>

#include <gtest/gtest.h>

using namespace packmate;
using namespace packmate::vision;

namespace {

std::vector<CellReading> readings(const TruckCard& card, const std::vector<std::string>& top) {
    std::vector<CellReading> out;
    for (int y = 0; y < card.rows(); ++y)
        for (int x = 0; x < card.cols(); ++x) {
            if (!card.isLoadingCell(x, y)) continue;
            CellReading r{x, y, std::nullopt, 0.99};
            if (top[y][x] != '_') r.top = colourFromLetter(top[y][x]);
            out.push_back(r);
        }
    return out;
}

OffCardStick beside(Colour c) {
    OffCardStick s;
    s.colour = c;
    s.length = stickLength(c);
    s.confidence = 1.0;
    return s;
}

/// The checks before the top-view search (ScoreConfig::checkTopViewFit), alone.
ScoreConfig withoutTopViewFit() {
    ScoreConfig config;
    config.checkTopViewFit = false;
    return config;
}

} // namespace

TEST(TruckScore, OneLayerTopViewDecides) {
    const TruckCard card("A", 1, {"###", "###"});
    const auto score =
        scoreTruck(card, readings(card, {"WG_", "_GB"}), {beside(Colour::Brown)}, std::nullopt);
    ASSERT_TRUE(score.penalty);
    EXPECT_EQ(*score.freeCells, 2);
    EXPECT_EQ(score.overflowPoints, 6);
    EXPECT_EQ(*score.penalty, 8);
    EXPECT_FALSE(score.conflict);
}

TEST(TruckScore, OneLayerWithCargoLeavesCargoMinusTopViewBeside) {
    const TruckCard card("A", 1, {"###", "###"});
    Cargo cargo;
    cargo[Colour::White] = 2;
    cargo[Colour::Grey] = 1;
    cargo[Colour::Brown] = 1; // 7 cells, 4 of them loaded, 3 left: the brown stick
    const auto agreeing =
        scoreTruck(card, readings(card, {"WG_", "_GB"}), {beside(Colour::Brown)}, cargo);
    ASSERT_TRUE(agreeing.penalty);
    EXPECT_TRUE(agreeing.sticksAgree);
    EXPECT_EQ(*agreeing.penalty, 2 + 2 * 3);
    // A stick beside the truck went unseen: the top view still decides, the check fails.
    const auto missed = scoreTruck(card, readings(card, {"WG_", "_GB"}), {}, cargo);
    ASSERT_TRUE(missed.penalty);
    EXPECT_FALSE(missed.conflict);
    EXPECT_FALSE(missed.sticksAgree);
    EXPECT_EQ(*missed.penalty, 2 + 2 * 3);
    EXPECT_FALSE(missed.warnings.empty());
}

TEST(TruckScore, OneLayerShowingMoreThanTheCargoIsAConflict) {
    const TruckCard card("A", 1, {"###"});
    Cargo cargo;
    cargo[Colour::White] = 2;
    const auto score = scoreTruck(card, readings(card, {"WWW"}), {}, cargo);
    EXPECT_TRUE(score.conflict);
    EXPECT_FALSE(score.penalty);
}

TEST(TruckScore, HigherTruckUsesCargoMinusSticksBeside) {
    // Capacity 30; violet sticks (5 long) fit along its rows (a 3-wide card holds none, and
    // such a count is a conflict: APenaltyBelowTheBestPossibleIsAConflict).
    const TruckCard card("B", 3, {"#####", "#####"});
    Cargo cargo;
    cargo[Colour::Violet] = 2; // 10
    cargo[Colour::Grey] = 1;   // 2
    cargo[Colour::White] = 1;  // 1
    const auto score =
        scoreTruck(card, readings(card, {"VVVVV", "GG___"}), {beside(Colour::White)}, cargo);
    ASSERT_TRUE(score.penalty);
    EXPECT_FALSE(score.conflict);
    EXPECT_EQ(score.overflowPoints, 2);
    EXPECT_EQ(*score.freeCells, 30 - 12);
    EXPECT_EQ(*score.penalty, 18 + 2);
}

TEST(TruckScore, TopViewContradictingCargoIsAConflictNotAGuess) {
    const TruckCard card("C", 2, {"###", "###"});
    Cargo cargo;
    cargo[Colour::White] = 2; // 2 cells loaded, but 5 cells show a stick
    const auto score = scoreTruck(card, readings(card, {"WWW", "WW_"}), {}, cargo);
    EXPECT_TRUE(score.conflict);
    EXPECT_FALSE(score.penalty);
    EXPECT_FALSE(score.warnings.empty());
}

TEST(TruckScore, MoreSticksBesideThanTheCargoHoldsIsAConflict) {
    const TruckCard card("D", 2, {"##"});
    Cargo cargo;
    cargo[Colour::Grey] = 1;
    const auto score = scoreTruck(card, readings(card, {"__"}),
                                  {beside(Colour::Grey), beside(Colour::Grey)}, cargo);
    EXPECT_TRUE(score.conflict);
    EXPECT_FALSE(score.penalty);
    EXPECT_FALSE(score.overflowPoints) << "the sticks it would count are in doubt";
}

TEST(TruckScore, HigherTruckWithoutCargoAsksForIt) {
    const TruckCard card("E", 2, {"##"});
    const auto score = scoreTruck(card, readings(card, {"W_"}), {}, std::nullopt);
    EXPECT_FALSE(score.penalty);
    EXPECT_EQ(score.overflowPoints, 0) << "no conflict: the sticks beside are counted";
    ASSERT_EQ(score.warnings.size(), 1u);
    EXPECT_NE(score.warnings[0].find("cargo"), std::string::npos);
}

TEST(TruckScore, AColourOnTopThatIsNotLoadedIsAConflict) {
    const TruckCard card("F", 2, {"###"});
    Cargo cargo;
    cargo[Colour::White] = 3;
    cargo[Colour::Turquoise] = 1;
    // The turquoise stick lies beside the truck, yet a cell shows turquoise on top.
    const auto score =
        scoreTruck(card, readings(card, {"WWT"}), {beside(Colour::Turquoise)}, cargo);
    EXPECT_TRUE(score.conflict);
    EXPECT_FALSE(score.penalty);
}

TEST(TruckScore, AColourOnTooManyCellsDoubtsItsLeastConfidentCells) {
    const TruckCard card("G", 1, {"####"});
    Cargo cargo;
    cargo[Colour::White] = 2;
    cargo[Colour::Grey] = 1;
    auto cells = readings(card, {"WWWG"}); // three white tops, two white sticks
    cells[1].confidence = 0.6;
    const auto score = scoreTruck(card, cells, {}, cargo);
    ASSERT_TRUE(score.conflict);
    EXPECT_EQ(score.doubtedCells, std::vector<int>{1}) << "one too many: the least sure white";
    EXPECT_TRUE(score.doubtedSticks.empty());
}

// One grey stick more beside than the cargo has, and it is the least sure of the greys, read
// below ScoreConfig::weakExcessSticksBelow: it is left out of the count, the penalty given to
// check (weak), the greys doubted. Two equally unsure greys: which one is no stick is not known.
TEST(TruckScore, AnUnsureStickBeyondTheCargoIsLeftOutToCheck) {
    const TruckCard card("D", 2, {"##"}); // capacity 4
    Cargo cargo;
    cargo[Colour::Grey] = 1;
    cargo[Colour::White] = 1;
    OffCardStick doubtful = beside(Colour::Grey);
    doubtful.confidence = 0.6;
    const auto score =
        scoreTruck(card, readings(card, {"W_"}), {beside(Colour::Grey), doubtful}, cargo);
    ASSERT_TRUE(score.penalty);
    EXPECT_FALSE(score.conflict);
    EXPECT_TRUE(score.weakDisagreement);
    EXPECT_EQ(score.overflowPoints, 4);
    EXPECT_EQ(*score.penalty, (4 - 1) + 4);
    EXPECT_EQ(score.doubtedSticks, (std::vector<int>{0, 1}));

    OffCardStick alsoDoubtful = beside(Colour::Grey);
    alsoDoubtful.confidence = 0.6;
    const auto tie = scoreTruck(card, readings(card, {"W_"}), {alsoDoubtful, doubtful}, cargo);
    EXPECT_TRUE(tie.conflict);
    EXPECT_FALSE(tie.penalty);
}

TEST(TruckScore, SticksBesideBeyondTheCargoAreDoubted) {
    const TruckCard card("H", 2, {"##"});
    Cargo cargo;
    cargo[Colour::Grey] = 1;
    cargo[Colour::White] = 1;
    cargo[Colour::Violet] = 1; // loaded: 8 − 5 beside = 3, room for 2–4 under two violet tops
    const auto score =
        scoreTruck(card, readings(card, {"VV"}),
                   {beside(Colour::White), beside(Colour::Grey), beside(Colour::Grey)}, cargo);
    ASSERT_TRUE(score.conflict);
    EXPECT_EQ(score.doubtedSticks, (std::vector<int>{1, 2})) << "the grey ones, not the white";
    EXPECT_TRUE(score.doubtedCells.empty());
}

TEST(TruckScore, MoreLoadedThanTheCoveredCellsHoldDoubtsTheBareCellsAndTheSticks) {
    const TruckCard card("I", 2, {"###"}); // covered cells hold 1–2 each
    Cargo cargo;
    cargo[Colour::Brown] = 2; // 6 cells loaded, but only two cells show a stick (room 2–4)
    cargo[Colour::White] = 1; // beside
    auto cells = readings(card, {"BB_"});
    const auto score = scoreTruck(card, cells, {beside(Colour::White)}, cargo);
    ASSERT_TRUE(score.conflict);
    EXPECT_EQ(score.doubtedCells, std::vector<int>{2});
    EXPECT_EQ(score.doubtedSticks, std::vector<int>{0});
}

TEST(TruckScore, AnAgreeingReadingDoubtsNothing) {
    const TruckCard card("J", 1, {"###"});
    Cargo cargo;
    cargo[Colour::White] = 1;
    cargo[Colour::Grey] = 1;
    const auto score = scoreTruck(card, readings(card, {"WGG"}), {}, cargo);
    EXPECT_FALSE(score.conflict);
    EXPECT_TRUE(score.doubtedCells.empty());
    EXPECT_TRUE(score.doubtedSticks.empty());
}

TEST(TruckScore, HigherTruckDisagreeingOnlyThroughUnsureCellsKeepsThePenaltyToCheck) {
    const TruckCard card("K", 2, {"###"}); // capacity 6
    Cargo cargo;
    cargo[Colour::Brown] = 2;             // 6 cells loaded, none beside: free 0
    auto cells = readings(card, {"BB_"}); // the third cell's brown top read as bare card
    cells[2].confidence = 0.55;
    const auto score = scoreTruck(card, cells, {}, cargo);
    EXPECT_FALSE(score.conflict);
    EXPECT_TRUE(score.weakDisagreement);
    ASSERT_TRUE(score.penalty) << "the count (cargo − sticks beside) decides on a higher truck";
    EXPECT_EQ(*score.penalty, 0);
    EXPECT_EQ(score.doubtedCells, std::vector<int>{2});
    EXPECT_FALSE(score.warnings.empty());
}

// test17_0093: no stick beside was seen, so the count leaves the whole cargo (20) to load on a
// truck that holds 14. Doubting the unsure cells cannot make room for it (the penalty was -6).
TEST(TruckScore, HigherTruckLeftMoreThanItHoldsIsAConflictWhateverTheCells) {
    const TruckCard card("M", 2, {"###"}); // capacity 6
    Cargo cargo;
    cargo[Colour::Brown] = 3; // 9 cells, one brown stick beside unseen
    auto cells = readings(card, {"BB_"});
    cells[2].confidence = 0.55; // a bare cell read unsure: alone a weak disagreement
    const auto score = scoreTruck(card, cells, {}, cargo, withoutTopViewFit());
    EXPECT_TRUE(score.conflict);
    EXPECT_FALSE(score.weakDisagreement);
    EXPECT_FALSE(score.penalty);
    EXPECT_FALSE(score.freeCells);
}

TEST(TruckScore, HigherTruckLeftJustWhatItHoldsIsNoConflict) {
    const TruckCard card("N", 2, {"###"}); // capacity 6
    Cargo cargo;
    cargo[Colour::Brown] = 2; // 6 cells: the truck full, none beside
    const auto score = scoreTruck(card, readings(card, {"BBB"}), {}, cargo);
    EXPECT_FALSE(score.conflict);
    ASSERT_TRUE(score.penalty);
    EXPECT_EQ(*score.penalty, 0);
}

TEST(TruckScore, HigherTruckDisagreeingThroughASureCellIsAConflict) {
    const TruckCard card("K", 2, {"###"});
    Cargo cargo;
    cargo[Colour::Brown] = 2;
    auto cells = readings(card, {"BB_"});
    cells[2].confidence = ScoreConfig{}.weakCheckCellsBelow; // read as sure as that: evidence
    const auto score = scoreTruck(card, cells, {}, cargo);
    EXPECT_TRUE(score.conflict);
    EXPECT_FALSE(score.weakDisagreement);
    EXPECT_FALSE(score.penalty);
}

TEST(TruckScore, AConflictAnywhereOutweighsAWeakDisagreement) {
    const TruckCard card("L", 2, {"###"});
    Cargo cargo;
    cargo[Colour::White] = 2;
    cargo[Colour::Turquoise] = 1;
    // An unsure grey top (no grey in the cargo) and a sure turquoise top whose stick lies beside.
    auto cells = readings(card, {"WGT"});
    cells[1].confidence = 0.5;
    const auto score = scoreTruck(card, cells, {beside(Colour::Turquoise)}, cargo);
    EXPECT_TRUE(score.conflict);
    EXPECT_FALSE(score.weakDisagreement);
    EXPECT_FALSE(score.penalty);
}

TEST(TruckScore, OneLayerDisagreementIsNeverWeak) {
    const TruckCard card("M", 1, {"###"});
    Cargo cargo;
    cargo[Colour::White] = 2;
    auto cells = readings(card, {"WWW"});
    cells[2].confidence = 0.5; // the top view decides the penalty here: no count to fall back on
    const auto score = scoreTruck(card, cells, {}, cargo);
    EXPECT_TRUE(score.conflict);
    EXPECT_FALSE(score.weakDisagreement);
}

TEST(TruckScore, OneLayerSureSticksBesideOutweighUnsureCells) {
    const TruckCard card("M", 1, {"####"});
    Cargo cargo;
    cargo[Colour::White] = 2;
    cargo[Colour::Grey] = 1; // 4 cells; the grey stick lies beside: 2 loaded, 2 free
    auto cells = readings(card, {"W_W_"});
    cells[1].top = Colour::White; // a bare cell read white, unsure
    cells[1].confidence = 0.6;
    const auto score = scoreTruck(card, cells, {beside(Colour::Grey)}, cargo, {}, true);
    ASSERT_TRUE(score.penalty);
    EXPECT_FALSE(score.conflict);
    EXPECT_TRUE(score.weakDisagreement);
    EXPECT_EQ(*score.freeCells, 2);
    EXPECT_EQ(*score.penalty, 2 + 2 * 2);
    EXPECT_EQ(score.doubtedCells, std::vector<int>{1});
    // Without sure sticks beside (a table that may hide one), the top view still decides.
    const auto unsureSticks = scoreTruck(card, cells, {beside(Colour::Grey)}, cargo, {}, false);
    EXPECT_TRUE(unsureSticks.conflict);
    EXPECT_FALSE(unsureSticks.weakDisagreement);
}

TEST(TruckScore, OneLayerSureCellAgainstSureSticksStaysTheTopView) {
    const TruckCard card("M", 1, {"####"});
    Cargo cargo;
    cargo[Colour::White] = 4;
    // The top view shows 2 white cubes and 2 bare cells, all sure; one white cube beside: the
    // count would need a bare cell covered.
    const auto score =
        scoreTruck(card, readings(card, {"W_W_"}), {beside(Colour::White)}, cargo, {}, true);
    ASSERT_TRUE(score.penalty);
    EXPECT_FALSE(score.weakDisagreement);
    EXPECT_FALSE(score.sticksAgree);
    EXPECT_EQ(*score.freeCells, 2);
}

// A violet stick (5 long) cannot lie on a truck 2 cells wide and 2 long: the best any loading
// of that cargo scores is 8 free cells + 10. Counting it as loaded (its stick beside not seen)
// would give 3, below that best: a conflict, not a penalty. Seen beside, the count is possible.
TEST(TruckScore, APenaltyBelowTheBestPossibleIsAConflict) {
    const TruckCard card("A", 2, {"##", "##"});
    Cargo cargo;
    cargo[Colour::Violet] = 1;
    const auto unseen =
        scoreTruck(card, readings(card, {"VV", "V_"}), {}, cargo, withoutTopViewFit());
    EXPECT_TRUE(unseen.conflict);
    EXPECT_FALSE(unseen.penalty);
    ASSERT_FALSE(unseen.warnings.empty());
    EXPECT_NE(
        unseen.warnings.back().find("below the best any loading of this cargo can score (18)"),
        std::string::npos)
        << unseen.warnings.back();

    ScoreConfig unchecked = withoutTopViewFit();
    unchecked.checkBestPossible = false;
    const auto without = scoreTruck(card, readings(card, {"VV", "V_"}), {}, cargo, unchecked);
    ASSERT_TRUE(without.penalty);
    EXPECT_EQ(*without.penalty, 3);

    const auto seen =
        scoreTruck(card, readings(card, {"__", "__"}), {beside(Colour::Violet)}, cargo);
    ASSERT_TRUE(seen.penalty);
    EXPECT_FALSE(seen.conflict);
    EXPECT_EQ(*seen.penalty, 18);
}

// On a higher truck the count says which sticks are loaded: a turquoise stick (4 long) fits
// nowhere on a truck 3 cells long and 2 wide, so a count that leaves it loaded (its stick beside
// not seen) is a conflict even when its penalty (12) is not below the cargo's best (12: the
// four greys loaded, the turquoise left over).
TEST(TruckScore, LoadedSticksThatCannotAllLieOnTheTruckAreAConflict) {
    const TruckCard card("A", 2, {"###", "###"});
    Cargo cargo;
    cargo[Colour::Turquoise] = 1;
    cargo[Colour::Grey] = 4;
    const std::vector<OffCardStick> twoGreys{beside(Colour::Grey), beside(Colour::Grey)};
    const auto unseen =
        scoreTruck(card, readings(card, {"GG_", "GG_"}), twoGreys, cargo, withoutTopViewFit());
    EXPECT_TRUE(unseen.conflict);
    EXPECT_FALSE(unseen.penalty);
    ASSERT_FALSE(unseen.warnings.empty());
    EXPECT_EQ(unseen.warnings.back(),
              "the sticks the count leaves loaded (8 cells) cannot all lie on this truck: sticks "
              "beside the truck were not seen, or misread");

    std::vector<OffCardStick> all = twoGreys;
    all.push_back(beside(Colour::Turquoise));
    const auto seen = scoreTruck(card, readings(card, {"GG_", "GG_"}), all, cargo);
    ASSERT_TRUE(seen.penalty);
    EXPECT_FALSE(seen.conflict);
    EXPECT_EQ(*seen.penalty, 8 + 2 * 8);
}

// The count leaves loaded sticks no loading of which shows the top view: with one more stick
// beside of one colour only (the one a table of its colour hid), the count stands, to check.
TEST(TruckScore, ATopViewTheCountCannotShowNamesTheUnseenStick) {
    const TruckCard card("A", 2, {"###", "###"});
    Cargo cargo;
    cargo[Colour::Turquoise] = 1;
    cargo[Colour::Grey] = 4;
    const std::vector<OffCardStick> twoGreys{beside(Colour::Grey), beside(Colour::Grey)};
    const auto unseen = scoreTruck(card, readings(card, {"GG_", "GG_"}), twoGreys, cargo);
    EXPECT_FALSE(unseen.conflict);
    EXPECT_TRUE(unseen.weakDisagreement);
    ASSERT_TRUE(unseen.penalty);
    EXPECT_EQ(*unseen.penalty, 8 + 2 * 8);
    ASSERT_FALSE(unseen.warnings.empty());
    EXPECT_EQ(unseen.warnings.back(),
              "no loading of the sticks the count leaves loaded shows this top view; one more "
              "turquoise stick beside the truck would explain it: look for an unseen turquoise "
              "stick");
    EXPECT_EQ(unseen.doubtedSticks, (std::vector<int>{0, 1}));

    // Three browns on a 2-layer truck of three cells: one beside, unseen; the unsure bare cell
    // is the third under the second brown.
    const TruckCard short3("M", 2, {"###"});
    Cargo browns;
    browns[Colour::Brown] = 3;
    auto cells = readings(short3, {"BB_"});
    cells[2].confidence = 0.55;
    const auto brown = scoreTruck(short3, cells, {}, browns);
    EXPECT_TRUE(brown.weakDisagreement);
    ASSERT_TRUE(brown.penalty);
    EXPECT_EQ(*brown.penalty, 0 + 2 * 3);
}

TEST(TruckScore, ATopViewNoSingleUnseenStickExplainsIsAConflict) {
    // A white cube cannot hide under a brown stick that shows whole, and a white cube more beside
    // leaves a brown and a white that still cannot show it: misread, not a penalty.
    const TruckCard card("T", 2, {"###"});
    Cargo cargo;
    cargo[Colour::White] = 2;
    cargo[Colour::Brown] = 1;
    const auto score = scoreTruck(card, readings(card, {"BBB"}), {}, cargo);
    EXPECT_TRUE(score.conflict);
    EXPECT_FALSE(score.penalty);
    ASSERT_FALSE(score.warnings.empty());
    EXPECT_EQ(score.warnings.back(),
              "no loading of the sticks the count leaves loaded shows this top view: sticks beside "
              "the truck were not seen, or cells were misread");
    // Both white cubes beside: the brown alone shows it.
    const auto seen = scoreTruck(card, readings(card, {"BBB"}),
                                 {beside(Colour::White), beside(Colour::White)}, cargo);
    EXPECT_FALSE(seen.conflict);
    ASSERT_TRUE(seen.penalty);
    EXPECT_EQ(*seen.penalty, 3 + 2 * 2);
}

// One white cube or one brown stick more beside would each explain the top view: the colour the
// table looks like decides; with both or neither it stays a conflict.
TEST(TruckScore, TheTablesLookAlikeColourPicksTheUnseenStick) {
    const TruckCard card("T", 2, {"###", "###"});
    Cargo cargo;
    cargo[Colour::White] = 2;
    cargo[Colour::Grey] = 1;
    cargo[Colour::Brown] = 1;
    const auto top = readings(card, {"GGW", "___"});
    EXPECT_TRUE(scoreTruck(card, top, {}, cargo).conflict);
    const auto brownTable = scoreTruck(card, top, {}, cargo, {}, false, {Colour::Brown});
    EXPECT_TRUE(brownTable.weakDisagreement);
    ASSERT_TRUE(brownTable.penalty);
    EXPECT_EQ(*brownTable.penalty, 8 + 2 * 3);
    const auto whiteTable = scoreTruck(card, top, {}, cargo, {}, false, {Colour::White});
    ASSERT_TRUE(whiteTable.penalty);
    EXPECT_EQ(*whiteTable.penalty, 6 + 2 * 1);
    EXPECT_TRUE(
        scoreTruck(card, top, {}, cargo, {}, false, {Colour::White, Colour::Brown}).conflict);
}

// No single stick more beside explains the top view, two more of a colour the table looks like
// do: their count stands, to check; on a table that does not look like them, a conflict.
TEST(TruckScore, TwoUnseenSticksOfTheTablesColour) {
    const TruckCard card("T", 2, {"###", "###"});
    Cargo cargo;
    cargo[Colour::Brown] = 4;
    const auto top = readings(card, {"BBB", "___"}); // two brown sticks stacked, two beside
    const auto plain = scoreTruck(card, top, {}, cargo);
    EXPECT_TRUE(plain.conflict);
    const auto teak = scoreTruck(card, top, {}, cargo, {}, false, {Colour::Brown});
    EXPECT_FALSE(teak.conflict);
    EXPECT_TRUE(teak.weakDisagreement);
    ASSERT_TRUE(teak.penalty);
    EXPECT_EQ(*teak.penalty, 6 + 2 * 6);
    ASSERT_FALSE(teak.warnings.empty());
    EXPECT_NE(teak.warnings.back().find("two more brown sticks beside the truck"),
              std::string::npos)
        << teak.warnings.back();
}

// One layer: the top view shows two white cubes, the count (three white cubes and a grey stick,
// the grey beside) three. The bare-read cell may well be a white cube on the white loading area.
TEST(TruckScore, OneLayerWhiteCubesReadBareLetTheCountStand) {
    const TruckCard card("M", 1, {"####"});
    Cargo cargo;
    cargo[Colour::White] = 3;
    cargo[Colour::Grey] = 1;
    auto cells = readings(card, {"W_W_"});
    for (CellReading& cell : cells) {
        const int read = cell.top ? colourIndex(*cell.top) : kColourCount;
        for (int k = 0; k < kCellClassCount; ++k)
            cell.probabilities[static_cast<std::size_t>(k)] = k == read ? 0.99 : 0.002;
    }
    cells[1].probabilities = {0.35, 0.01, 0.01, 0.02, 0.01, 0.60};
    cells[1].confidence = 0.60;
    // Sticks beside not sure (a table that looks like a stick colour): the odds decide.
    const auto score = scoreTruck(card, cells, {beside(Colour::Grey)}, cargo, {}, false);
    ASSERT_TRUE(score.penalty);
    EXPECT_FALSE(score.conflict);
    EXPECT_TRUE(score.weakDisagreement);
    EXPECT_EQ(*score.freeCells, 1);
    EXPECT_EQ(*score.penalty, 1 + 2 * 2);
    EXPECT_EQ(score.doubtedCells, std::vector<int>{1});
    ASSERT_FALSE(score.warnings.empty());
    EXPECT_NE(score.warnings.front().find("white cubes read as bare card"), std::string::npos);

    // A bare cell read surely bare: the top view decides, the sticks beside are doubted.
    auto sure = cells;
    sure[1].probabilities = {0.005, 0.002, 0.002, 0.002, 0.002, 0.987};
    sure[1].confidence = 0.987;
    const auto topDecides = scoreTruck(card, sure, {beside(Colour::Grey)}, cargo, {}, false);
    ASSERT_TRUE(topDecides.penalty);
    EXPECT_FALSE(topDecides.weakDisagreement);
    EXPECT_FALSE(topDecides.sticksAgree);
    EXPECT_EQ(*topDecides.freeCells, 2);

    // Turned off.
    ScoreConfig off;
    off.whitesReadBareBelow = 0.0;
    const auto withoutRule = scoreTruck(card, cells, {beside(Colour::Grey)}, cargo, off, false);
    ASSERT_TRUE(withoutRule.penalty);
    EXPECT_FALSE(withoutRule.weakDisagreement);
    EXPECT_EQ(*withoutRule.freeCells, 2);
}

// The count leaves more grey than the top shows: not white cubes read bare, the top decides.
TEST(TruckScore, OneLayerOnlyWhitesReadBareAreTakenForTheCount) {
    const TruckCard card("M", 1, {"####"});
    Cargo cargo;
    cargo[Colour::White] = 2;
    cargo[Colour::Grey] = 1;
    auto cells = readings(card, {"W_W_"});
    for (CellReading& cell : cells)
        cell.probabilities = {0.3, 0.3, 0.05, 0.05, 0.0, 0.3};
    const auto score = scoreTruck(card, cells, {}, cargo, {}, false);
    EXPECT_FALSE(score.weakDisagreement);
    EXPECT_FALSE(score.sticksAgree);
}
