// Plays Zack & Pack through the app's UI (packmate --harness: taps by object name), to the
// end of a 3-player game, one truck scored with the camera fed by --image (a rendered scene
// of datasets/trucks with its card and cargo); then SIGKILLs the app in the middle of the
// next game, restarts it and expects the identical ledger.
#include "ProcessRunner.h"

#include <gtest/gtest.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>

#include <array>
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
    /// Sends all commands in one write and reads one answer per command.
    QStringList sendAtOnce(const QStringList& commands) {
        process_.write((commands.join(QLatin1Char('\n')) + QLatin1Char('\n')).toUtf8());
        QStringList answers;
        while (answers.size() < commands.size()) {
            while (!process_.canReadLine())
                if (!process_.waitForReadyRead(20000)) return answers;
            answers << QString::fromUtf8(process_.readLine()).trimmed();
        }
        return answers;
    }
    void tap(const QString& name, int times = 1) {
        for (int i = 0; i < times; ++i)
            ASSERT_EQ(send(QStringLiteral("click ") + name).toStdString(), "ok");
    }
    /// Taps `name` once it is shown and enabled (the camera reads frames meanwhile).
    bool tapWhenReady(const QString& name, int attempts = 60) {
        for (int i = 0; i < attempts; ++i)
            if (send(QStringLiteral("click ") + name) == QLatin1String("ok")) return true;
        return false;
    }
    QJsonObject get(const QString& name, const QString& property) {
        return QJsonDocument::fromJson(
                   send(QStringLiteral("get %1 %2").arg(name, property)).toUtf8())
            .object();
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

/// A rendered truck scene whose card is the stand-in Z17 (2 layers, 2 × 4 cells), cargo
/// 5 white + 1 grey, everything loaded: 16 − 7 = 9 free cells, penalty 9.
QString truckPhoto() {
    return QString::fromStdString(
        (packmate::testing::sourceDir() / "datasets" / "trucks" / "dev" / "dev_0076.jpg").string());
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

/// The truth of truckPhoto(): the top view (cab-left frame, '_' bare) and no stick beside.
const std::array<const char*, 2> kPhotoTop{"G__W", "G__W"};

/// Seat 1's truck scored with the camera on truckPhoto(). The first tap on a cell takes the
/// still photo; then every cell the camera misread is tapped until it shows the truth and
/// every stick it saw beside the truck is removed (whatever vision reads, the player can
/// correct it), a missed stick is added and removed again, and the score is booked.
void scoreWithCamera(App& app) {
    app.tap(QStringLiteral("photoModeButton"));
    ASSERT_TRUE(app.tapWhenReady(QStringLiteral("truckCell0"))) << "the card is found and read";
    const QString order = QStringLiteral("_WGBTV");
    QJsonObject reading = app.get(QStringLiteral("truckCameraPage"), QStringLiteral("shown"));
    const QJsonArray cells = reading["cells"].toArray();
    ASSERT_EQ(cells.size(), 8) << "Z17 has 2 × 4 loading cells";
    for (qsizetype i = 0; i < cells.size(); ++i) {
        const QJsonObject cell = cells[i].toObject();
        const QChar want =
            QLatin1Char(kPhotoTop[static_cast<std::size_t>(cell["y"].toInt())][cell["x"].toInt()]);
        const QString top = cell["top"].toString();
        const qsizetype from = top.isEmpty() ? 0 : order.indexOf(top);
        const qsizetype taps = (order.indexOf(want) - from + 6) % 6;
        app.tap(QStringLiteral("truckCell%1").arg(i), static_cast<int>(taps));
    }
    for (qsizetype i = reading["sticks"].toArray().size(); i > 0; --i)
        app.tap(QStringLiteral("removeStick0"));
    app.tap(QStringLiteral("addStick0"));
    app.tap(QStringLiteral("removeStick0"));
    reading = app.get(QStringLiteral("truckCameraPage"), QStringLiteral("shown"));
    EXPECT_EQ(reading["penalty"].toInt(), 9) << QJsonDocument(reading).toJson().toStdString();
    app.tap(QStringLiteral("bookScoreButton"));
}

/// One round: dice (white die on `white`, violet on 2 for everyone), trucks Z10, Z11, Z14
/// (2 layers: 28, 26, 24 cells, each with room for a violet stick lying down; the third taken
/// blind from the deck), scores where player
/// `loser` leaves all its sticks beside the truck and the others load everything. The free
/// cells follow from truck and cargo. With `camera`, seat 1 instead rolls 5 white + 1 grey,
/// takes Z17 and is scored from the truck photo (penalty 9).
void playRound(App& app, int white, int loser, bool camera = false, bool endsTheGame = false) {
    for (int seat = 0; seat < 3; ++seat) {
        app.tap(QStringLiteral("dicePlayer%1").arg(seat));
        app.tap(QStringLiteral("die0face%1").arg(camera && seat == 1 ? 5 : white));
        app.tap(camera && seat == 1 ? QStringLiteral("die1face1") : QStringLiteral("die4face2"));
        app.tap(QStringLiteral("saveDiceButton"));
    }
    for (int seat = 0; seat < 3; ++seat)
        ASSERT_EQ(
            app.send(QStringLiteral("set truckCard%1 currentIndex %2")
                         .arg(seat)
                         .arg(std::array{10, camera ? 17 : 11, 14}[static_cast<std::size_t>(seat)]))
                .toStdString(),
            "ok");
    app.tap(QStringLiteral("truckOpen0"));
    app.tap(QStringLiteral("truckOpen1"));
    app.tap(QStringLiteral("truckBlind2"));
    app.tap(QStringLiteral("trucksDoneButton"));
    for (int seat = 0; seat < 3; ++seat) {
        app.tap(QStringLiteral("scorePlayer%1").arg(seat));
        if (camera && seat == 1) {
            scoreWithCamera(app);
            continue;
        }
        if (seat == loser) {
            app.tap(QStringLiteral("left0Plus"), white);
            app.tap(QStringLiteral("left4Plus"), 2);
        }
        app.tap(QStringLiteral("saveScoreButton"));
    }
    app.tap(QStringLiteral("stepTab3"));
    app.tap(QStringLiteral("closeRoundButton"));
    if (endsTheGame) // the round that leaves someone at 0 is asked first
        ASSERT_EQ(app.send(QStringLiteral("accept lastRoundDialog")).toStdString(), "ok");
}

int pointsOf(const QJsonObject& ledger, int seat) {
    return ledger["players"].toArray()[seat].toObject()["points"].toInt();
}

} // namespace

TEST(AppEndToEnd, FullGameThenSigkillMidGameKeepsTheLedger) {
    QTemporaryDir dataDir;
    ASSERT_TRUE(dataDir.isValid());
    const QString image = truckPhoto();
    {
        App app(dataDir.path(), image);
        ASSERT_TRUE(app.started());
        startThreePlayerGame(app, {"Anja", "Boris", "Galja"});
        // The dice camera, fed from the same photo, and back.
        app.tap(QStringLiteral("diceCameraButton"));
        app.tap(QStringLiteral("backButton"));
        // Anja leaves 5 white + 2 violet: 28 free + 2×15 = 58; Boris, by camera, 16−7 = 9;
        // Galja 24−15 = 9: Boris and Galja both get +10.
        playRound(app, 5, 0, true);
        QJsonObject ledger = app.ledger();
        ASSERT_EQ(ledger["rounds"].toArray().size(), 1)
            << QJsonDocument(ledger).toJson().toStdString();
        EXPECT_EQ(ledger["rounds"].toArray()[0].toObject()["penalties"].toArray()[1].toInt(), 9)
            << "the camera's reading of the photo, booked through the engine";
        EXPECT_EQ(pointsOf(ledger, 0), 75 - 58);
        EXPECT_EQ(pointsOf(ledger, 1), 75 - 9 + 10);
        EXPECT_EQ(pointsOf(ledger, 2), 75 - 9 + 10) << "lowest penalty: +10 from the kitty";
        playRound(app, 5, 0, false, true); // Anja owes 58, holds 17: pays all, sits at 0: the end
        ledger = app.ledger();
        ASSERT_TRUE(ledger["finished"].toBool()) << QJsonDocument(ledger).toJson().toStdString();
        EXPECT_EQ(pointsOf(ledger, 0), 0);
        EXPECT_EQ(pointsOf(ledger, 1), 75 - 9 + 10 - 11);
        EXPECT_EQ(pointsOf(ledger, 2), 75 - 2 * 9 + 20);
        EXPECT_EQ(ledger["rounds"].toArray().size(), 2);
        EXPECT_EQ(app.send(QStringLiteral("click winnersLabel")).toStdString(), "ok");

        // A later game, interrupted in the middle of its second round.
        app.tap(QStringLiteral("homeButton"));
        startThreePlayerGame(app, {"Dana", "Emil", "Fedja"});
        playRound(app, 3, 2);
        app.tap(QStringLiteral("dicePlayer0"));
        app.tap(QStringLiteral("die0face4"));
        app.tap(QStringLiteral("saveDiceButton"));
        app.tap(QStringLiteral("stepTab1"));
        ASSERT_EQ(app.send(QStringLiteral("set truckCard0 currentIndex 12")).toStdString(), "ok")
            << "a new round starts with no card chosen";
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

TEST(AppEndToEnd, AnswersCommandsSentAtOnceInTheirOrder) {
    QTemporaryDir dataDir;
    ASSERT_TRUE(dataDir.isValid());
    App app(dataDir.path(), QString());
    ASSERT_TRUE(app.started());
    // Each command waits for the UI to settle, which lets the next lines arrive meanwhile.
    const QStringList answers =
        app.sendAtOnce({QStringLiteral("click first"), QStringLiteral("click second"),
                        QStringLiteral("frobnicate"), QStringLiteral("click third")});
    EXPECT_EQ(answers.join(QLatin1Char('|')).toStdString(),
              "error no visible first|error no visible second|error missing object name|"
              "error no visible third");
    EXPECT_TRUE(app.quit());
}
