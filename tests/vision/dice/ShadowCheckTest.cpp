#include <packmate/vision/dice/ShadowCheck.h>

#include <gtest/gtest.h>
#include <opencv2/imgproc.hpp>

using namespace packmate::vision::dice;

namespace {

const cv::Scalar kPine(120, 170, 215); // BGR

// A pine-coloured table with a square patch of `face` colour (side 60) at (200, 200), and
// beside it a darker square standing for the die that casts the shadow.
cv::Mat table(const cv::Scalar& face) {
    cv::Mat image(400, 400, CV_8UC3, kPine);
    cv::rectangle(image, cv::Rect(170, 170, 60, 60), face, cv::FILLED);
    cv::rectangle(image, cv::Rect(110, 170, 60, 60), cv::Scalar(40, 60, 120), cv::FILLED);
    return image;
}

} // namespace

TEST(ShadowCheck, TheTableInShadowIsNoDie) {
    const cv::Vec3d ratio = faceToSurroundings(table(kPine * 0.6), {200, 200}, 60, ShadowConfig{});
    EXPECT_NEAR(ratio[0], 0.6, 0.02);
    EXPECT_NEAR(ratio[2], 0.6, 0.02);
    EXPECT_TRUE(looksLikeShadow(ratio, {}));
}

TEST(ShadowCheck, ABrownDieOnPineIsADie) {
    // Brown plastic (rendered brown die ~ BGR 20, 48, 92): darker, but not evenly.
    const cv::Vec3d ratio =
        faceToSurroundings(table(cv::Scalar(20, 48, 92)), {200, 200}, 60, ShadowConfig{});
    EXPECT_FALSE(looksLikeShadow(ratio, {}));
}

TEST(ShadowCheck, AGreyDieAsLightAsTheTableIsNoShadow) {
    const cv::Vec3d ratio = faceToSurroundings(table(kPine), {200, 200}, 60, ShadowConfig{});
    EXPECT_NEAR(ratio[1], 1.0, 0.02);
    EXPECT_FALSE(looksLikeShadow(ratio, {}));
}

TEST(ShadowCheck, LimitsAreSettings) {
    const cv::Vec3d ratio(0.6, 0.66, 0.7);
    EXPECT_FALSE(looksLikeShadow(ratio, {}));
    ShadowConfig looser;
    looser.maxSpread = 1.2;
    EXPECT_TRUE(looksLikeShadow(ratio, looser));
}

TEST(ShadowCheck, FaceAtTheImageEdgeIsMeasured) {
    const cv::Vec3d ratio = faceToSurroundings(table(kPine * 0.6), {395, 395}, 60, ShadowConfig{});
    EXPECT_GT(ratio[0], 0.0);
}
