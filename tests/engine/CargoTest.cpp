#include <packmate/engine/Cargo.h>
#include <packmate/engine/InputError.h>

#include <gmock/gmock.h>
#include <gtest/gtest.h>

using namespace packmate;
using ::testing::HasSubstr;

TEST(Cargo, VolumeCountsEachStickByItsLength) {
    // Seed 000: 3 white, 2 grey, 3 brown, 0 turquoise, 1 violet.
    const Cargo cargo = parseCargo("3,2,3,0,1");
    EXPECT_EQ(cargo[Colour::White], 3);
    EXPECT_EQ(cargo[Colour::Violet], 1);
    EXPECT_EQ(cargo.volume(), 3 * 1 + 2 * 2 + 3 * 3 + 0 * 4 + 1 * 5);
    EXPECT_EQ(cargo.stickCount(), 9);
}

TEST(Cargo, FormatIsTheInverseOfParse) {
    const Cargo cargo = parseCargo("5,4,3,2,2");
    EXPECT_EQ(formatCargo(cargo), "5,4,3,2,2");
    EXPECT_EQ(parseCargo(formatCargo(cargo)), cargo);
}

TEST(Cargo, RejectsMalformedTextNamingTheProblem) {
    EXPECT_THROW(parseCargo(""), InputError);
    try {
        parseCargo("1,2,3");
        FAIL();
    } catch (const InputError& e) {
        EXPECT_THAT(e.what(), HasSubstr("expected 5"));
    }
    try {
        parseCargo("1,x,3,0,0");
        FAIL();
    } catch (const InputError& e) {
        EXPECT_THAT(e.what(), HasSubstr("grey"));
    }
    try {
        parseCargo("1,1,1,1,-1");
        FAIL();
    } catch (const InputError& e) {
        EXPECT_THAT(e.what(), HasSubstr("negative"));
    }
    EXPECT_THROW(parseCargo("1,2,3,0,0,0"), InputError);
    EXPECT_THROW(parseCargo("31,0,0,0,0"), InputError);
    EXPECT_THROW(parseCargo("1,,3,0,0"), InputError);
}
