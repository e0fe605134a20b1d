#include "SyntheticCard.h"

#include <packmate/engine/InputError.h>
#include <packmate/vision/CellClassifier.h>

#include <gtest/gtest.h>

using namespace packmate;
using namespace packmate::vision;

namespace {

using packmate::testing::truePose;

// A column of `height` sticks on cell (x, y) of a 3 × 5 grid: shaded sides, then the lit top.
void drawStack(cv::Mat& image, const CardPose& pose, int x, int y, int height, cv::Scalar top) {
    const CardGeometry g;
    const double u = g.gridLeft(5) + x, v = g.gridTop(3) + y;
    std::vector<cv::Point2f> corners, hull;
    for (double h : {0.0, double(height)})
        for (double du : {0.0, 1.0})
            for (double dv : {0.0, 1.0})
                corners.emplace_back(pose.project(u + du, v + dv, h));
    cv::convexHull(corners, hull);
    cv::fillConvexPoly(image, std::vector<cv::Point>(hull.begin(), hull.end()), top * 0.6);
    std::vector<cv::Point> face;
    for (const auto& [du, dv] : {std::pair{0.0, 0.0}, {1.0, 0.0}, {1.0, 1.0}, {0.0, 1.0}})
        face.emplace_back(pose.project(u + du, v + dv, height));
    cv::fillConvexPoly(image, face, top);
}

CellClassifierConfig networkOnly() {
    CellClassifierConfig config;
    config.netWeight = 1.0;
    return config;
}

} // namespace

TEST(CellClassifier, ReadsABareCardAsBare) {
    const CardGeometry g;
    const auto photo = packmate::testing::syntheticCardPhoto(30, 15);
    const CardSampler sampler(photo.image, truePose(photo), g);
    const TruckCard card("T", 2, {"#####", "#####", "#####"});
    const std::vector<CellReading> cells =
        classifyCells(sampler, card, g, &CellNet::builtIn(), defaultCellModel(), networkOnly());
    ASSERT_EQ(cells.size(), 15u);
    for (const CellReading& cell : cells) {
        EXPECT_FALSE(cell.top.has_value()) << cell.x << "," << cell.y;
        EXPECT_GT(cell.confidence, 0.5);
        EXPECT_LE(cell.confidence, 1.0);
    }
}

TEST(CellClassifier, ReadsTheTopOfLeaningStacks) {
    const CardGeometry g;
    auto photo = packmate::testing::syntheticCardPhoto(200, 20);
    const CardPose pose = truePose(photo);
    drawStack(photo.image, pose, 1, 1, 2, cv::Scalar(40, 85, 150));  // brown
    drawStack(photo.image, pose, 3, 1, 3, cv::Scalar(200, 195, 50)); // turquoise
    const CardSampler sampler(photo.image, pose, g);
    const TruckCard card("T", 3, {"#####", "#####", "#####"});
    const std::vector<std::string> rows =
        topRows(card, classifyCells(sampler, card, g, &CellNet::builtIn(), defaultCellModel(),
                                    networkOnly()));
    EXPECT_EQ(rows[1][1], 'B');
    EXPECT_EQ(rows[1][3], 'T');
    EXPECT_EQ(rows[0][0], '_');
    EXPECT_EQ(rows[2][4], '_');
}

TEST(CellNet, RejectsBytesThatAreNoModel) {
    EXPECT_THROW(CellNet(std::vector<unsigned char>{1, 2, 3}), InputError);
}
