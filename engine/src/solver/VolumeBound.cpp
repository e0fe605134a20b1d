#include "VolumeBound.h"

#include <algorithm>
#include <bitset>

namespace packmate::solver {

int subsetVolumeBound(const std::array<int, 5>& counts, int freeCells) {
    int total = 0;
    for (int i = 0; i < 5; ++i)
        total += counts[i] * (i + 1);
    if (total <= freeCells) return total;
    if (freeCells <= 0) return 0;
    std::bitset<257> reachable;
    reachable.set(0);
    for (int i = 1; i < 5; ++i) {
        const int length = i + 1;
        const int usable = std::min(counts[i], freeCells / length);
        for (int k = 0; k < usable; ++k)
            reachable |= reachable << static_cast<std::size_t>(length);
    }
    for (int k = 0; k < std::min(counts[0], freeCells); ++k)
        reachable |= reachable << 1;
    for (int sum = freeCells; sum > 0; --sum)
        if (reachable.test(static_cast<std::size_t>(sum))) return sum;
    return 0;
}

int nestedVolumeBound(const std::array<int, 5>& counts, int freeCells, const LongStickRoom& room) {
    int bound = subsetVolumeBound(counts, freeCells);
    std::array<int, 5> longer = counts;
    int shorterVolume = 0;
    for (int length = 2; length <= 5; ++length) {
        shorterVolume += longer[length - 2] * (length - 1);
        longer[length - 2] = 0;
        if (shorterVolume >= bound) break;
        const auto& perLayer = room.cellsPerLayer[length - 1];
        int cells = 0;
        for (int z = 0; z < room.layers; ++z)
            cells += perLayer[z];
        int longVolume = subsetVolumeBound(longer, cells);
        if (length > room.layers) {
            int layered = 0;
            for (int z = 0; z < room.layers; ++z) {
                const int flat = room.flatVolumePerLayer[length - 1][z];
                const int subset = subsetVolumeBound(longer, perLayer[z]);
                layered += flat >= 0 ? std::min(flat, subset) : subset;
            }
            longVolume = std::min(longVolume, layered);
        }
        bound = std::min(bound, shorterVolume + longVolume);
    }
    return bound;
}

} // namespace packmate::solver
