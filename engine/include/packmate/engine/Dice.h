#pragma once

#include <packmate/engine/Cargo.h>

#include <array>
#include <cstdint>
#include <random>

namespace packmate {

/// The six faces of one colour's die; 0 is a blank face. W 1,1,2,3,4,5; G 0,1,2,2,3,4;
/// B 0,1,1,2,2,3; T 0,0,1,1,2,2; V 0,0,1,1,2,2.
const std::array<int, 6>& dieFaces(Colour colour);

/// True when some face of this colour's die shows `value`.
bool dieHasFace(Colour colour, int value);

/// Checks a reported roll (one value per die, W,G,B,T,V) and returns it as the cargo it
/// orders. InputError naming the die, e.g. "grey die has no 5 (faces 0, 1, 2, 2, 3, 4)".
Cargo cargoFromRoll(const Cargo& roll);

/// Rolls the five dice from an explicit seed, reproducibly on every platform.
class DiceRoller {
public:
    explicit DiceRoller(std::uint32_t seed) : random_(seed) {}

    /// One roll of all five dice: the cargo it orders.
    Cargo roll();
    /// One face of a single die (used for roll-offs).
    int rollDie(Colour colour);

private:
    std::mt19937 random_;
};

/// A reproducible index in [0, bound): std::mt19937's output is fixed by the standard,
/// std::uniform_int_distribution's is not.
int randomBelow(std::mt19937& random, int bound);

} // namespace packmate
