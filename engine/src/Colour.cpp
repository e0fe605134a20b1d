#include <packmate/engine/Colour.h>

#include <algorithm>
#include <cctype>
#include <string>

namespace packmate {

namespace {
constexpr std::array<std::string_view, kColourCount> kNames{"white", "grey", "brown", "turquoise",
                                                            "violet"};
}

std::string_view colourName(Colour colour) { return kNames[colourIndex(colour)]; }

std::optional<Colour> colourFromLetter(char letter) {
    const char upper = static_cast<char>(std::toupper(static_cast<unsigned char>(letter)));
    for (Colour colour : kAllColours)
        if (colourLetter(colour) == upper) return colour;
    return std::nullopt;
}

std::optional<Colour> colourFromName(std::string_view name) {
    std::string lower(name);
    std::transform(lower.begin(), lower.end(), lower.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    if (lower.size() == 1) return colourFromLetter(lower[0]);
    if (lower == "green" || lower == "gray") return lower == "green" ? Colour::Turquoise : Colour::Grey;
    for (Colour colour : kAllColours)
        if (kNames[colourIndex(colour)] == lower) return colour;
    return std::nullopt;
}

} // namespace packmate
