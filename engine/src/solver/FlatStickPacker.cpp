#include "FlatStickPacker.h"

#include <algorithm>
#include <bit>

namespace packmate::solver {

namespace {

constexpr std::int64_t kBudgetPerCall = 1024;
constexpr std::size_t kMemoLimit = 1 << 18;

} // namespace

FlatStickPacker::FlatStickPacker(const CellGeometry& geometry)
    : placementsAt_(static_cast<std::size_t>(geometry.layerSize())) {
    // A flat stick covers the same cells of its layer whatever the layer, so layer 0's
    // placements serve every layer.
    for (int cell = 0; cell < geometry.layerSize(); ++cell)
        for (const Placement& placement : geometry.placementsAt(cell))
            if (placement.length >= 2 && placement.piece.dir != Direction::Z)
                placementsAt_[static_cast<std::size_t>(cell)].push_back(
                    {placement.cells.words[0], placement.length});
}

int FlatStickPacker::maxVolume(std::uint64_t free, int minLength,
                               const std::array<int, 5>& counts) {
    if (memo_.size() > kMemoLimit) memo_.clear();
    std::array<int, 5> left = counts;
    for (int length = 1; length < minLength; ++length)
        left[length - 1] = 0;
    budget_ = kBudgetPerCall;
    return pack(free, minLength, left);
}

int FlatStickPacker::giveUp(const Key& key) {
    memo_.emplace(key, -1);
    return -1;
}

int FlatStickPacker::pack(std::uint64_t free, int minLength, std::array<int, 5>& counts) {
    if (free == 0) return 0;
    std::uint64_t sticks = static_cast<std::uint64_t>(minLength);
    bool anyLeft = false;
    for (int c : counts) {
        sticks = (sticks << 6) | static_cast<std::uint64_t>(c);
        anyLeft = anyLeft || c > 0;
    }
    if (!anyLeft) return 0;
    const Key key{free, sticks};
    if (const auto it = memo_.find(key); it != memo_.end()) return it->second;
    // A state whose packing ran over budget is remembered as unknown (-1) too, so the
    // search does not pay for the same failure at every node.
    ++steps_;
    if (--budget_ < 0) return giveUp(key);

    const int cell = std::countr_zero(free);
    const std::uint64_t rest = free & (free - 1);
    int best = pack(rest, minLength, counts);
    if (best < 0) return giveUp(key);
    for (const FlatPlacement& placement : placementsAt_[static_cast<std::size_t>(cell)]) {
        int& count = counts[static_cast<std::size_t>(placement.length - 1)];
        if (count == 0 || (placement.cells & ~free) != 0) continue;
        --count;
        const int gained = pack(free & ~placement.cells, minLength, counts);
        ++count;
        if (gained < 0) return giveUp(key);
        best = std::max(best, placement.length + gained);
    }
    memo_.emplace(key, best);
    return best;
}

} // namespace packmate::solver
