#include "SyntheticPhoto.h"

#include <packmate/calibration/MatFinder.h>
#include <packmate/calibration/MatRenderer.h>
#include <packmate/engine/InputError.h>

#include <gtest/gtest.h>
#include <opencv2/imgproc.hpp>

#include <iostream>

using namespace packmate::calibration;
using packmate::testing::SyntheticPhoto;

namespace {

constexpr double kDpi = 150;

// Worst distance, in mm, between where the detection puts known mat points and where they are.
double worstErrorMm(const MatDetection& detection, const SyntheticPhoto& photo) {
    const MatLayout& mat = detection.layout;
    std::vector<cv::Point2d> points{{mat.cardPlace.centreX(), mat.cardPlace.centreY()},
                                    {mat.sticksZone.x, mat.sticksZone.y + mat.sticksZone.height},
                                    {mat.diceZone.centreX(), mat.diceZone.centreY()},
                                    {mat.widthMm / 2, 5.0},
                                    {5.0, mat.heightMm / 2},
                                    {mat.widthMm - 5.0, mat.heightMm - 5.0}};
    for (const auto& place : mat.stickPlaces)
        points.emplace_back(place.place.centreX(), place.place.centreY());
    double worst = 0;
    for (const cv::Point2d& mm : points) {
        const cv::Point2d found = detection.toMm(photo.toImage(mm));
        worst = std::max(worst, std::hypot(found.x - mm.x, found.y - mm.y));
    }
    int retried = 0;
    for (const auto& s : detection.sightings)
        retried += s.foundOnRetry ? 1 : 0;
    std::cout << "[ measured ] markers " << detection.sightings.size() << " (" << retried
              << " on retry), worst error " << worst << " mm, corner residual "
              << detection.residualMm << " mm\n";
    return worst;
}

SyntheticPhoto tiltedPhoto(Paper paper) {
    const cv::Mat flat = renderMat(matLayout(paper), kDpi);
    return packmate::testing::warpFlat(flat, pixelsPerMm(kDpi), {1600, 1200},
                                       {{520, 90}, {1180, 140}, {1330, 1110}, {330, 1060}});
}

} // namespace

TEST(MatFinder, FindsAFlatRenderingExactly) {
    const cv::Mat flat = renderMat(matLayout(Paper::A4), kDpi);
    const MatDetection detection = requireMat(flat);
    EXPECT_EQ(detection.sightings.size(), 4U);
    EXPECT_EQ(detection.layout.matId, "A4");
    EXPECT_NEAR(detection.mmPerPixel, 25.4 / kDpi, 0.002);
    SyntheticPhoto identity{
        flat, cv::Matx33d(pixelsPerMm(kDpi), 0, -0.5, 0, pixelsPerMm(kDpi), -0.5, 0, 0, 1)};
    EXPECT_LT(worstErrorMm(detection, identity), 0.5);
}

TEST(MatFinder, HomographyWithin1MmAfterTiltNoiseAndBlur) {
    for (Paper paper : {Paper::A4, Paper::Letter}) {
        SyntheticPhoto photo = tiltedPhoto(paper);
        cv::GaussianBlur(photo.image, photo.image, {5, 5}, 1.2);
        packmate::testing::addNoise(photo.image, 12, 7);
        const MatDetection detection = requireMat(photo.image);
        EXPECT_EQ(detection.sightings.size(), 4U) << paperName(paper);
        EXPECT_LT(worstErrorMm(detection, photo), 1.0) << paperName(paper);
        EXPECT_LT(detection.residualMm, 1.0);
    }
}

TEST(MatFinder, WorksWithThreeMarkers) {
    SyntheticPhoto photo = tiltedPhoto(Paper::A4);
    const MatLayout mat = matLayout(Paper::A4);
    const MatMarker& hidden = mat.marker(MatCorner::BottomLeft);
    packmate::testing::drawBar(photo, {hidden.xMm - 3, hidden.yMm + hidden.sizeMm / 2},
                               {hidden.xMm + hidden.sizeMm + 3, hidden.yMm + hidden.sizeMm / 2},
                               hidden.sizeMm + 6, cv::Scalar(40));
    const MatDetection detection = requireMat(photo.image);
    EXPECT_EQ(detection.sightings.size(), 3U);
    EXPECT_FALSE(detection.seen(MatCorner::BottomLeft));
    EXPECT_TRUE(detection.seen(MatCorner::TopLeft));
    EXPECT_LT(worstErrorMm(detection, photo), 1.0);
}

TEST(MatFinder, StickAcrossOneCodeStillGivesTheMatWithin1Mm) {
    SyntheticPhoto photo = tiltedPhoto(Paper::A4);
    const MatMarker& covered = matLayout(Paper::A4).marker(MatCorner::TopRight);
    // A 10 mm stick across the code's lower middle, clear of its three finder patterns.
    packmate::testing::drawBar(photo, {covered.xMm + 12, covered.yMm + covered.sizeMm + 20},
                               {covered.xMm + 20, covered.yMm + 14}, 8, cv::Scalar(60));
    packmate::testing::addNoise(photo.image, 8, 3);
    const MatDetection detection = requireMat(photo.image);
    EXPECT_GE(detection.sightings.size(), 3U);
    EXPECT_LT(worstErrorMm(detection, photo), 1.0);
}

TEST(MatFinder, TwoMarkersAreNotEnough) {
    SyntheticPhoto photo = tiltedPhoto(Paper::A4);
    for (MatCorner corner : {MatCorner::BottomLeft, MatCorner::BottomRight}) {
        const MatMarker& m = matLayout(Paper::A4).marker(corner);
        packmate::testing::drawBar(photo, {m.xMm - 3, m.yMm + m.sizeMm / 2},
                                   {m.xMm + m.sizeMm + 3, m.yMm + m.sizeMm / 2}, m.sizeMm + 6,
                                   cv::Scalar(40));
    }
    const MatSearch search = findMat(photo.image);
    EXPECT_FALSE(search.detection.has_value());
    EXPECT_EQ(search.sightings.size(), 2U);
    EXPECT_NE(search.problem.find("2 of 4"), std::string::npos) << search.problem;
    EXPECT_THROW(requireMat(photo.image), packmate::InputError);
}

TEST(MatFinder, RectifiedMatLooksLikeTheRendering) {
    const SyntheticPhoto photo = tiltedPhoto(Paper::A4);
    const MatDetection detection = requireMat(photo.image);
    const cv::Mat rectified = rectifyMat(photo.image, detection, 2.0);
    ASSERT_EQ(rectified.size(), cv::Size(420, 594));
    const MatLayout& mat = detection.layout;
    const auto sample = [&](double xMm, double yMm) {
        return rectified.at<std::uint8_t>(int(yMm * 2), int(xMm * 2));
    };
    EXPECT_LT(sample(mat.patches[2].place.centreX(), mat.patches[2].place.centreY()),
              40); // black patch
    EXPECT_GT(sample(mat.patches[0].place.centreX(), mat.patches[0].place.centreY()),
              215); // white patch
}

TEST(MatFinder, ReadsAllCodesDownTo2PixelsPerMm) {
    // 2 px/mm: a whole A4 mat in 420 × 594 pixels, codes of ~2 px per module. Below ~1.7 px/mm
    // ZXing no longer reads them (measured, not asserted).
    const cv::Mat flat = renderMat(matLayout(Paper::A4), 300);
    cv::Mat small;
    const double scale = 2.0 / pixelsPerMm(300);
    cv::resize(flat, small, {}, scale, scale, cv::INTER_AREA);
    cv::GaussianBlur(small, small, {0, 0}, 0.7);
    const MatDetection detection = requireMat(small);
    EXPECT_EQ(detection.sightings.size(), 4U);
    EXPECT_NEAR(detection.mmPerPixel, 0.5, 0.01);
}
