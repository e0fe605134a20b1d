#include <packmate/vision/dice/RollCheck.h>

#include <algorithm>
#include <array>
#include <string>

namespace packmate::vision::dice {

void checkRoll(DiceResult& result, const FaceReaderConfig& config) {
    std::array<int, kColourCount> seen{};
    int gameDice = 0;
    bool impossible = false;
    for (DieReading& die : result.dice) {
        if (!die.gameColour) continue;
        ++gameDice;
        ++seen[colourIndex(*die.gameColour)];
        if (!dieHasFace(*die.gameColour, die.value)) {
            const std::string warning = "the " + die.colour + " die has no face with " +
                                        std::to_string(die.value) +
                                        (die.value == 1 ? " pip" : " pips") + ": check this die";
            die.warnings.push_back(warning);
            die.confidence *= config.impossiblePenalty;
            result.warnings.push_back(warning);
            impossible = true;
        }
    }
    int unsure = 0;
    for (DieReading& die : result.dice) {
        die.unsure = die.confidence < config.unsureBelow;
        unsure += die.unsure ? 1 : 0;
    }
    if (unsure > 0)
        result.warnings.push_back(std::to_string(unsure) + (unsure == 1 ? " die is" : " dice are") +
                                  " read with low confidence: please check");

    bool oneOfEach = gameDice == kColourCount;
    if (gameDice != kColourCount) {
        result.warnings.push_back(std::to_string(gameDice) + " Zack & Pack dice seen, a roll has " +
                                  std::to_string(kColourCount));
    }
    for (Colour colour : kAllColours) {
        const int count = seen[colourIndex(colour)];
        if (count == 1) continue;
        oneOfEach = false;
        if (count == 0 && gameDice > 0)
            result.warnings.push_back("no " + std::string(colourName(colour)) + " die seen");
        if (count > 1) {
            result.warnings.push_back(std::to_string(count) + " " +
                                      std::string(colourName(colour)) +
                                      " dice seen, a roll has one");
        }
    }
    // A face the die does not have makes no cargo (the rules refuse the roll): the reading
    // stays, warned, for the player to fix, but nothing is handed on as a roll.
    if (!oneOfEach || impossible) {
        result.cargo.reset();
        return;
    }
    Cargo cargo;
    for (const DieReading& die : result.dice)
        if (die.gameColour) cargo[*die.gameColour] = die.value;
    result.cargo = cargo;
}

} // namespace packmate::vision::dice
