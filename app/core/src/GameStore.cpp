#include <packmate/app/GameStore.h>
#include <packmate/app/StoreError.h>

#include <QAtomicInt>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace packmate::app {
namespace {

constexpr int kSchemaVersion = 1;

const char* const kSchema[] = {
    "CREATE TABLE IF NOT EXISTS games ("
    " id INTEGER PRIMARY KEY AUTOINCREMENT,"
    " started_at TEXT NOT NULL,"
    " finished_at TEXT,"
    " winners TEXT NOT NULL DEFAULT '[]')",
    "CREATE TABLE IF NOT EXISTS players ("
    " game_id INTEGER NOT NULL REFERENCES games(id),"
    " seat INTEGER NOT NULL,"
    " name TEXT NOT NULL,"
    " colour TEXT NOT NULL,"
    " PRIMARY KEY (game_id, seat))",
    "CREATE TABLE IF NOT EXISTS events ("
    " game_id INTEGER NOT NULL REFERENCES games(id),"
    " seq INTEGER NOT NULL,"
    " recorded_at TEXT NOT NULL,"
    " payload TEXT NOT NULL,"
    " PRIMARY KEY (game_id, seq))",
};

QString nextConnectionName() {
    static QAtomicInt counter;
    return QStringLiteral("packmate-store-%1").arg(counter.fetchAndAddOrdered(1));
}

[[noreturn]] void fail(const QString& what, const QSqlError& error) {
    throw StoreError((what + QStringLiteral(": ") + error.text()).toStdString());
}

QSqlQuery run(const QSqlDatabase& db, const QString& sql, const QVariantList& values = {}) {
    QSqlQuery query(db);
    if (!query.prepare(sql)) fail(QStringLiteral("database statement failed"), query.lastError());
    for (const QVariant& value : values)
        query.addBindValue(value);
    if (!query.exec()) fail(QStringLiteral("database statement failed"), query.lastError());
    return query;
}

/// The first column of the first row (invalid when there is no row); the query is finished
/// so that it does not hold the transaction open.
QVariant scalar(const QSqlDatabase& db, const QString& sql, const QVariantList& values = {}) {
    QSqlQuery query = run(db, sql, values);
    const QVariant value = query.next() ? query.value(0) : QVariant();
    query.finish();
    return value;
}

QString stamp(const QDateTime& time) {
    return time.toUTC().toString(Qt::ISODateWithMs);
}

QString now() {
    return stamp(QDateTime::currentDateTimeUtc());
}

/// Commits on success, rolls back when an exception leaves the scope.
class Transaction {
public:
    explicit Transaction(QSqlDatabase db) : db_(std::move(db)) {
        if (!db_.transaction()) fail(QStringLiteral("cannot start a transaction"), db_.lastError());
    }
    ~Transaction() {
        if (!committed_) db_.rollback();
    }
    void commit() {
        if (!db_.commit()) fail(QStringLiteral("cannot commit"), db_.lastError());
        committed_ = true;
    }

private:
    QSqlDatabase db_;
    bool committed_ = false;
};

StoredGame gameFromRow(const QSqlQuery& row) {
    StoredGame game;
    game.id = row.value(0).toLongLong();
    game.startedAt = QDateTime::fromString(row.value(1).toString(), Qt::ISODateWithMs);
    if (!row.value(2).isNull())
        game.finishedAt = QDateTime::fromString(row.value(2).toString(), Qt::ISODateWithMs);
    const QJsonDocument winners = QJsonDocument::fromJson(row.value(3).toString().toUtf8());
    for (const auto& winner : winners.array())
        game.winners << winner.toString();
    return game;
}

} // namespace

GameStore::GameStore(const QString& databasePath) : connection_(nextConnectionName()) {
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection_);
    db.setDatabaseName(databasePath);
    try {
        if (!db.open()) fail(QStringLiteral("cannot open ") + databasePath, db.lastError());
        const QString mode = scalar(db, QStringLiteral("PRAGMA journal_mode=WAL")).toString();
        if (mode.compare(QLatin1String("wal"), Qt::CaseInsensitive) != 0)
            throw StoreError("the database does not accept write-ahead logging: " +
                             databasePath.toStdString());
        run(db, QStringLiteral("PRAGMA synchronous=FULL"));
        run(db, QStringLiteral("PRAGMA foreign_keys=ON"));
        const int found = scalar(db, QStringLiteral("PRAGMA user_version")).toInt();
        if (found > kSchemaVersion)
            throw StoreError("the database was written by a newer Packmate (schema " +
                             std::to_string(found) + ")");
        Transaction transaction(db);
        for (const char* statement : kSchema)
            run(db, QString::fromLatin1(statement));
        run(db, QStringLiteral("PRAGMA user_version=%1").arg(kSchemaVersion));
        transaction.commit();
    } catch (...) {
        db.close();
        db = QSqlDatabase();
        QSqlDatabase::removeDatabase(connection_);
        throw;
    }
}

GameStore::~GameStore() {
    {
        QSqlDatabase db = QSqlDatabase::database(connection_, false);
        db.close();
    }
    QSqlDatabase::removeDatabase(connection_);
}

qint64 GameStore::createGame(const QList<StoredPlayer>& players, const QList<QJsonObject>& journal,
                             const std::optional<QStringList>& winners,
                             const QList<QDateTime>& times) {
    if (players.size() < 2 || players.size() > 6)
        throw StoreError("a game needs 2 to 6 players, got " + std::to_string(players.size()));
    const QString createdAt = now(); // one clock reading: the game starts with its first event
    const auto timeOf = [&](qsizetype seq) {
        return seq < times.size() && times[seq].isValid() ? stamp(times[seq]) : createdAt;
    };
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    Transaction transaction(db);
    QSqlQuery insert =
        run(db, QStringLiteral("INSERT INTO games (started_at) VALUES (?)"), {timeOf(0)});
    const qint64 id = insert.lastInsertId().toLongLong();
    insert.finish();
    for (int seat = 0; seat < players.size(); ++seat)
        run(db,
            QStringLiteral("INSERT INTO players (game_id, seat, name, colour) VALUES (?,?,?,?)"),
            {id, seat, players[seat].name, players[seat].colour});
    for (qsizetype seq = 0; seq < journal.size(); ++seq)
        run(db,
            QStringLiteral(
                "INSERT INTO events (game_id, seq, recorded_at, payload) VALUES (?,?,?,?)"),
            {id, seq + 1, timeOf(seq),
             QString::fromUtf8(QJsonDocument(journal[seq]).toJson(QJsonDocument::Compact))});
    if (winners) {
        const QJsonDocument names(QJsonArray::fromStringList(*winners));
        run(db, QStringLiteral("UPDATE games SET finished_at = ?, winners = ? WHERE id = ?"),
            {timeOf(journal.size() - 1), QString::fromUtf8(names.toJson(QJsonDocument::Compact)),
             id});
    }
    transaction.commit();
    return id;
}

int GameStore::appendEvent(qint64 gameId, const QJsonObject& event,
                           const std::optional<QStringList>& winners) {
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    Transaction transaction(db);
    const QVariant finished = scalar(
        db, QStringLiteral("SELECT COALESCE(finished_at, '') FROM games WHERE id = ?"), {gameId});
    if (!finished.isValid())
        throw StoreError("no game " + std::to_string(gameId) + " in the database");
    if (!finished.toString().isEmpty())
        throw StoreError("game " + std::to_string(gameId) + " has already finished");
    const int seq =
        scalar(db, QStringLiteral("SELECT COALESCE(MAX(seq), 0) FROM events WHERE game_id = ?"),
               {gameId})
            .toInt() +
        1;
    const QString payload = QString::fromUtf8(QJsonDocument(event).toJson(QJsonDocument::Compact));
    const QString recordedAt = now(); // the event that ends a game ends it at its own time
    run(db,
        QStringLiteral("INSERT INTO events (game_id, seq, recorded_at, payload) VALUES (?,?,?,?)"),
        {gameId, seq, recordedAt, payload});
    if (winners) {
        const QJsonDocument names(QJsonArray::fromStringList(*winners));
        run(db, QStringLiteral("UPDATE games SET finished_at = ?, winners = ? WHERE id = ?"),
            {recordedAt, QString::fromUtf8(names.toJson(QJsonDocument::Compact)), gameId});
    }
    transaction.commit();
    return seq;
}

QList<QJsonObject> GameStore::events(qint64 gameId) const {
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    QSqlQuery rows =
        run(db, QStringLiteral("SELECT seq, payload FROM events WHERE game_id = ? ORDER BY seq"),
            {gameId});
    QList<QJsonObject> events;
    while (rows.next()) {
        QJsonParseError error{};
        const QJsonDocument doc =
            QJsonDocument::fromJson(rows.value(1).toString().toUtf8(), &error);
        if (error.error != QJsonParseError::NoError || !doc.isObject())
            throw StoreError("event " + std::to_string(rows.value(0).toInt()) + " of game " +
                             std::to_string(gameId) + " is not a JSON object");
        events << doc.object();
    }
    return events;
}

QList<QDateTime> GameStore::eventTimes(qint64 gameId) const {
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    QSqlQuery rows =
        run(db, QStringLiteral("SELECT recorded_at FROM events WHERE game_id = ? ORDER BY seq"),
            {gameId});
    QList<QDateTime> times;
    while (rows.next())
        times << QDateTime::fromString(rows.value(0).toString(), Qt::ISODateWithMs);
    return times;
}

QList<StoredPlayer> GameStore::playersOf(qint64 gameId) const {
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    QSqlQuery rows =
        run(db, QStringLiteral("SELECT name, colour FROM players WHERE game_id = ? ORDER BY seat"),
            {gameId});
    QList<StoredPlayer> players;
    while (rows.next())
        players.append({rows.value(0).toString(), rows.value(1).toString()});
    return players;
}

StoredGame GameStore::game(qint64 gameId) const {
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    QSqlQuery row = run(
        db, QStringLiteral("SELECT id, started_at, finished_at, winners FROM games WHERE id = ?"),
        {gameId});
    if (!row.next()) throw StoreError("no game " + std::to_string(gameId) + " in the database");
    StoredGame game = gameFromRow(row);
    game.players = playersOf(gameId);
    return game;
}

QList<StoredGame> GameStore::games() const {
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    QSqlQuery rows = run(
        db,
        QStringLiteral("SELECT id, started_at, finished_at, winners FROM games ORDER BY id DESC"));
    QList<StoredGame> games;
    while (rows.next())
        games << gameFromRow(rows);
    for (StoredGame& game : games)
        game.players = playersOf(game.id);
    return games;
}

std::optional<qint64> GameStore::unfinishedGame() const {
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    QSqlQuery row = run(
        db,
        QStringLiteral("SELECT id FROM games WHERE finished_at IS NULL ORDER BY id DESC LIMIT 1"));
    if (!row.next()) return std::nullopt;
    return row.value(0).toLongLong();
}

QString GameStore::journalMode() const {
    QSqlQuery row =
        run(QSqlDatabase::database(connection_, false), QStringLiteral("PRAGMA journal_mode"));
    return row.next() ? row.value(0).toString() : QString();
}

int GameStore::synchronousLevel() const {
    QSqlQuery row =
        run(QSqlDatabase::database(connection_, false), QStringLiteral("PRAGMA synchronous"));
    return row.next() ? row.value(0).toInt() : -1;
}

} // namespace packmate::app
