#include "SyntheticCard.h"

#include <packmate/vision/CardSampler.h>

#include <gtest/gtest.h>

using namespace packmate;
using namespace packmate::vision;

TEST(CardSampler, BrightnessMapIsTheRectifiedCardRelativeToItsWhite) {
    const CardGeometry g;
    const auto photo = packmate::testing::syntheticCardPhoto(30.0, 15.0);
    const CardSampler sampler(photo.image, packmate::testing::truePose(photo), g);
    const int ppc = 10;
    const cv::Mat map = sampler.brightnessMap(0.0, 0.0, g.cardWidth, g.cardHeight, ppc);
    ASSERT_EQ(map.type(), CV_32F);
    ASSERT_EQ(map.size(), cv::Size(80, 50));
    const double white = (240 + 245 + 246) / 3.0;
    auto at = [&](double u, double v) { return map.at<float>(int(v * ppc), int(u * ppc)); };
    EXPECT_NEAR(at(0.05, 2.5), 1.0, 0.05);                            // margin
    EXPECT_NEAR(at(1.0, 0.6), (200 + 170 + 120) / 3.0 / white, 0.05); // sky
    EXPECT_NEAR(at(1.0, 4.6), 70 / white, 0.05);                      // road
    EXPECT_NEAR(at(4.0, 2.0), 1.0, 0.05);                             // bed
    // A window of the card: the same pixels as the whole-card map.
    const cv::Mat window = sampler.brightnessMap(1.0, 4.0, 2.0, 1.0, ppc);
    EXPECT_NEAR(window.at<float>(6, 0), at(1.0, 4.6), 0.01);
}
