#pragma once

#include <array>

namespace packmate::solver {

/// The largest total length a subset of the sticks can have without exceeding `freeCells`:
/// an upper bound on the volume that can still be loaded into that many fillable cells.
/// `counts` holds the sticks left per colour (lengths 1 to 5).
int subsetVolumeBound(const std::array<int, 5>& counts, int freeCells);

/// Where sticks of each length L (2..5) could still lie: per layer, the free cells that a
/// stick of length L fits on (support ignored). When L exceeds the layers, such a stick lies
/// flat, so each layer holds a whole number of them.
struct LongStickRoom {
    std::array<std::array<int, 4>, 5> cellsPerLayer{};
    /// When known (>= 0): the most volume of flat sticks of length >= L the layer can take.
    std::array<std::array<int, 4>, 5> flatVolumePerLayer{};
    int layers = 1;
};

/// A tighter bound: the sticks of length >= L load at most what fits in their room (per
/// layer when they must lie flat), the shorter ones at most their total; the best over L.
int nestedVolumeBound(const std::array<int, 5>& counts, int freeCells, const LongStickRoom& room);

} // namespace packmate::solver
