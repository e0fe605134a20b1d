#include "TranspositionTable.h"

namespace packmate::solver {

namespace {

std::uint64_t mix(std::uint64_t h, std::uint64_t value) {
    h ^= value + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
    return h * 0xff51afd7ed558ccdULL;
}

} // namespace

TranspositionTable::TranspositionTable(int log2Size)
    : entries_(std::size_t{1} << log2Size), mask_((std::size_t{1} << log2Size) - 1) {}

void TranspositionTable::newGeneration() {
    if (++generation_ == 0) {
        for (Entry& entry : entries_)
            entry.generation = 0;
        generation_ = 1;
    }
}

std::size_t TranspositionTable::slot(const StateKey& key) const {
    std::uint64_t h = key.counts;
    for (std::uint64_t w : key.occupied.words)
        h = mix(h, w);
    for (std::uint64_t w : key.dead.words)
        h = mix(h, w);
    return static_cast<std::size_t>(h ^ (h >> 29)) & mask_;
}

int TranspositionTable::lookup(const StateKey& key) const {
    const Entry& entry = entries_[slot(key)];
    return entry.generation == generation_ && entry.key == key ? entry.bound : -1;
}

void TranspositionTable::store(const StateKey& key, int bound) {
    entries_[slot(key)] = Entry{key, generation_, bound};
}

} // namespace packmate::solver
