#pragma once

#include "Bits256.h"

#include <cstdint>
#include <vector>

namespace packmate::solver {

/// A search state seen before: the cells that still matter (from one layer below the first
/// undecided cell upward) and the sticks left, packed.
struct StateKey {
    Bits256 occupied;
    Bits256 dead;
    std::uint32_t counts = 0;
    bool operator==(const StateKey&) const = default;
};

/// Remembers, per state, an upper bound on the volume still loadable from it. Fixed size,
/// always-replace; a new generation forgets every entry without clearing memory.
class TranspositionTable {
public:
    explicit TranspositionTable(int log2Size);

    void newGeneration();
    /// The stored bound for `key`, or -1 when unknown.
    int lookup(const StateKey& key) const;
    void store(const StateKey& key, int bound);

private:
    struct Entry {
        StateKey key;
        std::uint32_t generation = 0;
        int bound = 0;
    };
    std::size_t slot(const StateKey& key) const;

    std::vector<Entry> entries_;
    std::size_t mask_;
    std::uint32_t generation_ = 1;
};

} // namespace packmate::solver
