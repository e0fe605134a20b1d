#include "ErrorText.h"

#include <packmate/engine/Dice.h>
#include <packmate/engine/Game.h>
#include <packmate/engine/InputError.h>

#include <gmock/gmock.h>
#include <gtest/gtest.h>

using namespace packmate;
using packmate::testing::errorOf;
using ::testing::HasSubstr;

namespace {

/// A random but legal-or-rejected next step; rejected events must change nothing.
void randomStep(Game& game, std::mt19937& random, DiceRoller& dice) {
    const int choice = randomBelow(random, 100);
    const int players = game.state().playerCount();
    const int player = players > 0 ? randomBelow(random, players) : 0;
    const GameState before = game.state();
    const std::size_t size = game.journal().size();
    try {
        if (choice < 12 && game.canUndo()) {
            game.undo();
        } else if (choice < 30) {
            game.apply(Event::cargoRolled(player, dice.roll()));
        } else if (choice < 40) {
            const std::string id = "Z" + std::to_string(1 + randomBelow(random, 30));
            game.apply(Event::truckChosen(
                player, TruckCard(id, 1 + randomBelow(random, 4), {"###", "##."})));
        } else if (choice < 68) {
            game.apply(Event::penaltyEntered(player, randomBelow(random, 45)));
        } else if (choice < 80) {
            const Cargo leftOver{{randomBelow(random, 2), 0, randomBelow(random, 2), 0, 0}};
            game.apply(Event::scoreEntered(player, randomBelow(random, 30), leftOver));
        } else if (choice < 96) {
            game.apply(Event::roundSettled());
        } else if (choice < 97) {
            if (randomBelow(random, 5) == 0)
                game.apply(Event::gameEnded()); // rare: it ends the run
        } else {
            game.apply(Event::cargoRolled(player, Cargo{{0, 0, 0, 0, 0}})); // always rejected
        }
    } catch (const InputError&) {
        EXPECT_EQ(game.state(), before);
        EXPECT_EQ(game.journal().size(), size);
    }
}

} // namespace

TEST(Journal, ReplayOfRandomSequencesWithUndoEqualsTheLiveState) {
    std::mt19937 random(2024);
    DiceRoller dice(99);
    int undos = 0;
    int settled = 0;
    for (int run = 0; run < 60; ++run) {
        Game game;
        std::vector<std::string> names;
        const int players = 3 + randomBelow(random, 4);
        for (int p = 0; p < players; ++p)
            names.push_back("P" + std::to_string(p));
        game.apply(Event::gameStarted(names));
        for (int step = 0; step < 250 && !game.isOver(); ++step)
            randomStep(game, random, dice);
        for (const Event& event : game.journal().events()) {
            undos += event.type == EventType::Undo;
            settled += event.type == EventType::RoundSettled;
        }
        const std::string lines = game.toJsonLines();
        const Game replayed = Game::fromJsonLines(lines);
        ASSERT_EQ(replayed.state(), game.state()) << "run " << run;
        EXPECT_EQ(replayed.journal(), game.journal());
        EXPECT_EQ(replayed.toJsonLines(), lines);
        EXPECT_EQ(replayed.undoTarget(), game.undoTarget());
    }
    EXPECT_GT(undos, 100) << "the sequences must exercise undo";
    EXPECT_GT(settled, 100) << "the sequences must settle rounds";
}

TEST(Journal, JsonLinesKeepEveryField) {
    Journal journal;
    journal.append(Event::gameStarted({"Ann", "Bob"}, true));
    journal.append(Event::cargoRolled(1, Cargo{{3, 2, 3, 0, 1}}));
    journal.append(Event::truckChosen(0, TruckCard("T07", 2, {"###..", "#####", "#####"})));
    journal.append(Event::penaltyEntered(0, 12));
    journal.append(Event::scoreEntered(1, 5, Cargo{{0, 0, 0, 0, 1}}));
    journal.append(Event::roundSettled());
    journal.append(Event::undo(5));
    journal.append(Event::truckChosen(1, TruckCard("Z01", 1, {"#"}), true));
    journal.append(Event::gameEnded());
    const std::string text = journal.toJsonLines();
    EXPECT_THAT(text,
                HasSubstr(R"({"seq":2,"type":"cargo_rolled","player":1,"roll":[3,2,3,0,1]})"));
    EXPECT_THAT(
        text,
        HasSubstr(R"({"seq":5,"type":"penalty_entered","player":1,"penalty":15,"free_cells":5,)"
                  R"("left_over":[0,0,0,0,1]})"));
    EXPECT_THAT(text, HasSubstr(R"({"seq":7,"type":"undo","target":5})"));
    EXPECT_THAT(text, HasSubstr(R"("from_deck":true})"));
    EXPECT_THAT(text, HasSubstr(R"({"seq":9,"type":"game_ended"})"));
    EXPECT_EQ(Journal::fromJsonLines(text), journal);
}

TEST(Journal, BadLinesNameTheLine) {
    EXPECT_THAT(
        errorOf([] { Journal::fromJsonLines("{\"seq\":1,\"type\":\"round_settled\"}\n{oops\n"); }),
        HasSubstr("journal line 2"));
    EXPECT_THAT(errorOf([] { Journal::fromJsonLines("{\"seq\":1,\"type\":\"dance\"}\n"); }),
                HasSubstr("journal line 1: unknown event type \"dance\""));
    EXPECT_THAT(errorOf([] { Journal::fromJsonLines("{\"seq\":4,\"type\":\"round_settled\"}\n"); }),
                HasSubstr("seq is 4, expected 1"));
    EXPECT_THAT(errorOf([] { Game::fromJsonLines("{\"seq\":1,\"type\":\"round_settled\"}\n"); }),
                HasSubstr("event 1 (round_settled): round_settled: no game has been started"));
}
