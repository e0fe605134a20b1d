#pragma once

#include <packmate/engine/Cargo.h>
#include <packmate/engine/Json.h>
#include <packmate/engine/TruckCard.h>

#include <optional>
#include <string>
#include <vector>

namespace packmate {

enum class EventType : std::uint8_t {
    GameStarted,    ///< players (names), houseVariant
    CargoRolled,    ///< player, roll (one value per die, W,G,B,T,V)
    TruckChosen,    ///< player, card, fromDeck (taken blind from the deck)
    PenaltyEntered, ///< player, penalty (may be entered again to correct it before settling)
    RoundSettled,   ///< everyone pays their penalty, then the best get the round bonus
    Undo,           ///< target: the seq of the event it reverses
    GameEnded,      ///< the players stop early; most points win
};

/// One change of a game's state. Build events with the factory functions; fields that do
/// not belong to the type stay at their defaults.
struct Event {
    EventType type = EventType::GameStarted;
    int seq = 0; ///< 1-based position in the journal, set when appended
    std::vector<std::string> players;
    bool houseVariant = false;
    int player = -1;
    Cargo roll;
    std::optional<TruckCard> card;
    int penalty = 0;
    std::optional<int> freeCells; ///< PenaltyEntered with details: free cells on the truck...
    Cargo leftOver; ///< ...and the sticks left beside it (then checked, see GameState)
    int target = 0;
    bool fromDeck = false;

    static Event gameStarted(std::vector<std::string> players, bool houseVariant = false);
    static Event cargoRolled(int player, const Cargo& roll);
    static Event truckChosen(int player, TruckCard card, bool fromDeck = false);
    static Event penaltyEntered(int player, int penalty);
    /// A PenaltyEntered with its details; penalty = free cells + 2 × length of the sticks left
    /// over.
    static Event scoreEntered(int player, int freeCells, const Cargo& leftOver);
    static Event roundSettled();
    static Event undo(int target);
    static Event gameEnded();

    bool operator==(const Event&) const = default;
};

/// "game_started", "cargo_rolled", "truck_chosen", "penalty_entered", "round_settled", "undo",
/// "game_ended".
std::string eventTypeName(EventType type);

/// {"seq":3,"type":"cargo_rolled","player":0,"roll":[3,2,3,0,1]} and so on.
Json eventToJson(const Event& event);
/// Inverse of eventToJson; InputError naming the problem.
Event eventFromJson(const Json& json);

} // namespace packmate
