#pragma once

#include <packmate/engine/InputError.h>

#include <functional>
#include <string>

namespace packmate::testing {

/// The message of the InputError `action` throws, or "no error".
inline std::string errorOf(const std::function<void()>& action) {
    try {
        action();
    } catch (const InputError& error) {
        return error.what();
    }
    return "no error";
}

} // namespace packmate::testing
