// Plays Zack & Pack through the app's UI (packmate --harness: taps by object name), to the
// end of a 3-player game; then SIGKILLs the app in the middle of the next game, restarts
// it and expects the identical ledger.
#include "ProcessRunner.h"

#include <gtest/gtest.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>

#include <filesystem>

namespace {

class App {
public:
    App(const QString& dataDir, const QString& image) {
        QStringList arguments{QStringLiteral("--harness"), QStringLiteral("--data-dir"), dataDir,
                              QStringLiteral("--lang"), QStringLiteral("en")};
        if (!image.isEmpty()) arguments << QStringLiteral("--image") << image;
        process_.setProcessChannelMode(QProcess::SeparateChannels);
        process_.start(QString::fromStdString((packmate::testing::binDir() / "packmate").string()),
                       arguments);
    }
    ~App() {
        if (process_.state() != QProcess::NotRunning) {
            process_.kill();
            process_.waitForFinished();
        }
    }
    bool started() { return process_.waitForStarted(10000); }

    QString send(const QString& command) {
        process_.write((command + QLatin1Char('\n')).toUtf8());
        while (!process_.canReadLine())
            if (!process_.waitForReadyRead(20000))
                return QStringLiteral("error no answer to ") + command;
        return QString::fromUtf8(process_.readLine()).trimmed();
    }
    void tap(const QString& name, int times = 1) {
        for (int i = 0; i < times; ++i)
            ASSERT_EQ(send(QStringLiteral("click ") + name).toStdString(), "ok");
    }
    QJsonObject ledger() {
        return QJsonDocument::fromJson(send(QStringLiteral("ledger")).toUtf8()).object();
    }
    void sigkill() {
        process_.kill(); // SIGKILL on Unix: no clean-up, no flush
        process_.waitForFinished();
    }
    bool quit() {
        process_.write("quit\n");
        return process_.waitForFinished(10000) && process_.exitCode() == 0;
    }

private:
    QProcess process_;
};

QString sampleImage() {
    const auto shared = packmate::testing::sharedDir();
    const auto image = shared / "datasets" / "dice-real-dev" / "valid" / "valid_5.jpg";
    return !shared.empty() && std::filesystem::exists(image)
               ? QString::fromStdString(image.string())
               : QString();
}

void startThreePlayerGame(App& app, const QStringList& names) {
    app.tap(QStringLiteral("newGameButton"));
    app.tap(QStringLiteral("playerCount3"));
    for (int seat = 0; seat < 3; ++seat)
        ASSERT_EQ(
            app.send(QStringLiteral("set playerName%1 text %2").arg(seat + 1).arg(names[seat]))
                .toStdString(),
            "ok");
    app.tap(QStringLiteral("startButton"));
}

/// One round: dice (white die on `white`, violet on 2 for everyone), trucks, scores where
/// player `loser` leaves all its sticks (white + 2 violet) beside the truck.
void playRound(App& app, int white, int loser, int freeCellsEach) {
    for (int seat = 0; seat < 3; ++seat) {
        app.tap(QStringLiteral("dicePlayer%1").arg(seat));
        app.tap(QStringLiteral("die0face%1").arg(white));
        app.tap(QStringLiteral("die4face2"));
        app.tap(QStringLiteral("saveDiceButton"));
    }
    app.tap(QStringLiteral("truckOpen0"));
    app.tap(QStringLiteral("truckOpen1"));
    app.tap(QStringLiteral("truckBlind2"));
    app.tap(QStringLiteral("trucksDoneButton"));
    for (int seat = 0; seat < 3; ++seat) {
        app.tap(QStringLiteral("scorePlayer%1").arg(seat));
        app.tap(QStringLiteral("freeCellsPlus"), freeCellsEach + seat);
        if (seat == loser) {
            app.tap(QStringLiteral("left0Plus"), white);
            app.tap(QStringLiteral("left4Plus"), 2);
        }
        app.tap(QStringLiteral("saveScoreButton"));
    }
    app.tap(QStringLiteral("stepTab3"));
    app.tap(QStringLiteral("closeRoundButton"));
}

} // namespace

TEST(AppEndToEnd, FullGameThenSigkillMidGameKeepsTheLedger) {
    QTemporaryDir dataDir;
    ASSERT_TRUE(dataDir.isValid());
    const QString image = sampleImage();
    {
        App app(dataDir.path(), image);
        ASSERT_TRUE(app.started());
        startThreePlayerGame(app, {"Anja", "Boris", "Galja"});
        if (!image.isEmpty()) { // the camera screen, fed from a dataset photo, and back
            app.tap(QStringLiteral("diceCameraButton"));
            app.tap(QStringLiteral("backButton"));
        }
        // Anja leaves 5 white + 2 violet: penalty 1 + 2×15 = 31, then 31 again, then 15 of 13 left.
        playRound(app, 5, 0, 1);
        EXPECT_EQ(app.ledger()["players"].toArray()[0].toObject()["points"].toInt(), 75 - 31);
        playRound(app, 5, 0, 1);
        playRound(app, 5, 0, 1);
        const QJsonObject ledger = app.ledger();
        ASSERT_TRUE(ledger["finished"].toBool()) << QJsonDocument(ledger).toJson().toStdString();
        EXPECT_EQ(ledger["players"].toArray()[0].toObject()["points"].toInt(), 0);
        EXPECT_EQ(ledger["rounds"].toArray().size(), 3);
        // Boris always has the lowest penalty (2 free cells vs Galja's 3): +10 each round.
        EXPECT_EQ(ledger["players"].toArray()[1].toObject()["points"].toInt(), 75 - 3 * 2 + 30);
        EXPECT_EQ(app.send(QStringLiteral("click winnersLabel")).toStdString(), "ok");

        // A later game, interrupted in the middle of its second round.
        app.tap(QStringLiteral("homeButton"));
        startThreePlayerGame(app, {"Dana", "Emil", "Fedja"});
        playRound(app, 3, 2, 0);
        app.tap(QStringLiteral("dicePlayer0"));
        app.tap(QStringLiteral("die0face4"));
        app.tap(QStringLiteral("saveDiceButton"));
        app.tap(QStringLiteral("stepTab1"));
        app.tap(QStringLiteral("truckBlind0"));
        const QJsonObject before = app.ledger();
        EXPECT_FALSE(before["finished"].toBool());
        EXPECT_EQ(before["round"].toInt(), 2);
        app.sigkill();

        App restarted(dataDir.path(), image);
        ASSERT_TRUE(restarted.started());
        const QJsonObject after = restarted.ledger();
        EXPECT_EQ(QJsonDocument(after).toJson().toStdString(),
                  QJsonDocument(before).toJson().toStdString());
        EXPECT_EQ(restarted.send(QStringLiteral("click stepTab2")).toStdString(), "ok")
            << "reopened on the game screen";
        EXPECT_TRUE(restarted.quit());
    }
}
