#include <packmate/engine/InputError.h>
#include <packmate/engine/Json.h>

#include <fstream>
#include <sstream>

namespace packmate {

namespace {

std::string lineAndColumn(std::string_view text, std::size_t byte) {
    std::size_t line = 1;
    std::size_t column = 1;
    for (std::size_t i = 0; i + 1 < byte && i < text.size(); ++i) {
        if (text[i] == '\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
    }
    return "line " + std::to_string(line) + ", column " + std::to_string(column);
}

const Json& requireKey(const Json& json, const char* key, const std::string& where) {
    if (!json.is_object()) throw InputError(where + " must be a JSON object");
    const auto it = json.find(key);
    if (it == json.end()) throw InputError(where + " has no \"" + key + "\"");
    return *it;
}

int requireInt(const Json& json, const char* key, const std::string& where) {
    const Json& value = requireKey(json, key, where);
    if (!value.is_number_integer())
        throw InputError(where + ": \"" + key + "\" must be a whole number, got " + value.dump());
    const auto number = value.get<long long>();
    if (number < -1000 || number > 1000)
        throw InputError(where + ": \"" + key + "\" is out of range: " + value.dump());
    return static_cast<int>(number);
}

} // namespace

Json parseJson(std::string_view text, std::string_view what) {
    try {
        return Json::parse(text.begin(), text.end());
    } catch (const Json::parse_error& error) {
        std::string reason = error.what();
        if (const auto pos = reason.find("syntax error"); pos != std::string::npos)
            reason = reason.substr(pos);
        throw InputError(std::string(what) + ": " + lineAndColumn(text, error.byte) + ": " + reason);
    }
}

Json readJsonFile(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw InputError(path + ": cannot open file");
    std::ostringstream content;
    content << in.rdbuf();
    if (in.bad()) throw InputError(path + ": cannot read file");
    return parseJson(content.str(), path);
}

TruckCard cardFromJson(const Json& json) {
    const std::string where = "card";
    const Json& id = requireKey(json, "id", where);
    if (!id.is_string()) throw InputError("card: \"id\" must be a string, got " + id.dump());
    const std::string named = "card " + id.get<std::string>();
    const int layers = requireInt(json, "layers", named);
    const Json& gridJson = requireKey(json, "grid", named);
    if (!gridJson.is_array())
        throw InputError(named + ": \"grid\" must be an array of row strings");
    std::vector<std::string> grid;
    for (const Json& row : gridJson) {
        if (!row.is_string())
            throw InputError(named + ": every \"grid\" row must be a string, got " + row.dump());
        grid.push_back(row.get<std::string>());
    }
    return TruckCard(id.get<std::string>(), layers, std::move(grid));
}

Json cardToJson(const TruckCard& card) {
    Json json;
    json["id"] = card.id();
    json["layers"] = card.layers();
    json["grid"] = card.grid();
    return json;
}

Piece pieceFromJson(const Json& json, std::size_t index) {
    const std::string where = "stick " + std::to_string(index + 1);
    Piece piece;
    const Json& colour = requireKey(json, "colour", where);
    const auto parsedColour =
        colour.is_string() ? colourFromName(colour.get<std::string>()) : std::nullopt;
    if (!parsedColour)
        throw InputError(where + ": \"colour\" must be one of W, G, B, T, V, got " + colour.dump());
    piece.colour = *parsedColour;
    piece.x = requireInt(json, "x", where);
    piece.y = requireInt(json, "y", where);
    piece.z = json.contains("z") ? requireInt(json, "z", where) : 0;
    const Json& dir = requireKey(json, "dir", where);
    const auto parsedDir = dir.is_string() ? directionFromLetter(dir.get<std::string>()) : std::nullopt;
    if (!parsedDir) throw InputError(where + ": \"dir\" must be \"x\", \"y\" or \"z\", got " + dir.dump());
    piece.dir = *parsedDir;
    return piece;
}

Json pieceToJson(const Piece& piece) {
    Json json;
    json["colour"] = std::string(1, colourLetter(piece.colour));
    json["x"] = piece.x;
    json["y"] = piece.y;
    json["z"] = piece.z;
    json["dir"] = std::string(1, directionLetter(piece.dir));
    return json;
}

Layout layoutFromJson(const Json& json, const CardLookup& lookup) {
    const Json& cardJson = requireKey(json, "card", "layout");
    std::optional<TruckCard> card;
    if (cardJson.is_string()) {
        const auto id = cardJson.get<std::string>();
        card = lookup ? lookup(id) : std::nullopt;
        if (!card) throw InputError("layout: unknown card id \"" + id + "\"");
    } else {
        card = cardFromJson(cardJson);
    }
    const Json& piecesJson = requireKey(json, "pieces", "layout");
    if (!piecesJson.is_array()) throw InputError("layout: \"pieces\" must be an array");
    Layout layout{*card, {}};
    for (std::size_t i = 0; i < piecesJson.size(); ++i) layout.pieces.push_back(pieceFromJson(piecesJson[i], i));
    return layout;
}

Json layoutToJson(const Layout& layout) {
    Json json;
    json["card"] = cardToJson(layout.card);
    json["pieces"] = Json::array();
    for (const Piece& piece : layout.pieces) json["pieces"].push_back(pieceToJson(piece));
    return json;
}

} // namespace packmate
