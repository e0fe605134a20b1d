#include <packmate/app/GameSession.h>
#include <packmate/engine/InputError.h>

#include <gtest/gtest.h>

using namespace packmate;
using namespace packmate::app;

namespace {

QJsonObject score(int player, int freeCells, const char* left = "0,0,0,0,0") {
    return {{"type", "score"}, {"player", player}, {"free", freeCells}, {"left", left}};
}

void playRound(GameSession& session, const QList<int>& freeCells) {
    for (int seat = 0; seat < freeCells.size(); ++seat)
        session.apply(score(seat, freeCells[seat]));
    session.apply({{"type", "closeRound"}});
}

} // namespace

TEST(GameSession, StartsWith75EachAndTheRestInTheKitty) {
    const GameSession session(3);
    EXPECT_EQ(session.points(), (QList<int>{75, 75, 75}));
    EXPECT_EQ(session.kitty(), 590 - 225);
    EXPECT_EQ(session.cardsPerPlayer(), 2);
    EXPECT_EQ(GameSession(5).cardsPerPlayer(), 1);
}

TEST(GameSession, PenaltyIsFreeCellsPlusTwiceTheLengthLeft) {
    // Seed examples: 3 free → 3; two brown left → 12; 5 free + one violet → 15.
    EXPECT_EQ(GameSession::penaltyFor(3, parseCargo("0,0,0,0,0")), 3);
    EXPECT_EQ(GameSession::penaltyFor(0, parseCargo("0,0,2,0,0")), 12);
    EXPECT_EQ(GameSession::penaltyFor(5, parseCargo("0,0,0,0,1")), 15);
}

TEST(GameSession, LowestPenaltiesAllGetTenFromTheKitty) {
    GameSession session(3);
    playRound(session, {5, 5, 12});
    ASSERT_EQ(session.rounds().size(), 1);
    const RoundRecord& round = session.rounds()[0];
    EXPECT_EQ(round.bonus, (QList<int>{10, 10, 0}));
    EXPECT_EQ(session.points(), (QList<int>{80, 80, 63}));
    EXPECT_EQ(session.kitty(), 365 + 22 - 20);
    EXPECT_EQ(session.roundNumber(), 2);
}

TEST(GameSession, APlayerWhoCannotPayPaysAllAndTheGameEnds) {
    GameSession session(3);
    playRound(session, {60, 0, 1});
    playRound(session, {20, 0, 1}); // player 1 holds 15, owes 20
    EXPECT_EQ(session.rounds()[1].paid[0], 15);
    EXPECT_EQ(session.points()[0], 0);
    EXPECT_TRUE(session.finished());
    EXPECT_EQ(session.winners(), QList<int>{1});
    EXPECT_THROW(session.apply(score(0, 1)), InputError);
}

TEST(GameSession, UndoTakesBackTheLastActionIncludingARoundEnd) {
    GameSession session(3);
    playRound(session, {1, 2, 3});
    const QList<int> afterRound = session.points();
    session.apply({{"type", "undo"}});
    EXPECT_EQ(session.rounds().size(), 0);
    EXPECT_EQ(session.points(), (QList<int>{75, 75, 75}));
    EXPECT_TRUE(session.roundComplete());
    session.apply({{"type", "undo"}});
    EXPECT_FALSE(session.roundComplete());
    EXPECT_FALSE(session.turns()[2].penalty.has_value());
}

TEST(GameSession, BadEventsChangeNothing) {
    GameSession session(3);
    session.apply({{"type", "cargo"}, {"player", 0}, {"cargo", "1,0,0,0,0"}});
    const GameSession before = session;
    EXPECT_THROW(session.apply({{"type", "closeRound"}}), InputError);
    EXPECT_THROW(session.apply(score(0, 0, "0,1,0,0,0")), InputError); // more grey left than rolled
    EXPECT_THROW(session.apply(score(7, 0)), InputError);
    EXPECT_THROW(session.apply({{"type", "fly"}}), InputError);
    EXPECT_THROW(session.apply({{"type", "cargo"}, {"player", 0}, {"cargo", "0,0,0,0,0"}}),
                 InputError);
    EXPECT_EQ(session.turns()[0].cargo, before.turns()[0].cargo);
    EXPECT_FALSE(session.turns()[0].penalty.has_value());
}

TEST(GameSession, ReplayRebuildsTheSameState) {
    GameSession live(4);
    QList<QJsonObject> journal;
    auto act = [&](const QJsonObject& event) {
        live.apply(event);
        journal << event;
    };
    act({{"type", "truck"}, {"player", 3}, {"source", "blind"}});
    for (int seat = 0; seat < 4; ++seat)
        act(score(seat, seat * 3));
    act({{"type", "closeRound"}});
    act(score(0, 9));
    act({{"type", "undo"}});
    const GameSession replayed = GameSession::replay(4, journal);
    EXPECT_EQ(replayed.points(), live.points());
    EXPECT_EQ(replayed.kitty(), live.kitty());
    EXPECT_EQ(replayed.deck().deck, 30 - 8 - 1);
    EXPECT_FALSE(replayed.turns()[0].penalty.has_value());
}
