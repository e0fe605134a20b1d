#include <packmate/app/GameController.h>

#include <gtest/gtest.h>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>

using namespace packmate::app;

namespace {

QVariantList counts(int w, int g, int b, int t, int v) {
    return {w, g, b, t, v};
}

} // namespace

TEST(GameController, ActionsAreCommittedAndSurviveARestart) {
    QTemporaryDir dir;
    QString ledger;
    {
        GameController controller;
        controller.setDataDir(dir.path());
        ASSERT_TRUE(controller.ready()) << controller.lastError().toStdString();
        ASSERT_TRUE(
            controller.newGame({"Anja", "Boris", "Galja"}, {"#c0392b", "#2471a3", "#229954"}));
        ASSERT_TRUE(controller.setCargo(0, counts(3, 2, 1, 0, 0)));
        ASSERT_TRUE(controller.takeTruck(0, false, "Z07"));
        // Cargo and truck known: the engine checks free cells = capacity − loaded volume.
        const int capacity = controller.turns()[0].toMap().value("capacity").toInt();
        ASSERT_GE(capacity, 10);
        EXPECT_FALSE(controller.setScore(0, capacity, counts(0, 0, 0, 0, 0)));
        ASSERT_TRUE(controller.setScore(0, capacity - 10, counts(0, 0, 0, 0, 0)))
            << controller.lastError().toStdString();
        for (int seat = 1; seat < 3; ++seat)
            ASSERT_TRUE(controller.setScore(seat, seat * 4, counts(0, 0, 0, 0, 0)));
        ASSERT_TRUE(controller.closeRound());
        ASSERT_TRUE(controller.setScore(1, 2, counts(0, 0, 0, 0, 0)));
        ledger = controller.ledgerJson();
    }
    GameController reopened;
    reopened.setDataDir(dir.path());
    ASSERT_TRUE(reopened.hasGame()) << "the unfinished game is reopened";
    EXPECT_EQ(reopened.ledgerJson(), ledger);
    EXPECT_EQ(reopened.roundNumber(), 2);
    EXPECT_TRUE(reopened.turns()[1].toMap().value("scored").toBool());
    EXPECT_EQ(reopened.points().size(), 3);
}

TEST(GameController, RefusedActionsSetAnErrorAndWriteNothing) {
    QTemporaryDir dir;
    GameController controller;
    controller.setDataDir(dir.path());
    ASSERT_TRUE(controller.newGame({"A", "B", "C"}, {}));
    QSignalSpy changed(&controller, &GameController::stateChanged);
    EXPECT_FALSE(controller.closeRound());
    EXPECT_FALSE(controller.setCargo(0, QVariantList{1, 2}));
    EXPECT_FALSE(controller.setScore(0, -1, counts(0, 0, 0, 0, 0)));
    EXPECT_FALSE(controller.lastError().isEmpty());
    EXPECT_EQ(changed.count(), 0);
    EXPECT_EQ(controller.eventCount(), 1); // only game_started
    EXPECT_FALSE(controller.newGame({"Solo"}, {}));
    EXPECT_FALSE(controller.takeTruck(0, false, "NOPE"));
}

TEST(GameController, UndoIsAnAppendedEvent) {
    QTemporaryDir dir;
    GameController controller;
    controller.setDataDir(dir.path());
    ASSERT_TRUE(controller.newGame({"A", "B", "C"}, {}));
    ASSERT_TRUE(controller.setScore(0, 3, counts(0, 0, 0, 0, 0)));
    EXPECT_TRUE(controller.canUndo());
    EXPECT_EQ(controller.undoDescription(), "Score of A");
    ASSERT_TRUE(controller.undo());
    EXPECT_EQ(controller.eventCount(), 3);
    EXPECT_FALSE(controller.turns()[0].toMap().value("scored").toBool());
    EXPECT_FALSE(controller.canUndo());
    for (int seat = 0; seat < 3; ++seat)
        ASSERT_TRUE(controller.setScore(seat, 3 + seat, counts(0, 0, 0, 0, 0)));
    ASSERT_TRUE(controller.closeRound());
    EXPECT_EQ(controller.undoDescription(), "End of round 1") << "the round just closed";
}

TEST(GameController, FinishedGamesFeedTheListAndStatistics) {
    QTemporaryDir dir;
    GameController controller;
    controller.setDataDir(dir.path());
    ASSERT_TRUE(controller.newGame({"A", "B", "C"}, {}));
    for (int seat = 0; seat < 3; ++seat)
        controller.setScore(seat, seat == 0 ? 60 : seat, counts(0, 0, 0, 0, 0));
    ASSERT_TRUE(controller.closeRound());
    ASSERT_TRUE(controller.endGame());
    EXPECT_TRUE(controller.gameOver());
    EXPECT_EQ(controller.winners(), QStringList{"B"});
    const QVariantList games = controller.gameList();
    ASSERT_EQ(games.size(), 1);
    EXPECT_EQ(games[0].toMap().value("winners").toStringList(), QStringList{"B"});
    const QVariantList stats = controller.statistics();
    ASSERT_EQ(stats.size(), 3);
    EXPECT_EQ(stats[1].toMap().value("name").toString(), "B");
    EXPECT_EQ(stats[1].toMap().value("wins").toInt(), 1);
    EXPECT_DOUBLE_EQ(stats[0].toMap().value("averagePenalty").toDouble(), 60.0);
    // B holds 1×50 + 2×10 + 1×5 + the 10 bonus: paying 3 means giving 5 and taking 2 back.
    const QVariantMap plan = controller.paymentPlan(1, 3);
    EXPECT_FALSE(plan.value("give").toString().isEmpty());
    EXPECT_TRUE(controller.historyCsv().contains("1,\"A\",60,60,0,15,"));
}

TEST(GameController, StatisticsCompareEachScoredTruckWithItsBestLoading) {
    QTemporaryDir dir;
    GameController controller;
    controller.setDataDir(dir.path());
    ASSERT_TRUE(controller.newGame({"A", "B", "C"}, {}));
    // A: one white stick on Z07, left beside the truck although it fits: capacity + 2 points,
    // 3 above the best (the best loads it: capacity − 1 free cells, no overflow).
    ASSERT_TRUE(controller.setCargo(0, counts(1, 0, 0, 0, 0)));
    ASSERT_TRUE(controller.takeTruck(0, false, "Z07"));
    const int capacity = controller.turns()[0].toMap().value("capacity").toInt();
    ASSERT_TRUE(controller.setScore(0, capacity, counts(1, 0, 0, 0, 0)))
        << controller.lastError().toStdString();
    for (int seat = 1; seat < 3; ++seat)
        ASSERT_TRUE(controller.setScore(seat, seat, counts(0, 0, 0, 0, 0)));
    ASSERT_TRUE(controller.closeRound());
    const QVariantList stats = controller.statistics();
    ASSERT_EQ(stats.size(), 3);
    const QVariantMap a = stats[0].toMap();
    ASSERT_EQ(a.value("name").toString(), "A");
    EXPECT_EQ(a.value("solvedRounds").toInt(), 1);
    EXPECT_DOUBLE_EQ(a.value("averageDistanceFromBest").toDouble(), 3.0);
    // B entered a penalty without dice or truck: no best to compare with.
    EXPECT_DOUBLE_EQ(stats[1].toMap().value("averageDistanceFromBest").toDouble(), -1.0);
}

// The refusals a player meets at the table come from the app, in the player's language (here
// English: no translation is loaded), and change nothing.
TEST(GameController, RefusalsAtTheTableAreNamedByTheApp) {
    QTemporaryDir dir;
    GameController controller;
    controller.setDataDir(dir.path());
    ASSERT_TRUE(controller.newGame({"Anja", "Boris", "Galja"}, {}));
    ASSERT_TRUE(controller.takeTruck(0, false, "Z07"));
    const int events = controller.eventCount();
    EXPECT_FALSE(controller.takeTruck(1, true, "Z07"));
    EXPECT_EQ(controller.lastError(), "Truck Z07 is already taken by Anja.");

    // A violet stick (5 long) cannot lie on Z04 (4 × 3 cells, one layer), though 6 cells would.
    ASSERT_TRUE(controller.setCargo(1, counts(1, 0, 0, 0, 1)));
    ASSERT_TRUE(controller.takeTruck(1, false, "Z04"));
    const int loadedEvents = controller.eventCount();
    EXPECT_FALSE(controller.setScore(1, 6, counts(0, 0, 0, 0, 0)));
    EXPECT_EQ(controller.lastError(), "Boris: the loaded sticks cannot all lie on truck Z04 (at "
                                      "most 1 of their 6 cells fit): mark the sticks left beside "
                                      "it.");
    // Thirty-odd cells of cargo on a twelve-cell truck.
    ASSERT_TRUE(controller.setCargo(2, counts(5, 4, 3, 2, 2)));
    ASSERT_TRUE(controller.takeTruck(2, false, "Z05"));
    const int capacity = controller.turns()[2].toMap().value("capacity").toInt();
    EXPECT_FALSE(controller.setScore(2, 0, counts(0, 0, 0, 0, 0)));
    EXPECT_EQ(controller.lastError(),
              QString("Galja: the loaded sticks fill 40 cells, more than truck Z05 holds (%1): "
                      "mark the sticks left beside it.")
                  .arg(capacity));
    EXPECT_EQ(controller.eventCount(), loadedEvents + 2) << "the refused scores wrote nothing";

    ASSERT_TRUE(controller.setScore(1, 11, counts(0, 0, 0, 0, 1))) << "the violet left beside";
    EXPECT_FALSE(controller.setCargo(1, counts(2, 0, 0, 0, 0)));
    EXPECT_EQ(controller.lastError(), "Boris's truck is already scored: undo the score first.");
    EXPECT_FALSE(controller.takeTruck(1, false, "Z05"));
    EXPECT_GT(controller.eventCount(), events);
}

TEST(GameController, ExportsTheHistoryAsCsvAndJsonIntoItsFolder) {
    QTemporaryDir dir;
    GameController controller;
    controller.setDataDir(dir.path());
    EXPECT_EQ(controller.exportHistoryTo("csv"), "") << "no game, nothing to export";
    ASSERT_TRUE(controller.newGame({"Anja", "Bo\"ris", "Galja"}, {}));
    for (int seat = 0; seat < 3; ++seat)
        ASSERT_TRUE(controller.setScore(seat, 3 + seat, counts(0, 0, 0, 0, 0)));
    ASSERT_TRUE(controller.closeRound());

    const QString csvPath = controller.exportHistoryTo("csv");
    ASSERT_TRUE(csvPath.startsWith(controller.exportFolder())) << csvPath.toStdString();
    QFile csv(csvPath);
    ASSERT_TRUE(csv.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = csv.readAll().trimmed().split('\n');
    ASSERT_EQ(lines.size(), 1 + 3);
    EXPECT_EQ(lines[0], "round,player,penalty,paid,bonus,points,kitty");
    EXPECT_EQ(lines[1], "1,\"Anja\",3,3,10,82,367");
    EXPECT_EQ(lines[2], "1,\"Bo\"\"ris\",4,4,0,71,367");

    const QString jsonPath = controller.exportHistoryTo("json");
    ASSERT_TRUE(jsonPath.endsWith(".json"));
    QFile json(jsonPath);
    ASSERT_TRUE(json.open(QIODevice::ReadOnly));
    QJsonParseError error{};
    const QJsonObject history = QJsonDocument::fromJson(json.readAll(), &error).object();
    ASSERT_EQ(error.error, QJsonParseError::NoError);
    EXPECT_EQ(history["players"].toArray().size(), 3);
    const QJsonObject round = history["rounds"].toArray()[0].toObject();
    EXPECT_EQ(round["penalties"].toArray()[2].toInt(), 5);
    EXPECT_EQ(round["bonus"].toArray()[0].toInt(), 10);
    EXPECT_EQ(history["kitty"].toInt(), 367);
    EXPECT_FALSE(history["finished"].toBool());
    EXPECT_EQ(controller.exportHistoryTo("xml"), "");
}

TEST(GameController, TurnsCarryTheTruckCardForTheCamera) {
    QTemporaryDir dir;
    GameController controller;
    controller.setDataDir(dir.path());
    ASSERT_TRUE(controller.newGame({"A", "B", "C"}, {}));
    EXPECT_TRUE(controller.turns()[0].toMap()["truckCard"].toMap().isEmpty());
    ASSERT_TRUE(controller.takeTruck(0, false, "Z17"));
    const QVariantMap card = controller.turns()[0].toMap()["truckCard"].toMap();
    EXPECT_EQ(card["id"].toString(), "Z17");
    EXPECT_EQ(card["layers"].toInt(), 2);
    EXPECT_EQ(card["grid"].toStringList(), (QStringList{"####", "####"}));
}
