#pragma once

#include <packmate/engine/Dice.h>
#include <packmate/engine/TruckCard.h>

#include <cstdint>
#include <optional>
#include <random>
#include <vector>

namespace packmate {

/// A card turned over in front of a player during the grab phase.
struct OpenTruck {
    TruckCard card;
    int owner = 0;    ///< the player who turned it over (and may not take it)
    int takenBy = -1; ///< the player who took it, −1 while it is free
};

/// The result of a roll-off for a truck grabbed by several players at once.
struct RollOff {
    int winner = -1;
    /// Every throw, round by round: (player, face). Ties among the highest re-roll.
    std::vector<std::pair<int, int>> rolls;
};

/// The truck cards of a game: the face-down deck, the discard pile and the round's grab
/// phase. Rules: 2 cards each for up to 4 players, 1 for 5–6; nobody takes a card they
/// turned over; a card grabbed by several at once goes to the highest roll (ties re-roll);
/// the last player without a truck must take the top card of the deck, and anyone may take
/// it instead of an open card; unchosen cards go to the discard pile; when the deck runs out
/// all cards not in use are shuffled into a new deck.
class TruckDeck {
public:
    /// Shuffles `cards` with `seed`. InputError when there are none.
    TruckDeck(std::vector<TruckCard> cards, std::uint32_t seed);

    /// Cards dealt to each player: 2 for 2–4 players, 1 for 5–6.
    static int cardsPerPlayer(int players);

    /// Starts a round: deals face down to each player and opens the grab phase. InputError
    /// when the previous round's trucks are still out or the player count is not 2–6.
    void deal(int players);

    /// Takes an open truck. InputError naming the reason: unknown or taken card, own card,
    /// player already has a truck, or the player is the last without one (must take the deck's top
    /// card).
    void grab(int player, int openIndex);
    /// Several players grab the same open truck at once: they roll `die`, highest takes it.
    RollOff grabTogether(const std::vector<int>& players, int openIndex, DiceRoller& dice,
                         Colour die = Colour::White);
    /// Takes the top card of the deck instead of an open one (reshuffling when it is empty).
    const TruckCard& takeTopCard(int player);

    /// True when every player has a truck; the unchosen open cards are then on the discard pile.
    bool grabPhaseDone() const;
    /// The only player still without a truck, when exactly one is left.
    std::optional<int> lastWithoutTruck() const;
    /// Each player's truck this round (nullopt while they have none).
    const std::vector<std::optional<TruckCard>>& trucks() const { return trucks_; }
    const std::vector<OpenTruck>& openTrucks() const { return open_; }

    /// Ends the round: the trucks go to the discard pile. InputError during the grab phase.
    void endRound();

    std::size_t drawPileSize() const { return drawPile_.size(); }
    std::size_t discardPileSize() const { return discard_.size(); }
    /// Cards in front of players (open or taken); with the two piles always the whole set.
    std::size_t cardsInUse() const;
    int reshuffles() const { return reshuffles_; }

private:
    TruckCard drawTop();
    void checkCanTake(int player) const;
    void closeGrabPhaseWhenDone();

    std::vector<TruckCard> drawPile_; // top = back
    std::vector<TruckCard> discard_;
    std::vector<OpenTruck> open_;
    std::vector<std::optional<TruckCard>> trucks_;
    std::mt19937 random_;
    int reshuffles_ = 0;
};

/// Fisher–Yates with randomBelow, so a seed gives the same order on every platform.
void shuffleCards(std::vector<TruckCard>& cards, std::mt19937& random);

} // namespace packmate
