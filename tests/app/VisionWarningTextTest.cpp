#include "SureCellReadings.h"

#include <packmate/app/scoring/VisionWarningText.h>
#include <packmate/engine/Cargo.h>
#include <packmate/vision/TruckScore.h>

#include <gtest/gtest.h>

using namespace packmate;
using namespace packmate::app;

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

/// Every warning must be read by a pattern, and, with no translation loaded, come back word
/// for word: the pattern captured each number and colour in its place.
void expectRoundTrip(const std::vector<std::string>& warnings) {
    ASSERT_FALSE(warnings.empty());
    for (const std::string& warning : warnings) {
        EXPECT_TRUE(isKnownVisionWarning(warning)) << warning;
        EXPECT_EQ(visionWarningText(warning).toStdString(), warning);
    }
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
