#pragma once

#include <array>

namespace packmate::solver {

/// The largest total length a subset of the sticks can have without exceeding `freeCells`:
/// an upper bound on the volume that can still be loaded into that many fillable cells.
/// `counts` holds the sticks left per colour (lengths 1 to 5).
int subsetVolumeBound(const std::array<int, 5>& counts, int freeCells);

/// A tighter bound when `coverable[L-1]` cells (L = 2..5) are known to be the only ones a
/// stick of length L or longer can reach: the sticks of length >= L load at most the best
/// subset sum within that many cells, the shorter ones at most their total.
int nestedVolumeBound(const std::array<int, 5>& counts, int freeCells,
                      const std::array<int, 5>& coverable);

} // namespace packmate::solver
