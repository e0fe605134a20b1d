#pragma once

#include <packmate/engine/Cargo.h>
#include <packmate/engine/Layout.h>

namespace packmate {

/// A simple, fast loader for simulations (not a solver): longest sticks first, each at the
/// first legal spot scanning layer by layer, row by row, lying along x, then y, then upright.
/// The result is always a legal layout; sticks that find no spot stay beside the truck.
Layout loadGreedily(const TruckCard& card, const Cargo& cargo);

} // namespace packmate
