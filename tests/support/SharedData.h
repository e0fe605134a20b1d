#pragma once

// Where the tests find ../shared (read-only reference data beside the checkout) and the
// project's own folders. Tests that need ../shared skip, saying so, when it is absent.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <string>

namespace packmate::testing {

/// The project's source folder (compiled in by tests/CMakeLists.txt).
inline std::filesystem::path sourceDir() { return PACKMATE_SOURCE_DIR; }

/// build/bin, where packmate and packmate-cli are.
inline std::filesystem::path binDir() { return PACKMATE_BIN_DIR; }

/// The shared folder ($PACKMATE_SHARED_DIR, else ../shared beside the checkout), or an empty
/// path when it is absent.
inline std::filesystem::path sharedDir() {
    const char* dir = std::getenv("PACKMATE_SHARED_DIR");
    const std::filesystem::path path = dir ? std::filesystem::path(dir) : sourceDir() / ".." / "shared";
    std::error_code error;
    return std::filesystem::is_directory(path, error) ? path : std::filesystem::path();
}

} // namespace packmate::testing

/// Skips the current test when ../shared is absent.
#define PACKMATE_REQUIRE_SHARED()                                                                  \
    do {                                                                                           \
        if (::packmate::testing::sharedDir().empty())                                              \
            GTEST_SKIP() << "../shared is absent: skipping a test that needs its data";            \
    } while (false)
