#include "dice/SyntheticDice.h"

#include <packmate/engine/InputError.h>
#include <packmate/vision/dice/DiceReader.h>

#include <gtest/gtest.h>

#include <cstdlib>

using namespace packmate;
using namespace packmate::vision::dice;
using packmate::testing::diceImage;
using packmate::testing::SyntheticDie;

namespace {

const cv::Scalar kWhite(222, 228, 232), kBlack(25, 25, 25);

// These tests check the classic pip stages on drawn dice; the learned finder and classifier
// (trained on photos and renders) are measured on the datasets instead (DiceDatasetTest).
DiceConfig pipStagesOnly() {
    DiceConfig config;
    config.detector.enabled = false;
    config.classifier.enabled = false;
    return config;
}

// Six white dice with black pips, values 1-6 left to right at height `y`, each turned a little
// more than the one before.
std::vector<SyntheticDie> clearDiceInARow(float y) {
    std::vector<SyntheticDie> dice;
    for (int value = 1; value <= 6; ++value)
        dice.push_back({value,
                        {150.f + 180.f * float(value - 1), y},
                        90.f,
                        13.f * float(value),
                        kWhite,
                        kBlack});
    return dice;
}

const DieReading* dieNear(const DiceResult& result, cv::Point2f center, float tolerance) {
    for (const DieReading& die : result.dice)
        if (cv::norm(die.center - center) < tolerance) return &die;
    return nullptr;
}

} // namespace

TEST(DiceReader, ReadsEveryPipCountAtAnyRotation) {
    const std::vector<SyntheticDie> dice = clearDiceInARow(300.f);
    const DiceResult result = readDice(diceImage(dice), pipStagesOnly());
    ASSERT_EQ(result.dice.size(), 6u);
    for (const SyntheticDie& truth : dice) {
        const DieReading* die = dieNear(result, truth.center, 10);
        ASSERT_NE(die, nullptr) << "die " << truth.value << " not found";
        EXPECT_EQ(die->value, truth.value);
        EXPECT_EQ(die->colour, "white");
        // A white Zack & Pack die has no 6: that reading is warned, with lowered confidence.
        EXPECT_EQ(die->warnings.empty(), truth.value != 6);
        if (truth.value == 6) EXPECT_LT(die->confidence, 0.95);
    }
}

// The learned path: a "1" read at least `shiftedLookBelow` sure skips the shifted crops. Far
// shifted crops and no doubt threshold make the second look lower every die it reads, so the
// skipped dice stay as sure as the first look, the looked-at ones do not.
TEST(DiceReader, ASureLonePipSkipsTheSecondLook) {
    const std::vector<SyntheticDie> dice{{1, {300, 300}, 90, 10, kWhite, kBlack},
                                         {1, {700, 500}, 90, 30, kWhite, kBlack},
                                         {3, {1000, 300}, 90, 0, kWhite, kBlack}};
    const cv::Mat image = diceImage(dice);
    DiceConfig skipping;
    skipping.classifier.shiftedLookBelow = 0.95;
    skipping.classifier.shiftedLook = 0.6;
    skipping.classifier.shiftedDoubt = 0.0;
    DiceConfig looking = skipping;
    looking.classifier.shiftedLookBelow = 2.0;
    skipping.classifier.turnedLookBelow = looking.classifier.turnedLookBelow = 0.0;
    const DiceResult skipped = readDice(image, skipping);
    const DiceResult looked = readDice(image, looking);
    ASSERT_EQ(skipped.dice.size(), 3u);
    ASSERT_EQ(looked.dice.size(), 3u);
    int ones = 0;
    for (std::size_t i = 0; i < skipped.dice.size(); ++i) {
        EXPECT_EQ(skipped.dice[i].value, looked.dice[i].value);
        if (skipped.dice[i].value != 1) {
            EXPECT_EQ(skipped.dice[i].confidence, looked.dice[i].confidence);
            continue;
        }
        ++ones;
        EXPECT_GE(skipped.dice[i].confidence, skipping.classifier.shiftedLookBelow);
        EXPECT_LT(looked.dice[i].confidence, skipped.dice[i].confidence);
    }
    EXPECT_EQ(ones, 2);
}

TEST(DiceReader, ReadsTouchingDiceSeparately) {
    const std::vector<SyntheticDie> dice{{3, {600, 500}, 100, 0, kWhite, kBlack},
                                         {4, {702, 500}, 100, 0, kWhite, kBlack}};
    const DiceResult result = readDice(diceImage(dice), pipStagesOnly());
    ASSERT_EQ(result.dice.size(), 2u);
    EXPECT_EQ(dieNear(result, {600, 500}, 10)->value, 3);
    EXPECT_EQ(dieNear(result, {702, 500}, 10)->value, 4);
}

TEST(DiceReader, EmptyTableHasNoDice) {
    const DiceResult result = readDice(diceImage({}), pipStagesOnly());
    EXPECT_TRUE(result.dice.empty());
    EXPECT_FALSE(result.cargo.has_value());
}

TEST(DiceReader, BadImagesAreInputErrors) {
    EXPECT_THROW(readDice(cv::Mat()), InputError);
    EXPECT_THROW(readDice(cv::Mat(100, 100, CV_32FC3, cv::Scalar(0))), InputError);
    EXPECT_THROW(readDice(cv::Mat(100, 100, CV_8UC4, cv::Scalar(0))), InputError);
}

TEST(DiceReader, AcceptsGreyImages) {
    cv::Mat grey;
    cv::cvtColor(diceImage({{5, {400, 400}, 90, 10, kWhite, kBlack}}), grey, cv::COLOR_BGR2GRAY);
    const DiceResult result = readDice(grey, pipStagesOnly());
    ASSERT_EQ(result.dice.size(), 1u);
    EXPECT_EQ(result.dice[0].value, 5);
}

// The learned path: the turned look averages four quarter turns of a crop (or the crop and its
// half turn), with or without the mirrored crop's. On clearly drawn dice every value stays the
// same, and a die looked at is never surer than 1.
TEST(DiceReader, TurnedLookKeepsClearReadings) {
    const cv::Mat image = diceImage(clearDiceInARow(400.f));
    DiceConfig once;
    once.classifier.turnedLookBelow = 0.0;
    const DiceResult first = readDice(image, once);
    for (const int views : {1, 3, -1, -3}) {
        DiceConfig always;
        always.classifier.turnedLookBelow = 2.0;
        always.classifier.turnedViews = std::abs(views);
        always.classifier.mirroredLook = views < 0;
        const DiceResult turned = readDice(image, always);
        ASSERT_EQ(first.dice.size(), turned.dice.size()) << views << " turned views";
        for (std::size_t i = 0; i < first.dice.size(); ++i) {
            EXPECT_EQ(first.dice[i].value, turned.dice[i].value) << views << " turned views";
            EXPECT_LE(turned.dice[i].confidence, 1.0);
            EXPECT_GT(turned.dice[i].confidence, 0.0);
        }
    }
}

// The learned path: a die mostly out of the picture (its centre within `minBorderFaces` face
// sides of the edge) is not reported; one fully inside is.
TEST(DiceReader, DiceMostlyOutOfThePictureAreLeftOut) {
    const std::vector<SyntheticDie> dice{{5, {400, 400}, 90, 10, kWhite, kBlack},
                                         {4, {8, 600}, 90, 0, kWhite, kBlack}};
    const cv::Mat image = diceImage(dice);
    DiceConfig all;
    all.detector.minBorderFaces = 0;
    const DiceResult every = readDice(image, all);
    ASSERT_NE(dieNear(every, {8, 600}, 45), nullptr) << "the finder does not see the cut die";
    const DiceResult result = readDice(image, DiceConfig{});
    EXPECT_EQ(dieNear(result, {8, 600}, 45), nullptr);
    const DieReading* inside = dieNear(result, {400, 400}, 20);
    ASSERT_NE(inside, nullptr);
    EXPECT_EQ(inside->value, 5);
}

// The learned path: a blank read less sure than `dropBlankBelow` is no die (table tiles,
// shadows, gaps between dice were most false finds on the renders); pip dice stay.
TEST(DiceReader, UnsureBlankReadsAreDropped) {
    const cv::Scalar kTurquoise(170, 160, 40);
    const std::vector<SyntheticDie> dice{{5, {400, 400}, 90, 10, kWhite, kBlack},
                                         {0, {800, 500}, 90, 20, kTurquoise, kBlack}};
    const cv::Mat image = diceImage(dice);
    DiceConfig keeping;
    keeping.classifier.dropBlankBelow = 0.0;
    const DiceResult kept = readDice(image, keeping);
    const DieReading* blank = dieNear(kept, {800, 500}, 20);
    ASSERT_NE(blank, nullptr) << "the blank die is not found";
    ASSERT_EQ(blank->value, 0);
    DiceConfig below = keeping;
    below.classifier.dropBlankBelow = blank->confidence - 0.01;
    EXPECT_NE(dieNear(readDice(image, below), {800, 500}, 20), nullptr);
    DiceConfig dropping = keeping;
    dropping.classifier.dropBlankBelow = 1.01; // above every confidence
    const DiceResult dropped = readDice(image, dropping);
    EXPECT_EQ(dieNear(dropped, {800, 500}, 20), nullptr);
    ASSERT_NE(dieNear(dropped, {400, 400}, 20), nullptr);
    EXPECT_EQ(dieNear(dropped, {400, 400}, 20)->value, 5);
    EXPECT_EQ(dropped.dice.size(), kept.dice.size() - 1);
}

// The learned path: a weak finder peak (between `weakScore` and `minScore`) is a die only when
// the classifier reads a value 1-6 at least `weakPeakSure` sure; it is then as confident as that
// reading. A blank read at a weak peak is never a die. Here `minScore` above every peak makes
// every find weak.
TEST(DiceReader, WeakPeaksAreDiceOnlyWhenTheClassifierIsSure) {
    const cv::Scalar kTurquoise(170, 160, 40);
    const std::vector<SyntheticDie> dice{{5, {400, 400}, 90, 10, kWhite, kBlack},
                                         {0, {800, 500}, 90, 20, kTurquoise, kBlack}};
    const cv::Mat image = diceImage(dice);
    ASSERT_NE(dieNear(readDice(image, DiceConfig{}), {800, 500}, 20), nullptr)
        << "the blank die is not found";
    DiceConfig weak;
    weak.detector.minScore = 1.01;
    weak.detector.weakScore = 0.0;
    EXPECT_TRUE(readDice(image, weak).dice.empty()) << "second look off";
    weak.detector.weakScore = 0.05;
    weak.classifier.weakPeakSure = 0.5;
    const DiceResult result = readDice(image, weak);
    const DieReading* five = dieNear(result, {400, 400}, 20);
    ASSERT_NE(five, nullptr);
    EXPECT_EQ(five->value, 5);
    EXPECT_GE(five->confidence, 0.5);
    EXPECT_EQ(dieNear(result, {800, 500}, 20), nullptr);
    DiceConfig unsure = weak;
    unsure.classifier.weakPeakSure = 1.01; // above every reading
    EXPECT_TRUE(readDice(image, unsure).dice.empty());
}

// The dark floor (`darkWeakScore`): a peak under `weakScore` gets the weak peaks' second look
// only when its face is black; here `weakScore` above every peak leaves the dark floor the only
// way in, so the black die is read and the white one is not.
TEST(DiceReader, OnlyBlackDiceGetTheDarkWeakFloor) {
    const cv::Scalar kDarkBody(45, 45, 45);
    const std::vector<SyntheticDie> dice{{5, {400, 400}, 90, 10, kWhite, kBlack},
                                         {5, {800, 500}, 90, 20, kDarkBody, kWhite}};
    const cv::Mat image = diceImage(dice);
    const DiceResult plain = readDice(image, DiceConfig{});
    ASSERT_NE(dieNear(plain, {400, 400}, 20), nullptr);
    ASSERT_NE(dieNear(plain, {800, 500}, 20), nullptr) << "the black die is not found";
    EXPECT_EQ(dieNear(plain, {800, 500}, 20)->colour, "black");
    DiceConfig dark;
    dark.detector.minScore = 1.01;
    dark.detector.weakScore = 1.0;
    dark.detector.darkWeakScore = 0.0;
    dark.classifier.weakPeakSure = 0.5;
    EXPECT_TRUE(readDice(image, dark).dice.empty()) << "dark floor off";
    dark.detector.darkWeakScore = 0.05;
    const DiceResult result = readDice(image, dark);
    EXPECT_EQ(dieNear(result, {400, 400}, 20), nullptr) << "a white die got the dark floor";
    const DieReading* five = dieNear(result, {800, 500}, 20);
    ASSERT_NE(five, nullptr);
    EXPECT_EQ(five->value, 5);
    EXPECT_EQ(result.dice.size(), 1u);
}

// The learned path with two face models: the second opinion (`secondOpinionBelow` 0.8) asks the
// second model only about dice the first reads less sure than that, so every die the first
// model alone reads at least that confidently is reported exactly as with one model; asking
// about every die (a bound above 1) or the full ensemble (0) changes the readings, but clear
// drawn dice keep their values.
TEST(DiceReader, TheSecondOpinionLeavesSureReadingsAlone) {
    const cv::Mat image = diceImage(clearDiceInARow(400.f));
    DiceConfig one;
    one.classifier.faceModels = 1;
    DiceConfig asked;
    asked.classifier.faceModels = 2;
    asked.classifier.secondOpinionBelow = 0.8;
    DiceConfig everyDie = asked;
    everyDie.classifier.secondOpinionBelow = 2.0;
    DiceConfig ensemble = asked;
    ensemble.classifier.secondOpinionBelow = 0.0;
    const DiceResult first = readDice(image, one);
    ASSERT_EQ(first.dice.size(), 6u);
    const DiceResult second = readDice(image, asked);
    ASSERT_EQ(second.dice.size(), first.dice.size());
    for (std::size_t i = 0; i < first.dice.size(); ++i) {
        if (first.dice[i].confidence < 0.8) continue;
        EXPECT_EQ(second.dice[i].value, first.dice[i].value);
        EXPECT_DOUBLE_EQ(second.dice[i].confidence, first.dice[i].confidence);
    }
    for (const DiceConfig& config : {everyDie, ensemble}) {
        const DiceResult both = readDice(image, config);
        ASSERT_EQ(both.dice.size(), first.dice.size());
        bool changed = false;
        for (std::size_t i = 0; i < first.dice.size(); ++i) {
            EXPECT_EQ(both.dice[i].value, first.dice[i].value);
            EXPECT_LE(both.dice[i].confidence, 1.0);
            changed = changed || both.dice[i].confidence != first.dice[i].confidence;
        }
        EXPECT_TRUE(changed) << "the second model reads like the first";
    }
}
