#include <packmate/engine/Chips.h>

#include <gtest/gtest.h>

using namespace packmate;

TEST(Chips, TheBoxHolds64ChipsWorth590) {
    EXPECT_EQ(Chips{kChipsInBox}.count(), kChipCountInBox);
    EXPECT_EQ(Chips{kChipsInBox}.value(), kPointsInBox);
    EXPECT_EQ(Chips{kStartChips}.value(), 75);
    EXPECT_EQ(describeChips(Chips{kStartChips}), "1\u00d750 + 2\u00d710 + 1\u00d75");
    EXPECT_EQ(describeChips(Chips{}), "nothing");
}

TEST(Chips, ExactSelectionUsesTheFewestChips) {
    const Chips box{kChipsInBox};
    EXPECT_EQ(exactSelection(box, 17), (Chips{{0, 1, 1, 1, 0}}));
    EXPECT_EQ(exactSelection(box, 0), Chips{});
    EXPECT_EQ(exactSelection(box, 590), box);
    EXPECT_FALSE(exactSelection(box, 591).has_value());
}

TEST(Chips, ExactSelectionWorksWhereGreedyFails) {
    // 6 from {5, 2, 2, 2}: greedy takes the 5 and is stuck; 2+2+2 works.
    EXPECT_EQ(exactSelection(Chips{{0, 3, 1, 0, 0}}, 6), (Chips{{0, 3, 0, 0, 0}}));
    EXPECT_FALSE(exactSelection(Chips{{0, 0, 1, 2, 1}}, 3).has_value());
}
