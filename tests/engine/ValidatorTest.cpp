#include <packmate/engine/Validator.h>

#include <gmock/gmock.h>
#include <gtest/gtest.h>

using namespace packmate;
using ::testing::HasSubstr;

namespace {

const TruckCard kTwoLayers("T07", 2, {"###..", "#####", "#####"});

Layout layoutOf(const TruckCard& card, std::vector<Piece> pieces) {
    return Layout{card, std::move(pieces)};
}

/// The single violation of a layout (fails the test when there is not exactly one).
Violation onlyViolation(const Layout& layout, const Cargo* cargo = nullptr) {
    const auto violations = validateLayout(layout, cargo);
    EXPECT_EQ(violations.size(), 1U);
    return violations.empty() ? Violation{-99, "none"} : violations.front();
}

} // namespace

TEST(Validator, LegalLayoutHasNoViolation) {
    const Layout layout = layoutOf(kTwoLayers, {{Colour::Brown, 0, 0, 0, Direction::X},
                                                {Colour::Violet, 0, 1, 0, Direction::X},
                                                {Colour::Grey, 0, 2, 0, Direction::X},
                                                {Colour::Grey, 0, 0, 1, Direction::Y},
                                                {Colour::White, 1, 2, 1, Direction::X}});
    EXPECT_TRUE(validateLayout(layout).empty());
}

TEST(Validator, StickOutsideTheLoadingArea) {
    // Row 0 has loading cells only at x 0..2: a grey stick from x=2 reaches x=3.
    const auto v = onlyViolation(layoutOf(kTwoLayers, {{Colour::Grey, 2, 0, 0, Direction::X}}));
    EXPECT_EQ(v.piece, 0);
    EXPECT_THAT(v.reason, HasSubstr("outside the loading area"));
    EXPECT_THAT(v.reason, HasSubstr("x=3 y=0"));
    const auto offGrid =
        onlyViolation(layoutOf(kTwoLayers, {{Colour::Turquoise, 0, 0, 0, Direction::Y}}));
    EXPECT_THAT(offGrid.reason, HasSubstr("outside the loading area at x=0 y=3"));
}

TEST(Validator, OverlapNamesBothSticks) {
    const Layout layout = layoutOf(kTwoLayers, {{Colour::Brown, 0, 1, 0, Direction::X},
                                                {Colour::Grey, 1, 0, 0, Direction::Y}});
    const auto v = onlyViolation(layout);
    EXPECT_EQ(v.piece, 1);
    EXPECT_THAT(v.reason, HasSubstr("overlaps stick 1 at x=1 y=1 z=0"));
    EXPECT_EQ(describeViolation(v, layout), "stick 2 (grey): overlaps stick 1 at x=1 y=1 z=0");
}

TEST(Validator, CellAboveTheLayerCount) {
    const Layout layout = layoutOf(kTwoLayers, {{Colour::Violet, 0, 1, 0, Direction::X},
                                                {Colour::Violet, 0, 1, 1, Direction::X},
                                                {Colour::Grey, 0, 1, 2, Direction::X}});
    const auto v = onlyViolation(layout);
    EXPECT_EQ(v.piece, 2);
    EXPECT_THAT(v.reason, HasSubstr("above the layer count (2 layers)"));
    const TruckCard flat("F", 1, {"###"});
    EXPECT_THAT(onlyViolation(layoutOf(flat, {{Colour::White, 0, 0, -1, Direction::X}})).reason,
                HasSubstr("below the truck bed"));
}

TEST(Validator, UprightStickTallerThanTheLayers) {
    const auto v = onlyViolation(layoutOf(kTwoLayers, {{Colour::Brown, 1, 1, 0, Direction::Z}}));
    EXPECT_EQ(v.piece, 0);
    EXPECT_THAT(v.reason,
                HasSubstr("upright brown stick is 3 cells tall but the truck has only 2 layers"));
    // As tall as the layers is allowed.
    EXPECT_TRUE(
        validateLayout(layoutOf(kTwoLayers, {{Colour::Grey, 1, 1, 0, Direction::Z}})).empty());
}

TEST(Validator, UprightStickStartingTooHighIsAboveTheLayers) {
    const Layout layout = layoutOf(kTwoLayers, {{Colour::White, 1, 1, 0, Direction::X},
                                                {Colour::Grey, 1, 1, 1, Direction::Z}});
    const auto v = onlyViolation(layout);
    EXPECT_EQ(v.piece, 1);
    EXPECT_THAT(v.reason, HasSubstr("above the layer count"));
}

TEST(Validator, OverhangOverAnEmptyCell) {
    // A brown stick on layer 1 resting on a grey stick: its third cell hangs in the air.
    const Layout layout = layoutOf(kTwoLayers, {{Colour::Grey, 0, 1, 0, Direction::X},
                                                {Colour::Brown, 0, 1, 1, Direction::X}});
    const auto v = onlyViolation(layout);
    EXPECT_EQ(v.piece, 1);
    EXPECT_THAT(v.reason, HasSubstr("overhangs an empty cell at x=2 y=1 z=0"));
    const auto floating =
        onlyViolation(layoutOf(kTwoLayers, {{Colour::White, 3, 2, 1, Direction::X}}));
    EXPECT_THAT(floating.reason, HasSubstr("overhangs"));
}

TEST(Validator, UprightStickSupportsItself) {
    const TruckCard tall("H", 4, {"##", "##"});
    const Layout layout = layoutOf(tall, {{Colour::Turquoise, 0, 0, 0, Direction::Z},
                                          {Colour::White, 1, 0, 0, Direction::X},
                                          {Colour::White, 1, 0, 1, Direction::X}});
    EXPECT_TRUE(validateLayout(layout).empty());
}

TEST(Validator, MoreSticksOfAColourThanTheCargoHas) {
    const Layout layout = layoutOf(kTwoLayers, {{Colour::White, 0, 0, 0, Direction::X},
                                                {Colour::White, 1, 0, 0, Direction::X},
                                                {Colour::Grey, 0, 1, 0, Direction::X}});
    Cargo cargo;
    cargo[Colour::White] = 1;
    cargo[Colour::Grey] = 1;
    const auto v = onlyViolation(layout, &cargo);
    EXPECT_EQ(v.piece, 1);
    EXPECT_THAT(v.reason, HasSubstr("the cargo has only 1 white stick;"));
    EXPECT_TRUE(validateLayout(layout).empty()) << "without a cargo the count is not checked";
}

TEST(Validator, ReportsEveryViolation) {
    const Layout layout = layoutOf(kTwoLayers, {{Colour::Violet, 0, 0, 0, Direction::X},
                                                {Colour::Violet, 0, 0, 0, Direction::X},
                                                {Colour::White, 4, 2, 1, Direction::Z}});
    const auto violations = validateLayout(layout);
    ASSERT_EQ(violations.size(), 4U);
    EXPECT_EQ(violations[0].piece, 0); // outside (row 0 is 3 cells wide)
    EXPECT_EQ(violations[1].piece, 1); // outside
    EXPECT_EQ(violations[2].piece, 1); // overlap
    EXPECT_EQ(violations[3].piece, 2); // overhang
}

TEST(Validator, OverlappingUprightStickDoesNotInventAnOverhang) {
    const TruckCard tall("H", 4, {"##"});
    const Layout layout = layoutOf(tall, {{Colour::Grey, 0, 0, 1, Direction::X},
                                          {Colour::White, 0, 0, 0, Direction::X},
                                          {Colour::White, 1, 0, 0, Direction::X},
                                          {Colour::Turquoise, 1, 0, 0, Direction::Z}});
    const auto violations = validateLayout(layout);
    ASSERT_EQ(violations.size(), 1U);
    EXPECT_EQ(violations[0].piece, 3);
    EXPECT_THAT(violations[0].reason, HasSubstr("overlaps stick 3 at x=1 y=0 z=0"));
}
