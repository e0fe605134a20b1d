#include <packmate/app/GameStatistics.h>
#include <packmate/engine/Event.h>
#include <packmate/engine/Game.h>
#include <packmate/engine/Solver.h>

#include <gtest/gtest.h>

using namespace packmate;
using namespace packmate::app;

namespace {

/// Two trucks of six cells and one layer (each truck card is taken by one player a round).
const TruckCard kFlatA("F6A", 1, {"###", "###"});
const TruckCard kFlatB("F6B", 1, {"###", "###"});

Cargo cargoOf(int white, int grey) {
    Cargo cargo;
    cargo[Colour::White] = white;
    cargo[Colour::Grey] = grey;
    return cargo;
}

/// The exact solver's penalty when it proves it, as the app counts it.
std::optional<int> solvedBest(const TruckCard& card, const Cargo& cargo) {
    const SolveResult result = solvePacking(card, cargo);
    if (!result.optimal) return std::nullopt;
    return result.penalty;
}

/// One settled round: A and B roll 2 white + 1 grey (4 cells) and load a six-cell truck each;
/// A loads all (2 free cells: the best), B leaves a white stick beside (3 free + 2 = 5).
/// C only enters a penalty of 7, with no truck or cargo.
GameState oneRound() {
    Game game;
    game.apply(Event::gameStarted({"A", "B", "C"}));
    game.apply(Event::cargoRolled(0, cargoOf(2, 1)));
    game.apply(Event::truckChosen(0, kFlatA));
    game.apply(Event::cargoRolled(1, cargoOf(2, 1)));
    game.apply(Event::truckChosen(1, kFlatB));
    game.apply(Event::scoreEntered(0, 2, Cargo{}));
    game.apply(Event::scoreEntered(1, 3, cargoOf(1, 0)));
    game.apply(Event::penaltyEntered(2, 7));
    game.apply(Event::roundSettled());
    return game.state();
}

QVariantMap entryOf(const QVariantList& list, const QString& name) {
    for (const QVariant& entry : list)
        if (entry.toMap().value("name").toString() == name) return entry.toMap();
    return {};
}

} // namespace

TEST(GameStatistics, PenaltiesAreComparedWithTheSolversBest) {
    GameStatistics statistics(solvedBest);
    statistics.add({"A", "B", "C"}, {"A"}, oneRound());
    const QVariantList list = statistics.toList();
    ASSERT_EQ(list.size(), 3);

    const QVariantMap a = entryOf(list, "A");
    EXPECT_EQ(a.value("games").toInt(), 1);
    EXPECT_EQ(a.value("wins").toInt(), 1);
    EXPECT_EQ(a.value("solvedRounds").toInt(), 1);
    EXPECT_DOUBLE_EQ(a.value("averagePenalty").toDouble(), 2.0);
    EXPECT_DOUBLE_EQ(a.value("averageDistanceFromBest").toDouble(), 0.0);

    const QVariantMap b = entryOf(list, "B");
    EXPECT_EQ(b.value("wins").toInt(), 0);
    EXPECT_DOUBLE_EQ(b.value("averagePenalty").toDouble(), 5.0);
    EXPECT_DOUBLE_EQ(b.value("averageDistanceFromBest").toDouble(), 3.0);

    // C's round counts for the average penalty, not for the distance from the best.
    const QVariantMap c = entryOf(list, "C");
    EXPECT_EQ(c.value("rounds").toInt(), 1);
    EXPECT_DOUBLE_EQ(c.value("averagePenalty").toDouble(), 7.0);
    EXPECT_EQ(c.value("solvedRounds").toInt(), 0);
    EXPECT_DOUBLE_EQ(c.value("averageDistanceFromBest").toDouble(), -1.0);
}

TEST(GameStatistics, RoundsWithoutAProvenBestAreLeftOutOfTheDistance) {
    GameStatistics statistics([](const TruckCard&, const Cargo&) { return std::optional<int>(); });
    statistics.add({"A", "B", "C"}, {}, oneRound());
    const QVariantMap a = entryOf(statistics.toList(), "A");
    EXPECT_EQ(a.value("rounds").toInt(), 1);
    EXPECT_EQ(a.value("solvedRounds").toInt(), 0);
    EXPECT_DOUBLE_EQ(a.value("averageDistanceFromBest").toDouble(), -1.0);
}

TEST(GameStatistics, APlayerOfTwoGamesIsOneEntry) {
    GameStatistics statistics(solvedBest);
    statistics.add({"A", "B", "C"}, {"A"}, oneRound());
    statistics.add({"B", "A", "C"}, {"B"}, oneRound()); // A sits second: 5 points, +3
    const QVariantMap a = entryOf(statistics.toList(), "A");
    EXPECT_EQ(a.value("games").toInt(), 2);
    EXPECT_EQ(a.value("wins").toInt(), 1);
    EXPECT_EQ(a.value("rounds").toInt(), 2);
    EXPECT_DOUBLE_EQ(a.value("averagePenalty").toDouble(), 3.5);
    EXPECT_DOUBLE_EQ(a.value("averageDistanceFromBest").toDouble(), 1.5);
}
