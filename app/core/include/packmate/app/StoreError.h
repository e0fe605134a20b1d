#pragma once

#include <stdexcept>
#include <string>

namespace packmate::app {

/// The game database could not be opened, read or written. Nothing was changed by the
/// failed call; the message names the problem.
class StoreError : public std::runtime_error {
public:
    explicit StoreError(const std::string& message) : std::runtime_error(message) {}
};

} // namespace packmate::app
