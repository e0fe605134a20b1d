#include <packmate/app/GameController.h>
#include <packmate/app/HandOver.h>
#include <packmate/app/camera/QrFrameProcessor.h>

#include <gtest/gtest.h>

#include <QImage>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <algorithm>
#include <random>

using namespace packmate::app;

namespace {

QString longJournal() {
    QString lines;
    std::mt19937 random(7);
    for (int i = 0; i < 400; ++i)
        lines += QStringLiteral(
                     "{\"seq\":%1,\"type\":\"penalty_entered\",\"player\":%2,\"penalty\":%3}\n")
                     .arg(i + 1)
                     .arg(i % 4)
                     .arg(random() % 90);
    return lines;
}

QImage imageFromDataUrl(const QString& url) {
    const QString prefix = QStringLiteral("data:image/png;base64,");
    return QImage::fromData(QByteArray::fromBase64(url.mid(prefix.size()).toLatin1()), "PNG");
}

} // namespace

TEST(HandOver, PartsArriveInAnyOrderAndRebuildTheJournal) {
    const QString journal = longJournal();
    QStringList parts = handover::encode(journal);
    ASSERT_GT(parts.size(), 1);
    std::mt19937 random(3);
    std::shuffle(parts.begin(), parts.end(), random);
    handover::Collector collector;
    EXPECT_FALSE(collector.add(QStringLiteral("https://example.org/not-a-packmate-code")));
    for (const QString& part : parts) {
        EXPECT_FALSE(collector.complete());
        EXPECT_TRUE(collector.add(part));
        EXPECT_FALSE(collector.add(part)) << "a part seen twice counts once";
    }
    ASSERT_TRUE(collector.complete());
    EXPECT_EQ(collector.journal(), journal);
}

TEST(HandOver, ADamagedPartGivesNoJournal) {
    QStringList parts = handover::encode(longJournal());
    parts[0].chop(3);
    parts[0] += QStringLiteral("AAA");
    handover::Collector collector;
    for (const QString& part : parts)
        collector.add(part);
    ASSERT_TRUE(collector.complete());
    EXPECT_FALSE(collector.journal().has_value());
}

TEST(HandOver, AGameTravelsByQrCodesToAnotherDatabase) {
    QTemporaryDir first, second;
    GameController sender;
    sender.setDataDir(first.path());
    ASSERT_TRUE(sender.newGame({"Anja", "Boris", "Galja"}, {}));
    ASSERT_TRUE(sender.setCargo(0, {3, 2, 1, 0, 0}));
    for (int seat = 0; seat < 3; ++seat)
        ASSERT_TRUE(sender.setScore(seat, seat + 2, {0, 0, 0, 0, 0}));
    ASSERT_TRUE(sender.closeRound());

    const QStringList codes = sender.handOverCodes();
    ASSERT_FALSE(codes.isEmpty());
    QrFrameProcessor reader;
    reader.setReadQrCodes(true);
    GameController receiver;
    receiver.setDataDir(second.path());
    QVariantMap progress;
    for (const QString& code : codes) {
        const QVariantMap result = reader.process(imageFromDataUrl(code));
        const QStringList texts = result.value("codes").toStringList();
        ASSERT_EQ(texts.size(), 1);
        progress = receiver.addScannedCode(texts.first(), {});
    }
    ASSERT_TRUE(progress.value("imported").toBool()) << receiver.lastError().toStdString();
    auto withoutId = [](const QString& ledger) {
        QJsonObject object = QJsonDocument::fromJson(ledger.toUtf8()).object();
        object.remove("game");
        return object;
    };
    EXPECT_EQ(withoutId(receiver.ledgerJson()), withoutId(sender.ledgerJson()));
    EXPECT_EQ(receiver.playerNames(), sender.playerNames());
    EXPECT_EQ(receiver.gameList().at(0).toMap().value("started").toDateTime(),
              sender.gameList().at(0).toMap().value("started").toDateTime());
}

TEST(HandOver, TheFirstAndLastEventsCarryTheirTimesAndOldHandOversStillImport) {
    const QString lines = QStringLiteral("{\"seq\":1,\"type\":\"game_started\"}\n"
                                         "{\"seq\":2,\"type\":\"round_settled\"}\n"
                                         "{\"seq\":3,\"type\":\"game_ended\"}\n");
    const QList<QDateTime> times{QDateTime(QDate(2026, 3, 1), QTime(18, 0, 0, 250), Qt::UTC),
                                 QDateTime(QDate(2026, 3, 1), QTime(19, 0), Qt::UTC),
                                 QDateTime(QDate(2026, 3, 1), QTime(19, 30), Qt::UTC)};
    const QString timed = handover::withTimes(lines, times);
    EXPECT_TRUE(timed.contains(QStringLiteral("\"recorded_at\":\"2026-03-01T18:00:00.250Z\"")))
        << timed.toStdString();
    EXPECT_EQ(timed.count(QStringLiteral("recorded_at")), 2); // the middle event carries none
    EXPECT_EQ(handover::timesOf(timed), (QList<QDateTime>{times[0], QDateTime(), times[2]}));
    EXPECT_TRUE(handover::timesOf(lines).isEmpty());          // from an older Packmate: no times
    EXPECT_EQ(handover::withTimes(lines, {times[0]}), lines); // not one time per event
}

TEST(HandOver, AFinishedGameArrivesFinishedWithItsWinners) {
    QTemporaryDir first, second;
    GameController sender;
    sender.setDataDir(first.path());
    ASSERT_TRUE(sender.newGame({"Anja", "Boris", "Galja"}, {}));
    for (int seat = 0; seat < 3; ++seat)
        ASSERT_TRUE(sender.setScore(seat, seat == 0 ? 60 : seat, {0, 0, 0, 0, 0}));
    ASSERT_TRUE(sender.closeRound());
    ASSERT_TRUE(sender.endGame());
    ASSERT_TRUE(sender.gameOver());

    QrFrameProcessor reader;
    reader.setReadQrCodes(true);
    GameController receiver;
    receiver.setDataDir(second.path());
    QVariantMap progress;
    for (const QString& code : sender.handOverCodes()) {
        const QStringList texts =
            reader.process(imageFromDataUrl(code)).value("codes").toStringList();
        ASSERT_EQ(texts.size(), 1);
        progress = receiver.addScannedCode(texts.first(), {});
    }
    ASSERT_TRUE(progress.value("imported").toBool()) << receiver.lastError().toStdString();
    EXPECT_TRUE(receiver.gameOver());
    EXPECT_EQ(receiver.winners(), sender.winners());
    const QVariantList games = receiver.gameList();
    ASSERT_EQ(games.size(), 1);
    EXPECT_TRUE(games[0].toMap().value("finished").toBool());
    EXPECT_EQ(games[0].toMap().value("winners").toStringList(), QStringList{"Boris"});
    // It keeps when it started and ended on the tablet it came from, not the time of the import.
    const QVariantMap sent = sender.gameList().at(0).toMap();
    EXPECT_TRUE(sent.value("ended").toDateTime().isValid());
    EXPECT_EQ(games[0].toMap().value("started").toDateTime(), sent.value("started").toDateTime());
    EXPECT_EQ(games[0].toMap().value("ended").toDateTime(), sent.value("ended").toDateTime());
    const QVariantList stats = receiver.statistics();
    ASSERT_EQ(stats.size(), 3);
    EXPECT_EQ(stats[1].toMap().value("wins").toInt(), 1);

    GameController reopened; // the finished game is not reopened as the unfinished one
    reopened.setDataDir(second.path());
    EXPECT_FALSE(reopened.hasGame());
}
