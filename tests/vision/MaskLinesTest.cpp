#include "SyntheticCard.h"

#include <packmate/vision/MaskLines.h>
#include <packmate/vision/QuadRefine.h>

#include <gtest/gtest.h>
#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>

using namespace packmate::vision;

namespace {

// A learned mask (96 × 72 probabilities over a 1280 × 960 photo) of the card that bleeds into
// the table beside it: the card's pixels and a disc over one side.
cv::Mat bledMask(const packmate::testing::SyntheticPhoto& photo, double& imagePerMask) {
    cv::Mat region = packmate::testing::cardMaskOf(photo).clone();
    const cv::Point2d side = (photo.corners[1] + photo.corners[2]) / 2.0;
    cv::circle(region, cv::Point(int(side.x), int(side.y)), 50, 255, cv::FILLED);
    cv::Mat mask;
    region.convertTo(mask, CV_32F, 1.0 / 255.0);
    cv::resize(mask, mask, cv::Size(96, 72), 0, 0, cv::INTER_AREA);
    imagePerMask = double(photo.image.cols) / mask.cols;
    return mask;
}

double distanceToLine(const cv::Vec4f& line, cv::Point2d p) {
    return std::abs((p.x - line[2]) * line[1] - (p.y - line[3]) * line[0]);
}

} // namespace

TEST(MaskLines, FitsTheCardsWeakEdgeAcrossAPatternsStrongerOnes) {
    auto photo = packmate::testing::syntheticCardPhoto(25.0, 30.0);
    packmate::testing::onHarlequin(photo);
    cv::Mat gx, gy;
    edgeGradients(photo.image, cv::Rect(0, 0, photo.image.cols, photo.image.rows), gx, gy);
    // The right side (corner 1 → 2, clockwise) given 20 px out and turned by a few degrees.
    const cv::Point2d a = photo.corners[1], b = photo.corners[2];
    const cv::Point2d d = (b - a) / cv::norm(b - a), n(d.y, -d.x);
    const auto side = fitSideLine(a + n * 14.0, b + n * 26.0, gx, gy, 40.0, 40, 10.0, 15.0, 1.5, 8);
    ASSERT_TRUE(side.has_value());
    EXPECT_LT(distanceToLine(side->line, a), 1.5);
    EXPECT_LT(distanceToLine(side->line, b), 1.5);
    EXPECT_GT(side->share, 0.8);
}

TEST(MaskLines, FindsTheCardOnHarlequinDiamondsFromABledMask) {
    auto photo = packmate::testing::syntheticCardPhoto(25.0, 30.0);
    packmate::testing::onHarlequin(photo);
    double imagePerMask = 1.0;
    const cv::Mat mask = bledMask(photo, imagePerMask);
    const CardFinderConfig config;
    const auto quads = findCardByMaskLines(photo.image, makeWorkMaps(photo.image, config), mask,
                                           imagePerMask, CardGeometry{}, config);
    ASSERT_FALSE(quads.empty());
    const double diagonal = cv::norm(photo.corners[2] - photo.corners[0]);
    EXPECT_LT(cornerDistance(quads.front().corners, photo.corners), 0.01 * diagonal);
    EXPECT_GE(quads.front().edgeShare, config.lineMinShare);
}

// The card locator tries the mask's cuts one at a time: a cut alone gives that cut's outlines,
// and every outline of all cuts at once comes from one of the cuts.
TEST(MaskLines, EachCutAloneGivesItsOwnOutlines) {
    auto photo = packmate::testing::syntheticCardPhoto(25.0, 30.0);
    packmate::testing::onHarlequin(photo);
    double imagePerMask = 1.0;
    const cv::Mat mask = bledMask(photo, imagePerMask);
    const CardFinderConfig config;
    const WorkMaps maps = makeWorkMaps(photo.image, config);
    const auto all = findCardByMaskLines(photo.image, maps, mask, imagePerMask, {}, config);
    ASSERT_FALSE(all.empty());
    std::vector<CardQuad> byCut;
    for (const double cut : config.lineMaskCuts) {
        const auto one =
            findCardByMaskLines(photo.image, maps, mask, imagePerMask, {}, config, {&cut, 1});
        byCut.insert(byCut.end(), one.begin(), one.end());
    }
    for (const CardQuad& quad : all)
        EXPECT_TRUE(std::any_of(byCut.begin(), byCut.end(), [&](const CardQuad& q) {
            return cornerDistance(q.corners, quad.corners) < 1e-9;
        }));
    const double none[] = {1.1}; // above every probability: no blob
    EXPECT_TRUE(
        findCardByMaskLines(photo.image, maps, mask, imagePerMask, {}, config, none).empty());
}

TEST(MaskLines, NoOutlineWhereTheMaskLiesOnBareDiamonds) {
    packmate::testing::SyntheticPhoto photo;
    photo.image.create(960, 1280, CV_8UC3);
    photo.intrinsics = CameraConfig{}.intrinsicsFor(photo.image.size());
    packmate::testing::onHarlequin(photo);
    // A card-sized blob of the mask on the bare table (the net wrong): its sides cross the
    // diamonds' edges at 45 degrees, no straight edge runs along them.
    cv::Mat mask = cv::Mat::zeros(72, 96, CV_32F);
    const std::vector<cv::Point> blob{{30, 22}, {62, 20}, {64, 42}, {32, 45}};
    cv::fillConvexPoly(mask, blob, 1.0);
    const CardFinderConfig config;
    EXPECT_TRUE(findCardByMaskLines(photo.image, makeWorkMaps(photo.image, config), mask,
                                    double(photo.image.cols) / mask.cols, CardGeometry{}, config)
                    .empty());
}
