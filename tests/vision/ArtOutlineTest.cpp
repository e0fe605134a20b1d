#include "SyntheticCard.h"

#include <packmate/vision/ArtOutline.h>
#include <packmate/vision/QuadRefine.h>

#include <gtest/gtest.h>
#include <opencv2/imgproc.hpp>

using namespace packmate::vision;

TEST(ArtOutline, FindsTheCardByItsArtOnATableWithWhiteSquares) {
    packmate::testing::SyntheticArt art;
    art.wheels = true;
    auto photo = packmate::testing::syntheticCardPhoto(25.0, 30.0, {1280, 960}, art);
    packmate::testing::onWhiteCheckedTable(photo);
    const auto quads = findCardByArt(photo.image, photo.intrinsics, CardGeometry{});
    ASSERT_FALSE(quads.empty());
    const double diagonal = cv::norm(photo.corners[2] - photo.corners[0]);
    EXPECT_LT(cornerDistance(quads.front().corners, photo.corners), 0.01 * diagonal);
}

TEST(ArtOutline, NoCardOnABareTableWithWhiteSquares) {
    packmate::testing::SyntheticPhoto photo;
    photo.image.create(960, 1280, CV_8UC3);
    photo.intrinsics = CameraConfig{}.intrinsicsFor(photo.image.size());
    packmate::testing::onWhiteCheckedTable(photo, 160); // squares as large as a card's art
    EXPECT_TRUE(findCardByArt(photo.image, photo.intrinsics, CardGeometry{}).empty());
}

TEST(ArtOutline, AFlatColouredPatchOfTheArtsShapeIsNoCard) {
    auto photo = packmate::testing::syntheticCardPhoto(25.0, 30.0);
    packmate::testing::onWhiteCheckedTable(photo);
    // The art painted over in one colour: what is left has the art's outline and white round it.
    const auto pose = packmate::testing::truePose(photo);
    const double m = CardGeometry{}.margin;
    std::vector<cv::Point> art;
    for (const cv::Point2d& cell : {cv::Point2d(m, m), cv::Point2d(8 - m, m),
                                    cv::Point2d(8 - m, 5 - m), cv::Point2d(m, 5 - m)}) {
        const cv::Point2d p = pose.project(cell.x, cell.y);
        art.emplace_back(int(std::lround(p.x)), int(std::lround(p.y)));
    }
    cv::fillConvexPoly(photo.image, art, cv::Scalar(70, 115, 50));
    EXPECT_TRUE(findCardByArt(photo.image, photo.intrinsics, CardGeometry{}).empty());
}

TEST(ArtOutline, SearchedRoundTheCardOnlyTheMapsMadeOnceGiveTheSameOutline) {
    packmate::testing::SyntheticArt art;
    art.wheels = true;
    auto photo = packmate::testing::syntheticCardPhoto(25.0, 30.0, {1280, 960}, art);
    packmate::testing::onWhiteCheckedTable(photo);
    const CardFinderConfig config;
    const auto whole = findCardByArt(photo.image, photo.intrinsics, CardGeometry{});
    ASSERT_FALSE(whole.empty());
    const WorkMaps maps = makeWorkMaps(photo.image, config);
    const cv::Rect box =
        cv::boundingRect(std::vector<cv::Point2f>(photo.corners.begin(), photo.corners.end()));
    const int pad = box.width / 4;
    const cv::Rect round(box.x - pad, box.y - pad, box.width + 2 * pad, box.height + 2 * pad);
    const auto near =
        findCardByArt(photo.image, photo.intrinsics, CardGeometry{}, config, maps, round);
    ASSERT_FALSE(near.empty());
    EXPECT_EQ(near.front().corners, whole.front().corners);
    // Away from the card (its left quarter of the photo, the card lies right of it): nothing.
    const cv::Rect away(0, 0, std::max(1, box.x - 10), photo.image.rows);
    EXPECT_TRUE(
        findCardByArt(photo.image, photo.intrinsics, CardGeometry{}, config, maps, away).empty());
}
