#include <packmate/engine/Catalogue.h>
#include <packmate/engine/InputError.h>

#include <algorithm>
#include <set>

namespace packmate {

namespace {

struct StandIn {
    const char* id;
    int layers;
    std::vector<std::string> grid;
};

// Invented shapes, NOT the real cards (see Catalogue). Counts: 9 × 1, 10 × 2, 6 × 3, 5 × 4.
const std::vector<StandIn>& standIns() {
    static const std::vector<StandIn> cards{
        {"Z01", 1, {"#####", "#####", "#####"}},
        {"Z02", 1, {"####.", "#####", "#####"}},
        {"Z03", 1, {"#####", "#####", "####."}},
        {"Z04", 1, {"####", "####", "####"}},
        {"Z05", 1, {"#####", "#####"}},
        {"Z06", 1, {"###..", "#####", "#####"}},
        {"Z07", 1, {"#####", "#####", "###.."}},
        {"Z08", 1, {"####.", "####.", "#####"}},
        {"Z09", 1, {"###", "###", "###"}},
        {"Z10", 2, {"####.", "#####", "#####"}},
        {"Z11", 2, {"###..", "#####", "#####"}},
        {"Z12", 2, {"####", "####", "####"}},
        {"Z13", 2, {"#####", "#####"}},
        {"Z14", 2, {"##...", "#####", "#####"}},
        {"Z15", 2, {"###", "###", "###"}},
        {"Z16", 2, {"#####", "####.", "###.."}},
        {"Z17", 2, {"####", "####"}},
        {"Z18", 2, {".####", "#####", "#####"}},
        {"Z19", 2, {"###..", "###..", "#####"}},
        {"Z20", 3, {"####", "####", "####"}},
        {"Z21", 3, {"###", "###", "###"}},
        {"Z22", 3, {"####", "####"}},
        {"Z23", 3, {"###..", "#####"}},
        {"Z24", 3, {"##..", "####", "####"}},
        {"Z25", 3, {"###", "###"}},
        {"Z26", 4, {"###", "###", "###"}},
        {"Z27", 4, {"##", "##", "##"}},
        {"Z28", 4, {"###", "###"}},
        {"Z29", 4, {"####", "####"}},
        {"Z30", 4, {"##.", "###", "###"}},
    };
    return cards;
}

} // namespace

Catalogue Catalogue::builtIn() {
    Catalogue catalogue;
    for (const StandIn& card : standIns())
        catalogue.add(TruckCard(card.id, card.layers, card.grid), true);
    return catalogue;
}

void Catalogue::add(TruckCard card, bool standIn) {
    addAll({std::move(card)}, standIn);
}

void Catalogue::addAll(const std::vector<TruckCard>& cards, bool standIn) {
    std::set<std::string> ids;
    for (const TruckCard& card : cards) {
        if (contains(card.id()) || !ids.insert(card.id()).second)
            throw InputError("card id \"" + card.id() + "\" is already in the catalogue");
    }
    for (const TruckCard& card : cards) {
        cards_.push_back(card);
        standIn_.push_back(standIn);
    }
}

bool Catalogue::remove(std::string_view id) {
    const auto it = std::find_if(cards_.begin(), cards_.end(),
                                 [&](const TruckCard& c) { return c.id() == id; });
    if (it == cards_.end()) return false;
    standIn_.erase(standIn_.begin() + (it - cards_.begin()));
    cards_.erase(it);
    return true;
}

std::optional<TruckCard> Catalogue::find(std::string_view id) const {
    for (const TruckCard& card : cards_)
        if (card.id() == id) return card;
    return std::nullopt;
}

bool Catalogue::isStandIn(std::string_view id) const {
    for (std::size_t i = 0; i < cards_.size(); ++i)
        if (cards_[i].id() == id) return standIn_[i];
    return false;
}

std::vector<TruckCard> Catalogue::userCards() const {
    std::vector<TruckCard> result;
    for (std::size_t i = 0; i < cards_.size(); ++i)
        if (!standIn_[i]) result.push_back(cards_[i]);
    return result;
}

CardLookup Catalogue::lookup() const {
    return [copy = *this](std::string_view id) { return copy.find(id); };
}

} // namespace packmate
