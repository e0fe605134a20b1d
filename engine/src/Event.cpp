#include <packmate/engine/Event.h>
#include <packmate/engine/InputError.h>

#include <array>

namespace packmate {

namespace {

constexpr std::array<const char*, 7> kTypeNames{"game_started",    "cargo_rolled",  "truck_chosen",
                                                "penalty_entered", "round_settled", "undo",
                                                "game_ended"};

int intField(const Json& json, const char* key) {
    const auto it = json.find(key);
    if (it == json.end() || !it->is_number_integer())
        throw InputError(std::string("event needs a whole number \"") + key + "\"");
    const auto value = it->get<long long>();
    if (value < -1000000 || value > 1000000)
        throw InputError(std::string("event: \"") + key + "\" is out of range");
    return static_cast<int>(value);
}

std::array<int, kColourCount> fiveCounts(const Json& json, const char* key) {
    const auto it = json.find(key);
    if (it == json.end() || !it->is_array() || it->size() != kColourCount)
        throw InputError(std::string("event needs \"") + key + "\": five whole numbers W,G,B,T,V");
    std::array<int, kColourCount> counts{};
    for (std::size_t i = 0; i < kColourCount; ++i) {
        const Json& value = (*it)[i];
        if (!value.is_number_integer() || value.get<long long>() < -1000 ||
            value.get<long long>() > 1000)
            throw InputError(std::string("\"") + key + "\" values must be whole numbers, got " +
                             value.dump());
        counts[i] = value.get<int>();
    }
    return counts;
}

} // namespace

Event Event::gameStarted(std::vector<std::string> players, bool houseVariant) {
    Event event;
    event.type = EventType::GameStarted;
    event.players = std::move(players);
    event.houseVariant = houseVariant;
    return event;
}

Event Event::cargoRolled(int player, const Cargo& roll) {
    Event event;
    event.type = EventType::CargoRolled;
    event.player = player;
    event.roll = roll;
    return event;
}

Event Event::truckChosen(int player, TruckCard card, bool fromDeck) {
    Event event;
    event.type = EventType::TruckChosen;
    event.player = player;
    event.card = std::move(card);
    event.fromDeck = fromDeck;
    return event;
}

Event Event::penaltyEntered(int player, int penalty) {
    Event event;
    event.type = EventType::PenaltyEntered;
    event.player = player;
    event.penalty = penalty;
    return event;
}

Event Event::scoreEntered(int player, int freeCells, const Cargo& leftOver) {
    Event event = penaltyEntered(player, freeCells + 2 * leftOver.volume());
    event.freeCells = freeCells;
    event.leftOver = leftOver;
    return event;
}

Event Event::roundSettled() {
    Event event;
    event.type = EventType::RoundSettled;
    return event;
}

Event Event::gameEnded() {
    Event event;
    event.type = EventType::GameEnded;
    return event;
}

Event Event::undo(int target) {
    Event event;
    event.type = EventType::Undo;
    event.target = target;
    return event;
}

std::string eventTypeName(EventType type) {
    return kTypeNames[static_cast<std::size_t>(type)];
}

Json eventToJson(const Event& event) {
    Json json;
    json["seq"] = event.seq;
    json["type"] = eventTypeName(event.type);
    switch (event.type) {
    case EventType::GameStarted:
        json["players"] = event.players;
        json["house_variant"] = event.houseVariant;
        break;
    case EventType::CargoRolled:
        json["player"] = event.player;
        json["roll"] = event.roll.counts;
        break;
    case EventType::TruckChosen:
        json["player"] = event.player;
        json["card"] = cardToJson(*event.card);
        if (event.fromDeck) json["from_deck"] = true;
        break;
    case EventType::PenaltyEntered:
        json["player"] = event.player;
        json["penalty"] = event.penalty;
        if (event.freeCells) {
            json["free_cells"] = *event.freeCells;
            json["left_over"] = event.leftOver.counts;
        }
        break;
    case EventType::RoundSettled:
        break;
    case EventType::Undo:
        json["target"] = event.target;
        break;
    case EventType::GameEnded:
        break;
    }
    return json;
}

Event eventFromJson(const Json& json) {
    if (!json.is_object()) throw InputError("an event must be a JSON object");
    const auto typeIt = json.find("type");
    if (typeIt == json.end() || !typeIt->is_string()) throw InputError("event has no \"type\"");
    const std::string typeName = typeIt->get<std::string>();
    Event event;
    bool known = false;
    for (std::size_t i = 0; i < kTypeNames.size(); ++i) {
        if (typeName != kTypeNames[i]) continue;
        event.type = static_cast<EventType>(i);
        known = true;
    }
    if (!known) throw InputError("unknown event type \"" + typeName + "\"");
    event.seq = json.contains("seq") ? intField(json, "seq") : 0;
    switch (event.type) {
    case EventType::GameStarted: {
        const auto players = json.find("players");
        if (players == json.end() || !players->is_array())
            throw InputError("game_started needs \"players\"");
        for (const Json& name : *players) {
            if (!name.is_string())
                throw InputError("player names must be strings, got " + name.dump());
            event.players.push_back(name.get<std::string>());
        }
        const auto house = json.find("house_variant");
        event.houseVariant = house != json.end() && house->is_boolean() && house->get<bool>();
        break;
    }
    case EventType::CargoRolled: {
        event.player = intField(json, "player");
        const auto roll = json.find("roll");
        if (roll == json.end() || !roll->is_array() || roll->size() != kColourCount)
            throw InputError("cargo_rolled needs \"roll\": five numbers W,G,B,T,V");
        for (std::size_t i = 0; i < kColourCount; ++i) {
            if (!(*roll)[i].is_number_integer())
                throw InputError("roll values must be whole numbers");
            event.roll.counts[i] = (*roll)[i].get<int>();
        }
        break;
    }
    case EventType::TruckChosen:
        event.player = intField(json, "player");
        if (!json.contains("card")) throw InputError("truck_chosen needs \"card\"");
        event.card = cardFromJson(json.at("card"));
        event.fromDeck = json.contains("from_deck") && json.at("from_deck").is_boolean() &&
                         json.at("from_deck").get<bool>();
        break;
    case EventType::PenaltyEntered:
        event.player = intField(json, "player");
        event.penalty = intField(json, "penalty");
        if (json.contains("free_cells")) {
            event.freeCells = intField(json, "free_cells");
            event.leftOver = Cargo{fiveCounts(json, "left_over")};
        }
        break;
    case EventType::RoundSettled:
        break;
    case EventType::Undo:
        event.target = intField(json, "target");
        break;
    case EventType::GameEnded:
        break;
    }
    return event;
}

} // namespace packmate
