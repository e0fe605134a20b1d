// Regression thresholds of the dice reader on the held-back splits: real photos it was not
// tuned on (../shared dice-real-dev/valid) and the rendered test split (datasets/dice/test).
// The numbers and how they were measured are in vision/dice/README.md.
#include "SharedData.h"

#include <packmate/vision/ImageLoader.h>
#include <packmate/vision/dice/DiceEvaluation.h>
#include <packmate/vision/dice/DiceReader.h>
#include <packmate/vision/dice/PipClusterBaseline.h>

#include <gtest/gtest.h>

using namespace packmate::vision::dice;
namespace fs = std::filesystem;

namespace {

struct Scores {
    DiceScore reader, baseline;
};

Scores evaluate(const fs::path& folder) {
    Scores scores;
    for (const fs::path& image : labelledImages(folder)) {
        const cv::Mat bgr = packmate::vision::loadImage(image.string());
        const auto labels = loadDiceLabels(image, bgr.size());
        scores.reader += scoreDice(readDice(bgr).dice, labels);
        scores.baseline += scoreDice(readDiceBaseline(bgr), labels);
    }
    return scores;
}

void report(const std::string& name, const Scores& s) {
    std::cout << name << ": reader " << s.reader.correct << "/" << s.reader.labelled << " correct, "
              << s.reader.misread << " misread, " << s.reader.missed << " missed, "
              << s.reader.falsePositives << " false positives; baseline " << s.baseline.correct
              << " correct, " << s.baseline.misread << " misread\n";
}

} // namespace

TEST(DiceDataset, RealPhotosNotTunedOn) {
    PACKMATE_REQUIRE_SHARED();
    const fs::path folder = packmate::testing::sharedDir() / "datasets" / "dice-real-dev" / "valid";
    if (!fs::is_directory(folder)) GTEST_SKIP() << folder << " is absent";
    const Scores s = evaluate(folder);
    report("dice-real-dev/valid", s);
    ASSERT_GT(s.reader.labelled, 250);
    // Measured @CORRECT_REAL@; the target (99.5 % correct, 0.1 % misread) is not reached yet.
    EXPECT_GE(s.reader.correctRate(), @MIN_CORRECT_REAL @);
    EXPECT_LE(s.reader.misreadRate(), @MAX_MISREAD_REAL @);
    EXPECT_GT(s.reader.correct, s.baseline.correct);
}

TEST(DiceDataset, RenderedHeldBackSplit) {
    const fs::path folder = packmate::testing::sourceDir() / "datasets" / "dice" / "test";
    ASSERT_TRUE(fs::is_directory(folder)) << folder;
    const Scores s = evaluate(folder);
    report("datasets/dice/test", s);
    ASSERT_GT(s.reader.labelled, 300);
    // Measured @CORRECT_RENDERED@.
    EXPECT_GE(s.reader.correctRate(), @MIN_CORRECT_RENDERED @);
    EXPECT_LE(s.reader.misreadRate(), @MAX_MISREAD_RENDERED @);
    EXPECT_GE(double(s.reader.colourCorrect), @MIN_COLOUR_RENDERED @ * s.reader.colourLabelled);
    EXPECT_GT(s.reader.correct, s.baseline.correct);
}
