#pragma once

#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace packmate {

/// The game-rule refusals a player can meet at the table, named so that an app can word them
/// in the player's language (the engine's own message is English, for the CLI and the logs).
enum class Refusal {
    None,            ///< a refusal without a name of its own (file formats, programming errors)
    GameOver,        ///< {}
    AlreadyScored,   ///< {player}
    TruckTaken,      ///< {truck, other player}
    LoadTooBig,      ///< {player, loaded cells, truck, its cells}
    LoadDoesNotFit,  ///< {player, truck, cells that fit, loaded cells}
    FreeCellsWrong,  ///< {player, free cells, truck, its cells, loaded cells}
    LeftOverTooMany, ///< {player, colour, left over, in the cargo}
    RoundIncomplete, ///< {round, player without a penalty}
    NothingToUndo,   ///< {}
    PlayerCount,     ///< {players}
    EmptyName,       ///< {}
    SameName,        ///< {name}
};

/// Thrown when input from outside (a file, a command line, a player's entry) breaks the rules
/// of its format or of the game. The message names the problem in words a player can act on;
/// `refusal()` and `values()` name it for translation.
class InputError : public std::runtime_error {
public:
    explicit InputError(const std::string& message) : std::runtime_error(message) {}
    InputError(const std::string& message, Refusal refusal, std::vector<std::string> values)
        : std::runtime_error(message), refusal_(refusal), values_(std::move(values)) {}

    Refusal refusal() const { return refusal_; }
    /// What the message names, in the order the Refusal's comment lists.
    const std::vector<std::string>& values() const { return values_; }

private:
    Refusal refusal_ = Refusal::None;
    std::vector<std::string> values_;
};

} // namespace packmate
