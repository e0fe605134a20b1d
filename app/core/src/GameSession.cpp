#include <packmate/app/GameSession.h>
#include <packmate/engine/InputError.h>

#include <QJsonValue>

#include <algorithm>

namespace packmate::app {
namespace {

std::string text(const QString& value) {
    return value.toStdString();
}

int intField(const QJsonObject& event, const char* key) {
    const QJsonValue value = event.value(QLatin1String(key));
    if (!value.isDouble() || value.toDouble() != static_cast<double>(value.toInt()))
        throw InputError(std::string("event field \"") + key + "\" must be a whole number");
    return value.toInt();
}

Cargo cargoField(const QJsonObject& event, const char* key) {
    const QJsonValue value = event.value(QLatin1String(key));
    if (!value.isString())
        throw InputError(std::string("event field \"") + key + "\" must be \"W,G,B,T,V\"");
    return parseCargo(value.toString().toStdString());
}

} // namespace

GameSession::GameSession(int playerCount) : playerCount_(playerCount) {
    if (playerCount < 2 || playerCount > 6)
        throw InputError("a game needs 2 to 6 players, got " + std::to_string(playerCount));
    rebuild();
}

void GameSession::rebuild() {
    points_ = QList<int>(playerCount_, kStartPoints);
    kitty_ = kChipTotal - kStartPoints * playerCount_;
    turns_ = QList<PlayerTurn>(playerCount_);
    rounds_.clear();
    deck_ = DeckState{};
    finished_ = false;
    for (const QJsonObject& event : std::as_const(effective_))
        applyAction(event);
}

GameSession GameSession::replay(int playerCount, const QList<QJsonObject>& events) {
    GameSession session(playerCount);
    for (qsizetype i = 0; i < events.size(); ++i) {
        try {
            session.apply(events[i]);
        } catch (const InputError& error) {
            throw InputError("event " + std::to_string(i + 1) + ": " + error.what());
        }
    }
    return session;
}

GameSession GameSession::after(const QJsonObject& event) const {
    GameSession copy = *this;
    copy.apply(event);
    return copy;
}

void GameSession::apply(const QJsonObject& event) {
    if (event.value(QLatin1String("type")).toString() == QLatin1String("undo")) {
        if (effective_.isEmpty()) throw InputError("there is nothing to undo");
        effective_.removeLast();
        rebuild();
        return;
    }
    GameSession trial = *this;
    trial.applyAction(event);
    trial.effective_.append(event);
    *this = std::move(trial);
}

int GameSession::seatOf(const QJsonObject& event) const {
    const int seat = intField(event, "player");
    if (seat < 0 || seat >= playerCount_)
        throw InputError("there is no player " + std::to_string(seat + 1) + " in this game");
    return seat;
}

void GameSession::applyAction(const QJsonObject& event) {
    if (finished_) throw InputError("the game is over");
    const QString type = event.value(QLatin1String("type")).toString();
    if (type == QLatin1String("cargo")) {
        PlayerTurn& turn = turns_[seatOf(event)];
        if (turn.penalty)
            throw InputError("this player's truck is already scored; undo the score first");
        const Cargo cargo = cargoField(event, "cargo");
        if (cargo.empty()) throw InputError("a roll always gives at least one stick");
        turn.cargo = cargo;
    } else if (type == QLatin1String("truck")) {
        PlayerTurn& turn = turns_[seatOf(event)];
        const QString source = event.value(QLatin1String("source")).toString();
        if (source != QLatin1String("open") && source != QLatin1String("blind"))
            throw InputError("a truck comes from an \"open\" card or \"blind\" from the deck");
        turn.truckBlind = source == QLatin1String("blind");
        turn.truck = event.value(QLatin1String("card")).toString();
        if (turn.truck.isEmpty())
            turn.truck = turn.truckBlind ? QStringLiteral("deck") : QStringLiteral("open");
    } else if (type == QLatin1String("score")) {
        PlayerTurn& turn = turns_[seatOf(event)];
        const int freeCells = intField(event, "free");
        if (freeCells < 0 || freeCells > 60)
            throw InputError("free cells must be 0 to 60 (3 rows × 5 columns × 4 layers)");
        const Cargo left = cargoField(event, "left");
        if (turn.cargo)
            for (Colour colour : kAllColours)
                if (left[colour] > (*turn.cargo)[colour])
                    throw InputError(std::string("more ") + std::string(colourName(colour)) +
                                     " sticks left over than the dice gave");
        turn.freeCells = freeCells;
        turn.sticksLeft = left;
        turn.penalty = penaltyFor(freeCells, left);
    } else if (type == QLatin1String("closeRound")) {
        if (!roundComplete())
            throw InputError("every player's truck must be scored before the round ends");
        closeRound();
    } else if (type == QLatin1String("endGame")) {
        finished_ = true;
    } else {
        throw InputError("unknown event type \"" + text(type) + "\"");
    }
}

bool GameSession::roundComplete() const {
    return std::all_of(turns_.begin(), turns_.end(),
                       [](const PlayerTurn& turn) { return turn.penalty.has_value(); });
}

int GameSession::penaltyFor(int freeCells, const Cargo& sticksLeft) {
    int leftLength = 0;
    for (Colour colour : kAllColours)
        leftLength += sticksLeft[colour] * stickLength(colour);
    return freeCells + 2 * leftLength;
}

void GameSession::closeRound() {
    RoundRecord record;
    record.number = roundNumber();
    int lowest = *turns_.front().penalty;
    for (const PlayerTurn& turn : std::as_const(turns_))
        lowest = std::min(lowest, *turn.penalty);
    for (int seat = 0; seat < playerCount_; ++seat) {
        const int penalty = *turns_[seat].penalty;
        const int paid =
            std::min(penalty, points_[seat]); // no debt: the shortfall is only recorded
        points_[seat] -= paid;
        kitty_ += paid;
        record.penalties << penalty;
        record.paid << paid;
    }
    for (int seat = 0; seat < playerCount_; ++seat) {
        const int bonus =
            *turns_[seat].penalty == lowest ? std::min(kLowestPenaltyBonus, kitty_) : 0;
        points_[seat] += bonus;
        kitty_ -= bonus;
        record.bonus << bonus;
    }
    record.points = points_;
    record.kitty = kitty_;
    rounds_ << record;

    const int drawn = playerCount_ * cardsPerPlayer();
    const int blind = static_cast<int>(std::count_if(
        turns_.begin(), turns_.end(), [](const PlayerTurn& turn) { return turn.truckBlind; }));
    if (deck_.deck < drawn + blind) { // the deck ran out: everything not in use is shuffled in
        deck_.deck = kTruckCards;
        deck_.discard = 0;
        ++deck_.reshuffles;
    }
    deck_.deck -= drawn + blind;
    deck_.discard += drawn + blind;
    turns_ = QList<PlayerTurn>(playerCount_);
    finished_ = std::any_of(points_.begin(), points_.end(), [](int p) { return p <= 0; });
}

QList<int> GameSession::winners() const {
    QList<int> seats;
    if (!finished_) return seats;
    const int best = *std::max_element(points_.begin(), points_.end());
    for (int seat = 0; seat < playerCount_; ++seat)
        if (points_[seat] == best) seats << seat;
    return seats;
}

} // namespace packmate::app
