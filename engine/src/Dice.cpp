#include <packmate/engine/Dice.h>
#include <packmate/engine/InputError.h>

#include <algorithm>

namespace packmate {

namespace {

constexpr std::array<std::array<int, 6>, kColourCount> kFaces{{
    {1, 1, 2, 3, 4, 5},
    {0, 1, 2, 2, 3, 4},
    {0, 1, 1, 2, 2, 3},
    {0, 0, 1, 1, 2, 2},
    {0, 0, 1, 1, 2, 2},
}};

std::string facesText(Colour colour) {
    std::string text;
    for (int face : dieFaces(colour))
        text += (text.empty() ? "" : ", ") + std::to_string(face);
    return text;
}

} // namespace

const std::array<int, 6>& dieFaces(Colour colour) {
    return kFaces[colourIndex(colour)];
}

bool dieHasFace(Colour colour, int value) {
    const auto& faces = dieFaces(colour);
    return std::find(faces.begin(), faces.end(), value) != faces.end();
}

Cargo cargoFromRoll(const Cargo& roll) {
    for (Colour colour : kAllColours) {
        if (dieHasFace(colour, roll[colour])) continue;
        const std::string face =
            roll[colour] == 0 ? std::string("blank face") : std::to_string(roll[colour]);
        throw InputError(std::string(colourName(colour)) + " die has no " + face + " (faces " +
                         facesText(colour) + ")");
    }
    return roll;
}

Cargo DiceRoller::roll() {
    Cargo cargo;
    for (Colour colour : kAllColours)
        cargo[colour] = rollDie(colour);
    return cargo;
}

int DiceRoller::rollDie(Colour colour) {
    return dieFaces(colour)[static_cast<std::size_t>(randomBelow(random_, 6))];
}

int randomBelow(std::mt19937& random, int bound) {
    // Rejection sampling keeps it unbiased; the bound is tiny, rejections are rare.
    const auto range = static_cast<std::uint32_t>(bound);
    constexpr auto kMax = static_cast<std::uint32_t>(std::mt19937::max());
    const std::uint32_t limit = kMax - (kMax % range + 1) % range;
    std::uint32_t value = 0;
    do {
        value = static_cast<std::uint32_t>(random());
    } while (value > limit);
    return static_cast<int>(value % range);
}

} // namespace packmate
