#include <packmate/vision/StickEvidence.h>

#include <gtest/gtest.h>
#include <opencv2/imgproc.hpp>

#include <cmath>

using namespace packmate::vision;

namespace {

const cv::Vec3f kTable(0.80f, 0.62f, 0.50f);
const cv::Vec3f kStick(0.37f, 0.82f, 0.83f);

void fill(cv::Mat& image, const cv::RotatedRect& box, const cv::Vec3f& colour) {
    cv::Point2f corners[4];
    box.points(corners);
    std::vector<cv::Point> polygon;
    for (const cv::Point2f& p : corners)
        polygon.emplace_back(cvRound(p.x), cvRound(p.y));
    cv::fillConvexPoly(image, polygon, cv::Scalar(colour[0], colour[1], colour[2]));
}

struct Scene {
    cv::Mat relative = cv::Mat(80, 80, CV_32FC3, cv::Scalar(kTable[0], kTable[1], kTable[2]));
    cv::Mat valid = cv::Mat(80, 80, CV_8U, cv::Scalar(255));
    // A stick four cells long (8 pixels a cell) lying along x.
    cv::RotatedRect top{cv::Point2f(40, 40), cv::Size2f(32, 8), 0};
};

StickEvidence measure(const Scene& scene, cv::Point2d drop) {
    StickEvidence e;
    measureStickLook(scene.relative, scene.valid, scene.top, drop, kStick, {kTable},
                     StickLookSettings{}, e);
    return e;
}

} // namespace

// A stick standing above the table shows a darker face of its own colour where the camera
// looks past its top (here 3 pixels down the image); a flat patch of the same colour does not.
TEST(StickEvidence, TheSideFaceTheCameraSeesTellsAStickFromAFlatPatch) {
    Scene stick;
    fill(stick.relative, {cv::Point2f(40, 43), cv::Size2f(32, 8), 0}, kStick * 0.6f);
    fill(stick.relative, stick.top, kStick);
    const StickEvidence standing = measure(stick, {0, 3});
    EXPECT_GT(standing.sideFace, 0.8);
    EXPECT_GT(standing.sideDark, 0.8);
    EXPECT_GT(standing.darkRim, 0.1);

    Scene patch;
    fill(patch.relative, patch.top, kStick);
    const StickEvidence flat = measure(patch, {0, 3});
    EXPECT_LT(flat.sideFace, 0.1);
    EXPECT_LT(flat.sideDark, 0.1);
    EXPECT_LT(flat.darkRim, 0.05);
}

TEST(StickEvidence, NoSideSeenStraightFromAboveIsNeutral) {
    Scene patch;
    fill(patch.relative, patch.top, kStick);
    const StickEvidence e = measure(patch, {0, 0.5});
    EXPECT_DOUBLE_EQ(e.sideFace, 0.5);
    EXPECT_DOUBLE_EQ(e.sideDark, 0.5);
}

// The top face's colour against the stick colour and the table: a turquoise top is far nearer
// turquoise than the light brown table; a top of the table's colour is the table (shadow-like when
// darker).
TEST(StickEvidence, ColourIsMeasuredAgainstTheStickAndTheTable) {
    Scene stick;
    fill(stick.relative, stick.top, kStick);
    const StickEvidence e = measure(stick, {0, 0});
    EXPECT_LT(e.colourRatio, 0.1);
    EXPECT_GT(e.tableChroma, 0.5);
    EXPECT_NEAR(e.textureSpread, 0.0, 1e-6);

    Scene shadow;
    fill(shadow.relative, shadow.top, kTable * 0.6f);
    const StickEvidence s = measure(shadow, {0, 0});
    EXPECT_GT(s.colourRatio, 1.0);
    EXPECT_LT(s.tableChroma, 0.01);
    EXPECT_NEAR(s.tableBrightness, 0.6, 0.01);
}

TEST(StickEvidence, PixelsOutsideTheSeenTableAreLeftOut) {
    Scene stick;
    fill(stick.relative, stick.top, kStick);
    // The right half of the top face is hidden (keep-out) and shows the table colour there.
    fill(stick.relative, {cv::Point2f(60, 40), cv::Size2f(40, 80), 0}, kTable);
    stick.valid.colRange(40, 80).setTo(0);
    const StickEvidence e = measure(stick, {0, 0});
    EXPECT_LT(e.colourRatio, 0.1);
}

// The net's probability enters as its log-odds, alone and again for white and grey sticks.
TEST(StickEvidence, TheNetTopEntersAsLogOddsAloneAndForWhiteAndGreySticks) {
    StickEvidence e;
    e.netTop = 0.5;
    e.white = 1.0;
    auto f = e.features();
    const std::size_t netTop = 17, netLook = 18, netTopWhite = 19, netTopGrey = 20;
    EXPECT_STREQ(StickEvidence::names()[netTop], "netTop");
    EXPECT_STREQ(StickEvidence::names()[netLook], "netLook");
    EXPECT_STREQ(StickEvidence::names()[netTopWhite], "netTopWhite");
    EXPECT_STREQ(StickEvidence::names()[netTopGrey], "netTopGrey");
    EXPECT_NEAR(f[netTop], 0.0, 1e-12); // log(0.51 / 0.51)
    e.netTop = 0.9;
    f = e.features();
    EXPECT_NEAR(f[netTop], std::log(0.91 / 0.11), 1e-12);
    EXPECT_DOUBLE_EQ(f[netTopWhite], f[netTop]);
    EXPECT_DOUBLE_EQ(f[netTopGrey], 0.0);
    e.white = 0.0;
    e.grey = 1.0;
    e.netTop = 0.0; // the net did not run: its log-odds is low, not undefined
    f = e.features();
    EXPECT_NEAR(f[netTop], std::log(0.01 / 1.01), 1e-12);
    EXPECT_DOUBLE_EQ(f[netTopGrey], f[netTop]);
    EXPECT_DOUBLE_EQ(f[netTopWhite], 0.0);
}

TEST(StickEvidence, ProbabilityIsTheLogisticOfTheWeightedFeatures) {
    std::array<double, StickEvidence::kCount + 1> weights{};
    StickEvidence e;
    EXPECT_DOUBLE_EQ(stickProbability(e, weights), 0.5);
    weights[0] = std::log(3.0);
    EXPECT_NEAR(stickProbability(e, weights), 0.75, 1e-12);
    // shapeConfidence is the first feature, after the bias.
    weights[1] = 2.0;
    e.shapeConfidence = 1.0;
    EXPECT_NEAR(stickProbability(e, weights), 1.0 / (1.0 + std::exp(-(std::log(3.0) + 2.0))),
                1e-12);
    EXPECT_EQ(StickEvidence::names().size(), e.features().size());
    EXPECT_STREQ(StickEvidence::names()[0], "shapeConfidence");
}
