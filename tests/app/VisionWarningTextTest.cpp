#include "InstalledLanguage.h"
#include "SureCellReadings.h"

#include <packmate/app/scoring/VisionWarningText.h>
#include <packmate/engine/Cargo.h>
#include <packmate/vision/LayableTop.h>
#include <packmate/vision/TruckScore.h>

#include <gtest/gtest.h>

using namespace packmate;
using namespace packmate::app;

using packmate::testing::InstalledLanguage;

namespace {

std::vector<vision::CellReading> cells(const TruckCard& card, const std::vector<std::string>& top) {
    return packmate::testing::sureCellReadings(card, top);
}

std::vector<vision::OffCardStick> sticks(const std::string& letters) {
    std::vector<vision::OffCardStick> out;
    for (char c : letters) {
        vision::OffCardStick stick;
        stick.colour = *colourFromLetter(c);
        stick.length = stickLength(stick.colour);
        out.push_back(stick);
    }
    return out;
}

/// Every warning must be read by a pattern, and, in English (whose translation holds only the
/// plural forms), come back word for word: the pattern captured each number and colour in its
/// place, and "1 cell shows" / "2 cells show" came out as vision wrote it.
void expectRoundTrip(const std::vector<std::string>& warnings) {
    ASSERT_FALSE(warnings.empty());
    const InstalledLanguage english(QStringLiteral("en"));
    ASSERT_TRUE(english.loaded());
    for (const std::string& warning : warnings) {
        EXPECT_TRUE(isKnownVisionWarning(warning)) << warning;
        EXPECT_EQ(visionWarningText(warning).toStdString(), warning);
    }
}

/// The warning of `warnings` that starts with `start`, or "" when none does.
std::string warningStartingWith(const std::vector<std::string>& warnings,
                                const std::string& start) {
    for (const std::string& warning : warnings)
        if (warning.rfind(start, 0) == 0) return warning;
    return {};
}

} // namespace

TEST(VisionWarningText, ReadsTheWarningsOfTheScoreAsVisionWordsThem) {
    const TruckCard flat("F1", 1, {"###", "###"});
    // Sticks beside that do not add up with the cargo and the top view.
    expectRoundTrip(
        vision::scoreTruck(flat, cells(flat, {"WW_", "GG_"}), sticks("BB"), parseCargo("2,1,1,0,0"))
            .warnings);
    // More grey on top than the cargo's grey sticks can cover.
    expectRoundTrip(
        vision::scoreTruck(flat, cells(flat, {"GGG", "GG_"}), sticks(""), parseCargo("1,1,0,0,0"))
            .warnings);
    const TruckCard tall("T2", 2, {"###", "###"});
    // A truck of two layers without the cargo.
    expectRoundTrip(
        vision::scoreTruck(tall, cells(tall, {"WW_", "GG_"}), sticks(""), std::nullopt).warnings);
    // More brown beside than the cargo has.
    expectRoundTrip(vision::scoreTruck(tall, cells(tall, {"WW_", "GG_"}), sticks("BBB"),
                                       parseCargo("2,1,1,0,0"))
                        .warnings);
    // One brown more beside than the cargo has, the least sure one, left out of the count.
    auto browns = sticks("BB");
    browns[0].confidence = 1.0;
    browns[1].confidence = 0.6;
    const auto leftOut =
        vision::scoreTruck(tall, cells(tall, {"WW_", "GG_"}), browns, parseCargo("2,1,1,0,0"))
            .warnings;
    EXPECT_FALSE(warningStartingWith(leftOut, "1 least sure brown stick left out").empty());
    expectRoundTrip(leftOut);
    // A 1-layer top view that disagrees with sure sticks beside only through an unsure cell.
    auto unsureCell = cells(flat, {"WW_", "_G_"});
    unsureCell[4].confidence = 0.5; // a bare cell read grey, unsure
    const auto counted =
        vision::scoreTruck(flat, unsureCell, sticks("B"), parseCargo("2,0,1,0,0"), {}, true)
            .warnings;
    EXPECT_FALSE(warningStartingWith(counted, "the top view shows 3 covered cells, the cargo minus")
                     .empty());
    expectRoundTrip(counted);
    // A 1-layer top view one white cube short of the count, its bare-read cell maybe white.
    auto bareRead = cells(flat, {"WW_", "___"});
    for (vision::CellReading& cell : bareRead)
        cell.probabilities =
            cell.top ? vision::CellProbabilities{0.99, 0.002, 0.002, 0.002, 0.002, 0.002}
                     : vision::CellProbabilities{0.002, 0.002, 0.002, 0.002, 0.002, 0.99};
    bareRead[2].probabilities = {0.4, 0.0, 0.0, 0.0, 0.0, 0.6};
    bareRead[2].confidence = 0.6;
    const auto whites =
        vision::scoreTruck(flat, bareRead, {}, parseCargo("3,0,0,0,0"), {}, false).warnings;
    EXPECT_FALSE(warningStartingWith(whites, "the top view shows 2 covered cells, the cargo minus "
                                             "the sticks beside leaves 3: white cubes")
                     .empty());
    expectRoundTrip(whites);
    // A violet stick counted as loaded on a truck too short for it (its stick beside unseen):
    // a penalty below the best any loading of the cargo scores.
    const TruckCard stub("S2", 2, {"##", "##"});
    vision::ScoreConfig earlierChecks; // the checks the top-view search would pre-empt
    earlierChecks.checkTopViewFit = false;
    const auto belowBest = vision::scoreTruck(stub, cells(stub, {"VV", "V_"}), sticks(""),
                                              parseCargo("0,0,0,0,1"), earlierChecks)
                               .warnings;
    EXPECT_FALSE(warningStartingWith(belowBest, "the reading gives a penalty of 3, below").empty());
    expectRoundTrip(belowBest);
    // A turquoise stick left loaded by the count on a truck too short for it.
    const auto cannotLie = vision::scoreTruck(tall, cells(tall, {"GG_", "GG_"}), sticks("GG"),
                                              parseCargo("0,4,0,1,0"), earlierChecks)
                               .warnings;
    EXPECT_FALSE(
        warningStartingWith(cannotLie, "the sticks the count leaves loaded (8 cells)").empty());
    expectRoundTrip(cannotLie);
    // A top view no loading of the count's sticks shows: one more stick beside explains it, or
    // none does.
    const TruckCard row("R3", 2, {"###"});
    const auto explained = vision::scoreTruck(tall, cells(tall, {"GG_", "GG_"}), sticks("GG"),
                                              parseCargo("0,4,0,1,0"), {})
                               .warnings;
    EXPECT_FALSE(warningStartingWith(explained, "no loading of the sticks the count").empty());
    expectRoundTrip(explained);
    const auto twoUnseen = vision::scoreTruck(tall, cells(tall, {"BBB", "___"}), sticks(""),
                                              parseCargo("0,0,4,0,0"), {}, false, {Colour::Brown})
                               .warnings;
    EXPECT_NE(warningStartingWith(twoUnseen, "no loading of the sticks the count")
                  .find("two more brown sticks"),
              std::string::npos);
    expectRoundTrip(twoUnseen);
    const auto unexplained =
        vision::scoreTruck(row, cells(row, {"BBB"}), sticks(""), parseCargo("2,0,1,0,0")).warnings;
    EXPECT_FALSE(warningStartingWith(unexplained, "no loading of the sticks the count").empty());
    expectRoundTrip(unexplained);
    // A 1-layer top view mended to one that can be laid (PhotoScorer).
    const std::vector<std::string> mended{vision::mendedTopWarning(1), vision::mendedTopWarning(3)};
    EXPECT_EQ(mended[1].rfind("the top view as read cannot be laid", 0), 0U);
    expectRoundTrip(mended);
    // More to load than the truck holds.
    const auto overfull =
        vision::scoreTruck(tall, cells(tall, {"WW_", "GG_"}), sticks(""), parseCargo("0,0,0,0,3"))
            .warnings;
    EXPECT_FALSE(
        warningStartingWith(overfull, "cargo minus the sticks beside leaves 15 to load, more")
            .empty());
    expectRoundTrip(overfull);
}

TEST(VisionWarningText, CountsAreWrittenInTheLanguagesPluralForms) {
    const TruckCard flat("F1", 1, {"###", "###"});
    // One grey stick (2 cells), six grey cells on top.
    const std::string sixGrey = warningStartingWith(
        vision::scoreTruck(flat, cells(flat, {"GGG", "GGG"}), sticks(""), parseCargo("0,1,0,0,0"))
            .warnings,
        "6 cells show grey on top");
    const TruckCard tall("T2", 2, {"###", "###"});
    // One brown stick beside, none in the cargo.
    const std::string oneBrown = warningStartingWith(
        vision::scoreTruck(tall, cells(tall, {"WW_", "GG_"}), sticks("B"), parseCargo("2,1,0,0,0"))
            .warnings,
        "1 brown stick beside the truck");
    ASSERT_FALSE(sixGrey.empty());
    ASSERT_FALSE(oneBrown.empty());
    expectRoundTrip({sixGrey, oneBrown});

    const InstalledLanguage russian(QStringLiteral("ru"));
    ASSERT_TRUE(russian.loaded());
    EXPECT_TRUE(visionWarningText(sixGrey).contains(QStringLiteral("6 клеток")))
        << visionWarningText(sixGrey).toStdString();
    EXPECT_TRUE(
        visionWarningText("2 cells show white on top, more than the cargo's white sticks cover")
            .contains(QStringLiteral("2 клетки")));
    EXPECT_TRUE(
        visionWarningText("21 cells show white on top, more than the cargo's white sticks cover")
            .contains(QStringLiteral("21 клетка")));
    EXPECT_TRUE(visionWarningText(oneBrown).contains(QStringLiteral("1 груз цвета «коричневый»")))
        << visionWarningText(oneBrown).toStdString();
}

TEST(VisionWarningText, ReadsThePhotoWarnings) {
    expectRoundTrip({"no truck card found: hold the camera over the card, the whole card in view",
                     "check cell row 2, column 3",
                     "the table looks like grey sticks: check the grey sticks beside the truck",
                     "check the table round the truck: something stick-coloured that is not a "
                     "whole stick",
                     "check the card's orientation", "brown stick measures 2.2 cells, expected 3"});
}

TEST(VisionWarningText, LeavesAnUnknownWarningAsItIs) {
    EXPECT_FALSE(isKnownVisionWarning("something new"));
    EXPECT_EQ(visionWarningText("something new"), QStringLiteral("something new"));
    EXPECT_FALSE(isKnownVisionWarning("check cell row two, column 3"));
}
