#include <packmate/engine/InputError.h>
#include <packmate/engine/TruckCard.h>

#include <gmock/gmock.h>
#include <gtest/gtest.h>

using namespace packmate;
using ::testing::HasSubstr;

TEST(TruckCard, CountsLoadingCellsAndCapacity) {
    const TruckCard card("T07", 2, {"###..", "#####", "#####"});
    EXPECT_EQ(card.rows(), 3);
    EXPECT_EQ(card.cols(), 5);
    EXPECT_EQ(card.loadingCellCount(), 13);
    EXPECT_EQ(card.capacity(), 26);
    EXPECT_TRUE(card.isLoadingCell(0, 0));
    EXPECT_FALSE(card.isLoadingCell(3, 0));
    EXPECT_FALSE(card.isLoadingCell(-1, 1));
    EXPECT_FALSE(card.isLoadingCell(5, 1));
}

TEST(TruckCard, AcceptsUpToEightByEight) {
    const std::vector<std::string> big(8, std::string(8, '#'));
    EXPECT_EQ(TruckCard("BIG", 4, big).capacity(), 256);
}

TEST(TruckCard, RejectsBadCardsWithTheReason) {
    auto reason = [](auto make) {
        try {
            make();
        } catch (const InputError& e) {
            return std::string(e.what());
        }
        return std::string("no error");
    };
    EXPECT_THAT(reason([] { TruckCard("X", 0, {"#"}); }), HasSubstr("layers must be 1 to 4"));
    EXPECT_THAT(reason([] { TruckCard("X", 5, {"#"}); }), HasSubstr("layers must be 1 to 4"));
    EXPECT_THAT(reason([] { TruckCard("", 1, {"#"}); }), HasSubstr("empty id"));
    EXPECT_THAT(reason([] { TruckCard("X", 1, {}); }), HasSubstr("no rows"));
    EXPECT_THAT(reason([] { TruckCard("X", 1, {"##", "#"}); }), HasSubstr("row 2 has 1 cells"));
    EXPECT_THAT(reason([] { TruckCard("X", 1, {"#o"}); }), HasSubstr("'o'"));
    EXPECT_THAT(reason([] { TruckCard("X", 1, {"..."}); }), HasSubstr("no loading cell"));
    EXPECT_THAT(reason([] { TruckCard("X", 1, {"#########"}); }), HasSubstr("9 columns"));
    EXPECT_THAT(reason([] { TruckCard("X", 1, std::vector<std::string>(9, "#")); }), HasSubstr("9 rows"));
}
