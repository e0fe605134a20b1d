#include "ErrorText.h"

#include <packmate/engine/Game.h>
#include <packmate/engine/InputError.h>

#include <gmock/gmock.h>
#include <gtest/gtest.h>

using namespace packmate;
using packmate::testing::errorOf;
using ::testing::HasSubstr;

namespace {

Game fourPlayers() {
    Game game;
    game.apply(Event::gameStarted({"Anja", "Borja", "Vanja", "Galja"}));
    return game;
}

void playRound(Game& game, const std::vector<int>& penalties) {
    for (std::size_t p = 0; p < penalties.size(); ++p)
        game.apply(Event::penaltyEntered(static_cast<int>(p), penalties[p]));
    game.apply(Event::roundSettled());
}

} // namespace

// Seed 000: Anja 14, Borja 9, Vanja 4, Galja 6 → Vanja pays 4 and then receives 10.
TEST(Game, SeedRoundExampleBestPlayerGetsTheBonusAfterPaying) {
    Game game = fourPlayers();
    playRound(game, {14, 9, 4, 6});
    const ChipLedger& ledger = game.ledger();
    EXPECT_EQ(ledger.points(0), 75 - 14);
    EXPECT_EQ(ledger.points(1), 75 - 9);
    EXPECT_EQ(ledger.points(2), 75 - 4 + 10);
    EXPECT_EQ(ledger.points(3), 75 - 6);
    const RoundRecord& round = game.state().history.at(0);
    EXPECT_EQ(round.best, std::vector<int>({2}));
    ASSERT_EQ(round.payments.size(), 5U);
    EXPECT_EQ(round.payments[2].from, 2); // Vanja's penalty comes first...
    EXPECT_EQ(round.payments[4].to, 2);   // ...the bonus after all penalties
    EXPECT_EQ(round.payments[4].paid, 10);
    EXPECT_EQ(game.state().round, 2);
}

// Seed 000: 8/7/5/5 → both players on 5 receive 10.
TEST(Game, SeedRoundExampleTieForBestBothGetTheBonus) {
    Game game = fourPlayers();
    playRound(game, {14, 9, 4, 6});
    playRound(game, {8, 7, 5, 5});
    EXPECT_EQ(game.state().history.at(1).best, std::vector<int>({2, 3}));
    EXPECT_EQ(game.ledger().points(2), 75 - 4 + 10 - 5 + 10);
    EXPECT_EQ(game.ledger().points(3), 75 - 6 - 5 + 10);
    EXPECT_EQ(game.ledger().points(0), 75 - 14 - 8);
    EXPECT_EQ(game.ledger().totalPoints(), 590);
}

TEST(Game, PlayerCountsFollowTheRules) {
    EXPECT_THAT(errorOf([] {
                    Game().apply(Event::gameStarted({"A", "B"}));
                }),
                HasSubstr("3 to 6 players"));
    EXPECT_THROW(Game().apply(Event::gameStarted({"A", "B", "C", "D", "E", "F", "G"})), InputError);
    Game house;
    house.apply(Event::gameStarted({"A", "B"}, true));
    EXPECT_TRUE(house.state().houseVariant);
    EXPECT_THAT(errorOf([] {
                    Game().apply(Event::gameStarted({"A", "B", "A"}));
                }),
                HasSubstr("two players"));
    EXPECT_THAT(errorOf([] {
                    Game().apply(Event::gameStarted({"A", "", "C"}));
                }),
                HasSubstr("empty name"));
}

TEST(Game, GameEndsWhenAPlayerHasNothingLeftAfterARound) {
    Game game;
    game.apply(Event::gameStarted({"A", "B", "C"}));
    playRound(game, {40, 20, 30});
    EXPECT_FALSE(game.isOver());
    playRound(game, {40, 20, 30}); // A owes 40, holds 35: pays 35 and sits at 0
    ASSERT_TRUE(game.isOver());
    EXPECT_EQ(game.ledger().points(0), 0);
    EXPECT_EQ(game.state().history.back().payments.front().shortfall, 5);
    EXPECT_EQ(game.state().winners, std::vector<int>({1}));
    EXPECT_THAT(errorOf([&] { game.apply(Event::penaltyEntered(1, 3)); }),
                HasSubstr("the game is over"));
}

TEST(Game, EqualHighestAllWin) {
    Game game;
    game.apply(Event::gameStarted({"A", "B", "C"}));
    playRound(game, {75, 5, 5});
    ASSERT_TRUE(game.isOver());
    EXPECT_EQ(game.state().winners, std::vector<int>({1, 2}));
}

TEST(Game, APlayerAtZeroEndsTheGameWhileTheBestStillGetsTheBonus) {
    Game game;
    game.apply(Event::gameStarted({"A", "B", "C"}));
    playRound(game, {0, 75, 74});
    EXPECT_TRUE(game.isOver()) << "B is at 0";
    EXPECT_EQ(game.ledger().points(0), 85);
}

TEST(Game, RejectedEventsChangeNothing) {
    Game game = fourPlayers();
    game.apply(Event::penaltyEntered(0, 3));
    const GameState before = game.state();
    const std::size_t events = game.journal().size();
    EXPECT_THAT(errorOf([&] { game.apply(Event::roundSettled()); }),
                HasSubstr("no penalty yet for Borja"));
    EXPECT_THAT(errorOf([&] {
                    game.apply(Event::cargoRolled(1, Cargo{{1, 5, 0, 0, 0}}));
                }),
                HasSubstr("grey die has no 5"));
    EXPECT_THAT(errorOf([&] { game.apply(Event::penaltyEntered(9, 3)); }),
                HasSubstr("no player 9"));
    EXPECT_THAT(errorOf([&] { game.apply(Event::penaltyEntered(1, -2)); }),
                HasSubstr("must be 0 to"));
    EXPECT_THAT(errorOf([&] {
                    game.apply(Event::gameStarted({"X", "Y", "Z"}));
                }),
                HasSubstr("already started"));
    EXPECT_EQ(game.state(), before);
    EXPECT_EQ(game.journal().size(), events);
}

TEST(Game, TruckCannotBeTakenTwiceInARound) {
    Game game = fourPlayers();
    const TruckCard card("Z05", 1, {"#####", "#####"});
    game.apply(Event::truckChosen(0, card));
    EXPECT_THAT(errorOf([&] { game.apply(Event::truckChosen(1, card)); }),
                HasSubstr("already taken by Anja"));
    game.apply(Event::cargoRolled(0, Cargo{{3, 2, 3, 0, 1}}));
    EXPECT_EQ(game.state().current[0].truck->id(), "Z05");
    EXPECT_EQ(game.state().current[0].cargo->volume(), 21);
}

TEST(Game, UndoRestoresTheStateBeforeTheEvent) {
    Game game = fourPlayers();
    const GameState started = game.state();
    game.apply(Event::penaltyEntered(0, 3));
    const GameState afterPenalty = game.state();
    for (int p = 1; p < 4; ++p)
        game.apply(Event::penaltyEntered(p, 5 + p));
    const GameState beforeSettle = game.state();
    game.apply(Event::roundSettled());
    EXPECT_EQ(game.undoTarget(), 6);
    const Event& undo = game.undo();
    EXPECT_EQ(undo.type, EventType::Undo);
    EXPECT_EQ(undo.target, 6);
    EXPECT_EQ(game.state(), beforeSettle);
    for (int i = 0; i < 3; ++i)
        game.undo();
    EXPECT_EQ(game.state(), afterPenalty);
    game.undo();
    EXPECT_EQ(game.state(), started);
    EXPECT_EQ(game.journal().size(), 11U) << "undo appends, nothing is deleted";
    EXPECT_THAT(errorOf([&] { game.apply(Event::undo(3)); }),
                HasSubstr("undo must reverse event 1"));
    game.undo();
    EXPECT_EQ(game.state(), GameState{});
    EXPECT_FALSE(game.canUndo());
    EXPECT_THAT(errorOf([&] { game.undo(); }), HasSubstr("nothing to undo"));
}

TEST(Game, ScoreDetailsAreCheckedAgainstCargoAndTruck) {
    Game game = fourPlayers();
    game.apply(Event::cargoRolled(0, Cargo{{3, 2, 3, 0, 1}}));                           // 21 cells
    game.apply(Event::truckChosen(0, TruckCard("T07", 2, {"###..", "#####", "#####"}))); // 26 cells
    // Seed example "5 free + one violet left": 26 − (21 − 5) = 10 free, so 5 free does not add up.
    EXPECT_THAT(
        errorOf([&] {
            game.apply(Event::scoreEntered(0, 5, Cargo{{0, 0, 0, 0, 1}}));
        }),
        HasSubstr(
            "5 free cells do not add up: truck T07 holds 26 cells and the loaded sticks fill 16"));
    EXPECT_THAT(errorOf([&] {
                    game.apply(Event::scoreEntered(0, 10, Cargo{{0, 0, 0, 0, 2}}));
                }),
                HasSubstr("2 violet left over but the cargo has only 1"));
    Event wrongSum = Event::scoreEntered(0, 10, Cargo{{0, 0, 0, 0, 1}});
    wrongSum.penalty = 19;
    EXPECT_THAT(errorOf([&] { game.apply(wrongSum); }),
                HasSubstr("is not 10 free cells + 10 overflow points"));
    const Event& stored = game.apply(Event::scoreEntered(0, 10, Cargo{{0, 0, 0, 0, 1}}));
    EXPECT_EQ(stored.penalty, 20);
    EXPECT_EQ(game.state().current[0].freeCells, 10);
    EXPECT_EQ(game.state().current[0].leftOver[Colour::Violet], 1);
    // Without cargo and truck only the sum is checked: seed example 5 free + violet → 15.
    EXPECT_EQ(game.apply(Event::scoreEntered(1, 5, Cargo{{0, 0, 0, 0, 1}})).penalty, 15);
}

TEST(Game, PlayersMayEndTheGameEarly) {
    Game game = fourPlayers();
    playRound(game, {14, 9, 4, 6});
    game.apply(Event::penaltyEntered(0, 3)); // an unsettled round does not count
    game.apply(Event::gameEnded());
    ASSERT_TRUE(game.isOver());
    EXPECT_EQ(game.state().winners, std::vector<int>({2}));
    EXPECT_EQ(game.ledger().points(0), 75 - 14);
    EXPECT_THAT(errorOf([&] { game.apply(Event::gameEnded()); }), HasSubstr("the game is over"));
    game.undo();
    EXPECT_FALSE(game.isOver());
}

TEST(Game, CargoAndTruckAreLockedOnceScored) {
    Game game = fourPlayers();
    const TruckCard card("Z05", 1, {"#####", "#####"});
    game.apply(Event::truckChosen(0, card, true));
    EXPECT_TRUE(game.state().current[0].truckFromDeck);
    game.apply(Event::penaltyEntered(0, 4));
    EXPECT_THAT(errorOf([&] {
                    game.apply(Event::cargoRolled(0, Cargo{{1, 0, 0, 0, 0}}));
                }),
                HasSubstr("Anja's truck is already scored; undo the score first"));
    EXPECT_THROW(game.apply(Event::truckChosen(0, card)), InputError);
    game.apply(Event::penaltyEntered(0, 5)); // the score itself may be corrected
    EXPECT_EQ(game.state().current[0].penalty, 5);
}
