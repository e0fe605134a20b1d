#include <packmate/engine/InputError.h>
#include <packmate/vision/dice/DiceJson.h>

#include <functional>
#include <map>

namespace packmate::vision::dice {

namespace {

using Setter = std::function<void(const Json&)>;

template <typename T> Setter setter(T& field) {
    return [&field](const Json& value) {
        if constexpr (std::is_same_v<T, bool>) {
            if (!value.is_boolean()) throw InputError("expected true or false");
        } else if (!value.is_number()) {
            throw InputError("expected a number");
        }
        field = value.get<T>();
    };
}

std::map<std::string, std::map<std::string, Setter>> fields(DiceConfig& c) {
    return {
        {"pips",
         {{"workingMaxSide", setter(c.pips.workingMaxSide)},
          {"faceKernel", setter(c.pips.faceKernel)},
          {"levelScale", setter(c.pips.levelScale)},
          {"smallFaceKernel", setter(c.pips.smallFaceKernel)},
          {"minContrast", setter(c.pips.minContrast)},
          {"minLightContrast", setter(c.pips.minLightContrast)},
          {"maxLevelRatio", setter(c.pips.maxLevelRatio)},
          {"minArea", setter(c.pips.minArea)},
          {"maxArea", setter(c.pips.maxArea)},
          {"minFill", setter(c.pips.minFill)},
          {"minAspect", setter(c.pips.minAspect)},
          {"lightPips", setter(c.pips.lightPips)}}},
        {"faces",
         {{"frontalAspect", setter(c.faces.frontalAspect)},
          {"relativeAspect", setter(c.faces.relativeAspect)},
          {"linkDistance", setter(c.faces.linkDistance)},
          {"pairDistance", setter(c.faces.pairDistance)},
          {"maxAreaRatio", setter(c.faces.maxAreaRatio)},
          {"minBridgeLevel", setter(c.faces.minBridgeLevel)},
          {"faceToPip", setter(c.faces.faceToPip)},
          {"maxFaceSpread", setter(c.faces.maxFaceSpread)},
          {"sameDieDistance", setter(c.faces.sameDieDistance)},
          {"upperFaceBonus", setter(c.faces.upperFaceBonus)},
          {"unsureBelow", setter(c.faces.unsureBelow)},
          {"impossiblePenalty", setter(c.faces.impossiblePenalty)}}},
        {"blanks",
         {{"maxColourDistance", setter(c.blanks.maxColourDistance)},
          {"searchScale", setter(c.blanks.searchScale)},
          {"minSquareness", setter(c.blanks.minSquareness)},
          {"minSide", setter(c.blanks.minSide)},
          {"maxSide", setter(c.blanks.maxSide)},
          {"sizeTolerance", setter(c.blanks.sizeTolerance)}}},
        {"classifier",
         {{"enabled", setter(c.classifier.enabled)},
          {"minProbability", setter(c.classifier.minProbability)},
          {"overrideProbability", setter(c.classifier.overrideProbability)},
          {"dropNoDie", setter(c.classifier.dropNoDie)},
          {"dropBlankBelow", setter(c.classifier.dropBlankBelow)},
          {"shiftedLook", setter(c.classifier.shiftedLook)},
          {"shiftedDoubt", setter(c.classifier.shiftedDoubt)},
          {"shiftedLookBelow", setter(c.classifier.shiftedLookBelow)},
          {"turnedLookBelow", setter(c.classifier.turnedLookBelow)},
          {"turnedViews", setter(c.classifier.turnedViews)},
          {"mirroredLook", setter(c.classifier.mirroredLook)},
          {"weakPeakSure", setter(c.classifier.weakPeakSure)},
          {"faceModels", setter(c.classifier.faceModels)},
          {"secondOpinionBelow", setter(c.classifier.secondOpinionBelow)}}},
        {"detector",
         {{"enabled", setter(c.detector.enabled)},
          {"inputWidth", setter(c.detector.inputWidth)},
          {"inputHeight", setter(c.detector.inputHeight)},
          {"minScore", setter(c.detector.minScore)},
          {"weakScore", setter(c.detector.weakScore)},
          {"darkWeakScore", setter(c.detector.darkWeakScore)},
          {"sureScore", setter(c.detector.sureScore)},
          {"minSeparation", setter(c.detector.minSeparation)},
          {"minBorderFaces", setter(c.detector.minBorderFaces)}}},
        {"refiner",
         {{"enabled", setter(c.refiner.enabled)},
          {"passes", setter(c.refiner.passes)},
          {"maxShift", setter(c.refiner.maxShift)},
          {"maxScale", setter(c.refiner.maxScale)}}},
        {"shadows",
         {{"enabled", setter(c.shadows.enabled)},
          {"maxSpread", setter(c.shadows.maxSpread)},
          {"maxDimming", setter(c.shadows.maxDimming)},
          {"faceRadius", setter(c.shadows.faceRadius)},
          {"ringFrom", setter(c.shadows.ringFrom)},
          {"ringTo", setter(c.shadows.ringTo)},
          {"samplesPerSide", setter(c.shadows.samplesPerSide)}}},
        {"colours",
         {{"enabled", setter(c.colours.enabled)},
          {"maxNeutralChroma", setter(c.colours.maxNeutralChroma)},
          {"minPairRatio", setter(c.colours.minPairRatio)},
          {"maxPairRatio", setter(c.colours.maxPairRatio)},
          {"maxGain", setter(c.colours.maxGain)},
          {"minGain", setter(c.colours.minGain)},
          {"minCast", setter(c.colours.minCast)},
          {"maxCastA", setter(c.colours.maxCastA)}}},
    };
}

} // namespace

DiceConfig diceConfigFromJson(const Json& json) {
    DiceConfig config;
    if (!json.is_object()) throw InputError("dice config: expected an object of stages");
    auto known = fields(config);
    for (const auto& [stage, settings] : json.items()) {
        const auto found = known.find(stage);
        if (found == known.end()) throw InputError("dice config: unknown stage '" + stage + "'");
        if (!settings.is_object())
            throw InputError("dice config: '" + stage + "' must be an object");
        for (const auto& [key, value] : settings.items()) {
            const auto field = found->second.find(key);
            if (field == found->second.end())
                throw InputError("dice config: unknown key '" + stage + "." + key + "'");
            try {
                field->second(value);
            } catch (const InputError& error) {
                throw InputError("dice config: " + stage + "." + key + ": " + error.what());
            }
        }
    }
    return config;
}

} // namespace packmate::vision::dice
