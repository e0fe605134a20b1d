#pragma once

#include <string>
#include <string_view>

namespace packmate {

/// "1 cell", "3 cells", "0 cells": a count with its noun, for the English messages of the
/// engine, vision and the command line (the app translates them with real plural forms).
std::string counted(int count, std::string_view one, std::string_view many);

} // namespace packmate
