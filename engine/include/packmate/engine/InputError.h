#pragma once

#include <stdexcept>
#include <string>

namespace packmate {

/// Thrown when input from outside (a file, a command line, a player's entry) breaks the rules
/// of its format or of the game. The message names the problem in words a player can act on.
class InputError : public std::runtime_error {
public:
    explicit InputError(const std::string& message) : std::runtime_error(message) {}
};

} // namespace packmate
