#include "TranspositionTable.h"

#include <algorithm>

namespace packmate::solver {

namespace {

// MurmurHash3's 64-bit finaliser: every input bit affects every output bit.
std::uint64_t finalise(std::uint64_t h) {
    h ^= h >> 33;
    h *= 0xff51afd7ed558ccdULL;
    h ^= h >> 33;
    h *= 0xc4ceb9fe1a85ec53ULL;
    return h ^ (h >> 33);
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

TranspositionTable::Signature TranspositionTable::signatureOf(const StateKey& key) {
    Signature signature{key.counts, ~std::uint64_t{key.counts}};
    for (const Bits256* bits : {&key.occupied, &key.dead})
        for (std::uint64_t word : bits->words) {
            signature.first = finalise(signature.first ^ (word * 0x9e3779b97f4a7c15ULL));
            signature.second = finalise(signature.second + word + 0x6a09e667f3bcc909ULL);
        }
    return signature;
}

int TranspositionTable::lookup(const StateKey& key) const {
    const Signature signature = signatureOf(key);
    const std::size_t bucket = signature.first & mask_ & ~std::size_t{1};
    for (std::size_t slot = bucket; slot <= bucket + 1; ++slot) {
        const Entry& entry = entries_[slot];
        if (entry.generation == generation_ && entry.signature == signature) return entry.bound;
    }
    return -1;
}

void TranspositionTable::store(const StateKey& key, int bound, std::int64_t work) {
    const Signature signature = signatureOf(key);
    const std::size_t bucket = signature.first & mask_ & ~std::size_t{1};
    const auto cost = [&](const Entry& entry) {
        return entry.generation != generation_ ? -1
               : entry.signature == signature  ? -2
                                               : entry.work;
    };
    Entry& victim = cost(entries_[bucket]) <= cost(entries_[bucket + 1]) ? entries_[bucket]
                                                                         : entries_[bucket + 1];
    victim = Entry{signature, generation_, static_cast<std::uint16_t>(bound),
                   static_cast<std::uint16_t>(std::min<std::int64_t>(work, 0xffff))};
}

} // namespace packmate::solver
