#include <packmate/calibration/DiceColours.h>
#include <packmate/engine/InputError.h>
#include <packmate/vision/dice/DiceJson.h>

#include <algorithm>
#include <string>

namespace packmate::calibration {

vision::dice::DiceColourModel diceColoursFromCalibration(const ColourCalibration& calibration) {
    auto model = vision::dice::DiceColourModel::defaults();
    const Rgb white = calibration.cardWhite.value_or(calibration.white);
    const auto channel = [](double value) {
        return static_cast<uchar>(std::clamp(value, 0.0, 255.0));
    };
    for (Colour colour : kAllColours) {
        const vision::RelativeColour& relative = calibration.model.stick(colour);
        const cv::Vec3b bgr(channel(relative.b * white[2]), channel(relative.g * white[1]),
                            channel(relative.r * white[0]));
        model.setGameColour(colour, vision::dice::labFromBgr(bgr));
    }
    return model;
}

vision::dice::DiceColourModel diceColoursFromJsonFile(const Json& json) {
    if (json.is_object() && json.contains("reference"))
        return diceColoursFromCalibration(colourCalibrationFromJson(json));
    try {
        return vision::dice::diceColoursFromJson(json);
    } catch (const InputError& error) {
        throw InputError(std::string(error.what()) +
                         " (expected a colour calibration from calibrate-colours, or a table "
                         "of game colours like {\"white\":{\"rgb\":[230,228,220]}})");
    }
}

} // namespace packmate::calibration
