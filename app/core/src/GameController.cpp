#include <packmate/app/DataDirectory.h>
#include <packmate/app/GameController.h>
#include <packmate/app/StoreError.h>
#include <packmate/engine/InputError.h>

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMap>
#include <QSaveFile>

namespace packmate::app {
namespace {

QVariantList toVariantList(const QList<int>& values) {
    QVariantList list;
    for (int value : values)
        list << value;
    return list;
}

QVariantList cargoToList(const Cargo& cargo) {
    QVariantList list;
    for (int count : cargo.counts)
        list << count;
    return list;
}

Cargo cargoFromList(const QVariantList& counts) {
    if (counts.size() != kColourCount) throw InputError("give five counts: W, G, B, T, V");
    Cargo cargo;
    for (int i = 0; i < kColourCount; ++i) {
        bool ok = false;
        cargo.counts[static_cast<std::size_t>(i)] = counts[i].toInt(&ok);
        if (!ok) throw InputError("stick counts must be whole numbers");
    }
    return cargo;
}

QString cargoText(const Cargo& cargo) {
    return QString::fromStdString(formatCargo(cargo));
}

} // namespace

GameController::GameController(QObject* parent) : QObject(parent) {}
GameController::~GameController() = default;

void GameController::setError(const QString& message) {
    lastError_ = message;
    emit lastErrorChanged();
}

void GameController::setDataDir(const QString& folder) {
    try {
        const QString resolved = resolveDataDirectory(folder);
        auto store =
            std::make_unique<GameStore>(QDir(resolved).filePath(QLatin1String(kDatabaseFileName)));
        session_.reset();
        gameId_ = 0;
        store_ = std::move(store);
        dataDir_ = resolved;
        if (const auto unfinished = store_->unfinishedGame()) load(*unfinished);
        setError({});
    } catch (const std::exception& error) {
        setError(QString::fromUtf8(error.what()));
    }
    emit dataDirChanged();
    emit stateChanged();
}

void GameController::load(qint64 gameId) {
    StoredGame game = store_->game(gameId);
    const QList<QJsonObject> events = store_->events(gameId);
    GameSession session = GameSession::replay(static_cast<int>(game.players.size()), events);
    players_ = game.players;
    session_ = std::move(session);
    gameId_ = gameId;
    eventCount_ = static_cast<int>(events.size());
}

bool GameController::newGame(const QStringList& names, const QStringList& colours) {
    if (!store_) return setError(tr("The game database is not open.")), false;
    if (names.size() < 2 || names.size() > 6)
        return setError(tr("A game needs 3 to 6 players.")), false;
    QList<StoredPlayer> players;
    for (qsizetype i = 0; i < names.size(); ++i) {
        const QString name = names[i].trimmed();
        if (name.isEmpty()) return setError(tr("Every player needs a name.")), false;
        players.append({name, i < colours.size() ? colours[i] : QStringLiteral("#888888")});
    }
    try {
        const qint64 id = store_->createGame(players);
        load(id);
        setError({});
        emit stateChanged();
        return true;
    } catch (const std::exception& error) {
        setError(QString::fromUtf8(error.what()));
        return false;
    }
}

bool GameController::resumeGame(qint64 gameId) {
    if (!store_) return false;
    try {
        load(gameId);
        setError({});
        emit stateChanged();
        return true;
    } catch (const std::exception& error) {
        setError(QString::fromUtf8(error.what()));
        return false;
    }
}

void GameController::closeGame() {
    session_.reset();
    gameId_ = 0;
    players_.clear();
    eventCount_ = 0;
    emit stateChanged();
}

bool GameController::record(const QJsonObject& event) {
    if (!session_) return setError(tr("No game is open.")), false;
    try {
        GameSession next = session_->after(event); // validate before anything is written
        std::optional<QStringList> winnerNames;
        if (next.finished()) {
            winnerNames = QStringList();
            for (int seat : next.winners())
                winnerNames->append(players_[seat].name);
        }
        store_->appendEvent(gameId_, event, winnerNames); // committed before it is shown
        session_ = std::move(next);
        ++eventCount_;
        setError({});
        emit stateChanged();
        return true;
    } catch (const std::exception& error) {
        setError(QString::fromUtf8(error.what()));
        return false;
    }
}

bool GameController::setCargo(int player, const QVariantList& counts) {
    try {
        return record(
            {{"type", "cargo"}, {"player", player}, {"cargo", cargoText(cargoFromList(counts))}});
    } catch (const InputError& error) {
        setError(QString::fromUtf8(error.what()));
        return false;
    }
}

bool GameController::takeTruck(int player, bool blind, const QString& card) {
    QJsonObject event{{"type", "truck"}, {"player", player}, {"source", blind ? "blind" : "open"}};
    if (!card.isEmpty()) event.insert(QStringLiteral("card"), card);
    return record(event);
}

bool GameController::setScore(int player, int freeCells, const QVariantList& sticksLeft) {
    try {
        return record({{"type", "score"},
                       {"player", player},
                       {"free", freeCells},
                       {"left", cargoText(cargoFromList(sticksLeft))}});
    } catch (const InputError& error) {
        setError(QString::fromUtf8(error.what()));
        return false;
    }
}

bool GameController::closeRound() {
    return record({{"type", "closeRound"}});
}
bool GameController::endGame() {
    return record({{"type", "endGame"}});
}
bool GameController::undo() {
    if (session_ && session_->finished()) return setError(tr("The game is over.")), false;
    return record({{"type", "undo"}});
}

QStringList GameController::playerNames() const {
    QStringList names;
    for (const StoredPlayer& player : players_)
        names << player.name;
    return names;
}

QStringList GameController::playerColours() const {
    QStringList colours;
    for (const StoredPlayer& player : players_)
        colours << player.colour;
    return colours;
}

QVariantList GameController::points() const {
    return session_ ? toVariantList(session_->points()) : QVariantList();
}
int GameController::kitty() const {
    return session_ ? session_->kitty() : 0;
}
int GameController::roundNumber() const {
    return session_ ? session_->roundNumber() : 0;
}
int GameController::cardsPerPlayer() const {
    return session_ ? session_->cardsPerPlayer() : 0;
}
bool GameController::roundComplete() const {
    return session_ && session_->roundComplete();
}
bool GameController::gameOver() const {
    return session_ && session_->finished();
}
bool GameController::canUndo() const {
    return session_ && !session_->finished() && session_->canUndo();
}

QVariantMap GameController::deck() const {
    if (!session_) return {};
    const DeckState& deck = session_->deck();
    return {{QStringLiteral("deck"), deck.deck},
            {QStringLiteral("discard"), deck.discard},
            {QStringLiteral("reshuffles"), deck.reshuffles}};
}

QVariantList GameController::turns() const {
    QVariantList list;
    if (!session_) return list;
    for (const PlayerTurn& turn : session_->turns()) {
        QVariantMap map;
        map[QStringLiteral("hasCargo")] = turn.cargo.has_value();
        map[QStringLiteral("cargo")] = cargoToList(turn.cargo.value_or(Cargo{}));
        map[QStringLiteral("cargoVolume")] = turn.cargo ? turn.cargo->volume() : 0;
        map[QStringLiteral("truck")] = turn.truck;
        map[QStringLiteral("truckBlind")] = turn.truckBlind;
        map[QStringLiteral("scored")] = turn.penalty.has_value();
        map[QStringLiteral("freeCells")] = turn.freeCells.value_or(0);
        map[QStringLiteral("sticksLeft")] = cargoToList(turn.sticksLeft);
        map[QStringLiteral("penalty")] = turn.penalty.value_or(0);
        list << map;
    }
    return list;
}

QVariantList GameController::history() const {
    QVariantList list;
    if (!session_) return list;
    for (const RoundRecord& round : session_->rounds())
        list << QVariantMap{{QStringLiteral("round"), round.number},
                            {QStringLiteral("penalties"), toVariantList(round.penalties)},
                            {QStringLiteral("paid"), toVariantList(round.paid)},
                            {QStringLiteral("bonus"), toVariantList(round.bonus)},
                            {QStringLiteral("points"), toVariantList(round.points)},
                            {QStringLiteral("kitty"), round.kitty}};
    return list;
}

QStringList GameController::winners() const {
    QStringList names;
    if (!session_) return names;
    for (int seat : session_->winners())
        names << players_[seat].name;
    return names;
}

QString GameController::undoDescription() const {
    if (!canUndo()) return {};
    const QJsonObject event = session_->lastEffectiveEvent();
    const QString type = event.value(QLatin1String("type")).toString();
    const int seat = event.value(QLatin1String("player")).toInt();
    const QString name = seat >= 0 && seat < players_.size() ? players_[seat].name : QString();
    if (type == QLatin1String("cargo")) return tr("Dice of %1").arg(name);
    if (type == QLatin1String("truck")) return tr("Truck taken by %1").arg(name);
    if (type == QLatin1String("score")) return tr("Score of %1").arg(name);
    if (type == QLatin1String("closeRound"))
        return tr("End of round %1").arg(session_->rounds().size());
    return type;
}

QVariantList GameController::gameList() const {
    QVariantList list;
    if (!store_) return list;
    try {
        for (const StoredGame& game : store_->games()) {
            QStringList names;
            for (const StoredPlayer& player : game.players)
                names << player.name;
            list << QVariantMap{{QStringLiteral("id"), game.id},
                                {QStringLiteral("started"), game.startedAt.toLocalTime()},
                                {QStringLiteral("finished"), game.finishedAt.has_value()},
                                {QStringLiteral("players"), names},
                                {QStringLiteral("winners"), game.winners}};
        }
    } catch (const std::exception&) {
        // A damaged database shows an empty list; lastError was set when it was opened.
    }
    return list;
}

QVariantList GameController::statistics() const {
    struct Tally {
        int games = 0, wins = 0, rounds = 0, penaltySum = 0;
    };
    QMap<QString, Tally> tallies;
    if (!store_) return {};
    try {
        for (const StoredGame& game : store_->games()) {
            const GameSession session =
                GameSession::replay(static_cast<int>(game.players.size()), store_->events(game.id));
            for (int seat = 0; seat < game.players.size(); ++seat) {
                Tally& tally = tallies[game.players[seat].name];
                ++tally.games;
                if (game.winners.contains(game.players[seat].name)) ++tally.wins;
                for (const RoundRecord& round : session.rounds()) {
                    ++tally.rounds;
                    tally.penaltySum += round.penalties[seat];
                }
            }
        }
    } catch (const std::exception&) {
        return {};
    }
    QVariantList list;
    for (auto it = tallies.cbegin(); it != tallies.cend(); ++it)
        list << QVariantMap{{QStringLiteral("name"), it.key()},
                            {QStringLiteral("games"), it->games},
                            {QStringLiteral("wins"), it->wins},
                            {QStringLiteral("rounds"), it->rounds},
                            {QStringLiteral("averagePenalty"),
                             it->rounds ? double(it->penaltySum) / it->rounds : 0.0}};
    return list;
}

int GameController::penaltyPreview(int freeCells, const QVariantList& sticksLeft) const {
    try {
        return GameSession::penaltyFor(std::max(0, freeCells), cargoFromList(sticksLeft));
    } catch (const InputError&) {
        return 0;
    }
}

QString GameController::chipsFor(int amount) const {
    static constexpr int kChipValues[] = {50, 10, 5, 2, 1};
    QStringList chips;
    for (int value : kChipValues)
        for (; amount >= value; amount -= value)
            chips << QString::number(value);
    return chips.join(QStringLiteral(" + "));
}

QString GameController::ledgerJson() const {
    QJsonObject ledger;
    if (session_) {
        QJsonArray seats;
        for (int seat = 0; seat < session_->playerCount(); ++seat)
            seats.append(
                QJsonObject{{"name", players_[seat].name}, {"points", session_->points()[seat]}});
        QJsonArray rounds;
        for (const RoundRecord& round : session_->rounds()) {
            QJsonArray penalties, bonus;
            for (int value : round.penalties)
                penalties.append(value);
            for (int value : round.bonus)
                bonus.append(value);
            rounds.append(QJsonObject{{"round", round.number},
                                      {"penalties", penalties},
                                      {"bonus", bonus},
                                      {"kitty", round.kitty}});
        }
        QJsonArray current; // the round in progress, so that a reopened game can be compared
        for (const PlayerTurn& turn : session_->turns())
            current.append(
                QJsonObject{{"cargo", turn.cargo ? cargoText(*turn.cargo) : QString()},
                            {"truck", turn.truck},
                            {"blind", turn.truckBlind},
                            {"penalty", turn.penalty ? QJsonValue(*turn.penalty) : QJsonValue()}});
        ledger = {{"game", gameId_},
                  {"players", seats},
                  {"current", current},
                  {"kitty", session_->kitty()},
                  {"round", session_->roundNumber()},
                  {"rounds", rounds},
                  {"finished", session_->finished()}};
    }
    return QString::fromUtf8(QJsonDocument(ledger).toJson(QJsonDocument::Compact));
}

QString GameController::historyCsv() const {
    QString csv = QStringLiteral("round,player,penalty,paid,bonus,points,kitty\n");
    if (!session_) return csv;
    for (const RoundRecord& round : session_->rounds())
        for (int seat = 0; seat < session_->playerCount(); ++seat) {
            QString name = players_[seat].name;
            name.replace(QLatin1Char('"'), QLatin1String("\"\""));
            csv += QStringLiteral("%1,\"%2\",%3,%4,%5,%6,%7\n")
                       .arg(round.number)
                       .arg(name)
                       .arg(round.penalties[seat])
                       .arg(round.paid[seat])
                       .arg(round.bonus[seat])
                       .arg(round.points[seat])
                       .arg(round.kitty);
        }
    return csv;
}

bool GameController::exportHistory(const QString& path) const {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) return false;
    const QByteArray body =
        path.endsWith(QLatin1String(".json")) ? ledgerJson().toUtf8() : historyCsv().toUtf8();
    file.write(body);
    return file.commit();
}

} // namespace packmate::app
