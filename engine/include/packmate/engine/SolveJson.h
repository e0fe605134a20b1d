#pragma once

#include <packmate/engine/Json.h>
#include <packmate/engine/Solver.h>

namespace packmate {

/// The `packmate-cli solve --json` contract: "penalty", "free_cells", "overflow_points",
/// "optimal", "layout" (the layout JSON that `score --layout` reads), plus "card", "cargo",
/// "capacity", "cargo_volume", "loaded_volume", "bound" (no loading scores lower),
/// "overflow" (as in `score --json`), "nodes" and "time_ms".
Json solveResultToJson(const SolveResult& result, const Cargo& cargo);

} // namespace packmate
