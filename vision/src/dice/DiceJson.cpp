#include <packmate/engine/InputError.h>
#include <packmate/vision/dice/DiceJson.h>

#include <cmath>

namespace packmate::vision::dice {

namespace {

Json point(const cv::Point2f& p) {
    return Json::array({std::round(p.x * 10) / 10, std::round(p.y * 10) / 10});
}

cv::Vec3f colourTriple(const Json& entry, const std::string& name) {
    const bool lab = entry.contains("lab");
    const Json& values = lab ? entry.at("lab") : entry.at("rgb");
    if (!values.is_array() || values.size() != 3)
        throw InputError("colour '" + name + "': expected three numbers");
    cv::Vec3f v;
    for (int i = 0; i < 3; ++i) {
        if (!values[std::size_t(i)].is_number())
            throw InputError("colour '" + name + "': not a number");
        v[i] = values[std::size_t(i)].get<float>();
    }
    if (lab) return v;
    for (int i = 0; i < 3; ++i)
        if (v[i] < 0 || v[i] > 255)
            throw InputError("colour '" + name + "': rgb values must be 0-255");
    return labFromBgr(cv::Vec3b(uchar(v[2]), uchar(v[1]), uchar(v[0])));
}

} // namespace

Json diceResultToJson(const DiceResult& result) {
    Json json;
    json["dice"] = Json::array();
    for (const DieReading& die : result.dice) {
        Json entry;
        entry["value"] = die.value;
        entry["colour"] = die.colour;
        entry["lab"] = {std::round(die.lab[0] * 10) / 10, std::round(die.lab[1] * 10) / 10,
                        std::round(die.lab[2] * 10) / 10};
        entry["center"] = point(die.center);
        entry["corners"] = Json::array();
        for (const cv::Point2f& corner : die.corners)
            entry["corners"].push_back(point(corner));
        entry["confidence"] = std::round(die.confidence * 1000) / 1000;
        entry["unsure"] = die.unsure;
        entry["warnings"] = die.warnings;
        json["dice"].push_back(entry);
    }
    if (result.cargo) {
        Json cargo;
        for (Colour colour : kAllColours)
            cargo[std::string(1, colourLetter(colour))] = (*result.cargo)[colour];
        json["cargo"] = cargo;
    } else {
        json["cargo"] = nullptr;
    }
    json["warnings"] = result.warnings;
    return json;
}

Json diceScoreToJson(const DiceScore& score) {
    Json json;
    json["images"] = score.images;
    json["labelled"] = score.labelled;
    json["correct"] = score.correct;
    json["misread"] = score.misread;
    json["missed"] = score.missed;
    json["false_positives"] = score.falsePositives;
    json["correct_rate"] = score.correctRate();
    json["misread_rate"] = score.misreadRate();
    // "correct" and "misread" count confident readings only; an unsure die is abstained.
    json["abstained"] = score.abstained;
    json["abstained_rate"] = score.abstainedRate();
    json["abstained_wrong"] = score.abstainedWrong;
    json["value_right"] = score.valueRight();
    json["unsure"] = score.abstained;              // older name of "abstained"
    json["misread_unsure"] = score.abstainedWrong; // older name of "abstained_wrong"
    json["confident_misread"] = score.misread;
    json["colour_labelled"] = score.colourLabelled;
    json["colour_correct"] = score.colourCorrect;
    return json;
}

DiceColourModel diceColoursFromJson(const Json& json) {
    if (!json.is_object()) throw InputError("dice colours: expected an object of colour names");
    DiceColourModel model = DiceColourModel::defaults();
    for (const auto& [name, entry] : json.items()) {
        const std::optional<Colour> colour = colourFromName(name);
        if (!colour) throw InputError("dice colours: '" + name + "' is not a Zack & Pack colour");
        if (!entry.is_object() || (!entry.contains("rgb") && !entry.contains("lab")))
            throw InputError("dice colours: '" + name + "' needs \"rgb\" or \"lab\"");
        model.setGameColour(*colour, colourTriple(entry, name));
    }
    return model;
}

} // namespace packmate::vision::dice
