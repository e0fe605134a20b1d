#include "solver/CellGeometry.h"
#include "solver/FlatStickPacker.h"
#include "solver/TranspositionTable.h"
#include "solver/VolumeBound.h"

#include <packmate/engine/InputError.h>
#include <packmate/engine/Solver.h>

#include <algorithm>
#include <chrono>

namespace packmate {

using solver::Bits256;
using solver::CellGeometry;
using solver::Placement;
using solver::StateKey;
using solver::TranspositionTable;

namespace {

using Clock = std::chrono::steady_clock;

constexpr std::int64_t kNodesBeforeFlatPacking = 64;
// The flat packing may cost at most this many of its steps per search node on average.
constexpr std::int64_t kFlatStepsPerNode = 8;

/// Depth-first branch and bound over the cells in scan order: the first undecided cell is
/// either covered by a stick anchored there or left empty for good (which kills its column).
/// Every node is itself a legal loading, so the incumbent is updated at every node.
class Search {
public:
    Search(const CellGeometry& geometry, const Cargo& cargo, TranspositionTable& table,
           int volumeGoal, const SolveOptions& options)
        : geometry_(geometry), table_(table), goal_(volumeGoal), start_(Clock::now()),
          deadline_(start_ + std::chrono::milliseconds(options.timeLimitMs)),
          timed_(options.timeLimitMs > 0), all_(~Bits256::from(geometry.cellCount())),
          flatPacker_(geometry) {
        counts_ = cargo.counts;
        layerMask_ = geometry.layerSize() == 64 ? ~std::uint64_t{0}
                                                : (std::uint64_t{1} << geometry.layerSize()) - 1;
        for (int z = 0; z < geometry.layers(); ++z)
            layers_[z] = geometry.layer(z);
    }

    /// Searches from the empty truck; returns an upper bound on the loadable volume (exact
    /// unless the time ran out).
    int run() { return std::max(best_, search(Bits256{}, geometry_.blocked(), 0)); }

    /// The strongest bound this search knows for the empty truck, flat packing included; for
    /// reporting when the time ran out.
    int rootBound() {
        const Bits256 free = ~geometry_.blocked() & all_;
        return reachBound(free, free.count(), -1, true);
    }

    int bestVolume() const { return best_; }
    const std::vector<const Placement*>& bestPath() const { return bestPath_; }
    bool timedOut() const { return timedOut_; }
    std::int64_t nodes() const { return nodes_; }
    double elapsedMs() const {
        return std::chrono::duration<double, std::milli>(Clock::now() - start_).count();
    }

private:
    std::uint32_t packedCounts() const {
        std::uint32_t packed = 0;
        for (int c : counts_)
            packed = (packed << 6) | static_cast<std::uint32_t>(c);
        return packed;
    }

    /// Reads the clock once every 1024 nodes.
    void checkTime() {
        if (timed_ && (nodes_ & 1023) == 0 && Clock::now() >= deadline_) timedOut_ = true;
    }

    /// Bound from where the long sticks can still lie at all. The exact flat packing per
    /// layer is dearer: it runs only once the search proves hard (most solves end within a
    /// few dozen nodes), while its cost stays in proportion to the search, and when the cell
    /// counts alone do not prune (`enough`).
    int reachBound(const Bits256& free, int freeCells, int enough, bool alwaysFlat = false) {
        int longest = 0;
        for (int c = 0; c < kColourCount; ++c)
            if (counts_[c] > 0) longest = c + 1;
        if (longest < 2) return freeCells;
        solver::LongStickRoom room;
        room.layers = geometry_.layers();
        std::array<Bits256, kColourCount> covers{};
        for (int length = 2; length <= longest; ++length) {
            covers[length - 1] = geometry_.coverable(free, length);
            for (int z = 0; z < room.layers; ++z) {
                room.cellsPerLayer[length - 1][z] = (covers[length - 1] & layers_[z]).count();
                room.flatVolumePerLayer[length - 1][z] = -1;
            }
        }
        const int bound = solver::nestedVolumeBound(counts_, freeCells, room);
        const bool flatWorthIt = alwaysFlat || (nodes_ >= kNodesBeforeFlatPacking &&
                                                flatPacker_.steps() <= kFlatStepsPerNode * nodes_);
        if (bound <= enough || longest <= room.layers || !flatWorthIt) return bound;
        for (int length = room.layers + 1; length <= longest; ++length)
            for (int z = 0; z < room.layers; ++z)
                room.flatVolumePerLayer[length - 1][z] = flatPacker_.maxVolume(
                    covers[length - 1].window(z * geometry_.layerSize()) & layerMask_, length,
                    counts_);
        return std::min(bound, solver::nestedVolumeBound(counts_, freeCells, room));
    }

    /// Returns an upper bound on the volume still loadable from this state.
    int search(const Bits256& occupied, const Bits256& dead, int placed) {
        checkTime();
        const std::int64_t firstNode = nodes_++;
        if (placed > best_) {
            best_ = placed;
            bestPath_ = path_;
            if (best_ >= goal_) stop_ = true;
        }
        const Bits256 decided = occupied | dead;
        const int cell = (~decided & all_).first();
        if (cell >= geometry_.cellCount()) return 0;
        const int freeCells = (~decided & all_).count();
        int bound = solver::subsetVolumeBound(counts_, freeCells);
        if (bound == 0 || placed + bound <= best_ || timedOut_) return bound;

        const Bits256 window = Bits256::from(cell - geometry_.layerSize());
        const StateKey key{occupied & window, dead & window, packedCounts()};
        if (const int known = table_.lookup(key); known >= 0) {
            if (placed + known <= best_) return known;
            bound = std::min(bound, known);
        }
        bound = std::min(bound, reachBound(~decided & all_, freeCells, best_ - placed));
        if (placed + bound <= best_) {
            table_.store(key, bound, nodes_ - firstNode);
            return bound;
        }

        int reachable = 0;
        for (const Placement& placement : geometry_.placementsAt(cell)) {
            if (counts_[placement.colour] == 0 || placement.cells.intersects(decided) ||
                !placement.support.subsetOf(occupied))
                continue;
            --counts_[placement.colour];
            path_.push_back(&placement);
            const int gained = placement.length +
                               search(occupied | placement.cells, dead, placed + placement.length);
            path_.pop_back();
            ++counts_[placement.colour];
            reachable = std::max(reachable, gained);
            if (stop_ || timedOut_) return bound;
            if (reachable >= bound) break;
        }
        if (reachable < bound) {
            reachable =
                std::max(reachable, search(occupied, dead | geometry_.columnFrom(cell), placed));
            if (stop_ || timedOut_) return bound;
        }
        reachable = std::min(reachable, bound);
        table_.store(key, reachable, nodes_ - firstNode);
        return reachable;
    }

    const CellGeometry& geometry_;
    TranspositionTable& table_;
    const int goal_;
    const Clock::time_point start_;
    const Clock::time_point deadline_;
    const bool timed_;
    const Bits256 all_;
    std::array<int, kColourCount> counts_{};
    std::array<Bits256, 4> layers_{};
    std::uint64_t layerMask_ = 0;
    solver::FlatStickPacker flatPacker_;
    std::vector<const Placement*> path_;
    std::vector<const Placement*> bestPath_;
    int best_ = 0;
    bool stop_ = false;
    bool timedOut_ = false;
    std::int64_t nodes_ = 0;
};

} // namespace

int penaltyFor(int capacity, int cargoVolume, int loadedVolume) {
    return (capacity - loadedVolume) + 2 * (cargoVolume - loadedVolume);
}

PackingSolver::PackingSolver() : table_(std::make_unique<TranspositionTable>(18)) {}
PackingSolver::~PackingSolver() = default;

SolveResult PackingSolver::solve(const TruckCard& card, const Cargo& cargo,
                                 const SolveOptions& options) {
    for (Colour colour : kAllColours)
        if (cargo[colour] < 0 || cargo[colour] > kMaxSticksPerColour)
            throw InputError("cargo count for " + std::string(colourName(colour)) + " is " +
                             std::to_string(cargo[colour]) + "; the solver takes 0 to " +
                             std::to_string(kMaxSticksPerColour));
    if (options.timeLimitMs < 0) throw InputError("time limit must not be negative");
    const CellGeometry geometry(card);
    const int volumeBound = solver::subsetVolumeBound(cargo.counts, card.capacity());
    table_->newGeneration();
    Search search(geometry, cargo, *table_, volumeBound, options);
    int searchBound = std::min(volumeBound, search.run());
    if (search.timedOut()) searchBound = std::min(searchBound, search.rootBound());

    SolveResult result{Layout{card, {}}, 0, 0, 0, 0, 0, 0, cargo, false, 0, 0, 0.0};
    result.capacity = card.capacity();
    result.cargoVolume = cargo.volume();
    result.loadedVolume = search.bestVolume();
    for (const Placement* placement : search.bestPath()) {
        result.layout.pieces.push_back(placement->piece);
        --result.overflow.counts[placement->colour];
    }
    result.freeCells = result.capacity - result.loadedVolume;
    result.overflowPoints = 2 * (result.cargoVolume - result.loadedVolume);
    result.penalty = penaltyFor(result.capacity, result.cargoVolume, result.loadedVolume);
    result.penaltyBound = search.timedOut()
                              ? penaltyFor(result.capacity, result.cargoVolume, searchBound)
                              : result.penalty;
    result.optimal = result.penaltyBound == result.penalty;
    result.nodes = search.nodes();
    result.timeMs = search.elapsedMs();
    return result;
}

SolveResult solvePacking(const TruckCard& card, const Cargo& cargo, const SolveOptions& options) {
    PackingSolver solver;
    return solver.solve(card, cargo, options);
}

} // namespace packmate
