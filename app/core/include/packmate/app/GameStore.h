#pragma once

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace packmate::app {

/// One seat of a stored game.
struct StoredPlayer {
    QString name;
    QString colour; ///< "#rrggbb"
    bool operator==(const StoredPlayer&) const = default;
};

/// A game's row: who played, when, and (once finished) who won.
struct StoredGame {
    qint64 id = 0;
    QDateTime startedAt;
    std::optional<QDateTime> finishedAt;
    QList<StoredPlayer> players;
    QStringList winners;
};

/// The app's SQLite database: games, their players and each game's append-only event
/// journal (one JSON object per event). WAL mode with synchronous=FULL: every call that
/// writes is one transaction, committed (on disk) before it returns. A failed write throws
/// StoreError and leaves the database as it was.
class GameStore {
public:
    /// Opens or creates the database file. Throws StoreError when the file is not a
    /// Packmate database or cannot be opened.
    explicit GameStore(const QString& databasePath);
    ~GameStore();
    GameStore(const GameStore&) = delete;
    GameStore& operator=(const GameStore&) = delete;

    /// Starts a game with these players (3–6 in the rules; the store takes 2–6) and, in the
    /// same transaction, the first events of its journal (a handed-over game brings them all).
    /// With `winners` (a handed-over game that is over), the same transaction marks it finished.
    /// `times` (one per journal event, from the tablet that handed the game over; invalid where
    /// unknown) keep when those events were recorded, the game started (the first) and ended
    /// (the last); where a time is unknown, now.
    qint64 createGame(const QList<StoredPlayer>& players, const QList<QJsonObject>& journal = {},
                      const std::optional<QStringList>& winners = std::nullopt,
                      const QList<QDateTime>& times = {});

    /// Appends one event to a game's journal. With `winners`, the same transaction marks
    /// the game finished. Returns the event's sequence number (1, 2, ...).
    int appendEvent(qint64 gameId, const QJsonObject& event,
                    const std::optional<QStringList>& winners = std::nullopt);

    /// The game's journal in order. Throws StoreError on a row that is not a JSON object.
    QList<QJsonObject> events(qint64 gameId) const;
    /// When each of those events was recorded, in the same order.
    QList<QDateTime> eventTimes(qint64 gameId) const;

    StoredGame game(qint64 gameId) const;
    /// All games, newest first.
    QList<StoredGame> games() const;
    /// The newest game that has not finished, if any.
    std::optional<qint64> unfinishedGame() const;

    QString journalMode() const;
    int synchronousLevel() const;

private:
    QList<StoredPlayer> playersOf(qint64 gameId) const;
    QString connection_;
};

} // namespace packmate::app
