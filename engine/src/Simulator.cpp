#include <packmate/engine/Catalogue.h>
#include <packmate/engine/Dice.h>
#include <packmate/engine/GreedyLoader.h>
#include <packmate/engine/InputError.h>
#include <packmate/engine/Simulator.h>
#include <packmate/engine/TruckDeck.h>

#include <limits>
#include <map>

namespace packmate {

namespace {

int greedyPenalty(const TruckCard& card, const Cargo& cargo) {
    return scoreLayout(loadGreedily(card, cargo), cargo).penalty;
}

/// One grab action; returns true when it was a roll-off.
bool grabOnce(TruckDeck& deck, const std::vector<Cargo>& cargo, DiceRoller& dice) {
    if (const auto last = deck.lastWithoutTruck()) {
        deck.takeTopCard(*last);
        return false;
    }
    std::map<int, std::vector<int>> wanted; // open truck → players going for it
    for (int player = 0; player < static_cast<int>(deck.trucks().size()); ++player) {
        if (deck.trucks()[static_cast<std::size_t>(player)]) continue;
        int best = -1;
        int bestPenalty = std::numeric_limits<int>::max();
        for (std::size_t i = 0; i < deck.openTrucks().size(); ++i) {
            const OpenTruck& truck = deck.openTrucks()[i];
            if (truck.takenBy >= 0 || truck.owner == player) continue;
            const int penalty = greedyPenalty(truck.card, cargo[static_cast<std::size_t>(player)]);
            if (penalty < bestPenalty) {
                bestPenalty = penalty;
                best = static_cast<int>(i);
            }
        }
        if (best < 0) {
            deck.takeTopCard(player);
            return false;
        }
        wanted[best].push_back(player);
    }
    const auto& [truck, players] = *wanted.begin();
    if (players.size() == 1) {
        deck.grab(players.front(), truck);
        return false;
    }
    deck.grabTogether(players, truck, dice);
    return true;
}

} // namespace

Simulation simulateGame(int players, std::uint32_t seed, int maxRounds) {
    if (players < kHouseVariantPlayers || players > kMaxPlayers)
        throw InputError("a simulation needs 2 to 6 players, not " + std::to_string(players));
    Simulation simulation;
    std::vector<std::string> names;
    for (int p = 1; p <= players; ++p)
        names.push_back("Player " + std::to_string(p));
    Game& game = simulation.game;
    game.apply(Event::gameStarted(names, players == kHouseVariantPlayers));
    DiceRoller dice(seed);
    TruckDeck deck(Catalogue::builtIn().cards(), seed ^ 0x9e3779b9U);

    while (!game.isOver() && static_cast<int>(simulation.rounds.size()) < maxRounds) {
        SimulatedRound round;
        round.number = game.state().round;
        for (int p = 0; p < players; ++p) {
            round.cargo.push_back(dice.roll());
            game.apply(Event::cargoRolled(p, round.cargo.back()));
        }
        deck.deal(players);
        while (!deck.grabPhaseDone())
            simulation.rollOffs += grabOnce(deck, round.cargo, dice);
        for (int p = 0; p < players; ++p) {
            const TruckCard& card = *deck.trucks()[static_cast<std::size_t>(p)];
            const Cargo& cargo = round.cargo[static_cast<std::size_t>(p)];
            round.trucks.push_back(card);
            round.scores.push_back(scoreLayout(loadGreedily(card, cargo), cargo));
            game.apply(Event::truckChosen(p, card));
            Cargo leftOver;
            for (const OverflowItem& item : round.scores.back().overflow)
                leftOver[item.colour] = item.count;
            game.apply(Event::scoreEntered(p, round.scores.back().freeCells, leftOver));
        }
        game.apply(Event::roundSettled());
        deck.endRound();
        simulation.rounds.push_back(std::move(round));
    }
    simulation.reshuffles = deck.reshuffles();
    simulation.finished = game.isOver();
    return simulation;
}

} // namespace packmate
