#include <packmate/vision/StickSideFinder.h>

#include <gtest/gtest.h>
#include <opencv2/imgproc.hpp>

#include <cmath>

using namespace packmate::vision;

namespace {

// A wood-brown table plane (relative to the card white) at 8 pixels per cell; the stick is of
// the table's own colour, so only its height shows it.
const cv::Vec3f kBrown(0.62f, 0.45f, 0.30f);
const cv::Vec3f kDarkBrown(0.22f, 0.16f, 0.11f);

struct Plane {
    cv::Mat relative = cv::Mat(160, 160, CV_32FC3, cv::Scalar(kBrown[0], kBrown[1], kBrown[2]));
    cv::Mat free = cv::Mat(160, 160, CV_8U, cv::Scalar(255));
    // The camera sees the table under a top-plane point 3 pixels further down (+y).
    cv::Matx33d topToTable = cv::Matx33d(1, 0, 0, 0, 1, 3, 0, 0, 1);
};

void fill(cv::Mat& image, cv::Rect r, const cv::Vec3f& c) {
    image(r).setTo(cv::Scalar(c[0], c[1], c[2]));
}

SideFindSettings brownStick() {
    SideFindSettings s;
    s.length = 24.0; // 3 cells
    s.width = 8.0;
    return s;
}

} // namespace

// A brown stick lying along x on brown wood: its top face is the table's colour, but the camera
// sees its dark side face below it (towards the drop, +y) and it casts a shadow there too.
TEST(StickSideFinder, FindsAStickOfTheTablesColourByItsSideFace) {
    Plane p;
    fill(p.relative, cv::Rect(60, 88, 24, 4), kDarkBrown); // side face and shadow below the top
    const auto tops = findTopsBySide(p.relative, p.free, kBrown, p.topToTable, brownStick());
    ASSERT_EQ(tops.size(), 1u);
    EXPECT_NEAR(tops[0].center.x, 72.0, 2.0);
    EXPECT_NEAR(tops[0].center.y, 84.0, 1.5); // above the band: the top face is at y 80-88
    const double angle = std::fmod(std::abs(tops[0].angle) + 180.0, 180.0);
    EXPECT_TRUE(angle < 10.0 || angle > 170.0) << tops[0].angle;
}

// A plain brown table has no stick, and a band of another chroma beside the top is no side face
// of a brown stick (a red stripe, say).
TEST(StickSideFinder, FindsNoneWithoutADarkBandOfTheSticksPaint) {
    Plane p;
    EXPECT_TRUE(findTopsBySide(p.relative, p.free, kBrown, p.topToTable, brownStick()).empty());
    fill(p.relative, cv::Rect(60, 88, 24, 4), cv::Vec3f(0.35f, 0.02f, 0.02f));
    EXPECT_TRUE(findTopsBySide(p.relative, p.free, kBrown, p.topToTable, brownStick()).empty());
}

// A dark stripe much longer than the stick is table pattern, not a side face.
TEST(StickSideFinder, ALongStripeIsNoStick) {
    Plane p;
    fill(p.relative, cv::Rect(10, 88, 140, 4), kDarkBrown);
    EXPECT_TRUE(findTopsBySide(p.relative, p.free, kBrown, p.topToTable, brownStick()).empty());
}

// A dark band touching the keep-out is the card load's shadow, not a stick's side face.
TEST(StickSideFinder, ABandAtTheKeepOutIsTheLoadsShadow) {
    Plane p;
    fill(p.relative, cv::Rect(60, 88, 24, 4), kDarkBrown);
    p.free(cv::Rect(84, 70, 40, 40)).setTo(0);
    EXPECT_TRUE(findTopsBySide(p.relative, p.free, kBrown, p.topToTable, brownStick()).empty());
}

// Round a stick found before, as StickFinder places it at 8 pixels per cell.
SideFindArea areaBeside(const Plane& p, const cv::RotatedRect& found) {
    return sideFindArea(p.free, {found}, brownStick());
}

// One brown top found beside the stick `found`, centred at (x, y) (along the band within 2.5
// pixels, across within 1.5).
void expectOneTopBeside(const Plane& p, const cv::RotatedRect& found, double x, double y) {
    const auto tops =
        findTopsBySide(p.relative, areaBeside(p, found), kBrown, p.topToTable, brownStick());
    ASSERT_EQ(tops.size(), 1u);
    EXPECT_NEAR(tops[0].center.x, x, 2.5);
    EXPECT_NEAR(tops[0].center.y, y, 1.5);
}

// A brown stick lying end to end with a violet one found before it: its band runs on into the
// violet stick's side face, which is that stick's own (it reaches the violet top's rim); what
// lies beyond the violet's end is still the brown stick's band.
TEST(StickSideFinder, ABandRunningOnIntoAFoundSticksSideFaceStillShowsItsStick) {
    Plane p;
    fill(p.relative, cv::Rect(60, 88, 70, 4), kDarkBrown); // both side faces, end to end
    expectOneTopBeside(p, cv::RotatedRect(cv::Point2f(110, 84), cv::Size2f(40, 8), 0.f), 72.0,
                       84.0);
}

// A violet stick found before, lit from below: its shadow, a dark band along it, has the table's
// colour on its far side and would pass for a brown stick's side face, were it not joined to the
// violet top.
TEST(StickSideFinder, AFoundSticksOwnShadowIsNoStick) {
    Plane p;
    fill(p.relative, cv::Rect(60, 74, 40, 5), kDarkBrown); // shadow above the violet top
    const cv::RotatedRect violet(cv::Point2f(80, 84), cv::Size2f(40, 8), 0.f);
    SideFindArea unaware = areaBeside(p, violet);
    unaware.alongside.setTo(0);
    ASSERT_EQ(findTopsBySide(p.relative, unaware, kBrown, p.topToTable, brownStick()).size(), 1u);
    EXPECT_TRUE(
        findTopsBySide(p.relative, areaBeside(p, violet), kBrown, p.topToTable, brownStick())
            .empty());
}

// A brown stick lying side by side with a violet one found before it (a pixel apart), its own
// side face on the far side: parted from the violet top by the brown top, that band is the brown
// stick's, though it lies in the strip alongside the violet one.
TEST(StickSideFinder, AStickBesideAFoundOneIsFoundByItsOwnBand) {
    Plane p;
    fill(p.relative, cv::Rect(60, 81, 40, 7), cv::Vec3f(0.55f, 0.35f, 0.65f)); // violet top
    fill(p.relative, cv::Rect(64, 98, 24, 4), kDarkBrown); // brown side face below its top
    expectOneTopBeside(p, cv::RotatedRect(cv::Point2f(80, 84.5f), cv::Size2f(40, 7), 0.f), 76.0,
                       94.0);
}
