#include <packmate/engine/TruckAdvisor.h>

#include <gtest/gtest.h>

using namespace packmate;

TEST(TruckAdvisor, RanksByOptimalPenaltyAndSharesRanksOnTies) {
    const std::vector<TruckCard> cards{
        TruckCard("SMALL", 1, {"##"}),        // the brown does not fit: 2 free + 2 × 3
        TruckCard("EXACT", 1, {"###"}),       // fits exactly: 0
        TruckCard("ALSO", 3, {"#"}),          // the brown stands up: 0
        TruckCard("BIG", 2, {"###", "###"})}; // brown loaded, 9 free cells
    const Cargo cargo = parseCargo("0,0,1,0,0");
    PackingSolver solver;
    const auto ranking = rankTrucks(cards, cargo, solver);
    ASSERT_EQ(ranking.size(), 4U);
    EXPECT_EQ(ranking[0].best.layout.card.id(), "EXACT");
    EXPECT_EQ(ranking[1].best.layout.card.id(), "ALSO");
    EXPECT_EQ(ranking[0].rank, 1);
    EXPECT_EQ(ranking[1].rank, 1);
    EXPECT_EQ(ranking[2].best.layout.card.id(), "SMALL");
    EXPECT_EQ(ranking[2].rank, 3);
    EXPECT_EQ(ranking[2].best.penalty, 2 + 2 * 3);
    EXPECT_EQ(ranking[3].best.penalty, 9);
    for (const TruckAdvice& advice : ranking)
        EXPECT_TRUE(advice.best.optimal);
}

TEST(TruckAdvisor, NoCardsGiveAnEmptyRanking) {
    PackingSolver solver;
    EXPECT_TRUE(rankTrucks({}, parseCargo("1,1,1,1,1"), solver).empty());
}
