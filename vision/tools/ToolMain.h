// Shared entry point of the vision developer tools: an unknown option, a missing directory or an
// unreadable file ends the tool with a message naming it and exit code 2, never an uncaught
// exception.
#pragma once

#include <exception>
#include <filesystem>
#include <iostream>
#include <stdexcept>
#include <string>

namespace packmate::vision::tools {

// A directory argument of a tool: must exist, and must not look like an option.
inline std::string directoryArgument(const std::string& arg) {
    if (arg.rfind("--", 0) == 0) throw std::invalid_argument("unknown option " + arg);
    if (!std::filesystem::is_directory(arg))
        throw std::invalid_argument("'" + arg + "' is not a directory");
    return arg;
}

template <typename Body> int runTool(const char* name, Body&& body) {
    try {
        return body();
    } catch (const std::exception& e) {
        const std::string what = e.what();
        // std::stod and friends name only themselves.
        const bool number = what == "stod" || what == "stoi" || what == "stoul";
        std::cerr << name << ": " << (number ? "an option's value is not a number" : what) << "\n";
        return 2;
    }
}

} // namespace packmate::vision::tools
