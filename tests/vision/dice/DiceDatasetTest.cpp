// Regression thresholds of the dice reader on the held-back splits: real photos it was not
// tuned on (../shared dice-real-dev/valid) and the rendered test split (datasets/dice/test).
// The numbers and how they were measured are in docs/dice-recognition.md. The targets
// (99.5 % correct, 0.1 % misread) are NOT reached yet: these assert the measured rates
// minus a small margin, so a regression fails.
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
    // Measured 246/255 correct (96.5 %), 7 misread (2.7 %, 5 of them flagged unsure).
    EXPECT_GE(s.reader.correctRate(), 0.95);
    EXPECT_LE(s.reader.misreadRate(), 0.04);
    // Confident misreads (wrong value, not flagged) are the worst outcome: measured 2.
    EXPECT_LE(s.reader.misread - s.reader.misreadUnsure, 3);
    EXPECT_GT(s.reader.correct, s.baseline.correct);
}

TEST(DiceDataset, RenderedHeldBackSplit) {
    const fs::path folder = packmate::testing::sourceDir() / "datasets" / "dice" / "test";
    ASSERT_TRUE(fs::is_directory(folder)) << folder;
    const Scores s = evaluate(folder);
    report("datasets/dice/test", s);
    ASSERT_GT(s.reader.labelled, 300);
    // Measured 471/566 correct (83.2 %), 65 misread (11.5 %, 56 flagged), colour 439/536.
    EXPECT_GE(s.reader.correctRate(), 0.81);
    EXPECT_LE(s.reader.misreadRate(), 0.135);
    // Confident misreads (wrong value, not flagged): measured 9 (1.6 %), 36 before the
    // shifted second look at lone pips and unsureBelow 0.8.
    EXPECT_LE(s.reader.misread - s.reader.misreadUnsure, 12);
    EXPECT_GE(double(s.reader.colourCorrect), 0.79 * s.reader.colourLabelled);
    EXPECT_GT(s.reader.correct, s.baseline.correct);
}
