#pragma once

#include <packmate/engine/Layout.h>

#include <nlohmann/json.hpp>

#include <functional>
#include <optional>
#include <string>
#include <string_view>

namespace packmate {

/// JSON value with keys kept in insertion order, so files and CLI output read naturally.
using Json = nlohmann::ordered_json;

/// Finds a card by id (in a catalogue); nullopt when unknown.
using CardLookup = std::function<std::optional<TruckCard>(std::string_view id)>;

/// Parses JSON text. Throws InputError "WHAT: line L, column C: reason" on a syntax error.
Json parseJson(std::string_view text, std::string_view what);

/// Reads a whole file and parses it; InputError when it cannot be read or parsed.
Json readJsonFile(const std::string& path);

/// {"id":"T07","layers":2,"grid":["###..","#####","#####"]}
TruckCard cardFromJson(const Json& json);
Json cardToJson(const TruckCard& card);

/// {"colour":"B","x":0,"y":1,"z":0,"dir":"x"}; `index` (0-based) names the stick in errors.
Piece pieceFromJson(const Json& json, std::size_t index);
Json pieceToJson(const Piece& piece);

/// {"card": <card object or id>, "pieces": [...]}. A card given by id is resolved through
/// `lookup`; an unknown id is an InputError.
Layout layoutFromJson(const Json& json, const CardLookup& lookup);
Json layoutToJson(const Layout& layout);

} // namespace packmate
