#include <packmate/engine/Dice.h>
#include <packmate/engine/InputError.h>

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <map>

using namespace packmate;
using ::testing::HasSubstr;

namespace {
std::string errorOf(const Cargo& roll) {
    try {
        cargoFromRoll(roll);
    } catch (const InputError& e) {
        return e.what();
    }
    return "no error";
}
} // namespace

TEST(Dice, FacesOfEachDie) {
    EXPECT_EQ(dieFaces(Colour::White), (std::array<int, 6>{1, 1, 2, 3, 4, 5}));
    EXPECT_EQ(dieFaces(Colour::Grey), (std::array<int, 6>{0, 1, 2, 2, 3, 4}));
    EXPECT_EQ(dieFaces(Colour::Brown), (std::array<int, 6>{0, 1, 1, 2, 2, 3}));
    EXPECT_EQ(dieFaces(Colour::Turquoise), (std::array<int, 6>{0, 0, 1, 1, 2, 2}));
    EXPECT_EQ(dieFaces(Colour::Violet), (std::array<int, 6>{0, 0, 1, 1, 2, 2}));
}

// Seed 000/001: white 3, grey 2, brown 3, turquoise blank, violet 1.
TEST(Dice, SeedExampleRollIsAValidCargo) {
    const Cargo cargo = cargoFromRoll(Cargo{{3, 2, 3, 0, 1}});
    EXPECT_EQ(cargo[Colour::White], 3);
    EXPECT_EQ(cargo[Colour::Turquoise], 0);
    EXPECT_EQ(cargo.volume(), 3 + 4 + 9 + 5);
}

TEST(Dice, ImpossibleFacesAreRejectedWithTheDie) {
    EXPECT_THAT(errorOf(Cargo{{1, 5, 0, 0, 0}}),
                HasSubstr("grey die has no 5 (faces 0, 1, 2, 2, 3, 4)"));
    EXPECT_THAT(errorOf(Cargo{{0, 0, 0, 0, 0}}), HasSubstr("white die has no blank face"));
    EXPECT_THAT(errorOf(Cargo{{1, 0, 4, 0, 0}}), HasSubstr("brown die has no 4"));
    EXPECT_THAT(errorOf(Cargo{{1, 0, 0, 3, 0}}), HasSubstr("turquoise die has no 3"));
    EXPECT_THAT(errorOf(Cargo{{1, 0, 0, 0, -1}}), HasSubstr("violet die has no -1"));
}

TEST(Dice, SeededRollerIsReproducibleAndUsesOnlyRealFaces) {
    DiceRoller first(42);
    DiceRoller second(42);
    std::map<int, int> whiteFaces;
    for (int i = 0; i < 600; ++i) {
        const Cargo roll = first.roll();
        EXPECT_EQ(roll, second.roll());
        EXPECT_NO_THROW(cargoFromRoll(roll));
        EXPECT_GE(roll.volume(), 1);
        EXPECT_LE(roll.volume(), 40);
        ++whiteFaces[roll[Colour::White]];
    }
    EXPECT_EQ(whiteFaces.size(), 5U) << "every white face value shows up in 600 rolls";
    EXPECT_GT(whiteFaces[1], whiteFaces[5]) << "the white die has two 1s";
    EXPECT_NE(DiceRoller(1).roll().counts, DiceRoller(2).roll().counts);
}

TEST(Dice, RandomBelowStaysInRange) {
    std::mt19937 random(7);
    std::array<int, 6> seen{};
    for (int i = 0; i < 6000; ++i)
        ++seen[static_cast<std::size_t>(randomBelow(random, 6))];
    for (int count : seen)
        EXPECT_GT(count, 800);
}
