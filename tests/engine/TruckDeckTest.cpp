#include "ErrorText.h"

#include <packmate/engine/Catalogue.h>
#include <packmate/engine/TruckDeck.h>

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <set>

using namespace packmate;
using packmate::testing::errorOf;
using ::testing::HasSubstr;

namespace {

std::size_t totalCards(const TruckDeck& deck) {
    return deck.drawPileSize() + deck.discardPileSize() + deck.cardsInUse();
}

/// The first open truck `player` may take.
int firstAllowed(const TruckDeck& deck, int player) {
    for (std::size_t i = 0; i < deck.openTrucks().size(); ++i)
        if (deck.openTrucks()[i].owner != player && deck.openTrucks()[i].takenBy < 0)
            return static_cast<int>(i);
    return -1;
}

} // namespace

TEST(TruckDeck, ShuffleIsSeededAndKeepsAllCards) {
    const auto cards = Catalogue::builtIn().cards();
    TruckDeck a(cards, 7);
    TruckDeck b(cards, 7);
    TruckDeck c(cards, 8);
    a.deal(6);
    b.deal(6);
    c.deal(6);
    std::vector<std::string> openA, openB, openC;
    for (const auto& t : a.openTrucks())
        openA.push_back(t.card.id());
    for (const auto& t : b.openTrucks())
        openB.push_back(t.card.id());
    for (const auto& t : c.openTrucks())
        openC.push_back(t.card.id());
    EXPECT_EQ(openA, openB);
    EXPECT_NE(openA, openC);
    EXPECT_EQ(totalCards(a), 30U);
    EXPECT_EQ(std::set<std::string>(openA.begin(), openA.end()).size(), 6U);
}

TEST(TruckDeck, DealsTwoEachUpToFourPlayersOneForFiveOrSix) {
    EXPECT_EQ(TruckDeck::cardsPerPlayer(3), 2);
    EXPECT_EQ(TruckDeck::cardsPerPlayer(4), 2);
    EXPECT_EQ(TruckDeck::cardsPerPlayer(5), 1);
    EXPECT_EQ(TruckDeck::cardsPerPlayer(6), 1);
    EXPECT_EQ(TruckDeck::cardsPerPlayer(2), 2) << "house variant";
    EXPECT_THROW(TruckDeck::cardsPerPlayer(7), InputError);
    TruckDeck deck(Catalogue::builtIn().cards(), 1);
    deck.deal(4);
    EXPECT_EQ(deck.openTrucks().size(), 8U);
    EXPECT_EQ(deck.drawPileSize(), 22U);
}

TEST(TruckDeck, GrabRules) {
    TruckDeck deck(Catalogue::builtIn().cards(), 3);
    deck.deal(3); // open trucks 0..5, owners 0,1,2,0,1,2
    EXPECT_THAT(errorOf([&] { deck.grab(0, 0); }), HasSubstr("may not take it"));
    deck.grab(0, 1);
    EXPECT_THAT(errorOf([&] { deck.grab(2, 1); }), HasSubstr("already taken"));
    EXPECT_THAT(errorOf([&] { deck.grab(0, 2); }), HasSubstr("already has a truck"));
    EXPECT_THAT(errorOf([&] { deck.grab(1, 99); }), HasSubstr("no open truck"));
    const TruckCard& fromDeck = deck.takeTopCard(1); // anyone may take the top card instead
    EXPECT_EQ(deck.trucks()[1]->id(), fromDeck.id());
    ASSERT_EQ(deck.lastWithoutTruck(), 2);
    EXPECT_THAT(errorOf([&] { deck.grab(2, 0); }),
                HasSubstr("last without a truck and must take the top card"));
    deck.takeTopCard(2);
    EXPECT_TRUE(deck.grabPhaseDone());
    EXPECT_EQ(deck.discardPileSize(), 5U) << "the five unchosen open trucks";
    EXPECT_EQ(deck.cardsInUse(), 3U);
    EXPECT_EQ(totalCards(deck), 30U);
    EXPECT_THROW(deck.deal(3), InputError);
    deck.endRound();
    EXPECT_EQ(deck.discardPileSize(), 8U);
    EXPECT_EQ(totalCards(deck), 30U);
}

TEST(TruckDeck, SameCardGrabbedTwiceGoesToTheHigherRoll) {
    TruckDeck deck(Catalogue::builtIn().cards(), 5);
    deck.deal(5); // one card each, owners 0..4
    DiceRoller dice(11);
    const RollOff rollOff = deck.grabTogether({1, 2}, 0, dice);
    ASSERT_GE(rollOff.rolls.size(), 2U);
    EXPECT_TRUE(rollOff.winner == 1 || rollOff.winner == 2);
    EXPECT_EQ(deck.openTrucks()[0].takenBy, rollOff.winner);
    // The last round of throws has one highest face, the winner's.
    const auto& last = rollOff.rolls;
    const auto winnerFace = last[last.size() - 1].first == rollOff.winner
                                ? last.back().second
                                : last[last.size() - 2].second;
    const auto loserFace = last[last.size() - 1].first == rollOff.winner
                               ? last[last.size() - 2].second
                               : last.back().second;
    EXPECT_GT(winnerFace, loserFace);
    EXPECT_THAT(errorOf([&] { deck.grabTogether({3, 4}, 0, dice); }), HasSubstr("already"));
    EXPECT_THAT(errorOf([&] { deck.grabTogether({3, 4}, 3, dice); }), HasSubstr("may not take it"));
}

TEST(TruckDeck, ReshufflesEverythingNotInUseWhenTheDeckRunsOut) {
    const auto cards = Catalogue::builtIn().cards();
    TruckDeck deck(cards, 9);
    std::set<std::string> seenAfterReshuffle;
    for (int round = 0; round < 12; ++round) {
        deck.deal(4);
        for (int p = 0; p < 3; ++p)
            deck.grab(p, firstAllowed(deck, p));
        deck.takeTopCard(3);
        ASSERT_EQ(totalCards(deck), 30U) << "round " << round;
        std::set<std::string> inUse;
        for (const auto& truck : deck.trucks())
            inUse.insert(truck->id());
        EXPECT_EQ(inUse.size(), 4U) << "no card is used twice at the same time";
        deck.endRound();
    }
    EXPECT_GE(deck.reshuffles(), 3) << "9 cards per round out of 30";
    EXPECT_EQ(totalCards(deck), 30U);
}
