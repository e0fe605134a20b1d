#include <packmate/engine/InputError.h>
#include <packmate/vision/dice/DiceStabilizer.h>

#include <gtest/gtest.h>

using namespace packmate;
using namespace packmate::vision::dice;

namespace {

DiceResult frame(std::vector<std::pair<std::string, int>> dice, bool unsure = false) {
    DiceResult result;
    for (const auto& [colour, value] : dice) {
        DieReading d;
        d.colour = colour;
        d.value = value;
        d.unsure = unsure;
        result.dice.push_back(d);
    }
    return result;
}

} // namespace

TEST(DiceStabilizer, StableAfterEnoughAgreeingFrames) {
    DiceStabilizer stabilizer(3);
    EXPECT_FALSE(stabilizer.add(frame({{"white", 3}, {"grey", 1}})));
    EXPECT_FALSE(stabilizer.add(frame({{"grey", 1}, {"white", 3}}))); // order does not matter
    EXPECT_EQ(stabilizer.agreeingFrames(), 2);
    EXPECT_TRUE(stabilizer.add(frame({{"white", 3}, {"grey", 1}})));
    ASSERT_TRUE(stabilizer.stableResult().has_value());
    EXPECT_EQ(stabilizer.stableResult()->dice.size(), 2u);
}

TEST(DiceStabilizer, ChangeRestartsTheCount) {
    DiceStabilizer stabilizer(2);
    stabilizer.add(frame({{"white", 3}}));
    EXPECT_TRUE(stabilizer.add(frame({{"white", 3}})));
    EXPECT_FALSE(stabilizer.add(frame({{"white", 4}}))); // still rolling
    EXPECT_EQ(stabilizer.agreeingFrames(), 1);
    EXPECT_FALSE(stabilizer.isStable());
    EXPECT_TRUE(stabilizer.add(frame({{"white", 4}})));
    EXPECT_EQ(stabilizer.stableResult()->dice[0].value, 4);
}

TEST(DiceStabilizer, UnsureOrEmptyFramesNeverConfirm) {
    DiceStabilizer stabilizer(2);
    EXPECT_FALSE(stabilizer.add(frame({{"white", 3}}, true)));
    EXPECT_FALSE(stabilizer.add(frame({{"white", 3}}, true)));
    EXPECT_FALSE(stabilizer.add(frame({})));
    EXPECT_FALSE(stabilizer.add(frame({})));
    EXPECT_EQ(stabilizer.agreeingFrames(), 0);
}

TEST(DiceStabilizer, ResetForgets) {
    DiceStabilizer stabilizer(1);
    EXPECT_TRUE(stabilizer.add(frame({{"violet", 2}})));
    stabilizer.reset();
    EXPECT_FALSE(stabilizer.isStable());
    EXPECT_EQ(stabilizer.agreeingFrames(), 0);
}

TEST(DiceStabilizer, RejectsZeroFrames) {
    EXPECT_THROW(DiceStabilizer(0), InputError);
}
