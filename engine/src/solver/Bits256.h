#pragma once

#include <array>
#include <bit>
#include <cstdint>

namespace packmate::solver {

/// A set of up to 256 cells (8 × 8 × 4), the solver's occupancy and mask type.
struct Bits256 {
    std::array<std::uint64_t, 4> words{};

    static Bits256 single(int index) {
        Bits256 bits;
        bits.set(index);
        return bits;
    }
    /// Cells with index >= first (first may be negative or past the end).
    static Bits256 from(int first) {
        Bits256 bits;
        for (int w = 0; w < 4; ++w) {
            const int lo = w * 64;
            if (first <= lo)
                bits.words[w] = ~std::uint64_t{0};
            else if (first < lo + 64)
                bits.words[w] = ~std::uint64_t{0} << (first - lo);
        }
        return bits;
    }

    /// The 64 cells from `first` on, as a word (cells past 255 read as empty).
    std::uint64_t window(int first) const {
        const int w = first >> 6;
        const int offset = first & 63;
        const std::uint64_t low = w < 4 ? words[w] >> offset : 0;
        const std::uint64_t high = offset != 0 && w + 1 < 4 ? words[w + 1] << (64 - offset) : 0;
        return low | high;
    }

    void set(int index) { words[index >> 6] |= std::uint64_t{1} << (index & 63); }
    bool test(int index) const { return (words[index >> 6] >> (index & 63)) & 1U; }

    Bits256 operator|(const Bits256& o) const {
        return {{words[0] | o.words[0], words[1] | o.words[1], words[2] | o.words[2],
                 words[3] | o.words[3]}};
    }
    Bits256 operator&(const Bits256& o) const {
        return {{words[0] & o.words[0], words[1] & o.words[1], words[2] & o.words[2],
                 words[3] & o.words[3]}};
    }
    Bits256 operator~() const { return {{~words[0], ~words[1], ~words[2], ~words[3]}}; }
    Bits256& operator|=(const Bits256& o) { return *this = *this | o; }

    /// Every cell moved `k` (0..63) places up the scan order; cells past 255 drop off.
    Bits256 operator<<(int k) const {
        if (k == 0) return *this;
        return {{words[0] << k, (words[1] << k) | (words[0] >> (64 - k)),
                 (words[2] << k) | (words[1] >> (64 - k)),
                 (words[3] << k) | (words[2] >> (64 - k))}};
    }
    /// Every cell moved `k` (0..63) places down the scan order.
    Bits256 operator>>(int k) const {
        if (k == 0) return *this;
        return {{(words[0] >> k) | (words[1] << (64 - k)), (words[1] >> k) | (words[2] << (64 - k)),
                 (words[2] >> k) | (words[3] << (64 - k)), words[3] >> k}};
    }

    bool any() const { return (words[0] | words[1] | words[2] | words[3]) != 0; }
    bool intersects(const Bits256& o) const { return (*this & o).any(); }
    /// True when every cell of this set is also in `o`.
    bool subsetOf(const Bits256& o) const { return !(*this & ~o).any(); }
    int count() const {
        return std::popcount(words[0]) + std::popcount(words[1]) + std::popcount(words[2]) +
               std::popcount(words[3]);
    }
    /// Index of the lowest cell in the set, or 256 when it is empty.
    int first() const {
        for (int w = 0; w < 4; ++w)
            if (words[w]) return w * 64 + std::countr_zero(words[w]);
        return 256;
    }

    bool operator==(const Bits256&) const = default;
};

} // namespace packmate::solver
