#include <packmate/vision/dice/RollCheck.h>

#include <algorithm>
#include <string>

namespace packmate::vision::dice {

void checkRoll(DiceResult& result, const FaceReaderConfig& config) {
    std::array<int, kColourCount> seen{};
    int gameDice = 0;
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
        }
        die.unsure = die.confidence < config.unsureBelow;
    }
    for (DieReading& die : result.dice)
        die.unsure = die.confidence < config.unsureBelow;

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
    if (!oneOfEach) {
        result.cargo.reset();
        return;
    }
    Cargo cargo;
    for (const DieReading& die : result.dice)
        if (die.gameColour) cargo[*die.gameColour] = die.value;
    result.cargo = cargo;
}

} // namespace packmate::vision::dice
