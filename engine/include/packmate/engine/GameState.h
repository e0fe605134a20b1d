#pragma once

#include <packmate/engine/Cargo.h>
#include <packmate/engine/ChipLedger.h>
#include <packmate/engine/Event.h>
#include <packmate/engine/TruckCard.h>

#include <optional>
#include <string>
#include <vector>

namespace packmate {

/// Players allowed by the rules; 2 only as the marked house variant.
inline constexpr int kMinPlayers = 3;
inline constexpr int kMaxPlayers = 6;
inline constexpr int kHouseVariantPlayers = 2;

/// What one player has entered in a round so far.
struct PlayerRound {
    std::optional<Cargo> cargo;
    std::optional<TruckCard> truck;
    bool truckFromDeck = false; ///< taken blind from the top of the deck
    std::optional<int> penalty;
    std::optional<int> freeCells; ///< set when the score was entered with its details
    Cargo leftOver;
    bool operator==(const PlayerRound&) const = default;
};

/// A settled round: what was entered and the payments (penalties first, then the bonus).
struct RoundRecord {
    int number = 0;
    std::vector<PlayerRound> players;
    std::vector<Payment> payments;
    std::vector<int> best; ///< players who got the round bonus (all of them on a tie)
    bool operator==(const RoundRecord&) const = default;
};

enum class GamePhase : std::uint8_t { NotStarted, Playing, Over };

/// The whole state of a Zack & Pack game: a pure value, the replay of its journal.
struct GameState {
    GamePhase phase = GamePhase::NotStarted;
    std::vector<std::string> players;
    bool houseVariant = false;
    ChipLedger ledger;
    int round = 0;                    ///< the round being played (1-based); last round when over
    std::vector<PlayerRound> current; ///< entries of the round being played, one per player
    std::vector<RoundRecord> history; ///< settled rounds, oldest first
    std::vector<int> winners;         ///< set when the game is over (all who tie for most points)

    int playerCount() const { return static_cast<int>(players.size()); }
    /// Players whose penalty for the current round is still missing.
    std::vector<int> missingPenalties() const;
    bool operator==(const GameState&) const = default;
};

/// The state after `event`. InputError naming the problem when the event does not fit the
/// state (the input state is never changed). Undo events are handled by Game, not here.
/// Cargo and truck cannot change once the player's score is in (undo the score first).
/// A score entered with details (Event::scoreEntered) is cross-checked: the sticks left over
/// must come from the player's cargo, and with both cargo and truck known the free cells must
/// be capacity − loaded volume (the loaded sticks are the cargo minus those left over).
GameState applyEvent(const GameState& state, const Event& event);

} // namespace packmate
