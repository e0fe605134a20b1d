#include <packmate/vision/MiddleValue.h>
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

const DieColourReference* gameReference(const DiceColourModel& colours, Colour colour) {
    for (const DieColourReference& reference : colours.references)
        if (reference.gameColour == colour) return &reference;
    return nullptr;
}

void classifyAs(DieReading& die, const DiceColourModel& colours, const cv::Vec3f& lab) {
    const auto [reference, distance] = colours.classify(lab);
    if (!reference) return;
    die.colour = reference->name;
    die.gameColour = reference->gameColour;
}

// Lightness of the neutral dice scaled so the lightest one meets the white reference, when
// another neutral die is as much darker as a grey die is (`minPairRatio`..`maxPairRatio`).
void relightPair(std::vector<DieReading>& dice, const DiceColourModel& colours,
                 const FrameColourConfig& config) {
    const DieColourReference* white = gameReference(colours, Colour::White);
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
    if (lightest <= 0 || lightest == white->lab[0]) return;
    if (lightest > white->lab[0] && config.minGain >= 1.0) return;
    const bool pair = std::any_of(neutral.begin(), neutral.end(), [&](const DieReading* die) {
        const double ratio = die->lab[0] / lightest;
        return ratio >= config.minPairRatio && ratio <= config.maxPairRatio;
    });
    if (!pair) return;

    // Lab lightness + 16 is about proportional to the cube root of the light: scale that.
    const double gain =
        std::clamp((white->lab[0] + 16.0) / (lightest + 16.0), config.minGain, config.maxGain);
    for (DieReading* die : neutral) {
        cv::Vec3f lab = die->lab;
        lab[0] = float((lab[0] + 16.0) * gain - 16.0);
        classifyAs(*die, colours, lab);
    }
}

// The light's colour cast, seen on the grey dice (a neutral face the camera does not clip):
// their median a*, b* minus the grey reference's. Grey dice whose a* is off by more than
// `maxCastA` are left out (a brown die taken for grey under cool light is reddish).
bool castOfFrame(const std::vector<DieReading>& dice, const DiceColourModel& colours,
                 const FrameColourConfig& config, cv::Vec2f& cast) {
    const DieColourReference* grey = gameReference(colours, Colour::Grey);
    if (!grey) return false;
    std::vector<float> a, b;
    for (const DieReading& die : dice) {
        if (die.gameColour != Colour::Grey) continue;
        if (std::abs(die.lab[1] - grey->lab[1]) > config.maxCastA) continue;
        a.push_back(die.lab[1] - grey->lab[1]);
        b.push_back(die.lab[2] - grey->lab[2]);
    }
    if (a.empty()) return false;
    cast = {middleValue(a), middleValue(b)};
    return std::hypot(cast[0], cast[1]) >= config.minCast;
}

// Every die classified again with the frame's cast taken out of its a*, b*; only a coloured
// answer is taken (a brown die that passed for grey under cool light): the neutral dice keep
// what their lightness said.
void removeCast(std::vector<DieReading>& dice, const DiceColourModel& colours,
                const FrameColourConfig& config) {
    cv::Vec2f cast;
    if (config.minCast <= 0 || !castOfFrame(dice, colours, config, cast)) return;
    for (DieReading& die : dice) {
        const auto [reference, distance] =
            colours.classify({die.lab[0], die.lab[1] - cast[0], die.lab[2] - cast[1]});
        if (!reference || isNeutral(*reference, config)) continue;
        die.colour = reference->name;
        die.gameColour = reference->gameColour;
    }
}

} // namespace

void relightNeutralDice(std::vector<DieReading>& dice, const DiceColourModel& colours,
                        const FrameColourConfig& config) {
    if (!config.enabled) return;
    relightPair(dice, colours, config);
    removeCast(dice, colours, config);
}

} // namespace packmate::vision::dice
