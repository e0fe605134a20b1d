#pragma once

#include "CellGeometry.h"

#include <array>
#include <cstdint>
#include <unordered_map>
#include <vector>

namespace packmate::solver {

/// The most volume of long sticks that lie flat which one layer can take: an exact packing
/// of sticks of length >= L (no upright ones, support ignored) on a layer's free cells. Used
/// as a bound for lengths taller than the truck, where every stick must lie in one layer.
/// Results are remembered per solve; a search over its effort budget gives up (-1), and that
/// state stays unknown for the rest of the solve.
class FlatStickPacker {
public:
    explicit FlatStickPacker(const CellGeometry& geometry);

    /// `free` holds the layer's free cells (bit i = cell i of the layer). Returns the best
    /// volume, or -1 when the budget ran out.
    int maxVolume(std::uint64_t free, int minLength, const std::array<int, 5>& counts);

    /// Packing steps taken so far, to keep this bound's cost in proportion to the search.
    std::int64_t steps() const { return steps_; }

private:
    struct FlatPlacement {
        std::uint64_t cells = 0;
        int length = 0;
    };
    struct Key {
        std::uint64_t free = 0;
        std::uint64_t sticks = 0;
        bool operator==(const Key&) const = default;
    };
    struct KeyHash {
        std::size_t operator()(const Key& key) const {
            return std::hash<std::uint64_t>()(key.free * 0x9e3779b97f4a7c15ULL ^ (key.sticks << 1));
        }
    };
    int pack(std::uint64_t free, int minLength, std::array<int, 5>& counts);
    int giveUp(const Key& key);

    std::vector<std::vector<FlatPlacement>> placementsAt_;
    std::unordered_map<Key, int, KeyHash> memo_;
    std::int64_t budget_ = 0;
    std::int64_t steps_ = 0;
};

} // namespace packmate::solver
