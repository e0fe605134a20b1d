#pragma once

#include <packmate/engine/Json.h>
#include <packmate/engine/TruckCard.h>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace packmate {

/// The truck cards a game can use: the built-in stand-ins and/or cards the user registered.
/// Ids are unique within a catalogue.
///
/// The shapes of the 30 real cards are not known, so the built-in catalogue is a labelled
/// stand-in that respects the real counts (9 × 1 layer, 10 × 2, 6 × 3, 5 × 4; footprints
/// ≤ 3 × 5; trucks with 2+ layers never use all 15 cells). Users add their own cards.
class Catalogue {
public:
    /// The 30 built-in stand-in cards, ids "Z01".."Z30".
    static Catalogue builtIn();

    /// Adds a card; InputError when its id is already taken.
    void add(TruckCard card, bool standIn = false);
    /// Adds all cards or none: InputError (nothing added) when any id is taken or repeated.
    void addAll(const std::vector<TruckCard>& cards, bool standIn = false);
    /// Removes the card with this id; false when there is none.
    bool remove(std::string_view id);

    std::optional<TruckCard> find(std::string_view id) const;
    bool contains(std::string_view id) const { return find(id).has_value(); }
    /// True for a built-in stand-in card (not a real Zack & Pack card).
    bool isStandIn(std::string_view id) const;

    const std::vector<TruckCard>& cards() const { return cards_; }
    std::size_t size() const { return cards_.size(); }
    /// Cards of this catalogue that are user cards (not stand-ins).
    std::vector<TruckCard> userCards() const;

    /// A lookup for layoutFromJson: resolves card ids in this catalogue (copied).
    CardLookup lookup() const;

private:
    std::vector<TruckCard> cards_;
    std::vector<bool> standIn_;
};

/// Reads a user card file: a JSON array of card objects. InputError names the file, the
/// line of the offending card and the reason (bad card, repeated id, not an array).
std::vector<TruckCard> loadCardsFile(const std::string& path);

/// Parses the text of a card file (as loadCardsFile; `what` names it in errors).
std::vector<TruckCard> parseCardsText(std::string_view text, std::string_view what);

/// Writes cards as a JSON array, one card per line. InputError on a repeated id or when the
/// file cannot be written; the old file stays untouched then.
void saveCardsFile(const std::string& path, const std::vector<TruckCard>& cards);

} // namespace packmate
