#include <packmate/engine/Dice.h>
#include <packmate/engine/GameState.h>
#include <packmate/engine/InputError.h>
#include <packmate/engine/Scoring.h>

#include <algorithm>
#include <set>

namespace packmate {

namespace {

constexpr int kMaxPenalty = 1000;

void requirePlaying(const GameState& state, const Event& event) {
    if (state.phase == GamePhase::NotStarted)
        throw InputError(eventTypeName(event.type) + ": no game has been started");
    if (state.phase == GamePhase::Over)
        throw InputError(eventTypeName(event.type) + ": the game is over");
}

PlayerRound& playerEntry(GameState& state, const Event& event) {
    requirePlaying(state, event);
    if (event.player < 0 || event.player >= state.playerCount())
        throw InputError(eventTypeName(event.type) + ": no player " + std::to_string(event.player) +
                         " (" + std::to_string(state.playerCount()) + " players, numbered from 0)");
    return state.current[static_cast<std::size_t>(event.player)];
}

void startGame(GameState& state, const Event& event) {
    if (state.phase != GamePhase::NotStarted)
        throw InputError("game_started: the game has already started");
    const int count = static_cast<int>(event.players.size());
    const bool allowed = (count >= kMinPlayers && count <= kMaxPlayers) ||
                         (count == kHouseVariantPlayers && event.houseVariant);
    if (!allowed)
        throw InputError("Zack & Pack is for 3 to 6 players (2 only as the house variant), not " +
                         std::to_string(count));
    std::set<std::string> names;
    for (const std::string& name : event.players) {
        if (name.empty()) throw InputError("game_started: a player has an empty name");
        if (!names.insert(name).second)
            throw InputError("game_started: two players are called \"" + name + "\"");
    }
    state.phase = GamePhase::Playing;
    state.players = event.players;
    state.houseVariant = event.houseVariant;
    state.ledger = ChipLedger(count);
    state.round = 1;
    state.current.assign(event.players.size(), PlayerRound{});
}

void chooseTruck(GameState& state, const Event& event) {
    PlayerRound& entry = playerEntry(state, event);
    for (int other = 0; other < state.playerCount(); ++other) {
        const auto& truck = state.current[static_cast<std::size_t>(other)].truck;
        if (other != event.player && truck && truck->id() == event.card->id())
            throw InputError("truck " + truck->id() + " is already taken by " +
                             state.players[static_cast<std::size_t>(other)]);
    }
    entry.truck = event.card;
}

void enterPenalty(GameState& state, const Event& event) {
    PlayerRound& entry = playerEntry(state, event);
    if (event.penalty < 0 || event.penalty > kMaxPenalty)
        throw InputError("penalty for " + state.players[static_cast<std::size_t>(event.player)] +
                         " must be 0 to " + std::to_string(kMaxPenalty) + ", got " +
                         std::to_string(event.penalty));
    entry.penalty = event.penalty;
}

void settleRound(GameState& state, const Event& event) {
    requirePlaying(state, event);
    if (const auto missing = state.missingPenalties(); !missing.empty())
        throw InputError("round " + std::to_string(state.round) +
                         " cannot be settled: no penalty yet for " +
                         state.players[static_cast<std::size_t>(missing.front())]);
    RoundRecord record{state.round, state.current, {}, {}};
    std::vector<int> penalties;
    for (int p = 0; p < state.playerCount(); ++p) {
        const int penalty = *state.current[static_cast<std::size_t>(p)].penalty;
        penalties.push_back(penalty);
        if (penalty > 0)
            record.payments.push_back(state.ledger.pay(p, ChipLedger::kKitty, penalty));
    }
    record.best = bestOfRound(penalties);
    for (int p : record.best)
        record.payments.push_back(state.ledger.pay(ChipLedger::kKitty, p, kRoundBonus));
    state.history.push_back(std::move(record));

    int most = 0;
    bool someoneBroke = false;
    for (int p = 0; p < state.playerCount(); ++p) {
        most = std::max(most, state.ledger.points(p));
        someoneBroke = someoneBroke || state.ledger.points(p) == 0;
    }
    if (someoneBroke) {
        state.phase = GamePhase::Over;
        for (int p = 0; p < state.playerCount(); ++p)
            if (state.ledger.points(p) == most) state.winners.push_back(p);
        return;
    }
    ++state.round;
    state.current.assign(state.players.size(), PlayerRound{});
}

} // namespace

std::vector<int> GameState::missingPenalties() const {
    std::vector<int> missing;
    for (std::size_t p = 0; p < current.size(); ++p)
        if (!current[p].penalty) missing.push_back(static_cast<int>(p));
    return missing;
}

GameState applyEvent(const GameState& state, const Event& event) {
    GameState next = state;
    switch (event.type) {
    case EventType::GameStarted:
        startGame(next, event);
        break;
    case EventType::CargoRolled:
        playerEntry(next, event).cargo = cargoFromRoll(event.roll);
        break;
    case EventType::TruckChosen:
        if (!event.card) throw InputError("truck_chosen: no card given");
        chooseTruck(next, event);
        break;
    case EventType::PenaltyEntered:
        enterPenalty(next, event);
        break;
    case EventType::RoundSettled:
        settleRound(next, event);
        break;
    case EventType::Undo:
        throw InputError("undo is applied by the game, not as a state change");
    }
    return next;
}

} // namespace packmate
