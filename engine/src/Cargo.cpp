#include <packmate/engine/Cargo.h>
#include <packmate/engine/InputError.h>

#include <charconv>
#include <numeric>

namespace packmate {

int Cargo::volume() const {
    int total = 0;
    for (Colour colour : kAllColours) total += (*this)[colour] * stickLength(colour);
    return total;
}

int Cargo::stickCount() const { return std::accumulate(counts.begin(), counts.end(), 0); }

Cargo parseCargo(std::string_view text) {
    Cargo cargo;
    std::size_t field = 0;
    std::size_t start = 0;
    while (true) {
        const std::size_t comma = text.find(',', start);
        const std::string_view item =
            text.substr(start, comma == std::string_view::npos ? std::string_view::npos : comma - start);
        if (field >= kColourCount)
            throw InputError("cargo '" + std::string(text) +
                             "' has more than 5 counts; expected W,G,B,T,V such as 3,2,3,0,1");
        int value = 0;
        const auto [end, error] = std::from_chars(item.data(), item.data() + item.size(), value);
        const Colour colour = kAllColours[field];
        if (item.empty() || error != std::errc() || end != item.data() + item.size())
            throw InputError("cargo count for " + std::string(colourName(colour)) + " ('" +
                             std::string(item) + "') is not a whole number");
        if (value < 0)
            throw InputError("cargo count for " + std::string(colourName(colour)) + " is negative");
        if (value > kSticksInBox[field])
            throw InputError("cargo count for " + std::string(colourName(colour)) + " is " +
                             std::to_string(value) + " but the box holds only " +
                             std::to_string(kSticksInBox[field]));
        cargo.counts[field++] = value;
        if (comma == std::string_view::npos) break;
        start = comma + 1;
    }
    if (field != kColourCount)
        throw InputError("cargo '" + std::string(text) + "' has " + std::to_string(field) +
                         " counts; expected 5 (W,G,B,T,V) such as 3,2,3,0,1");
    return cargo;
}

std::string formatCargo(const Cargo& cargo) {
    std::string out;
    for (int i = 0; i < kColourCount; ++i) {
        if (i) out += ',';
        out += std::to_string(cargo.counts[i]);
    }
    return out;
}

} // namespace packmate
