#include <packmate/engine/Chips.h>

#include <algorithm>

namespace packmate {

int Chips::value() const {
    int total = 0;
    for (std::size_t i = 0; i < counts.size(); ++i)
        total += counts[i] * kChipValues[i];
    return total;
}

int Chips::count() const {
    int total = 0;
    for (int n : counts)
        total += n;
    return total;
}

bool Chips::contains(const Chips& other) const {
    for (std::size_t i = 0; i < counts.size(); ++i)
        if (other.counts[i] > counts[i]) return false;
    return true;
}

Chips& Chips::operator+=(const Chips& other) {
    for (std::size_t i = 0; i < counts.size(); ++i)
        counts[i] += other.counts[i];
    return *this;
}

Chips& Chips::operator-=(const Chips& other) {
    for (std::size_t i = 0; i < counts.size(); ++i)
        counts[i] -= other.counts[i];
    return *this;
}

std::string describeChips(const Chips& chips) {
    std::string text;
    for (std::size_t i = chips.counts.size(); i-- > 0;) {
        if (chips.counts[i] == 0) continue;
        if (!text.empty()) text += " + ";
        text += std::to_string(chips.counts[i]) + "\u00d7" + std::to_string(kChipValues[i]);
    }
    return text.empty() ? "nothing" : text;
}

std::optional<Chips> exactSelection(const Chips& available, int amount) {
    if (amount < 0 || amount > available.value()) return std::nullopt;
    // Try every count of 50s, 10s and 5s; the rest is best made with as many 2s as possible.
    std::optional<Chips> best;
    const auto& have = available.counts;
    for (int fifties = std::min(have[4], amount / 50); fifties >= 0; --fifties) {
        const int afterFifties = amount - 50 * fifties;
        for (int tens = std::min(have[3], afterFifties / 10); tens >= 0; --tens) {
            const int afterTens = afterFifties - 10 * tens;
            for (int fives = std::min(have[2], afterTens / 5); fives >= 0; --fives) {
                const int rest = afterTens - 5 * fives;
                const int twos = std::min(have[1], rest / 2);
                const int ones = rest - 2 * twos;
                if (ones > have[0]) continue;
                const Chips candidate{{ones, twos, fives, tens, fifties}};
                if (!best || candidate.count() < best->count()) best = candidate;
            }
        }
    }
    return best;
}

} // namespace packmate
