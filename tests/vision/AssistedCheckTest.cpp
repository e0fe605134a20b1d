#include <packmate/vision/eval/AssistedCheck.h>

#include <gtest/gtest.h>

using namespace packmate;
using namespace packmate::vision;
using namespace packmate::vision::eval;

namespace {

// A one-layer card of two cells: the white stick is loaded on the left cell, the turquoise
// (4 long) lies beside: 1 free cell + 2 × 4 = 9.
TruckTruth oneLayerTruth() {
    TruckTruth truth;
    truth.card = TruckCard{"two", 1, {"##"}};
    truth.cargo = parseCargo("1,0,0,1,0");
    truth.cardCorners = {cv::Point2d{100, 100}, {900, 100}, {900, 600}, {100, 600}};
    truth.top = {"W_"};
    truth.offCard = {{Colour::Turquoise, {1000, 800}}};
    truth.penalty = 9;
    truth.buckets = {"table=wood"};
    return truth;
}

PhotoScore readingOf(const TruckTruth& truth, double rightCellConfidence) {
    PhotoScore result;
    result.found = true;
    result.cardCorners = truth.cardCorners;
    result.cells = {{0, 0, Colour::White, 0.99}, {1, 0, Colour::White, rightCellConfidence}};
    OffCardStick turquoise;
    turquoise.colour = Colour::Turquoise;
    turquoise.length = 4;
    turquoise.center = {1000, 800};
    turquoise.confidence = 0.99;
    result.offCard = {turquoise};
    return result;
}

} // namespace

TEST(AssistedCheck, ARingedWrongCellIsPutRight) {
    const TruckTruth truth = oneLayerTruth();
    EXPECT_EQ(penaltyAfterChecks(truth, readingOf(truth, 0.5)), 9);
}

TEST(AssistedCheck, AConfidentCellThatAContradictionDoubtsIsAskedAbout) {
    // Two white tops but one white stick: the engine doubts a white cell, then the other.
    const TruckTruth truth = oneLayerTruth();
    EXPECT_EQ(penaltyAfterChecks(truth, readingOf(truth, 0.99)), 9);
}

TEST(AssistedCheck, AConfidentWrongCellNothingContradictsStaysWrong) {
    // Three cells, white and a two-long grey loaded (nothing left over: 0). Read with the
    // grey's second cell bare and sure: one free cell and the grey "beside", 1 + 2 × 1 = 3.
    TruckTruth truth = oneLayerTruth();
    truth.card = TruckCard{"three", 1, {"###"}};
    truth.cargo = parseCargo("1,1,0,0,0");
    truth.top = {"WGG"};
    truth.offCard.clear();
    truth.penalty = 0;
    PhotoScore result;
    result.found = true;
    result.cardCorners = truth.cardCorners;
    result.cells = {{0, 0, Colour::White, 0.99}, {1, 0, Colour::Grey, 0.99}, {2, 0, {}, 0.99}};
    EXPECT_EQ(penaltyAfterChecks(truth, result), 3);
}

TEST(AssistedCheck, ARingedStickWhereThereIsNoneIsTakenAway) {
    const TruckTruth truth = oneLayerTruth();
    PhotoScore result = readingOf(truth, 0.5);
    OffCardStick ghost = result.offCard.front();
    ghost.colour = Colour::Violet;
    ghost.center = {300, 800};
    ghost.confidence = 0.4;
    result.offCard.push_back(ghost);
    ConditionReport report;
    addAssistedToReport(truth, result, {}, report);
    EXPECT_DOUBLE_EQ(report.rate("all", "assisted_exact"), 1.0);
    // Wrong readings: the right cell and the ghost, both ringed; 2 of 4 readings ringed.
    EXPECT_DOUBLE_EQ(report.rate("all", "flag_recall"), 1.0);
    EXPECT_DOUBLE_EQ(report.rate("all", "flagged"), 0.5);
}

TEST(AssistedCheck, NoCardNoScore) {
    const TruckTruth truth = oneLayerTruth();
    PhotoScore result = readingOf(truth, 0.5);
    result.found = false;
    EXPECT_EQ(penaltyAfterChecks(truth, result), std::nullopt);
    ConditionReport report;
    addAssistedToReport(truth, result, {}, report);
    EXPECT_DOUBLE_EQ(report.rate("all", "assisted_exact"), 0.0);
    EXPECT_EQ(report.total("all", "flagged"), 0);
}
