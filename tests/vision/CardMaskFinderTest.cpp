#include "SyntheticCard.h"

#include <packmate/engine/Json.h>
#include <packmate/vision/CardMaskFinder.h>
#include <packmate/vision/ImageLoader.h>

#include <gtest/gtest.h>
#include <opencv2/imgproc.hpp>

#include <filesystem>
#include <string>

using namespace packmate::vision;

namespace {

// A soft card mask (probability 0.95 inside): the quad drawn at 8× and shrunk.
cv::Mat softMask(const std::array<cv::Point2d, 4>& quad, cv::Size size = {96, 72}) {
    cv::Mat big = cv::Mat::zeros(size * 8, CV_32F);
    std::vector<cv::Point> points;
    for (const cv::Point2d& p : quad)
        points.emplace_back(int(std::lround((p.x * 8 - 0.5) * 16)),
                            int(std::lround((p.y * 8 - 0.5) * 16)));
    cv::fillPoly(big, std::vector<std::vector<cv::Point>>{points}, cv::Scalar(0.95), cv::LINE_8, 4);
    cv::Mat mask;
    cv::resize(big, mask, size, 0, 0, cv::INTER_AREA);
    return mask;
}

double bestCornerError(const CardQuad& quad, const std::array<cv::Point2d, 4>& truth) {
    double best = 1e9;
    for (int start = 0; start < 4; ++start) {
        double worst = 0;
        for (int i = 0; i < 4; ++i)
            worst = std::max(worst, cv::norm(quad.corners[(start + i) % 4] - truth[i]));
        best = std::min(best, worst);
    }
    return best;
}

} // namespace

TEST(CardMaskFinder, OutlineOfASoftMaskToAFractionOfAPixel) {
    const std::array<cv::Point2d, 4> truth{cv::Point2d(30.3, 20.6), cv::Point2d(62.8, 26.1),
                                           cv::Point2d(58.4, 48.9), cv::Point2d(25.9, 43.4)};
    const auto outlines = maskOutlines(softMask(truth));
    ASSERT_EQ(outlines.size(), 1u);
    EXPECT_LT(bestCornerError(outlines.front(), truth), 0.35);
    EXPECT_TRUE(outlines.front().edgesFound);
    EXPECT_FALSE(outlines.front().looseBlob);
}

TEST(CardMaskFinder, ARoundedBlobGivesALooseOutline) {
    // A blurred mask on a pale table: the card's corners rounded off (radius 8 mask pixels).
    cv::Mat rounded = cv::Mat::zeros(72, 96, CV_32F);
    const int r = 8;
    cv::rectangle(rounded, cv::Point(30 + r, 22), cv::Point(66 - r, 48), cv::Scalar(0.9),
                  cv::FILLED);
    cv::rectangle(rounded, cv::Point(30, 22 + r), cv::Point(66, 48 - r), cv::Scalar(0.9),
                  cv::FILLED);
    for (const cv::Point centre : {cv::Point(30 + r, 22 + r), cv::Point(66 - r, 22 + r),
                                   cv::Point(66 - r, 48 - r), cv::Point(30 + r, 48 - r)})
        cv::circle(rounded, centre, r, cv::Scalar(0.9), cv::FILLED);
    const auto outlines = maskOutlines(rounded);
    ASSERT_EQ(outlines.size(), 1u);
    EXPECT_TRUE(outlines.front().looseBlob);
    CardFinderConfig strict;
    strict.maskLooseSolidity = strict.minSolidity;
    EXPECT_TRUE(maskOutlines(rounded, strict).empty());
}

TEST(CardMaskFinder, NoOutlineWithoutACardShapedBlob) {
    EXPECT_TRUE(maskOutlines(cv::Mat::zeros(72, 96, CV_32F)).empty());
    cv::Mat round = cv::Mat::zeros(72, 96, CV_32F);
    cv::circle(round, {48, 36}, 20, cv::Scalar(0.9), cv::FILLED);
    EXPECT_TRUE(maskOutlines(round).empty()) << "a disc is no card";
    cv::Mat speck = cv::Mat::zeros(72, 96, CV_32F);
    cv::rectangle(speck, cv::Rect(10, 10, 4, 3), cv::Scalar(0.9), cv::FILLED);
    EXPECT_TRUE(maskOutlines(speck).empty()) << "too small";
    cv::Mat faint = softMask({cv::Point2d(30, 20), cv::Point2d(62, 20), cv::Point2d(62, 44),
                              cv::Point2d(30, 44)}) *
                    0.4;
    EXPECT_TRUE(maskOutlines(faint).empty()) << "below the mask threshold";
}

TEST(CardMaskFinder, AMaskFromTheHalvedPhotoIsTheSame) {
    const auto photo = packmate::testing::syntheticCardPhoto(33.0, 25.0);
    double ownScale = 0.0, sharedScale = 0.0;
    const cv::Mat own = CardMaskNet::builtIn().cardMask(photo.image, ownScale);
    cv::Mat half;
    cv::resize(photo.image, half, cv::Size(640, 480), 0, 0, cv::INTER_AREA);
    const cv::Mat shared = CardMaskNet::builtIn().cardMask(photo.image, sharedScale, half);
    EXPECT_EQ(ownScale, sharedScale);
    ASSERT_EQ(own.size(), shared.size());
    EXPECT_EQ(cv::norm(own, shared, cv::NORM_INF), 0.0);
    // A half of the wrong size is not used.
    const cv::Mat wrong(10, 10, CV_8UC3, cv::Scalar(255, 255, 255));
    const cv::Mat ignored = CardMaskNet::builtIn().cardMask(photo.image, sharedScale, wrong);
    EXPECT_EQ(cv::norm(own, ignored, cv::NORM_INF), 0.0);
}

TEST(CardMaskFinder, NothingOnAnEmptyTable) {
    cv::Mat table(960, 1280, CV_8UC3);
    cv::randn(table, cv::Scalar(40, 90, 50), cv::Scalar(8, 8, 8));
    EXPECT_TRUE(findCardByMask(table).empty());
}

TEST(CardMaskFinder, FindsTheCardOnRenderedScenes) {
    const std::filesystem::path dir =
        std::filesystem::path(PACKMATE_SOURCE_DIR) / "datasets/trucks/dev";
    if (!std::filesystem::exists(dir)) GTEST_SKIP() << dir << " is absent";
    int found = 0, tried = 0;
    for (int i = 0; i < 150; i += 15) {
        char name[32];
        std::snprintf(name, sizeof name, "dev_%04d", i);
        const auto json = packmate::readJsonFile((dir / (std::string(name) + ".json")).string());
        std::array<cv::Point2d, 4> truth;
        for (int k = 0; k < 4; ++k)
            truth[k] = {json.at("card_corners")[k][0].get<double>(),
                        json.at("card_corners")[k][1].get<double>()};
        const auto quads = findCardByMask(loadImage((dir / (std::string(name) + ".jpg")).string()));
        ++tried;
        if (!quads.empty() && bestCornerError(quads.front(), truth) < 3.0) ++found;
    }
    EXPECT_GE(found, tried - 1);
}

TEST(CardMaskFinder, MaskBlobAreaIsTheBlobUnderTheQuadsCentre) {
    // Two blobs: 30 × 20 and 10 × 10 mask pixels, 4 image pixels each way per mask pixel.
    cv::Mat mask = cv::Mat::zeros(72, 96, CV_32F);
    mask(cv::Rect(10, 10, 30, 20)).setTo(0.9);
    mask(cv::Rect(60, 40, 10, 10)).setTo(0.9);
    CardQuad part; // a quarter of the large blob
    part.corners = {cv::Point2d(40, 40), {100, 40}, {100, 80}, {40, 80}};
    EXPECT_DOUBLE_EQ(maskBlobArea(mask, 4.0, part, 0.5), 30 * 20 * 16.0);
    CardQuad small;
    small.corners = {cv::Point2d(240, 160), {280, 160}, {280, 200}, {240, 200}};
    EXPECT_DOUBLE_EQ(maskBlobArea(mask, 4.0, small, 0.5), 10 * 10 * 16.0);
    CardQuad off;
    off.corners = {cv::Point2d(300, 20), {340, 20}, {340, 40}, {300, 40}};
    EXPECT_EQ(maskBlobArea(mask, 4.0, off, 0.5), 0.0);
    EXPECT_EQ(maskBlobArea(mask, 4.0, part, 0.95), 0.0); // below the cut: no blob
}
