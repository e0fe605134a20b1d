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
/// two entries per bucket: a new state replaces the one that cost less search; a new generation
/// forgets every entry without clearing memory. States are stored as two differently seeded 64-bit
/// hashes (24-byte entries, so many fit in memory): a false match needs both to collide at once.
class TranspositionTable {
public:
    explicit TranspositionTable(int log2Size);

    void newGeneration();
    /// The stored bound for `key`, or -1 when unknown.
    int lookup(const StateKey& key) const;
    /// `work` is how many search nodes the bound cost; costly bounds are kept longer.
    void store(const StateKey& key, int bound, std::int64_t work);

private:
    struct Signature {
        std::uint64_t first = 0;
        std::uint64_t second = 0;
        bool operator==(const Signature&) const = default;
    };
    struct Entry {
        Signature signature;
        std::uint32_t generation = 0;
        std::uint16_t bound = 0;
        std::uint16_t work = 0;
    };
    static Signature signatureOf(const StateKey& key);

    std::vector<Entry> entries_;
    std::size_t mask_;
    std::uint32_t generation_ = 1;
};

} // namespace packmate::solver
