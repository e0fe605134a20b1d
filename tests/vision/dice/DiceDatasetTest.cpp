// Regression thresholds of the dice reader on the held-back splits: real photos it was not
// tuned on (../shared dice-real-dev/valid) and the rendered test split (datasets/dice/test,
// seed 2). The numbers and how they were measured are in docs/dice-recognition.md. The
// targets (99.5 % correct = confident and right, 0.1 % misread = confident and wrong) are
// asserted on the real photos, with the one label found wrong there corrected
// (datasets/dice/real-label-errata.json); on the rendered split they are NOT reached yet, and
// the measured rates minus a small margin are asserted, so a regression fails.
#include "SharedData.h"

#include <packmate/vision/ImageLoader.h>
#include <packmate/vision/dice/DiceEvaluation.h>
#include <packmate/vision/dice/DiceReader.h>
#include <packmate/vision/dice/LabelErrata.h>
#include <packmate/vision/dice/PipClusterBaseline.h>

#include <gtest/gtest.h>

using namespace packmate::vision::dice;
namespace fs = std::filesystem;

namespace {

struct Scores {
    DiceScore reader, baseline;
    DiceScore readerAsLabelled; // without the errata
    int corrected = 0;
};

Scores evaluate(const fs::path& folder, const std::vector<LabelErratum>& errata = {}) {
    Scores scores;
    for (const fs::path& image : labelledImages(folder)) {
        const cv::Mat bgr = packmate::vision::loadImage(image.string());
        const auto asLabelled = loadDiceLabels(image, bgr.size());
        auto labels = asLabelled;
        scores.corrected += applyLabelErrata(errata, image, labels);
        const auto dice = readDice(bgr).dice;
        scores.reader += scoreDice(dice, labels);
        scores.readerAsLabelled += scoreDice(dice, asLabelled);
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
    const auto errata = loadLabelErrata(packmate::testing::sourceDir() / "datasets" / "dice" /
                                        "real-label-errata.json");
    const Scores s = evaluate(folder, errata);
    report("dice-real-dev/valid", s);
    std::cout << "  as labelled (without the " << s.corrected << " erratum): reader "
              << s.readerAsLabelled.correct << " correct, " << s.readerAsLabelled.misread
              << " misread\n";
    ASSERT_GT(s.reader.labelled, 250);
    EXPECT_EQ(s.corrected, int(errata.size())); // every erratum found its label
    // Correct = read confidently and right; an unsure die is abstained, not correct.
    // Measured (twenty-fifth round; the reader unchanged since the fourteenth) with valid_56's
    // label corrected (Four -> One: its box hugs the single pip of the top face): 254/255
    // correct (99.6 %), 0 misread, 1 abstained (a wrong value), 0 missed, 1 false positive. As
    // labelled: 253 correct, 1 misread (that die, read 1 at 0.99). The targets.
    EXPECT_GE(s.reader.correctRate(), 0.995);
    EXPECT_LE(s.reader.misreadRate(), 0.001);
    EXPECT_LE(s.reader.abstained, 2);
    EXPECT_LE(s.reader.falsePositives, 3);
    EXPECT_GE(s.readerAsLabelled.correct, s.reader.correct - s.corrected);
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
