#include <packmate/engine/InputError.h>
#include <packmate/vision/dice/DiceStabilizer.h>

#include <algorithm>
#include <vector>

namespace packmate::vision::dice {

std::string diceSignature(const DiceResult& result) {
    std::vector<std::string> parts;
    for (const DieReading& die : result.dice)
        parts.push_back(die.colour + ":" + std::to_string(die.value));
    std::sort(parts.begin(), parts.end());
    std::string signature;
    for (const std::string& part : parts)
        signature += part + ";";
    if (result.cargo) signature += "cargo=" + formatCargo(*result.cargo);
    return signature;
}

DiceStabilizer::DiceStabilizer(int framesNeeded) : framesNeeded_(framesNeeded) {
    if (framesNeeded < 1) throw InputError("dice stabilizer: needs at least one frame");
}

bool DiceStabilizer::add(const DiceResult& frame) {
    const bool unsure = std::any_of(frame.dice.begin(), frame.dice.end(),
                                    [](const DieReading& d) { return d.unsure; });
    const std::string signature = diceSignature(frame);
    if (unsure || signature.empty()) {
        agreeing_ = 0;
        lastSignature_.clear();
    } else if (signature == lastSignature_) {
        agreeing_ = std::min(agreeing_ + 1, framesNeeded_);
    } else {
        agreeing_ = 1;
        lastSignature_ = signature;
    }
    if (agreeing_ >= framesNeeded_)
        stable_ = frame;
    else if (stable_ && diceSignature(*stable_) != lastSignature_)
        stable_.reset();
    return isStable();
}

void DiceStabilizer::reset() {
    agreeing_ = 0;
    lastSignature_.clear();
    stable_.reset();
}

} // namespace packmate::vision::dice
