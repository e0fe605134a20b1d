#include "SyntheticCard.h"

#include <packmate/vision/QuadRefine.h>
#include <packmate/vision/TrimmedMargin.h>

#include <gtest/gtest.h>
#include <opencv2/imgproc.hpp>

#include <cmath>

using namespace packmate::vision;

namespace {

// The photo's table outside the card replaced by a gingham (`square` pixels): white squares
// where two white stripes cross, red where two red ones do, pink between; turned by 25 degrees
// (20 pixels: a third of a cell; squares near a cell wide are not yet trimmed off, see
// vision/README.md).
// The white squares beside the card touch its margin.
void onGingham(packmate::testing::SyntheticPhoto& photo, int square = 36) {
    const cv::Mat card = packmate::testing::cardMaskOf(photo);
    for (int y = 0; y < photo.image.rows; ++y)
        for (int x = 0; x < photo.image.cols; ++x) {
            if (card.at<uchar>(y, x)) continue;
            const double u = 0.906 * x + 0.423 * y, v = -0.423 * x + 0.906 * y;
            const int reds = int(std::floor(u / square)) % 2 + int(std::floor(v / square)) % 2;
            photo.image.at<cv::Vec3b>(y, x) = reds == 0   ? cv::Vec3b(225, 232, 236)
                                              : reds == 1 ? cv::Vec3b(140, 140, 200)
                                                          : cv::Vec3b(45, 40, 180);
        }
    cv::polylines(photo.image, packmate::testing::cardOutlineOf(photo), true,
                  cv::Scalar(240, 245, 246), 2);
}

} // namespace

TEST(TrimmedMargin, FindsTheCardWhoseMarginJoinsAGinghamsWhiteSquares) {
    packmate::testing::SyntheticArt art;
    art.wheels = true;
    auto photo = packmate::testing::syntheticCardPhoto(25.0, 30.0, {1280, 960}, art);
    onGingham(photo, 20);
    const auto quads = findCardByTrimmedMargin(photo.image, photo.intrinsics, CardGeometry{});
    ASSERT_FALSE(quads.empty());
    const double diagonal = cv::norm(photo.corners[2] - photo.corners[0]);
    EXPECT_LT(cornerDistance(quads.front().corners, photo.corners), 0.015 * diagonal);
}

TEST(TrimmedMargin, NoCardOnABareGingham) {
    packmate::testing::SyntheticPhoto photo;
    photo.image.create(960, 1280, CV_8UC3);
    photo.intrinsics = CameraConfig{}.intrinsicsFor(photo.image.size());
    onGingham(photo, 120);
    EXPECT_TRUE(findCardByTrimmedMargin(photo.image, photo.intrinsics, CardGeometry{}).empty());
}

TEST(TrimmedMargin, SearchedRoundTheCardOnlyTheSameOutline) {
    packmate::testing::SyntheticArt art;
    art.wheels = true;
    auto photo = packmate::testing::syntheticCardPhoto(25.0, 30.0, {1280, 960}, art);
    onGingham(photo, 20);
    const CardFinderConfig config;
    const auto whole = findCardByTrimmedMargin(photo.image, photo.intrinsics, CardGeometry{});
    ASSERT_FALSE(whole.empty());
    const cv::Rect box =
        cv::boundingRect(std::vector<cv::Point2f>(photo.corners.begin(), photo.corners.end()));
    const int pad = box.width / 2;
    const cv::Rect round(box.x - pad, box.y - pad, box.width + 2 * pad, box.height + 2 * pad);
    const auto near = findCardByTrimmedMargin(photo.image, photo.intrinsics, CardGeometry{}, config,
                                              makeWorkMaps(photo.image, config), round);
    ASSERT_FALSE(near.empty());
    const double diagonal = cv::norm(photo.corners[2] - photo.corners[0]);
    EXPECT_LT(cornerDistance(near.front().corners, photo.corners), 0.015 * diagonal);
}
