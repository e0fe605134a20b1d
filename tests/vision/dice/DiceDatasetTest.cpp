// Regression thresholds of the dice reader on the held-back splits: real photos it was not
// tuned on (../shared dice-real-dev/valid) and the rendered test split (datasets/dice/test,
// seed 2). The numbers and how they were measured are in docs/dice-recognition.md. The
// targets (99.5 % correct = confident and right, 0.1 % misread = confident and wrong) are
// NOT reached yet: these assert the measured rates minus a small margin, so a regression
// fails.
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
              << s.reader.misread << " misread, " << s.reader.abstained << " abstained ("
              << s.reader.abstainedWrong << " of them wrong), " << s.reader.missed << " missed, "
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
    // Correct = read confidently and right; an unsure die is abstained, not correct.
    // Measured (twelfth round, dice-v7: patch-stem finder, strided classifier, weak peaks)
    // 252/255 correct (98.8 %), 1 misread, 2 abstained (1 of them a wrong value), 0 missed,
    // 1 false positive; eleventh round (c3) 250, 1, 3, 1, 3.
    EXPECT_GE(s.reader.correctRate(), 0.985);
    EXPECT_LE(s.reader.misread, 1);
    EXPECT_LE(s.reader.abstained, 4);
    EXPECT_LE(s.reader.falsePositives, 3);
    EXPECT_GT(s.reader.correct, s.baseline.correct);
}

TEST(DiceDataset, RenderedHeldBackSplit) {
    const fs::path folder = packmate::testing::sourceDir() / "datasets" / "dice" / "test";
    ASSERT_TRUE(fs::is_directory(folder)) << folder;
    const Scores s = evaluate(folder);
    report("datasets/dice/test", s);
    ASSERT_GT(s.reader.labelled, 500);
    // Measured (twelfth round, dice-v7) 532/539 correct (98.7 %), 0 misread, 5 abstained (1 of
    // them a wrong value), 2 missed, 7 false positives, colour 535/537 (99.6 %); eleventh round
    // (c3) 526, 0, 9, 4, 7; before c3 511, 0, 24, 4, 10.
    EXPECT_GE(s.reader.correctRate(), 0.985);
    EXPECT_LE(s.reader.misread, 1);
    EXPECT_LE(s.reader.abstained, 8);
    EXPECT_LE(s.reader.falsePositives, 9);
    EXPECT_GE(double(s.reader.colourCorrect), 0.98 * s.reader.colourLabelled);
    EXPECT_GT(s.reader.correct, s.baseline.correct);
}
