#pragma once

#include <packmate/engine/Cargo.h>

#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace packmate::app {

/// What one player did in the round being played.
struct PlayerTurn {
    std::optional<Cargo> cargo;   ///< from the dice
    QString truck;                ///< card taken ("" = none yet)
    bool truckBlind = false;      ///< taken blind from the deck
    std::optional<int> freeCells; ///< scored: free cells left on the truck
    Cargo sticksLeft;             ///< scored: sticks not loaded
    std::optional<int> penalty;   ///< free + 2 × length of sticks left
};

/// A closed round as the ledger shows it.
struct RoundRecord {
    int number = 0;
    QList<int> penalties; ///< per seat
    QList<int> paid;      ///< what each seat actually paid (capped at what they held)
    QList<int> bonus;     ///< +10 for the lowest penalty (0 otherwise)
    QList<int> points;    ///< each seat's points after the round
    int kitty = 0;        ///< the kitty after the round
};

/// Truck deck bookkeeping (counts only: the cards' identities are the catalogue's job).
struct DeckState {
    int deck = 30;
    int discard = 0;
    int reshuffles = 0;
};

/// The state of one game of Zack & Pack, rebuilt by replaying its event journal.
/// Events are JSON objects with a "type": cargo, truck, score, closeRound, endGame, undo.
/// apply() validates first: a bad event throws InputError and changes nothing.
class GameSession {
public:
    static constexpr int kStartPoints = 75;
    static constexpr int kChipTotal = 590;
    static constexpr int kLowestPenaltyBonus = 10;
    static constexpr int kTruckCards = 30;

    explicit GameSession(int playerCount);

    /// Replays a journal from the start; InputError names the first bad event.
    static GameSession replay(int playerCount, const QList<QJsonObject>& events);

    void apply(const QJsonObject& event);
    /// The state `event` would lead to; InputError when it is not allowed now.
    GameSession after(const QJsonObject& event) const;

    int playerCount() const { return static_cast<int>(points_.size()); }
    const QList<int>& points() const { return points_; }
    int kitty() const { return kitty_; }
    int roundNumber() const { return static_cast<int>(rounds_.size()) + 1; }
    const QList<PlayerTurn>& turns() const { return turns_; }
    const QList<RoundRecord>& rounds() const { return rounds_; }
    const DeckState& deck() const { return deck_; }
    bool finished() const { return finished_; }
    QList<int> winners() const;
    /// Truck cards each player draws per round: 2 for 3–4 players, 1 for 5–6.
    int cardsPerPlayer() const { return playerCount() >= 5 ? 1 : 2; }
    bool roundComplete() const;
    bool canUndo() const { return !effective_.isEmpty(); }
    /// The event an undo would take back (empty when none).
    QJsonObject lastEffectiveEvent() const {
        return effective_.isEmpty() ? QJsonObject() : effective_.last();
    }

    /// Penalty = free cells + 2 × total length of the sticks not loaded.
    static int penaltyFor(int freeCells, const Cargo& sticksLeft);

private:
    void applyAction(const QJsonObject& event);
    void rebuild();
    int seatOf(const QJsonObject& event) const;
    void closeRound();

    int playerCount_ = 0;
    QList<int> points_;
    int kitty_ = 0;
    QList<PlayerTurn> turns_;
    QList<RoundRecord> rounds_;
    DeckState deck_;
    bool finished_ = false;
    QList<QJsonObject> effective_;
};

} // namespace packmate::app
