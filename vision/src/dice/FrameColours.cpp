#include <packmate/vision/dice/FrameColours.h>

#include <algorithm>
#include <cmath>

namespace packmate::vision::dice {

namespace {

bool isNeutral(const DieColourReference& reference, const FrameColourConfig& config) {
    return std::hypot(reference.lab[1], reference.lab[2]) < config.maxNeutralChroma;
}

const DieColourReference* referenceNamed(const DiceColourModel& colours, const std::string& name) {
    for (const DieColourReference& reference : colours.references)
        if (reference.name == name) return &reference;
    return nullptr;
}

} // namespace

void relightNeutralDice(std::vector<DieReading>& dice, const DiceColourModel& colours,
                        const FrameColourConfig& config) {
    if (!config.enabled) return;
    const DieColourReference* white = nullptr;
    for (const DieColourReference& reference : colours.references)
        if (reference.gameColour == Colour::White) white = &reference;
    if (!white) return;

    std::vector<DieReading*> neutral;
    for (DieReading& die : dice) {
        const DieColourReference* reference = referenceNamed(colours, die.colour);
        if (reference && isNeutral(*reference, config)) neutral.push_back(&die);
    }
    if (neutral.size() < 2) return;
    const float lightest =
        (*std::max_element(neutral.begin(), neutral.end(), [](const auto* a, const auto* b) {
            return a->lab[0] < b->lab[0];
        }))->lab[0];
    if (lightest <= 0 || lightest >= white->lab[0]) return;
    const bool pair = std::any_of(neutral.begin(), neutral.end(), [&](const DieReading* die) {
        const double ratio = die->lab[0] / lightest;
        return ratio >= config.minPairRatio && ratio <= config.maxPairRatio;
    });
    if (!pair) return;

    // Lab lightness + 16 is about proportional to the cube root of the light: scale that.
    const double gain = std::min(config.maxGain, (white->lab[0] + 16.0) / (lightest + 16.0));
    for (DieReading* die : neutral) {
        cv::Vec3f lab = die->lab;
        lab[0] = float((lab[0] + 16.0) * gain - 16.0);
        const auto [reference, distance] = colours.classify(lab);
        if (!reference) continue;
        die->colour = reference->name;
        die->gameColour = reference->gameColour;
    }
}

} // namespace packmate::vision::dice
