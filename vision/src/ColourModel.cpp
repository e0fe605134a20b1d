#include <packmate/engine/InputError.h>
#include <packmate/vision/ColourModel.h>

#include <string>

namespace packmate::vision {

namespace {

Json toJson(const RelativeColour& colour) {
    return Json::array({colour.r, colour.g, colour.b});
}

RelativeColour fromJson(const Json& json, const std::string& what) {
    if (!json.is_array() || json.size() != 3)
        throw InputError("colour model: " + what + " must be an array of three numbers [r, g, b]");
    std::array<double, 3> values{};
    for (std::size_t i = 0; i < 3; ++i) {
        if (!json[i].is_number())
            throw InputError("colour model: " + what + " holds a value that is not a number");
        values[i] = json[i].get<double>();
        if (values[i] < 0.0 || values[i] > 2.0)
            throw InputError("colour model: " + what + " value " + std::to_string(values[i]) +
                             " is outside 0–2 (relative to card white)");
    }
    return {values[0], values[1], values[2]};
}

} // namespace

Json colourModelToJson(const ColourModel& model) {
    Json json;
    json["card_white"] = toJson(model.cardWhite);
    Json sticks = Json::object();
    for (Colour colour : kAllColours)
        sticks[std::string(1, colourLetter(colour))] = toJson(model.stick(colour));
    json["sticks"] = sticks;
    return json;
}

ColourModel colourModelFromJson(const Json& json) {
    if (!json.is_object()) throw InputError("colour model: expected a JSON object");
    ColourModel model;
    if (json.contains("card_white")) model.cardWhite = fromJson(json["card_white"], "card_white");
    if (json.contains("sticks")) {
        const Json& sticks = json["sticks"];
        if (!sticks.is_object()) throw InputError("colour model: \"sticks\" must be an object");
        for (auto it = sticks.begin(); it != sticks.end(); ++it) {
            if (it.key().size() != 1 || !colourFromLetter(it.key()[0]))
                throw InputError("colour model: unknown stick colour \"" + it.key() +
                                 "\" (use W, G, B, T, V)");
            model.sticks[colourIndex(*colourFromLetter(it.key()[0]))] =
                fromJson(it.value(), it.key());
        }
    }
    return model;
}

} // namespace packmate::vision
