#include <packmate/app/DataDirectory.h>
#include <packmate/app/GameController.h>
#include <packmate/app/GameJournal.h>
#include <packmate/app/GameStatistics.h>
#include <packmate/app/HandOver.h>
#include <packmate/app/RefusalText.h>
#include <packmate/app/StoreError.h>
#include <packmate/app/UserCardFile.h>
#include <packmate/app/scoring/TruckReading.h>
#include <packmate/engine/Chips.h>
#include <packmate/engine/InputError.h>
#include <packmate/engine/Scoring.h>
#include <packmate/engine/Solver.h>
#include <packmate/engine/TruckDeck.h>
#include <packmate/vision/QrCodec.h>

#include <opencv2/core.hpp>

#include <QBuffer>
#include <QDir>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMap>
#include <QSaveFile>

#include <algorithm>

namespace packmate::app {
namespace {

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
        if (!ok || cargo.counts[static_cast<std::size_t>(i)] < 0)
            throw InputError("stick counts must be whole numbers, 0 or more");
    }
    return cargo;
}

QString chipsText(const Chips& chips) {
    return QString::fromStdString(describeChips(chips));
}

/// What each settled round looked like per player: penalty, paid, bonus, points after.
struct RoundView {
    QVariantList penalties, paid, bonus;
};

RoundView viewOf(const RoundRecord& round, int players) {
    RoundView view;
    QList<int> paid(players, 0), bonus(players, 0);
    for (const Payment& payment : round.payments) {
        if (payment.to == ChipLedger::kKitty && payment.from >= 0)
            paid[payment.from] += payment.paid;
        if (payment.from == ChipLedger::kKitty && payment.to >= 0)
            bonus[payment.to] += payment.paid;
    }
    for (int seat = 0; seat < players; ++seat) {
        view.penalties << round.players[static_cast<std::size_t>(seat)].penalty.value_or(0);
        view.paid << paid[seat];
        view.bonus << bonus[seat];
    }
    return view;
}

/// Points of every seat and the kitty after each settled round, replayed from the payments.
QList<QList<int>> pointsAfterRounds(const GameState& state) {
    const int players = state.playerCount();
    ChipLedger ledger(players);
    QList<QList<int>> after;
    for (const RoundRecord& round : state.history) {
        for (const Payment& payment : round.payments)
            ledger.pay(payment.from, payment.to, payment.paid);
        QList<int> points;
        for (int seat = 0; seat < players; ++seat)
            points << ledger.points(seat);
        points << ledger.points(ChipLedger::kKitty);
        after << points;
    }
    return after;
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
        game_.reset();
        gameId_ = 0;
        store_ = std::move(store);
        dataDir_ = resolved;
        if (const auto unfinished = store_->unfinishedGame()) load(*unfinished);
        setError({});
        reloadCards();
    } catch (const std::exception& error) {
        setError(refusalText(error));
    }
    emit dataDirChanged();
    emit stateChanged();
}

void GameController::load(qint64 gameId) {
    StoredGame stored = store_->game(gameId);
    const QList<QJsonObject> events = store_->events(gameId);
    Game game = gameFromStored(events);
    if (game.state().playerCount() != stored.players.size())
        throw StoreError("game " + std::to_string(gameId) +
                         ": its journal and its players disagree");
    players_ = stored.players;
    game_ = std::move(game);
    gameId_ = gameId;
    eventCount_ = static_cast<int>(events.size());
    emit cardsChanged(); // the card list holds the game's own cards (a received game's too)
}

bool GameController::newGame(const QStringList& names, const QStringList& colours) {
    if (!store_) return setError(tr("The game database is not open.")), false;
    QList<StoredPlayer> players;
    std::vector<std::string> engineNames;
    for (qsizetype i = 0; i < names.size(); ++i) {
        const QString name = names[i].trimmed();
        if (name.isEmpty()) return setError(tr("Every player needs a name.")), false;
        players.append({name, i < colours.size() ? colours[i] : QStringLiteral("#888888")});
        engineNames.push_back(name.toStdString());
    }
    try {
        Game game;
        const bool houseVariant = names.size() == kHouseVariantPlayers;
        const Event& started = game.apply(Event::gameStarted(engineNames, houseVariant));
        const qint64 id = store_->createGame(players, {eventToStored(started)});
        players_ = players;
        game_ = std::move(game);
        gameId_ = id;
        eventCount_ = 1;
        setError({});
        emit stateChanged();
        return true;
    } catch (const std::exception& error) {
        setError(refusalText(error));
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
        setError(refusalText(error));
        return false;
    }
}

void GameController::closeGame() {
    game_.reset();
    gameId_ = 0;
    players_.clear();
    eventCount_ = 0;
    emit stateChanged();
}

bool GameController::record(const std::function<void(Game&)>& change) {
    if (!game_) return setError(tr("No game is open.")), false;
    try {
        Game next = *game_;
        // The engine validates; a refused event throws, nothing is written, and the refusal is
        // shown in the player's language.
        change(next);
        std::optional<QStringList> winnerNames;
        if (next.isOver()) {
            winnerNames = QStringList();
            for (int seat : next.state().winners)
                winnerNames->append(players_[seat].name);
        }
        store_->appendEvent(gameId_, eventToStored(next.journal().events().back()), winnerNames);
        game_ = std::move(next); // shown only once committed
        ++eventCount_;
        setError({});
        emit stateChanged();
        return true;
    } catch (const std::exception& error) {
        setError(refusalText(error));
        return false;
    }
}

bool GameController::setCargo(int player, const QVariantList& counts) {
    return record(
        [&](Game& game) { game.apply(Event::cargoRolled(player, cargoFromList(counts))); });
}

bool GameController::takeTruck(int player, bool blind, const QString& card) {
    const auto found = findCard(card);
    if (!found) return setError(tr("Choose the truck card first.")), false;
    return record([&](Game& game) { game.apply(Event::truckChosen(player, *found, blind)); });
}

bool GameController::setScore(int player, int freeCells, const QVariantList& sticksLeft) {
    return record([&](Game& game) {
        game.apply(Event::scoreEntered(player, freeCells, cargoFromList(sticksLeft)));
    });
}

bool GameController::closeRound() {
    return record([](Game& game) { game.apply(Event::roundSettled()); });
}
bool GameController::endGame() {
    return record([](Game& game) { game.apply(Event::gameEnded()); });
}
bool GameController::undo() {
    if (!canUndo()) return setError(tr("There is nothing to undo.")), false;
    return record([](Game& game) { game.undo(); });
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
    QVariantList list;
    if (const GameState* s = state())
        for (int seat = 0; seat < s->playerCount(); ++seat)
            list << s->ledger.points(seat);
    return list;
}

int GameController::kitty() const {
    return state() ? state()->ledger.points(ChipLedger::kKitty) : 0;
}
int GameController::roundNumber() const {
    return state() ? state()->round : 0;
}
int GameController::cardsPerPlayer() const {
    return state() ? TruckDeck::cardsPerPlayer(state()->playerCount()) : 0;
}
bool GameController::roundComplete() const {
    return state() && state()->phase == GamePhase::Playing && state()->missingPenalties().empty();
}
bool GameController::gameOver() const {
    return game_ && game_->isOver();
}
bool GameController::canUndo() const {
    // The start of the game (seq 1) is not something to take back from the ledger.
    return game_ && !game_->isOver() && game_->canUndo() && game_->undoTarget() > 1;
}

QStringList GameController::cardIds() const {
    QStringList ids;
    for (const TruckCard& card : catalogue_.userCards())
        ids << QString::fromStdString(card.id());
    for (const TruckCard& card : catalogue_.cards())
        if (catalogue_.isStandIn(card.id())) ids << QString::fromStdString(card.id());
    if (const GameState* s = state())
        for (const PlayerRound& turn : s->current)
            if (turn.truck && !ids.contains(QString::fromStdString(turn.truck->id())))
                ids << QString::fromStdString(turn.truck->id());
    return ids;
}

void GameController::reloadCards() {
    Catalogue catalogue = Catalogue::builtIn();
    try {
        catalogue.addAll(loadUserCardFile(dataDir_));
    } catch (const std::exception& error) {
        setError(refusalText(error)); // the built-in cards stay usable
    }
    catalogue_ = std::move(catalogue);
    bestCache_.clear(); // keyed by card id: an edited card of the same id is another truck
    emit cardsChanged();
}

std::optional<TruckCard> GameController::findCard(const QString& id) const {
    const QString trimmed = id.trimmed();
    if (auto found = catalogue_.find(trimmed.toStdString())) return found;
    if (auto found = catalogue_.find(trimmed.toUpper().toStdString())) return found;
    // A card of this round from another tablet's journal (hand-over) or since deleted.
    if (const GameState* s = state())
        for (const PlayerRound& turn : s->current)
            if (turn.truck && turn.truck->id() == trimmed.toStdString()) return turn.truck;
    return std::nullopt;
}

QString GameController::cardLabel(const QString& card) const {
    const auto found = findCard(card);
    if (!found) return {};
    QString label =
        tr("%1 · %2 layers · %3 cells").arg(card).arg(found->layers()).arg(found->capacity());
    if (catalogue_.isStandIn(card.toStdString())) label += tr(" (stand-in card)");
    return label;
}

QVariantMap GameController::deck() const {
    // Counts only; the cards themselves are on the table. Each round deals cardsPerPlayer to
    // everyone, blind picks come from the top; when the deck cannot deal, all is reshuffled.
    const GameState* s = state();
    if (!s) return {};
    int deck = static_cast<int>(Catalogue::builtIn().size()), discard = 0, reshuffles = 0;
    const int dealt = s->playerCount() * TruckDeck::cardsPerPlayer(s->playerCount());
    for (const RoundRecord& round : s->history) {
        const int blind =
            static_cast<int>(std::count_if(round.players.begin(), round.players.end(),
                                           [](const PlayerRound& p) { return p.truckFromDeck; }));
        if (deck < dealt + blind) {
            deck += discard;
            discard = 0;
            ++reshuffles;
        }
        deck -= dealt + blind;
        discard += dealt + blind;
    }
    return {{QStringLiteral("deck"), deck},
            {QStringLiteral("discard"), discard},
            {QStringLiteral("reshuffles"), reshuffles}};
}

QVariantList GameController::turns() const {
    QVariantList list;
    const GameState* s = state();
    if (!s) return list;
    for (const PlayerRound& turn : s->current) {
        QVariantMap map;
        map[QStringLiteral("hasCargo")] = turn.cargo.has_value();
        map[QStringLiteral("cargo")] = cargoToList(turn.cargo.value_or(Cargo{}));
        map[QStringLiteral("cargoVolume")] = turn.cargo ? turn.cargo->volume() : 0;
        map[QStringLiteral("truck")] =
            turn.truck ? QString::fromStdString(turn.truck->id()) : QString();
        map[QStringLiteral("truckBlind")] = turn.truckFromDeck;
        map[QStringLiteral("capacity")] = turn.truck ? turn.truck->capacity() : 0;
        // The card itself (layers and grid), for the truck camera; user cards included.
        map[QStringLiteral("truckCard")] =
            turn.truck ? truckCardToVariant(*turn.truck) : QVariantMap();
        map[QStringLiteral("scored")] = turn.penalty.has_value();
        map[QStringLiteral("freeCells")] = turn.freeCells.value_or(0);
        map[QStringLiteral("sticksLeft")] = cargoToList(turn.leftOver);
        map[QStringLiteral("penalty")] = turn.penalty.value_or(0);
        list << map;
    }
    return list;
}

QVariantList GameController::history() const {
    QVariantList list;
    const GameState* s = state();
    if (!s) return list;
    const QList<QList<int>> after = pointsAfterRounds(*s);
    for (qsizetype i = 0; i < after.size(); ++i) {
        const RoundRecord& round = s->history[static_cast<std::size_t>(i)];
        const RoundView view = viewOf(round, s->playerCount());
        QVariantList points;
        for (int seat = 0; seat < s->playerCount(); ++seat)
            points << after[i][seat];
        list << QVariantMap{
            {QStringLiteral("round"), round.number}, {QStringLiteral("penalties"), view.penalties},
            {QStringLiteral("paid"), view.paid},     {QStringLiteral("bonus"), view.bonus},
            {QStringLiteral("points"), points},      {QStringLiteral("kitty"), after[i].last()}};
    }
    return list;
}

QStringList GameController::winners() const {
    QStringList names;
    if (const GameState* s = state())
        for (int seat : s->winners)
            names << players_[seat].name;
    return names;
}

QString GameController::undoDescription() const {
    if (!canUndo()) return {};
    const int target = game_->undoTarget();
    const Event& event = game_->journal().events()[static_cast<std::size_t>(target - 1)];
    const QString name = event.player >= 0 && event.player < players_.size()
                             ? players_[event.player].name
                             : QString();
    switch (event.type) {
    case EventType::CargoRolled:
        return tr("Dice of %1").arg(name);
    case EventType::TruckChosen:
        return tr("Truck taken by %1").arg(name);
    case EventType::PenaltyEntered:
        return tr("Score of %1").arg(name);
    case EventType::RoundSettled:
        return tr("End of round %1").arg(game_->state().history.back().number);
    default:
        return QString::fromStdString(eventTypeName(event.type));
    }
}

QVariantList GameController::gameList() const {
    QVariantList list;
    if (!store_) return list;
    try {
        for (const StoredGame& game : store_->games()) {
            QStringList names;
            for (const StoredPlayer& player : game.players)
                names << player.name;
            list << QVariantMap{
                {QStringLiteral("id"), game.id},
                {QStringLiteral("started"), game.startedAt.toLocalTime()},
                {QStringLiteral("finished"), game.finishedAt.has_value()},
                {QStringLiteral("ended"),
                 game.finishedAt ? QVariant(game.finishedAt->toLocalTime()) : QVariant()},
                {QStringLiteral("players"), names},
                {QStringLiteral("winners"), game.winners}};
        }
    } catch (const std::exception&) {
        // A damaged database shows an empty list; lastError was set when it was opened.
    }
    return list;
}

QVariantList GameController::statistics() const {
    if (!store_) return {};
    GameStatistics statistics(
        [this](const TruckCard& card, const Cargo& cargo) -> std::optional<int> {
            const QVariantMap best = solveBest(card, cargo);
            if (!best.value(QStringLiteral("optimal")).toBool()) return std::nullopt;
            return best.value(QStringLiteral("penalty")).toInt();
        });
    try {
        for (const StoredGame& stored : store_->games()) {
            QStringList names;
            for (const StoredPlayer& player : stored.players)
                names << player.name;
            try {
                statistics.add(names, stored.winners,
                               gameFromStored(store_->events(stored.id)).state());
            } catch (const std::exception&) {
                continue; // a damaged game does not count; the others still do
            }
        }
    } catch (const std::exception&) {
        return {}; // a damaged database shows no statistics; lastError was set when opened
    }
    return statistics.toList();
}

int GameController::penaltyPreview(int freeCells, const QVariantList& sticksLeft) const {
    try {
        return penaltyOf(std::max(0, freeCells), cargoFromList(sticksLeft));
    } catch (const InputError&) {
        return 0;
    }
}

QVariantMap GameController::solveBest(const TruckCard& card, const Cargo& cargo) const {
    // Enough for the stand-in cards on this machine; a cut-short search says so (optimal false).
    constexpr int kSolveLimitMs = 250;
    const QString key = QString::fromStdString(card.id() + '|' + formatCargo(cargo));
    if (const auto found = bestCache_.constFind(key); found != bestCache_.constEnd()) return *found;
    QVariantMap best;
    try {
        const SolveResult result = solvePacking(card, cargo, SolveOptions{kSolveLimitMs});
        best = {{QStringLiteral("penalty"), result.penalty},
                {QStringLiteral("optimal"), result.optimal},
                {QStringLiteral("loadedVolume"), result.loadedVolume}};
    } catch (const InputError&) {
        return {};
    }
    // A cut-short search may do better another time: only proven answers are kept.
    if (best.value(QStringLiteral("optimal")).toBool()) bestCache_.insert(key, best);
    return best;
}

QVariantMap GameController::bestPossible(int player) const {
    const GameState* s = state();
    if (!s || player < 0 || player >= s->playerCount()) return {};
    const PlayerRound& turn = s->current[static_cast<std::size_t>(player)];
    if (!turn.cargo || !turn.truck) return {};
    return solveBest(*turn.truck, *turn.cargo);
}

QVariantMap GameController::paymentPlan(int player, int amount) const {
    const GameState* s = state();
    if (!s || player < 0 || player >= s->playerCount() || amount <= 0) return {};
    const PaymentPlan plan = s->ledger.plan(player, ChipLedger::kKitty, amount);
    return {
        {QStringLiteral("give"), chipsText(plan.give)},
        {QStringLiteral("change"), plan.change.count() > 0 ? chipsText(plan.change) : QString()},
        {QStringLiteral("exact"), plan.exact},
        {QStringLiteral("changeShort"), plan.changeShort}};
}

QString GameController::ledgerJson() const {
    QJsonObject ledger;
    if (const GameState* s = state()) {
        QJsonArray seats;
        for (int seat = 0; seat < s->playerCount(); ++seat) {
            QJsonArray chips;
            for (int count : s->ledger.chips(seat).counts)
                chips.append(count);
            seats.append(QJsonObject{{"name", players_[seat].name},
                                     {"points", s->ledger.points(seat)},
                                     {"chips", chips}});
        }
        QJsonArray rounds;
        for (const QVariant& round : history())
            rounds.append(QJsonObject::fromVariantMap(round.toMap()));
        QJsonArray current; // the round in progress, so that a reopened game can be compared
        for (const QVariant& turn : turns())
            current.append(QJsonObject::fromVariantMap(turn.toMap()));
        ledger = {{"game", gameId_},
                  {"players", seats},
                  {"current", current},
                  {"kitty", kitty()},
                  {"round", s->round},
                  {"rounds", rounds},
                  {"finished", game_->isOver()}};
    }
    return QString::fromUtf8(QJsonDocument(ledger).toJson(QJsonDocument::Compact));
}

QString GameController::historyCsv() const {
    QString csv = QStringLiteral("round,player,penalty,paid,bonus,points,kitty\n");
    for (const QVariant& entry : history()) {
        const QVariantMap round = entry.toMap();
        for (int seat = 0; seat < players_.size(); ++seat) {
            QString name = players_[seat].name;
            name.replace(QLatin1Char('"'), QLatin1String("\"\""));
            csv += QStringLiteral("%1,\"%2\",%3,%4,%5,%6,%7\n")
                       .arg(round[QStringLiteral("round")].toInt())
                       .arg(name)
                       .arg(round[QStringLiteral("penalties")].toList()[seat].toInt())
                       .arg(round[QStringLiteral("paid")].toList()[seat].toInt())
                       .arg(round[QStringLiteral("bonus")].toList()[seat].toInt())
                       .arg(round[QStringLiteral("points")].toList()[seat].toInt())
                       .arg(round[QStringLiteral("kitty")].toInt());
        }
    }
    return csv;
}

QString GameController::historyJson() const {
    QJsonArray players;
    for (const StoredPlayer& player : players_)
        players.append(player.name);
    QJsonArray rounds;
    for (const QVariant& round : history())
        rounds.append(QJsonObject::fromVariantMap(round.toMap()));
    const QJsonObject document{
        {"game", gameId_},        {"players", players},
        {"rounds", rounds},       {"kitty", kitty()},
        {"finished", gameOver()}, {"winners", QJsonArray::fromStringList(winners())}};
    return QString::fromUtf8(QJsonDocument(document).toJson(QJsonDocument::Indented));
}

bool GameController::exportHistory(const QString& path) const {
    if (!game_) return false;
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) return false;
    const bool json = path.endsWith(QLatin1String(".json"));
    file.write(json ? historyJson().toUtf8() : historyCsv().toUtf8());
    return file.commit();
}

QString GameController::exportFolder() const {
    return QDir(dataDir_).filePath(QStringLiteral("exports"));
}

QString GameController::exportHistoryTo(const QString& format) const {
    if (!game_ || (format != QLatin1String("csv") && format != QLatin1String("json"))) return {};
    if (!QDir().mkpath(exportFolder())) return {};
    const QString path =
        QDir(exportFolder()).filePath(QStringLiteral("game-%1.%2").arg(gameId_).arg(format));
    return exportHistory(path) ? path : QString();
}

QStringList GameController::handOverCodes() const {
    QStringList images;
    if (!game_) return images;
    constexpr int kModulePixels = 6; // one QR module = 6 px, plus a 4-module quiet zone
    QList<QDateTime> times;          // when each event was recorded, if the database can say
    try {
        if (store_) times = store_->eventTimes(gameId_);
    } catch (const std::exception&) {
        // No times: the game travels without them, as from an older Packmate.
    }
    const QString journal =
        handover::withTimes(QString::fromStdString(game_->toJsonLines()), times);
    for (const QString& part : handover::encode(journal)) {
        const cv::Mat code = vision::encodeQrCode(part.toStdString(), 4);
        QImage image(code.cols + 8, code.rows + 8, QImage::Format_Grayscale8);
        image.fill(255);
        for (int y = 0; y < code.rows; ++y)
            std::copy_n(code.ptr<uchar>(y), code.cols, image.scanLine(y + 4) + 4);
        image = image.scaled(image.size() * kModulePixels, Qt::IgnoreAspectRatio,
                             Qt::FastTransformation);
        QByteArray png;
        QBuffer buffer(&png);
        buffer.open(QIODevice::WriteOnly);
        image.save(&buffer, "PNG");
        images << QStringLiteral("data:image/png;base64,") + QString::fromLatin1(png.toBase64());
    }
    return images;
}

QVariantMap GameController::addScannedCode(const QString& text, const QStringList& colours) {
    if (!handOver_) handOver_ = std::make_unique<handover::Collector>();
    handOver_->add(text);
    QVariantMap progress{{QStringLiteral("received"), handOver_->received()},
                         {QStringLiteral("expected"), handOver_->expected()},
                         {QStringLiteral("imported"), false}};
    if (!handOver_->complete()) return progress;
    const auto journal = handOver_->journal();
    handOver_.reset();
    if (!store_ || !journal) {
        setError(tr("The codes do not hold a Packmate game."));
        return progress;
    }
    try {
        const Game game = Game::fromJsonLines(journal->toStdString());
        QList<StoredPlayer> players;
        for (std::size_t seat = 0; seat < game.state().players.size(); ++seat)
            players.append({QString::fromStdString(game.state().players[seat]),
                            static_cast<qsizetype>(seat) < colours.size()
                                ? colours[static_cast<qsizetype>(seat)]
                                : QStringLiteral("#888888")});
        QList<QJsonObject> events;
        for (const Event& event : game.journal().events())
            events << eventToStored(event);
        std::optional<QStringList> winners;
        if (game.isOver()) {
            winners = QStringList();
            for (int seat : game.state().winners)
                winners->append(players[seat].name);
        }
        const qint64 id = store_->createGame(players, events, winners, handover::timesOf(*journal));
        load(id);
        setError({});
        emit stateChanged();
        progress[QStringLiteral("imported")] = true;
    } catch (const std::exception& error) {
        setError(refusalText(error));
    }
    return progress;
}

} // namespace packmate::app
