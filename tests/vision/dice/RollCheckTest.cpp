#include <packmate/vision/dice/RollCheck.h>

#include <gmock/gmock.h>
#include <gtest/gtest.h>

using namespace packmate;
using namespace packmate::vision::dice;
using ::testing::HasSubstr;

namespace {

DieReading die(Colour colour, int value, double confidence = 0.95) {
    DieReading d;
    d.value = value;
    d.colour = std::string(colourName(colour));
    d.gameColour = colour;
    d.confidence = confidence;
    return d;
}

DiceResult roll(std::vector<DieReading> dice) {
    DiceResult result;
    result.dice = std::move(dice);
    return result;
}

bool anyWarningContains(const DiceResult& result, const std::string& text) {
    for (const std::string& w : result.warnings)
        if (w.find(text) != std::string::npos) return true;
    return false;
}

} // namespace

TEST(RollCheck, FiveDiceMakeACargo) {
    DiceResult result = roll({die(Colour::Violet, 2), die(Colour::White, 3), die(Colour::Grey, 0),
                              die(Colour::Brown, 1), die(Colour::Turquoise, 2)});
    checkRoll(result, {});
    ASSERT_TRUE(result.cargo.has_value());
    EXPECT_EQ(formatCargo(*result.cargo), "3,0,1,2,2");
    EXPECT_TRUE(result.warnings.empty());
    for (const DieReading& d : result.dice)
        EXPECT_FALSE(d.unsure);
}

TEST(RollCheck, ImpossibleFaceIsWarnedNotFixed) {
    DiceResult result =
        roll({die(Colour::Violet, 5, 0.9), die(Colour::White, 3), die(Colour::Grey, 0),
              die(Colour::Brown, 1), die(Colour::Turquoise, 2)});
    checkRoll(result, {});
    EXPECT_EQ(result.dice[0].value, 5);
    EXPECT_LT(result.dice[0].confidence, 0.9);
    EXPECT_TRUE(result.dice[0].unsure); // 0.9 sure is not enough for an impossible face
    ASSERT_EQ(result.dice[0].warnings.size(), 1u);
    EXPECT_THAT(result.dice[0].warnings[0], HasSubstr("violet die has no face with 5"));
    EXPECT_TRUE(anyWarningContains(result, "violet"));
    // The reading is kept, flagged for the player to fix, but it is no roll: no cargo (the
    // engine would refuse it; the camera must not hand it on as stable).
    EXPECT_FALSE(result.cargo.has_value());
}

TEST(RollCheck, SureImpossibleFaceIsWarnedButNotFlagged) {
    // An ordinary white pip die showing 6, read very surely: the value is not in doubt, the
    // warning says the white Zack & Pack die has no 6.
    DiceResult result = roll({die(Colour::White, 6, 0.999)});
    checkRoll(result, {});
    EXPECT_LT(result.dice[0].confidence, 0.999);
    EXPECT_FALSE(result.dice[0].unsure);
    ASSERT_EQ(result.dice[0].warnings.size(), 1u);
    EXPECT_THAT(result.dice[0].warnings[0], HasSubstr("white die has no face with 6"));
}

TEST(RollCheck, FewerThanFiveDiceGiveNoCargo) {
    DiceResult result = roll({die(Colour::White, 3), die(Colour::Grey, 0), die(Colour::Brown, 1),
                              die(Colour::Turquoise, 2)});
    checkRoll(result, {});
    EXPECT_FALSE(result.cargo.has_value());
    EXPECT_TRUE(anyWarningContains(result, "4 Zack & Pack dice seen"));
    EXPECT_TRUE(anyWarningContains(result, "no violet die"));
}

TEST(RollCheck, TwoOfOneColourAreReported) {
    DiceResult result = roll({die(Colour::White, 3), die(Colour::White, 1), die(Colour::Grey, 0),
                              die(Colour::Brown, 1), die(Colour::Turquoise, 2)});
    checkRoll(result, {});
    EXPECT_FALSE(result.cargo.has_value());
    EXPECT_TRUE(anyWarningContains(result, "2 white dice seen"));
}

TEST(RollCheck, OrdinaryDiceAreNotChecked) {
    DieReading red;
    red.value = 6;
    red.colour = "red";
    red.confidence = 0.9;
    DiceResult result = roll({red});
    checkRoll(result, {});
    EXPECT_TRUE(result.dice[0].warnings.empty());
    EXPECT_DOUBLE_EQ(result.dice[0].confidence, 0.9);
    EXPECT_FALSE(result.cargo.has_value());
}

TEST(RollCheck, LowConfidenceIsFlaggedUnsure) {
    DiceResult result = roll({die(Colour::White, 3, 0.3)});
    checkRoll(result, {});
    EXPECT_TRUE(result.dice[0].unsure);
    EXPECT_TRUE(anyWarningContains(result, "1 die is read with low confidence"));
}
