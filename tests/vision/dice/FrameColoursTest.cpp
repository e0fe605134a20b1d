#include <packmate/vision/dice/FrameColours.h>

#include <gtest/gtest.h>

using namespace packmate;
using namespace packmate::vision::dice;

namespace {

// A die as the reader leaves it: the measured colour and its nearest default reference.
DieReading measured(const cv::Vec3f& lab) {
    DieReading die;
    die.lab = lab;
    static const DiceColourModel model = DiceColourModel::defaults();
    const auto [reference, distance] = model.classify(lab);
    die.colour = reference->name;
    die.gameColour = reference->gameColour;
    return die;
}

std::vector<std::string> colours(const std::vector<DieReading>& dice) {
    std::vector<std::string> out;
    for (const DieReading& die : dice)
        out.push_back(die.colour);
    return out;
}

} // namespace

TEST(FrameColours, DimFrameGivesTheWhiteDieBack) {
    // Rendered dim light: white dice measure L* ~70, grey ~52, black ~26.
    std::vector<DieReading> dice = {measured({70, 0, 8}), measured({52, 1, 3}),
                                    measured({26, 1, 2}), measured({40, 25, 20})};
    ASSERT_EQ(colours(dice), (std::vector<std::string>{"grey", "black", "black", "brown"}));
    relightNeutralDice(dice, DiceColourModel::defaults(), {});
    EXPECT_EQ(colours(dice), (std::vector<std::string>{"white", "grey", "black", "brown"}));
    EXPECT_EQ(dice[0].gameColour, Colour::White);
    EXPECT_EQ(dice[1].gameColour, Colour::Grey);
    EXPECT_FALSE(dice[2].gameColour.has_value());
}

TEST(FrameColours, DaylightFrameStaysAsMeasured) {
    std::vector<DieReading> dice = {measured({92, -1, -4}), measured({71, 0, -9})};
    relightNeutralDice(dice, DiceColourModel::defaults(), {});
    EXPECT_EQ(colours(dice), (std::vector<std::string>{"white", "grey"}));
}

TEST(FrameColours, BrightFrameGivesTheGreyDieBack) {
    // Rendered bright light: the white die clips near L* 99, the grey one measures ~80.
    std::vector<DieReading> dice = {measured({99, -3, 12}), measured({80, 0, 10}),
                                    measured({67, 11, 27})};
    ASSERT_EQ(colours(dice), (std::vector<std::string>{"white", "white", "brown"}));
    relightNeutralDice(dice, DiceColourModel::defaults(), {});
    EXPECT_EQ(colours(dice), (std::vector<std::string>{"white", "grey", "brown"}));
    FrameColourConfig stay;
    stay.minGain = 1.0;
    std::vector<DieReading> kept = {measured({99, -3, 12}), measured({80, 0, 10})};
    relightNeutralDice(kept, DiceColourModel::defaults(), stay);
    EXPECT_EQ(colours(kept), (std::vector<std::string>{"white", "white"}));
}

TEST(FrameColours, TwoWhiteDiceAreNoPair) {
    std::vector<DieReading> dice = {measured({99, -1, 0}), measured({91, -1, -2})};
    relightNeutralDice(dice, DiceColourModel::defaults(), {});
    EXPECT_EQ(colours(dice), (std::vector<std::string>{"white", "white"}));
}

TEST(FrameColours, CoolCastGivesTheBrownDieBack) {
    // Rendered cool light: grey dice measure b* ~ -9, a brown die (67, 6, 12) passes for grey.
    std::vector<DieReading> dice = {measured({98, -2, -1}), measured({74, 0, -9}),
                                    measured({67, 6, 12}), measured({65, -38, 0})};
    ASSERT_EQ(colours(dice), (std::vector<std::string>{"white", "grey", "grey", "turquoise"}));
    relightNeutralDice(dice, DiceColourModel::defaults(), {});
    EXPECT_EQ(colours(dice), (std::vector<std::string>{"white", "grey", "brown", "turquoise"}));
    EXPECT_EQ(dice[2].gameColour, Colour::Brown);
    FrameColourConfig noCast;
    noCast.minCast = 0;
    std::vector<DieReading> kept = {measured({98, -2, -1}), measured({74, 0, -9}),
                                    measured({67, 6, 12})};
    relightNeutralDice(kept, DiceColourModel::defaults(), noCast);
    EXPECT_EQ(colours(kept)[2], "grey");
}

TEST(FrameColours, NoCastWithoutAGreyDie) {
    std::vector<DieReading> dice = {measured({98, -2, -1}), measured({67, 6, 12})};
    relightNeutralDice(dice, DiceColourModel::defaults(), {});
    EXPECT_EQ(colours(dice), (std::vector<std::string>{"white", "grey"}));
}

TEST(FrameColours, NoWhiteGreyPairNoChange) {
    // A grey die and a black one (the white die missed): too far apart to be white and grey.
    std::vector<DieReading> pair = {measured({52, 1, 3}), measured({26, 1, 2})};
    // A lone neutral die says nothing about the light.
    std::vector<DieReading> lone = {measured({70, 0, 8}), measured({53, 10, 24})};
    relightNeutralDice(pair, DiceColourModel::defaults(), {});
    relightNeutralDice(lone, DiceColourModel::defaults(), {});
    EXPECT_EQ(colours(pair), (std::vector<std::string>{"black", "black"}));
    EXPECT_EQ(colours(lone), (std::vector<std::string>{"grey", "brown"}));
}

TEST(FrameColours, CanBeSwitchedOff) {
    std::vector<DieReading> dice = {measured({70, 0, 8}), measured({52, 1, 3})};
    FrameColourConfig config;
    config.enabled = false;
    relightNeutralDice(dice, DiceColourModel::defaults(), config);
    EXPECT_EQ(colours(dice), (std::vector<std::string>{"grey", "black"}));
}
