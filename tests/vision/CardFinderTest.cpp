#include "SyntheticCard.h"

#include <packmate/vision/CardFinder.h>
#include <packmate/vision/QuadRefine.h>

#include <gtest/gtest.h>
#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>

using namespace packmate::vision;

namespace {

double bestCornerError(const std::vector<CardQuad>& quads,
                       const std::array<cv::Point2d, 4>& truth) {
    double best = 1e9;
    for (const CardQuad& q : quads)
        for (int start = 0; start < 4; ++start) {
            double sum = 0;
            for (int i = 0; i < 4; ++i)
                sum += cv::norm(q.corners[(start + i) % 4] - truth[i]);
            best = std::min(best, sum / 4);
        }
    return best;
}

} // namespace

TEST(CardFinder, FindsATiltedTurnedCardToAPixel) {
    for (double yaw : {0.0, 33.0, 95.0, 200.0}) {
        const auto photo = packmate::testing::syntheticCardPhoto(yaw, 25.0);
        const auto quads = findCardCandidates(photo.image);
        ASSERT_FALSE(quads.empty()) << "yaw " << yaw;
        EXPECT_LT(bestCornerError(quads, photo.corners), 1.5) << "yaw " << yaw;
    }
}

TEST(CardFinder, SearchingRoundTheCardFindsTheSameOutlines) {
    const auto photo = packmate::testing::syntheticCardPhoto(33.0, 25.0);
    const std::vector<CardQuad> all = findCardCandidates(photo.image);
    ASSERT_FALSE(all.empty());
    cv::Rect box =
        cv::boundingRect(std::vector<cv::Point2f>(photo.corners.begin(), photo.corners.end()));
    box -= cv::Point(60, 60);
    box += cv::Size(120, 120);
    const std::vector<CardQuad> near = findCardCandidates(photo.image, {}, box);
    ASSERT_EQ(near.size(), all.size());
    for (std::size_t i = 0; i < all.size(); ++i)
        for (int k = 0; k < 4; ++k)
            EXPECT_EQ(near[i].corners[k], all[i].corners[k]);
    // A search region away from the card finds no card there.
    EXPECT_TRUE(findCardCandidates(photo.image, {}, cv::Rect(0, 0, 120, 120)).empty());
}

TEST(CardFinder, NothingOnAnEmptyTable) {
    cv::Mat table(960, 1280, CV_8UC3, cv::Scalar(40, 90, 50));
    cv::randn(table, cv::Scalar(40, 90, 50), cv::Scalar(8, 8, 8));
    EXPECT_TRUE(findCardCandidates(table).empty());
}

TEST(CardFinder, LargestInscribedQuadPicksTheCornersClockwise) {
    // A rectangle with a bump on its top side: the bump is not a corner.
    const std::vector<cv::Point> hull{{0, 0}, {50, -3}, {100, 0}, {100, 60}, {0, 60}};
    const auto quad = largestInscribedQuad(hull);
    std::vector<cv::Point2d> expected{{0, 0}, {100, 0}, {100, 60}, {0, 60}};
    for (const auto& e : expected) {
        bool present = false;
        for (const auto& q : quad)
            present |= cv::norm(q - e) < 1e-9;
        EXPECT_TRUE(present) << e;
    }
    double area = 0;
    for (int i = 0; i < 4; ++i)
        area += quad[i].x * quad[(i + 1) % 4].y - quad[(i + 1) % 4].x * quad[i].y;
    EXPECT_GT(area, 0) << "clockwise on screen (y down) has a positive shoelace area";
}

TEST(CardFinder, WhitenessIsLowSquaredOverHighForEveryPair) {
    // Every (lo, hi) pair once, with the middle channel varied and the channels permuted, in a
    // row whose width is no multiple of a vector's (the vector loop and the tail both run).
    cv::Mat pixels(256, 259, CV_8UC3, cv::Scalar(0, 0, 0));
    for (int hi = 0; hi < 256; ++hi)
        for (int lo = 0; lo <= hi; ++lo) {
            const auto mid = static_cast<uchar>((lo + hi + hi * lo) % (hi - lo + 1) + lo);
            const int perm = (hi * 7 + lo) % 3;
            cv::Vec3b& p = pixels.at<cv::Vec3b>(hi, lo);
            p[perm] = uchar(lo);
            p[(perm + 1) % 3] = mid;
            p[(perm + 2) % 3] = uchar(hi);
        }
    const cv::Mat w = whitenessMap(pixels);
    ASSERT_EQ(w.size(), pixels.size());
    for (int y = 0; y < pixels.rows; ++y)
        for (int x = 0; x < pixels.cols; ++x) {
            const cv::Vec3b p = pixels.at<cv::Vec3b>(y, x);
            const int lo = std::min({p[0], p[1], p[2]}), hi = std::max({p[0], p[1], p[2]});
            ASSERT_EQ(int(w.at<uchar>(y, x)), hi ? lo * lo / hi : 0) << x << "," << y;
        }
}

TEST(CardFinder, WhitenessIsHighOnlyForBrightNeutralPixels) {
    cv::Mat pixels(1, 3, CV_8UC3);
    pixels.at<cv::Vec3b>(0, 0) = {240, 240, 240};
    pixels.at<cv::Vec3b>(0, 1) = {40, 200, 40};
    pixels.at<cv::Vec3b>(0, 2) = {60, 60, 60};
    const cv::Mat w = whitenessMap(pixels);
    EXPECT_GT(w.at<uchar>(0, 0), 200);
    EXPECT_LT(w.at<uchar>(0, 1), 20);
    EXPECT_LT(w.at<uchar>(0, 2), 70);
}

TEST(CardFinder, WhiteLevelIsExceededByTheGivenShare) {
    cv::Mat whiteness(10, 100, CV_8U, cv::Scalar(100));
    whiteness(cv::Rect(0, 0, 10, 1)).setTo(230); // 1 % of the pixels
    EXPECT_EQ(whiteLevel(whiteness, 0.004), 230);
    EXPECT_EQ(whiteLevel(whiteness, 0.02), 100);
    // A row width that is no multiple of four: the last pixels count too.
    cv::Mat odd(10, 103, CV_8U, cv::Scalar(100));
    odd(cv::Rect(100, 0, 3, 10)).setTo(230); // 30 of 1030 pixels, all in the row tails
    EXPECT_EQ(whiteLevel(odd, 0.02), 230);
    EXPECT_EQ(whiteLevel(odd, 0.03), 100);
}

TEST(CardFinder, ContourHullIsOpenCvsHullOfTheWholeContour) {
    // Ragged blobs (noise closed into shapes, thin spurs, one-pixel bridges): the hull from the
    // turning points has the same points in the same order as cv::convexHull of every point.
    cv::RNG rng(7);
    int compared = 0;
    for (int trial = 0; trial < 40; ++trial) {
        cv::Mat noise(160, 200, CV_8U);
        rng.fill(noise, cv::RNG::UNIFORM, 0, 256);
        cv::GaussianBlur(noise, noise, cv::Size(0, 0), 1.0 + trial % 5);
        cv::Mat binary;
        cv::threshold(noise, binary, 128 + trial % 7, 255, cv::THRESH_BINARY);
        cv::line(binary, {10, 10 + trial}, {190, 150 - trial}, 255, 1);
        std::vector<std::vector<cv::Point>> contours;
        cv::findContours(binary, contours, cv::RETR_EXTERNAL, cv::CHAIN_APPROX_NONE);
        for (const auto& contour : contours) {
            std::vector<cv::Point> expected;
            cv::convexHull(contour, expected);
            ASSERT_EQ(contourHull(contour), expected) << "trial " << trial;
            ++compared;
        }
    }
    EXPECT_GT(compared, 200);
}

TEST(CardFinder, WorkImageIsThePhotoShrunkByArea) {
    const auto photo = packmate::testing::syntheticCardPhoto(33.0, 25.0);
    const cv::Mat work = workImage(photo.image);
    cv::Mat expected;
    cv::resize(photo.image, expected, cv::Size(640, 480), 0, 0, cv::INTER_AREA);
    ASSERT_EQ(work.size(), expected.size());
    EXPECT_EQ(cv::norm(work, expected, cv::NORM_INF), 0.0);
    // Candidates from a work image made once are the same as from the photo.
    const std::vector<CardQuad> own = findCardCandidates(photo.image);
    const std::vector<CardQuad> shared =
        findCardCandidates(photo.image, {}, {}, nullptr, 0.0, work);
    ASSERT_EQ(own.size(), shared.size());
    for (std::size_t i = 0; i < own.size(); ++i)
        EXPECT_EQ(own[i].corners, shared[i].corners);
    // A photo no larger than the work size is its own work image.
    const cv::Mat small(300, 400, CV_8UC3, cv::Scalar(1, 2, 3));
    EXPECT_EQ(workImage(small).data, small.data);
}

TEST(CardFinder, BalancingToTheBrightestWhiteMakesItGreyAndAWarmTableLessWhite) {
    // Cool light: the card's margin comes out bluish, a pale warm table nearly as white.
    cv::Mat photo(40, 40, CV_8UC3, cv::Scalar(211, 218, 224));
    photo(cv::Rect(0, 0, 40, 4)).setTo(cv::Scalar(253, 248, 239));
    const cv::Mat white = whitenessMap(photo);
    const int level = whiteLevel(white, 0.05);
    const cv::Mat balanced = balancedToWhite(photo, white, level, 1.3);
    const cv::Vec3b margin = balanced.at<cv::Vec3b>(0, 0);
    EXPECT_LE(std::max({margin[0], margin[1], margin[2]}) -
                  std::min({margin[0], margin[1], margin[2]}),
              1);
    const cv::Mat after = whitenessMap(balanced);
    // The margin-to-table whiteness gap at least doubles.
    EXPECT_GT(after.at<uchar>(0, 0) - after.at<uchar>(20, 20),
              2 * (white.at<uchar>(0, 0) - white.at<uchar>(20, 20)));
    // The gain is bounded, and a neutral photo is returned as it is.
    const cv::Mat capped = balancedToWhite(photo, white, level, 1.01);
    EXPECT_EQ(capped.at<cv::Vec3b>(0, 0)[2], cv::saturate_cast<uchar>(239 * 1.01));
    cv::Mat grey(8, 8, CV_8UC3, cv::Scalar(200, 200, 200));
    const cv::Mat greyWhite = whitenessMap(grey);
    EXPECT_EQ(balancedToWhite(grey, greyWhite, whiteLevel(greyWhite, 0.004), 1.3).data, grey.data);
}

TEST(CardFinder, FindsABluishCardOnAPaleWarmTableUnderCoolLight) {
    auto photo = packmate::testing::syntheticCardPhoto(33.0, 25.0);
    packmate::testing::onPaleWarmTableUnderCoolLight(photo);
    // (As shot, maxWhiteGain = 1, the margin merges with the grain: no outline within 400 px.)
    CardFinderConfig balanced;
    balanced.maxWhiteGain = 1.3;
    const auto quads = findCardCandidates(photo.image, balanced);
    ASSERT_FALSE(quads.empty());
    EXPECT_LT(bestCornerError(quads, photo.corners), 3.0);
}

TEST(CardFinder, WorkRegionIsTheBoxInWorkPixelsClipped) {
    const cv::Size size(640, 480);
    EXPECT_EQ(workRegion({}, 0.5, size), cv::Rect(0, 0, 640, 480));
    EXPECT_EQ(workRegion(cv::Rect(101, 51, 200, 99), 0.5, size), cv::Rect(50, 25, 101, 50));
    EXPECT_EQ(workRegion(cv::Rect(-100, -100, 300, 300), 0.5, size), cv::Rect(0, 0, 100, 100));
    EXPECT_TRUE(workRegion(cv::Rect(2000, 0, 100, 100), 0.5, size).empty());
}

TEST(CardFinder, WorkMapsAreTheMapsOfTheWorkImage) {
    const auto photo = packmate::testing::syntheticCardPhoto(20.0, 10.0);
    const CardFinderConfig config;
    const WorkMaps maps = makeWorkMaps(photo.image, config);
    const cv::Mat work = workImage(photo.image, config);
    EXPECT_EQ(cv::norm(maps.work, work, cv::NORM_INF), 0.0);
    EXPECT_EQ(cv::norm(maps.white, whitenessMap(work), cv::NORM_INF), 0.0);
    EXPECT_EQ(maps.level, whiteLevel(whitenessMap(work), config.brightFraction));
    cv::Mat grey;
    cv::cvtColor(work, grey, cv::COLOR_BGR2GRAY);
    EXPECT_EQ(cv::norm(maps.grey, grey, cv::NORM_INF), 0.0);
}

TEST(CardFinder, BlobQuadOfARectangleIsItsOutline) {
    cv::Mat blob = cv::Mat::zeros(100, 120, CV_8U);
    cv::rectangle(blob, cv::Rect(20, 30, 60, 40), 255, cv::FILLED);
    std::vector<std::vector<cv::Point>> contours;
    cv::findContours(blob, contours, cv::RETR_EXTERNAL, cv::CHAIN_APPROX_NONE);
    ASSERT_EQ(contours.size(), 1u);
    const auto hull = contourHull(contours.front());
    const auto quad = blobQuad(contours.front(), hull, cv::contourArea(hull), 0.02);
    ASSERT_TRUE(quad.has_value());
    // Pixels 20..79 × 30..69: centres of the edge pixels inscribed, the outline half a pixel out.
    EXPECT_NEAR(std::abs(signedQuadArea(quad->inscribed)), 59.0 * 39.0, 1e-6);
    EXPECT_NEAR(std::abs(signedQuadArea(quad->outline)), 60.0 * 40.0, 1e-6);
    const std::vector<cv::Point> line{{0, 0}, {10, 0}, {20, 0}};
    EXPECT_FALSE(blobQuad(line, line, 0.0, 0.02).has_value());
}
