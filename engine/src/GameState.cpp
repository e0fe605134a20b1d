#include <packmate/engine/Dice.h>
#include <packmate/engine/GameState.h>
#include <packmate/engine/InputError.h>
#include <packmate/engine/Scoring.h>
#include <packmate/engine/Solver.h>

#include <algorithm>
#include <set>

namespace packmate {

namespace {

constexpr int kMaxPenalty = 1000;

void requirePlaying(const GameState& state, const Event& event) {
    if (state.phase == GamePhase::NotStarted)
        throw InputError(eventTypeName(event.type) + ": no game has been started");
    if (state.phase == GamePhase::Over)
        throw InputError(eventTypeName(event.type) + ": the game is over", Refusal::GameOver, {});
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
                             std::to_string(count),
                         Refusal::PlayerCount, {std::to_string(count)});
    std::set<std::string> names;
    for (const std::string& name : event.players) {
        if (name.empty())
            throw InputError("game_started: a player has an empty name", Refusal::EmptyName, {});
        if (!names.insert(name).second)
            throw InputError("game_started: two players are called \"" + name + "\"",
                             Refusal::SameName, {name});
    }
    state.phase = GamePhase::Playing;
    state.players = event.players;
    state.houseVariant = event.houseVariant;
    state.ledger = ChipLedger(count);
    state.round = 1;
    state.current.assign(event.players.size(), PlayerRound{});
}

/// The entry of a player whose cargo or truck is about to change: not once scored.
PlayerRound& unscoredEntry(GameState& state, const Event& event) {
    PlayerRound& entry = playerEntry(state, event);
    const std::string& name = state.players[static_cast<std::size_t>(event.player)];
    if (entry.penalty)
        throw InputError(name + "'s truck is already scored; undo the score first",
                         Refusal::AlreadyScored, {name});
    return entry;
}

void chooseTruck(GameState& state, const Event& event) {
    PlayerRound& entry = unscoredEntry(state, event);
    for (int other = 0; other < state.playerCount(); ++other) {
        const auto& truck = state.current[static_cast<std::size_t>(other)].truck;
        if (other != event.player && truck && truck->id() == event.card->id()) {
            const std::string& taker = state.players[static_cast<std::size_t>(other)];
            throw InputError("truck " + truck->id() + " is already taken by " + taker,
                             Refusal::TruckTaken, {truck->id(), taker});
        }
    }
    entry.truck = event.card;
    entry.truckFromDeck = event.fromDeck;
}

// A score whose loaded sticks cannot all lie on the truck at once is impossible, however
// the numbers add up (a violet stick on a 4-cell-wide 2-layer truck, say). The exact solver
// decides; a search cut short by its time budget proves nothing and rejects nothing.
void checkLoadedSticksFit(const TruckCard& truck, const Cargo& cargo, const Cargo& leftOver,
                          const std::string& name) {
    constexpr int kFitCheckBudgetMs = 200;
    Cargo loaded;
    for (Colour colour : kAllColours)
        loaded[colour] = cargo[colour] - leftOver[colour];
    thread_local PackingSolver solver;
    const SolveResult best = solver.solve(truck, loaded, {kFitCheckBudgetMs});
    if (best.optimal && best.loadedVolume < loaded.volume())
        throw InputError(
            name + ": the sticks reported as loaded (" + formatCargo(loaded) +
                " of W,G,B,T,V) cannot all fit on truck " + truck.id() + ": at most " +
                std::to_string(best.loadedVolume) + " of their " + std::to_string(loaded.volume()) +
                " cells fit; check the sticks left over",
            Refusal::LoadDoesNotFit,
            {name, truck.id(), std::to_string(best.loadedVolume), std::to_string(loaded.volume())});
}

void checkScoreDetails(const PlayerRound& entry, const Event& event, const std::string& name) {
    const int freeCells = *event.freeCells;
    if (freeCells < 0) throw InputError("free cells for " + name + " cannot be negative");
    for (Colour colour : kAllColours) {
        const int left = event.leftOver[colour];
        const std::string what = std::to_string(left) + " " + std::string(colourName(colour));
        if (left < 0) throw InputError(name + ": sticks left over cannot be negative");
        if (entry.cargo && left > (*entry.cargo)[colour])
            throw InputError(name + " has " + what + " left over but the cargo has only " +
                                 std::to_string((*entry.cargo)[colour]),
                             Refusal::LeftOverTooMany,
                             {name, std::string(colourName(colour)), std::to_string(left),
                              std::to_string((*entry.cargo)[colour])});
    }
    if (event.penalty != penaltyOf(freeCells, event.leftOver))
        throw InputError("penalty " + std::to_string(event.penalty) + " for " + name + " is not " +
                         std::to_string(freeCells) + " free cells + " +
                         std::to_string(overflowPointsOf(event.leftOver)) + " overflow points");
    if (!entry.truck) return;
    if (freeCells > entry.truck->capacity())
        throw InputError(name + ": truck " + entry.truck->id() + " has only " +
                         std::to_string(entry.truck->capacity()) + " cells, not " +
                         std::to_string(freeCells) + " free");
    if (!entry.cargo) return;
    const int loaded = entry.cargo->volume() - event.leftOver.volume();
    const std::string capacity = std::to_string(entry.truck->capacity());
    const std::string message = name + ": " + std::to_string(freeCells) +
                                " free cells do not add up: truck " + entry.truck->id() +
                                " holds " + capacity + " cells and the loaded sticks fill " +
                                std::to_string(loaded);
    if (loaded > entry.truck->capacity())
        throw InputError(message, Refusal::LoadTooBig,
                         {name, std::to_string(loaded), entry.truck->id(), capacity});
    if (freeCells != entry.truck->capacity() - loaded)
        throw InputError(
            message, Refusal::FreeCellsWrong,
            {name, std::to_string(freeCells), entry.truck->id(), capacity, std::to_string(loaded)});
    checkLoadedSticksFit(*entry.truck, *entry.cargo, event.leftOver, name);
}

void enterPenalty(GameState& state, const Event& event) {
    PlayerRound& entry = playerEntry(state, event);
    const std::string& name = state.players[static_cast<std::size_t>(event.player)];
    if (event.penalty < 0 || event.penalty > kMaxPenalty)
        throw InputError("penalty for " + name + " must be 0 to " + std::to_string(kMaxPenalty) +
                         ", got " + std::to_string(event.penalty));
    if (event.freeCells) checkScoreDetails(entry, event, name);
    entry.penalty = event.penalty;
    entry.freeCells = event.freeCells;
    entry.leftOver = event.freeCells ? event.leftOver : Cargo{};
}

void finishGame(GameState& state) {
    int most = 0;
    for (int p = 0; p < state.playerCount(); ++p)
        most = std::max(most, state.ledger.points(p));
    state.phase = GamePhase::Over;
    for (int p = 0; p < state.playerCount(); ++p)
        if (state.ledger.points(p) == most) state.winners.push_back(p);
}

void settleRound(GameState& state, const Event& event) {
    requirePlaying(state, event);
    if (const auto missing = state.missingPenalties(); !missing.empty())
        throw InputError("round " + std::to_string(state.round) +
                             " cannot be settled: no penalty yet for " +
                             state.players[static_cast<std::size_t>(missing.front())],
                         Refusal::RoundIncomplete,
                         {std::to_string(state.round),
                          state.players[static_cast<std::size_t>(missing.front())]});
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

    bool someoneBroke = false;
    for (int p = 0; p < state.playerCount(); ++p)
        someoneBroke = someoneBroke || state.ledger.points(p) == 0;
    if (someoneBroke) {
        finishGame(state);
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
        unscoredEntry(next, event).cargo = cargoFromRoll(event.roll);
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
    case EventType::GameEnded:
        requirePlaying(next, event);
        finishGame(next);
        break;
    case EventType::Undo:
        throw InputError("undo is applied by the game, not as a state change");
    }
    return next;
}

} // namespace packmate
