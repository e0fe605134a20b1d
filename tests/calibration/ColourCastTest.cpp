// Colour calibration under colour casts, measured through the truck pipeline on the rendered
// sets of datasets/calibration/casts (one folder per lamp: a calibration photo with the five
// sticks on their places, and loaded trucks on the mat).
#include <packmate/calibration/LightCheck.h>
#include <packmate/calibration/eval/ColourCastEval.h>
#include <packmate/vision/ImageLoader.h>

#include <gtest/gtest.h>

#include <filesystem>
#include <iostream>

using namespace packmate;
using namespace packmate::calibration;

namespace {

namespace fs = std::filesystem;

const fs::path kCasts = fs::path(PACKMATE_SOURCE_DIR) / "datasets/calibration/casts";
const std::vector<std::string> kLights{"neutral", "tungsten", "shade", "fluorescent"};

const std::vector<eval::ColourCastEvaluation>& evaluations() {
    static const std::vector<eval::ColourCastEvaluation> all = [] {
        std::vector<eval::ColourCastEvaluation> out;
        for (const std::string& light : kLights)
            out.push_back(eval::evaluateColourCast((kCasts / light).string()));
        std::cout << eval::colourCastTable(out);
        for (const auto& e : out)
            for (const std::string& line : e.lines)
                std::cout << "  " << e.light << " " << line << "\n";
        return out;
    }();
    return all;
}

double rate(const vision::eval::ConditionReport& report, const char* metric) {
    return report.rate("all", metric);
}

std::vector<fs::path> photos(const std::string& light, const std::string& prefix) {
    std::vector<fs::path> out;
    for (const auto& entry : fs::directory_iterator(kCasts / light))
        if (entry.path().filename().string().rfind(prefix, 0) == 0 &&
            entry.path().extension() == ".jpg")
            out.push_back(entry.path());
    std::sort(out.begin(), out.end());
    return out;
}

} // namespace

TEST(ColourCast, EveryLightIsCalibratedAndEverySceneShowsTheMat) {
    for (const auto& e : evaluations()) {
        EXPECT_GE(e.scenes, 10) << e.light;
        EXPECT_EQ(e.matsFound, e.scenes) << e.light;
        ASSERT_TRUE(e.calibration.correction.has_value()) << e.light;
        EXPECT_LT(e.calibration.correction->residual, 25.0) << e.light;
    }
}

TEST(ColourCast, CorrectionIsNeverWorse) {
    for (const auto& e : evaluations()) {
        EXPECT_LE(rate(e.corrected, "cell_error"), rate(e.plain, "cell_error") + 0.005) << e.light;
        EXPECT_GE(rate(e.corrected, "penalty_exact"), rate(e.plain, "penalty_exact")) << e.light;
        EXPECT_GE(rate(e.corrected, "card_found"), rate(e.plain, "card_found")) << e.light;
        EXPECT_LE(rate(e.corrected, "confident_wrong"), rate(e.plain, "confident_wrong"))
            << e.light;
    }
}

TEST(ColourCast, LightCheckReportsEveryCastAgainstTheNeutralCalibration) {
    const ColourCalibration neutral = evaluations().front().calibration;
    for (const std::string& light : kLights)
        for (const std::string prefix : {"colours_", "trucks_"})
            for (const fs::path& photo : photos(light, prefix)) {
                const LightCheck check = checkLight(neutral, vision::loadImage(photo.string()));
                EXPECT_EQ(check.changed, light != "neutral")
                    << light << "/" << photo.filename() << ": " << check.message;
            }
}
