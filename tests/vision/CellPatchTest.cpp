#include "SyntheticCard.h"

#include <packmate/vision/CellPatch.h>

#include <gtest/gtest.h>

using namespace packmate;
using namespace packmate::vision;

namespace {

using packmate::testing::truePose;

float at(const cv::Mat& patch, int channel, int row, int col) {
    return patch.ptr<float>(channel)[row * patch.size[2] + col];
}

} // namespace

TEST(CellPatch, StackLeanGrowsWithTheTilt) {
    const CardGeometry g;
    const double u = g.cardWidth / 2, v = g.cardHeight / 2;
    const cv::Point2d straight =
        stackLean(truePose(packmate::testing::syntheticCardPhoto(0, 0)), u, v);
    EXPECT_LT(cv::norm(straight), 0.02);
    // 20 cells away at 25° off the normal: a stick top one cell up is seen tan(25°) ≈ 0.47 cells
    // off its foot.
    const cv::Point2d tilted =
        stackLean(truePose(packmate::testing::syntheticCardPhoto(0, 25)), u, v);
    EXPECT_NEAR(cv::norm(tilted), 0.47, 0.08);
}

TEST(CellPatch, PlanesAboveTheLayersRepeatTheTopPlaneAndConstantsAreSet) {
    const CardGeometry g;
    const auto photo = packmate::testing::syntheticCardPhoto(30, 20);
    const CardPose pose = truePose(photo);
    const CardSampler sampler(photo.image, pose, g);
    const TruckCard card("T", 2, {"#####", "#####", "#####"});
    const CellClassifierConfig config;
    const cv::Mat patch = cellPatch(sampler, card, g, 2, 1, config);
    const int n = config.netPatchPixels;
    ASSERT_EQ(patch.dims, 3);
    EXPECT_EQ(patch.size[0], kCellPatchChannels);
    EXPECT_EQ(patch.size[1], n);
    EXPECT_EQ(patch.size[2], n);
    // The bare white bed at the centre of the card face plane, relative to the card white.
    for (int c = 0; c < 3; ++c)
        EXPECT_NEAR(at(patch, c, n / 2, n / 2), 1.0, 0.06);
    for (int k = 3; k < kCellPatchPlanes; ++k)
        for (int c = 0; c < 3; ++c)
            EXPECT_EQ(at(patch, 3 * k + c, 5, 7), at(patch, 3 * 2 + c, 5, 7));
    const int layers = 3 * kCellPatchPlanes;
    EXPECT_EQ(at(patch, layers + 0, 0, 0), 0.f);
    EXPECT_EQ(at(patch, layers + 1, 3, 4), 1.f);
    EXPECT_EQ(at(patch, layers + 2, n - 1, n - 1), 0.f);
    const cv::Point2d lean = stackLean(pose, g.gridLeft(5) + 2.5, g.gridTop(3) + 1.5);
    EXPECT_FLOAT_EQ(at(patch, kCellPatchChannels - 2, 1, 2), float(lean.x));
    EXPECT_FLOAT_EQ(at(patch, kCellPatchChannels - 1, n - 1, 0), float(lean.y));
    EXPECT_GT(cv::norm(lean), 0.2);
}

TEST(CellPatch, EachPlaneIsTheRelativePatchChannelByChannel) {
    const CardGeometry g;
    const auto photo = packmate::testing::syntheticCardPhoto(200, 20);
    const CardSampler sampler(photo.image, truePose(photo), g);
    const TruckCard card("T", 3, {"#####", "#####", "#####"});
    const CellClassifierConfig config;
    const cv::Mat patch = cellPatch(sampler, card, g, 1, 2, config);
    const int n = config.netPatchPixels;
    for (int k = 0; k < kCellPatchPlanes; ++k) {
        const cv::Mat relative = sampler.relativePatch(g.gridLeft(5) + 1.5, g.gridTop(3) + 2.5,
                                                       std::min(k, 3), config.netPatchSide, n);
        for (int r = 0; r < n; ++r)
            for (int c = 0; c < n; ++c)
                for (int b = 0; b < 3; ++b)
                    ASSERT_EQ(at(patch, 3 * k + b, r, c), relative.at<cv::Vec3f>(r, c)[b])
                        << "plane " << k << " pixel " << r << "," << c << " channel " << b;
    }
}
