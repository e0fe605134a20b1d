#include "SureCellReadings.h"

#include <packmate/app/scoring/TruckReading.h>
#include <packmate/engine/InputError.h>

#include <gtest/gtest.h>

#include <QVariantList>

using namespace packmate;
using namespace packmate::app;

namespace {

// One layer, 2 × 3 cells: the top view alone decides.
TruckCard flatCard() {
    return TruckCard("T1", 1, {"###", "###"});
}

/// A reading of `card` as vision would return it: cells from `top` rows ('_' bare), sticks
/// beside as letters, every reading sure unless listed in `unsureCells`.
vision::PhotoScore photo(const TruckCard& card, const std::vector<std::string>& top,
                         const std::string& beside, std::vector<int> unsureCells = {}) {
    vision::PhotoScore score;
    score.found = true;
    score.cardCorners = {cv::Point2d(100, 100), cv::Point2d(900, 100), cv::Point2d(900, 600),
                         cv::Point2d(100, 600)};
    score.cells = packmate::testing::sureCellReadings(card, top);
    for (int index : unsureCells)
        score.cells[static_cast<std::size_t>(index)].confidence = 0.4;
    double x = 950;
    for (char c : beside) {
        vision::OffCardStick stick;
        stick.colour = *colourFromLetter(c);
        stick.length = stickLength(stick.colour);
        stick.center = {x += 40, 300};
        stick.confidence = 0.95;
        score.offCard.push_back(stick);
    }
    score.confidence = 0.9;
    score.unsure = !unsureCells.empty();
    return score;
}

} // namespace

TEST(TruckReading, ScoresWhatThePhotoShowsAndPlacesEachCellOnTheCard) {
    const TruckCard card = flatCard();
    const auto reading =
        TruckReading::fromPhoto(photo(card, {"WW_", "GG_"}, "B"), card, std::nullopt, {1280, 960});
    const QVariantMap map = reading.toVariant();
    EXPECT_TRUE(map["found"].toBool());
    EXPECT_EQ(map["freeCells"].toInt(), 2);
    EXPECT_EQ(map["penalty"].toInt(), 2 + 2 * 3);
    EXPECT_EQ(map["sticksLeft"].toList(), (QVariantList{0, 0, 1, 0, 0}));
    EXPECT_FALSE(map["unsure"].toBool());
    // The 3 × 2 grid sits in the middle of the 8 × 5 card's bed: cell (0, 0) spans
    // u 3.5–4.5, v 1.5–2.5 of a card drawn from (100, 100) to (900, 600), 100 px per cell.
    const QVariantList quad = map["cells"].toList()[0].toMap()["quad"].toList();
    ASSERT_EQ(quad.size(), 4);
    EXPECT_NEAR(quad[0].toList()[0].toDouble() * 1280, 100 + 3.5 * 100, 0.5);
    EXPECT_NEAR(quad[0].toList()[1].toDouble() * 960, 100 + 1.5 * 100, 0.5);
    EXPECT_NEAR(quad[2].toList()[0].toDouble() * 1280, 100 + 4.5 * 100, 0.5);
}

TEST(TruckReading, TapsFixCellsAndSticksAndTheScoreFollows) {
    const TruckCard card = flatCard();
    auto reading = TruckReading::fromPhoto(photo(card, {"WW_", "GG_"}, "B", {2}), card,
                                           std::nullopt, {1280, 960});
    EXPECT_EQ(reading.toVariant()["checks"].toInt(), 1);
    EXPECT_TRUE(reading.toVariant()["unsure"].toBool());
    EXPECT_TRUE(reading.toVariant()["cells"].toList()[2].toMap()["unsure"].toBool());

    reading.cycleCell(2); // bare → white
    QVariantMap map = reading.toVariant();
    EXPECT_EQ(map["cells"].toList()[2].toMap()["top"].toString(), "W");
    EXPECT_TRUE(map["cells"].toList()[2].toMap()["fixed"].toBool());
    EXPECT_EQ(map["checks"].toInt(), 0);
    EXPECT_FALSE(map["unsure"].toBool());
    EXPECT_EQ(map["freeCells"].toInt(), 1);

    for (int i = 0; i < 5; ++i)
        reading.cycleCell(2); // W → G → B → T → V → bare
    EXPECT_EQ(reading.toVariant()["cells"].toList()[2].toMap()["top"].toString(), "");

    reading.cycleStick(0); // brown → turquoise
    EXPECT_EQ(reading.toVariant()["sticksLeft"].toList(), (QVariantList{0, 0, 0, 1, 0}));
    reading.addStick(Colour::White);
    EXPECT_EQ(reading.toVariant()["overflow"].toInt(), 2 * (4 + 1));
    reading.removeStick(0);
    map = reading.toVariant();
    EXPECT_EQ(map["sticksLeft"].toList(), (QVariantList{1, 0, 0, 0, 0}));
    EXPECT_EQ(map["penalty"].toInt(), 2 + 2);
    EXPECT_LT(map["sticks"].toList()[0].toMap()["cx"].toDouble(), 0.0) << "added: no place";
}

TEST(TruckReading, ConfirmingAnUnsureReadingKeepsItAndClearsTheCheck) {
    const TruckCard card = flatCard();
    auto photoScore = photo(card, {"WW_", "GG_"}, "B", {1});
    photoScore.offCard[0].problem = "colour and length disagree";
    auto reading = TruckReading::fromPhoto(photoScore, card, std::nullopt, {1280, 960});
    EXPECT_EQ(reading.toVariant()["checks"].toInt(), 2);
    reading.confirmCell(1);
    reading.confirmStick(0);
    const QVariantMap map = reading.toVariant();
    EXPECT_EQ(map["checks"].toInt(), 0);
    EXPECT_FALSE(map["unsure"].toBool());
    EXPECT_EQ(map["cells"].toList()[1].toMap()["top"].toString(), "W");
    EXPECT_EQ(map["penalty"].toInt(), 2 + 6);
}

// A tap on a cell answers that cell, not a doubt about the whole photo: a photo whose card
// orientation is in doubt stays one to check after the player's corrections (it read "sure"
// after one tap before).
TEST(TruckReading, DoubtsAboutThePhotoOutliveCorrections) {
    const TruckCard card = flatCard();
    auto photoScore = photo(card, {"WW_", "GG_"}, "B", {1});
    photoScore.warnings = {"check cell row 1, column 2", "check the card's orientation"};
    auto reading = TruckReading::fromPhoto(photoScore, card, std::nullopt, {1280, 960});
    reading.confirmCell(1);
    const QVariantMap map = reading.toVariant();
    EXPECT_EQ(map["checks"].toInt(), 0);
    EXPECT_TRUE(map["unsure"].toBool());
    EXPECT_EQ(map["confidence"].toDouble(), 0.0);
    EXPECT_TRUE(map["warnings"].toStringList().contains("check the card's orientation"));
}

TEST(TruckReading, ACorrectionThatContradictsTheCargoIsAConflictNotANumber) {
    const TruckCard card("T2", 2, {"###"});
    Cargo cargo; // 3 white + 1 grey = 5 cells; beside: the grey → 3 cells loaded
    cargo[Colour::White] = 3;
    cargo[Colour::Grey] = 1;
    auto reading = TruckReading::fromPhoto(photo(card, {"WW_"}, "G"), card, cargo, {1280, 960});
    EXPECT_EQ(reading.toVariant()["freeCells"].toInt(), 6 - 3);
    EXPECT_EQ(reading.toVariant()["penalty"].toInt(), 3 + 4);
    reading.removeStick(0); // then 5 cells loaded on 2 covered cells of a 2-layer truck: too many
    const QVariantMap map = reading.toVariant();
    EXPECT_TRUE(map["conflict"].toBool());
    EXPECT_EQ(map["penalty"].toInt(), -1);
    EXPECT_TRUE(map["unsure"].toBool());
    EXPECT_FALSE(map["warnings"].toStringList().isEmpty());
}

TEST(TruckReading, AContradictionRingsTheReadingsItDoubtsEvenWhenSure) {
    const TruckCard card("T2", 2, {"###"});
    Cargo cargo; // 3 white + 1 grey = 5 cells, none beside: two covered cells hold at most 4
    cargo[Colour::White] = 3;
    cargo[Colour::Grey] = 1;
    auto reading = TruckReading::fromPhoto(photo(card, {"WW_"}, ""), card, cargo, {1280, 960});
    QVariantMap map = reading.toVariant();
    EXPECT_TRUE(map["conflict"].toBool());
    EXPECT_EQ(map["checks"].toInt(), 1);
    EXPECT_TRUE(map["cells"].toList()[2].toMap()["unsure"].toBool())
        << "the bare cell, though sure";
    reading.cycleCell(2); // bare → white: three covered cells hold the five
    map = reading.toVariant();
    EXPECT_FALSE(map["conflict"].toBool());
    EXPECT_EQ(map["checks"].toInt(), 0);
    EXPECT_EQ(map["penalty"].toInt(), 6 - 5);
}

TEST(TruckReading, SurvivesTheTripThroughItsMapWithTheCorrections) {
    const TruckCard card = flatCard();
    auto reading =
        TruckReading::fromPhoto(photo(card, {"WB_", "GG_"}, "TV"), card, std::nullopt, {640, 480});
    reading.cycleCell(5);
    reading.addStick(Colour::Grey);
    const QVariantMap map = reading.toVariant();
    const auto back = TruckReading::fromVariant(map, card, std::nullopt);
    EXPECT_EQ(back.toVariant(), map);
    EXPECT_THROW(TruckReading::fromVariant(map, TruckCard("T3", 1, {"#"}), std::nullopt),
                 InputError)
        << "a reading of another card";
}

TEST(TruckReading, CardsTravelAsMaps) {
    const TruckCard card("U7", 3, {"##.", "###"});
    EXPECT_EQ(truckCardFromVariant(truckCardToVariant(card)), card);
    EXPECT_THROW(truckCardFromVariant({{"id", "X"}, {"layers", 9}, {"grid", QStringList{"#"}}}),
                 InputError);
}

// As score-photo: on one layer, sure sticks beside on a table that hides none outweigh an unsure
// cell that disagrees with them; the player is asked about that cell.
TEST(TruckReading, SureSticksBesideOutweighAnUnsureCellOfAFlatTruck) {
    const TruckCard card = flatCard();
    Cargo cargo; // 2 white + 1 brown; the brown beside: 2 cells loaded, 4 free
    cargo[Colour::White] = 2;
    cargo[Colour::Brown] = 1;
    vision::PhotoScore read = photo(card, {"WW_", "_G_"}, "B", {4}); // a bare cell read grey
    QVariantMap map = TruckReading::fromPhoto(read, card, cargo, {1280, 960}).toVariant();
    EXPECT_FALSE(map["conflict"].toBool());
    EXPECT_EQ(map["penalty"].toInt(), 4 + 2 * 3);
    EXPECT_TRUE(map["unsure"].toBool());
    EXPECT_TRUE(map["cells"].toList()[4].toMap()["unsure"].toBool());
    EXPECT_EQ(TruckReading::fromVariant(map, card, cargo).toVariant(), map);
    // A table that may hide a stick: the top view decides, and contradicts the cargo.
    read.checks.tableDoubts = 1;
    map = TruckReading::fromPhoto(read, card, cargo, {1280, 960}).toVariant();
    EXPECT_TRUE(map["conflict"].toBool());
    EXPECT_EQ(map["penalty"].toInt(), -1);
}

// Two brown sticks unseen beside a 2-layer truck on a table that looks like brown sticks: the
// photo's score gives the count with them, and so does the reading made from it, after the trip
// through its map too (a table of another colour: a conflict).
TEST(TruckReading, KeepsTheColoursTheTableLooksLike) {
    const TruckCard card("T2", 2, {"###", "###"});
    Cargo cargo;
    cargo[Colour::Brown] = 4;
    vision::PhotoScore read = photo(card, {"BBB", "___"}, "");
    read.checks.tableDoubts = 1;
    read.tableLooksLike = {Colour::Brown};
    const QVariantMap map = TruckReading::fromPhoto(read, card, cargo, {1280, 960}).toVariant();
    EXPECT_FALSE(map["conflict"].toBool());
    EXPECT_EQ(map["penalty"].toInt(), 6 + 2 * 6);
    EXPECT_EQ(map["tableLooksLike"].toStringList(), QStringList{QStringLiteral("B")});
    EXPECT_EQ(TruckReading::fromVariant(map, card, cargo).toVariant(), map);
    read.tableLooksLike = {Colour::Grey};
    EXPECT_TRUE(
        TruckReading::fromPhoto(read, card, cargo, {1280, 960}).toVariant()["conflict"].toBool());
}
