#include <packmate/app/GameStore.h>
#include <packmate/app/StoreError.h>

#include <gtest/gtest.h>

#include <QFile>
#include <QTemporaryDir>

using namespace packmate::app;

namespace {

QList<StoredPlayer> threePlayers() {
    return {{"Anja", "#c0392b"}, {"Boris", "#2471a3"}, {"Galja", "#229954"}};
}

} // namespace

TEST(GameStore, UsesWriteAheadLogWithFullSync) {
    QTemporaryDir dir;
    GameStore store(dir.filePath("db.sqlite"));
    EXPECT_EQ(store.journalMode().toLower(), "wal");
    EXPECT_EQ(store.synchronousLevel(), 2); // FULL
}

TEST(GameStore, RoundTripSurvivesReopening) {
    QTemporaryDir dir;
    const QString path = dir.filePath("db.sqlite");
    qint64 id = 0;
    {
        GameStore store(path);
        id = store.createGame(threePlayers());
        EXPECT_EQ(store.appendEvent(id, {{"type", "cargo"}, {"player", 0}, {"cargo", "1,0,0,0,0"}}),
                  1);
        EXPECT_EQ(store.appendEvent(id, {{"type", "undo"}}), 2);
    }
    GameStore reopened(path);
    const StoredGame game = reopened.game(id);
    EXPECT_EQ(game.players, threePlayers());
    EXPECT_FALSE(game.finishedAt.has_value());
    const auto events = reopened.events(id);
    ASSERT_EQ(events.size(), 2);
    EXPECT_EQ(events[0].value("cargo").toString(), "1,0,0,0,0");
    EXPECT_EQ(events[1].value("type").toString(), "undo");
    EXPECT_EQ(reopened.unfinishedGame(), id);
}

TEST(GameStore, FinishingAGameStoresWinnersAndItLeavesTheUnfinishedList) {
    QTemporaryDir dir;
    GameStore store(dir.filePath("db.sqlite"));
    const qint64 first = store.createGame(threePlayers());
    const qint64 second = store.createGame(threePlayers());
    EXPECT_EQ(store.unfinishedGame(), second);
    store.appendEvent(second, {{"type", "endGame"}}, QStringList{"Boris"});
    EXPECT_EQ(store.unfinishedGame(), first);
    const auto games = store.games();
    ASSERT_EQ(games.size(), 2);
    EXPECT_EQ(games[0].id, second); // newest first
    EXPECT_EQ(games[0].winners, QStringList{"Boris"});
    EXPECT_TRUE(games[0].finishedAt.has_value());
}

TEST(GameStore, AGameCreatedOverIsFinishedWithItsWinners) {
    QTemporaryDir dir;
    GameStore store(dir.filePath("db.sqlite"));
    const qint64 open = store.createGame(threePlayers());
    const qint64 over =
        store.createGame(threePlayers(), {{{"type", "endGame"}}}, QStringList{"Anja", "Galja"});
    EXPECT_EQ(store.unfinishedGame(), open);
    const StoredGame game = store.game(over);
    EXPECT_TRUE(game.finishedAt.has_value());
    EXPECT_EQ(game.winners, (QStringList{"Anja", "Galja"}));
    EXPECT_EQ(store.events(over).size(), 1);
}

TEST(GameStore, AFailedWriteChangesNothing) {
    QTemporaryDir dir;
    GameStore store(dir.filePath("db.sqlite"));
    const qint64 id = store.createGame(threePlayers());
    store.appendEvent(id, {{"type", "endGame"}}, QStringList{"Anja"});
    EXPECT_THROW(store.appendEvent(id, {{"type", "undo"}}), StoreError);
    EXPECT_THROW(store.appendEvent(id + 100, {{"type", "undo"}}), StoreError);
    EXPECT_EQ(store.events(id).size(), 1);
    EXPECT_THROW(store.createGame({{"Solo", "#000000"}}), StoreError);
    EXPECT_EQ(store.games().size(), 1);
}

TEST(GameStore, AFileThatIsNotADatabaseIsRefusedWithoutCrashing) {
    QTemporaryDir dir;
    const QString path = dir.filePath("junk.sqlite");
    QFile junk(path);
    ASSERT_TRUE(junk.open(QIODevice::WriteOnly));
    junk.write(QByteArray(4096, 'x'));
    junk.close();
    EXPECT_THROW(GameStore store(path), StoreError);
    ASSERT_TRUE(junk.open(QIODevice::ReadOnly));
    EXPECT_EQ(junk.readAll(), QByteArray(4096, 'x')); // bad data is left as it was
}
