#pragma once

#include <packmate/app/GameStore.h>
#include <packmate/engine/Catalogue.h>
#include <packmate/engine/Game.h>

#include <QHash>
#include <QObject>
#include <QStringList>
#include <QVariantList>
#include <QVariantMap>

#include <functional>
#include <memory>
#include <optional>

namespace packmate::app {
namespace handover {
class Collector;
}

/// What the screens talk to: the game being played (the engine's Game) and the database its
/// event journal is kept in. Every action is validated by the engine, committed to the
/// database, and only then shown (stateChanged). A refused action sets lastError and
/// changes nothing.
class GameController : public QObject {
    Q_OBJECT
    Q_PROPERTY(QString dataDir READ dataDir WRITE setDataDir NOTIFY dataDirChanged)
    Q_PROPERTY(bool ready READ ready NOTIFY dataDirChanged)
    Q_PROPERTY(QString lastError READ lastError NOTIFY lastErrorChanged)
    Q_PROPERTY(bool hasGame READ hasGame NOTIFY stateChanged)
    Q_PROPERTY(qint64 gameId READ gameId NOTIFY stateChanged)
    Q_PROPERTY(QStringList playerNames READ playerNames NOTIFY stateChanged)
    Q_PROPERTY(QStringList playerColours READ playerColours NOTIFY stateChanged)
    Q_PROPERTY(QVariantList points READ points NOTIFY stateChanged)
    Q_PROPERTY(int kitty READ kitty NOTIFY stateChanged)
    Q_PROPERTY(int roundNumber READ roundNumber NOTIFY stateChanged)
    Q_PROPERTY(int cardsPerPlayer READ cardsPerPlayer NOTIFY stateChanged)
    Q_PROPERTY(QVariantMap deck READ deck NOTIFY stateChanged)
    Q_PROPERTY(QVariantList turns READ turns NOTIFY stateChanged)
    Q_PROPERTY(QVariantList history READ history NOTIFY stateChanged)
    Q_PROPERTY(bool roundComplete READ roundComplete NOTIFY stateChanged)
    Q_PROPERTY(bool gameOver READ gameOver NOTIFY stateChanged)
    Q_PROPERTY(QStringList winners READ winners NOTIFY stateChanged)
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY stateChanged)
    Q_PROPERTY(QString undoDescription READ undoDescription NOTIFY stateChanged)
    Q_PROPERTY(int eventCount READ eventCount NOTIFY stateChanged)
    Q_PROPERTY(QStringList cardIds READ cardIds NOTIFY cardsChanged)

public:
    explicit GameController(QObject* parent = nullptr);
    ~GameController() override;

    QString dataDir() const { return dataDir_; }
    /// Opens the database in this folder ("" = default place) and reopens its unfinished game.
    void setDataDir(const QString& folder);
    bool ready() const { return store_ != nullptr; }
    QString lastError() const { return lastError_; }

    bool hasGame() const { return game_.has_value(); }
    qint64 gameId() const { return gameId_; }
    QStringList playerNames() const;
    QStringList playerColours() const;
    QVariantList points() const;
    int kitty() const;
    int roundNumber() const;
    int cardsPerPlayer() const;
    QVariantMap deck() const;
    QVariantList turns() const;
    QVariantList history() const;
    bool roundComplete() const;
    bool gameOver() const;
    QStringList winners() const;
    bool canUndo() const;
    QString undoDescription() const;
    int eventCount() const { return eventCount_; }
    /// Truck cards one can choose: the user's own cards, then the engine's built-in stand-in
    /// catalogue (Z01..Z30), then cards of this round known only from the journal.
    QStringList cardIds() const;
    /// Reads the user's card file in the data folder again (after the card editor saved).
    Q_INVOKABLE void reloadCards();

    Q_INVOKABLE bool newGame(const QStringList& names, const QStringList& colours);
    Q_INVOKABLE bool resumeGame(qint64 gameId);
    /// Leaves the current game on screen-less hold (it stays unfinished in the database).
    Q_INVOKABLE void closeGame();
    /// Dice for `player`: counts of W, G, B, T, V sticks.
    Q_INVOKABLE bool setCargo(int player, const QVariantList& counts);
    /// The truck `player` took: a catalogue card id, open or blind from the deck.
    Q_INVOKABLE bool takeTruck(int player, bool blind, const QString& card);
    /// "Z07 · 2 layers · 12 cells" (stand-in cards say so).
    Q_INVOKABLE QString cardLabel(const QString& card) const;
    /// Manual scoring: free cells on the truck and the sticks not loaded (W, G, B, T, V).
    Q_INVOKABLE bool setScore(int player, int freeCells, const QVariantList& sticksLeft);
    Q_INVOKABLE bool closeRound();
    Q_INVOKABLE bool endGame();
    Q_INVOKABLE bool undo();

    /// Games in the database, newest first: id, started, finished, players, winners.
    Q_INVOKABLE QVariantList gameList() const;
    /// Per player name across all games: games, wins, rounds, averagePenalty.
    Q_INVOKABLE QVariantList statistics() const;
    /// The lowest penalty `player` could score this round with the truck and cargo entered
    /// (the engine's solver, time-limited): penalty, optimal. Empty while either is unknown.
    Q_INVOKABLE QVariantMap bestPossible(int player) const;
    /// Penalty for a manual entry, without recording it.
    Q_INVOKABLE int penaltyPreview(int freeCells, const QVariantList& sticksLeft) const;
    /// Chips `player` hands to the kitty for `amount`, and the change to take back, planned
    /// from the chips actually held: give, change, exact, changeShort.
    Q_INVOKABLE QVariantMap paymentPlan(int player, int amount) const;
    /// The ledger as one JSON line (points, kitty, rounds): identical games print identically.
    Q_INVOKABLE QString ledgerJson() const;
    /// The game's history as CSV (round, player, penalty, paid, bonus, points).
    Q_INVOKABLE QString historyCsv() const;
    /// The game's history as one JSON document: game, players, rounds (as `history`), kitty,
    /// finished, winners.
    Q_INVOKABLE QString historyJson() const;
    /// Writes the history to `path`: JSON when it ends in ".json", else CSV.
    Q_INVOKABLE bool exportHistory(const QString& path) const;
    /// Where exports go: "exports" in the data folder.
    Q_INVOKABLE QString exportFolder() const;
    /// Writes the history as "csv" or "json" into exportFolder(); the path written, or ""
    /// when it could not be written.
    Q_INVOKABLE QString exportHistoryTo(const QString& format) const;
    /// The whole game (its journal) as QR code images (PNG data URLs), one per part.
    Q_INVOKABLE QStringList handOverCodes() const;
    /// Feeds one scanned QR text; once all parts of a hand-over are in, the game is stored
    /// as a new game here and opened. Returns received, expected, imported.
    Q_INVOKABLE QVariantMap addScannedCode(const QString& text, const QStringList& colours);

signals:
    void dataDirChanged();
    void lastErrorChanged();
    void stateChanged();
    void cardsChanged();

private:
    bool record(const std::function<void(Game&)>& change);
    void setError(const QString& message);
    void load(qint64 gameId);
    const GameState* state() const { return game_ ? &game_->state() : nullptr; }
    std::optional<TruckCard> findCard(const QString& id) const;

    QString dataDir_;
    QString lastError_;
    std::unique_ptr<GameStore> store_;
    qint64 gameId_ = 0;
    QList<StoredPlayer> players_;
    std::optional<Game> game_;
    Catalogue catalogue_ = Catalogue::builtIn();
    int eventCount_ = 0;
    std::unique_ptr<handover::Collector> handOver_;
    /// Proven solver results by card id and cargo: a round's answer never changes.
    mutable QHash<QString, QVariantMap> bestCache_;
    QVariantMap solveBest(const TruckCard& card, const Cargo& cargo) const;
};

} // namespace packmate::app
