#include <packmate/engine/InputError.h>
#include <packmate/engine/TruckDeck.h>

#include <algorithm>

namespace packmate {

void shuffleCards(std::vector<TruckCard>& cards, std::mt19937& random) {
    for (std::size_t i = cards.size(); i > 1; --i)
        std::swap(cards[i - 1],
                  cards[static_cast<std::size_t>(randomBelow(random, static_cast<int>(i)))]);
}

TruckDeck::TruckDeck(std::vector<TruckCard> cards, std::uint32_t seed)
    : drawPile_(std::move(cards)), random_(seed) {
    if (drawPile_.empty()) throw InputError("a truck deck needs at least one card");
    shuffleCards(drawPile_, random_);
}

int TruckDeck::cardsPerPlayer(int players) {
    if (players < 2 || players > 6)
        throw InputError("trucks are dealt to 2 to 6 players, not " + std::to_string(players));
    return players <= 4 ? 2 : 1;
}

TruckCard TruckDeck::drawTop() {
    if (drawPile_.empty()) {
        if (discard_.empty()) throw InputError("no truck card is left to draw: all are in use");
        drawPile_ = std::move(discard_);
        discard_.clear();
        shuffleCards(drawPile_, random_);
        ++reshuffles_;
    }
    TruckCard card = std::move(drawPile_.back());
    drawPile_.pop_back();
    return card;
}

void TruckDeck::deal(int players) {
    const int each = cardsPerPlayer(players);
    if (!trucks_.empty())
        throw InputError("the trucks of the last round are still out: end the round first");
    trucks_.assign(static_cast<std::size_t>(players), std::nullopt);
    for (int round = 0; round < each; ++round)
        for (int player = 0; player < players; ++player)
            open_.push_back({drawTop(), player, -1});
}

void TruckDeck::checkCanTake(int player) const {
    if (player < 0 || player >= static_cast<int>(trucks_.size()))
        throw InputError("no player " + std::to_string(player) + " in this round");
    if (trucks_[static_cast<std::size_t>(player)])
        throw InputError("player " + std::to_string(player + 1) + " already has a truck");
}

void TruckDeck::grab(int player, int openIndex) {
    checkCanTake(player);
    if (openIndex < 0 || openIndex >= static_cast<int>(open_.size()))
        throw InputError("there is no open truck number " + std::to_string(openIndex + 1));
    OpenTruck& truck = open_[static_cast<std::size_t>(openIndex)];
    if (truck.takenBy >= 0) throw InputError("truck " + truck.card.id() + " is already taken");
    if (truck.owner == player)
        throw InputError("player " + std::to_string(player + 1) + " turned truck " +
                         truck.card.id() + " over and may not take it");
    if (lastWithoutTruck() == player)
        throw InputError("player " + std::to_string(player + 1) +
                         " is the last without a truck and must take the top card of the deck");
    truck.takenBy = player;
    trucks_[static_cast<std::size_t>(player)] = truck.card;
    closeGrabPhaseWhenDone();
}

RollOff TruckDeck::grabTogether(const std::vector<int>& players, int openIndex, DiceRoller& dice,
                                Colour die) {
    if (players.empty()) throw InputError("a roll-off needs players");
    if (openIndex < 0 || openIndex >= static_cast<int>(open_.size()))
        throw InputError("there is no open truck number " + std::to_string(openIndex + 1));
    if (open_[static_cast<std::size_t>(openIndex)].takenBy >= 0)
        throw InputError("truck " + open_[static_cast<std::size_t>(openIndex)].card.id() +
                         " is already taken");
    for (int player : players) {
        checkCanTake(player);
        if (open_[static_cast<std::size_t>(openIndex)].owner == player)
            throw InputError("player " + std::to_string(player + 1) +
                             " turned that truck over and may not take it");
    }
    RollOff result;
    std::vector<int> contenders = players;
    while (contenders.size() > 1) {
        int highest = -1;
        std::vector<int> best;
        for (int player : contenders) {
            const int face = dice.rollDie(die);
            result.rolls.emplace_back(player, face);
            if (face > highest) best.clear();
            if (face >= highest) {
                highest = face;
                best.push_back(player);
            }
        }
        contenders = best;
    }
    result.winner = contenders.front();
    grab(result.winner, openIndex);
    return result;
}

const TruckCard& TruckDeck::takeTopCard(int player) {
    checkCanTake(player);
    trucks_[static_cast<std::size_t>(player)] = drawTop();
    closeGrabPhaseWhenDone();
    return *trucks_[static_cast<std::size_t>(player)];
}

bool TruckDeck::grabPhaseDone() const {
    return !trucks_.empty() &&
           std::all_of(trucks_.begin(), trucks_.end(), [](const auto& t) { return t.has_value(); });
}

std::optional<int> TruckDeck::lastWithoutTruck() const {
    std::optional<int> last;
    for (std::size_t p = 0; p < trucks_.size(); ++p) {
        if (trucks_[p]) continue;
        if (last) return std::nullopt;
        last = static_cast<int>(p);
    }
    return last;
}

void TruckDeck::closeGrabPhaseWhenDone() {
    if (!grabPhaseDone()) return;
    std::vector<OpenTruck> taken;
    for (OpenTruck& truck : open_) {
        if (truck.takenBy < 0)
            discard_.push_back(std::move(truck.card));
        else
            taken.push_back(std::move(truck));
    }
    open_ = std::move(taken);
}

void TruckDeck::endRound() {
    if (!grabPhaseDone())
        throw InputError("the grab phase is not over: some player has no truck yet");
    for (auto& truck : trucks_)
        discard_.push_back(std::move(*truck));
    trucks_.clear();
    open_.clear();
}

std::size_t TruckDeck::cardsInUse() const {
    std::size_t free = 0;
    for (const OpenTruck& truck : open_)
        free += truck.takenBy < 0;
    std::size_t held = 0;
    for (const auto& truck : trucks_)
        held += truck.has_value();
    return free + held;
}

} // namespace packmate
