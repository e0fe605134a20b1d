// register-card, calibrate-colours and check-light end to end on the rendered scenes in
// datasets/calibration (part of the repository).
#include "ProcessRunner.h"

#include <packmate/engine/Json.h>

#include <gtest/gtest.h>

#include <QFile>
#include <QTemporaryDir>

#include <ProjectFiles.h>

using packmate::Json;
using packmate::testing::runCli;

using packmate::testing::calibrationScene;
using packmate::testing::readFileBytes;

TEST(RegisterCardCommand, ProposesTheMaskAndReadsTheLayers) {
    const auto result =
        runCli({QStringLiteral("register-card"), calibrationScene("cards/cards_test_0003.jpg"),
                QStringLiteral("--json")});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    const Json json = Json::parse(result.out.toStdString());
    const Json truth =
        Json::parse(readFileBytes(calibrationScene("cards/cards_test_0003.json")).toStdString());
    EXPECT_EQ(json["grid"], truth["card"]["grid"]);
    EXPECT_EQ(json["layers"], truth["card"]["layers"]);
    EXPECT_EQ(json["layers_source"], "photo");
    EXPECT_FALSE(json["layers_needed"].get<bool>());
    EXPECT_EQ(json["card"]["grid"], truth["card"]["grid"]);
}

TEST(RegisterCardCommand, SavesToTheCatalogueOnceAndRefusesATakenId) {
    QTemporaryDir dir;
    const QString catalogue = dir.filePath(QStringLiteral("my-cards.json"));
    const QStringList args{
        QStringLiteral("register-card"), calibrationScene("cards/cards_dev_0001.jpg"),
        QStringLiteral("--layers"),      QStringLiteral("2"),
        QStringLiteral("--id"),          QStringLiteral("MY1"),
        QStringLiteral("--catalogue"),   catalogue};
    auto result = runCli(args);
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    const QByteArray saved = readFileBytes(catalogue);
    const Json cards = Json::parse(saved.toStdString());
    ASSERT_EQ(cards.size(), 1U);
    EXPECT_EQ(cards[0]["id"], "MY1");
    EXPECT_EQ(cards[0]["layers"], 2);
    result = runCli({QStringLiteral("check-card"), catalogue});
    EXPECT_EQ(result.exitCode, 0) << result.err.toStdString();

    result = runCli(args);
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(result.err.contains(QStringLiteral("MY1")));
    EXPECT_EQ(readFileBytes(catalogue), saved); // stored data unchanged on bad input
}

TEST(RegisterCardCommand, ABuiltInIdIsRefusedAndNothingIsWritten) {
    QTemporaryDir dir;
    const QString catalogue = dir.filePath(QStringLiteral("my-cards.json"));
    for (const char* id : {"Z07", "z07"}) {
        const auto result =
            runCli({QStringLiteral("register-card"), calibrationScene("cards/cards_dev_0001.jpg"),
                    QStringLiteral("--layers"), QStringLiteral("2"), QStringLiteral("--id"),
                    QString::fromLatin1(id), QStringLiteral("--catalogue"), catalogue});
        EXPECT_EQ(result.exitCode, 2) << id;
        EXPECT_TRUE(result.err.contains(QStringLiteral("built-in"))) << result.err.toStdString();
        EXPECT_EQ(result.err.count(QLatin1Char('\n')), 1) << result.err.toStdString();
        EXPECT_FALSE(QFile::exists(catalogue)) << id;
    }
}

TEST(RegisterCardCommand, CatalogueWithoutIdExits2) {
    QTemporaryDir dir;
    const auto result =
        runCli({QStringLiteral("register-card"), calibrationScene("cards/cards_dev_0001.jpg"),
                QStringLiteral("--catalogue"), dir.filePath(QStringLiteral("c.json"))});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(result.err.contains(QStringLiteral("--id")));
    EXPECT_FALSE(QFile::exists(dir.filePath(QStringLiteral("c.json"))));
}

TEST(ColourCommands, CalibrateThenCheckTheLight) {
    QTemporaryDir dir;
    const QString colours = dir.filePath(QStringLiteral("colours.json"));
    auto result = runCli({QStringLiteral("calibrate-colours"),
                          calibrationScene("colours/colours_dev_0000.jpg"), QStringLiteral("--out"),
                          colours, QStringLiteral("--json")});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    const Json model = Json::parse(readFileBytes(colours).toStdString());
    EXPECT_EQ(model["sticks"].size(), 5U);
    EXPECT_TRUE(model.contains("reference"));
    ASSERT_TRUE(model.contains("correction"));
    EXPECT_EQ(model["correction"]["matrix"].size(), 3U);
    EXPECT_EQ(model["correction"]["model"]["sticks"].size(), 5U);

    result =
        runCli({QStringLiteral("check-light"), calibrationScene("colours/colours_dev_0000.jpg"),
                QStringLiteral("--colours"), colours, QStringLiteral("--json")});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    EXPECT_FALSE(Json::parse(result.out.toStdString())["changed"].get<bool>());

    // Calibrated under a warm lamp, photographed under a cool one.
    result =
        runCli({QStringLiteral("check-light"), calibrationScene("colours/colours_dev_0001.jpg"),
                QStringLiteral("--colours"), colours, QStringLiteral("--json")});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    const Json check = Json::parse(result.out.toStdString());
    EXPECT_TRUE(check["changed"].get<bool>()) << check.dump();
}

TEST(ColourCommands, MissingColourFileExits2) {
    const auto result =
        runCli({QStringLiteral("check-light"), calibrationScene("colours/colours_dev_0000.jpg"),
                QStringLiteral("--colours"), QStringLiteral("/nonexistent/colours.json")});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_EQ(result.err.count(QLatin1Char('\n')), 1) << result.err.toStdString();
}

// The tungsten calibration photo against a neutral calibration: the light check must ask for a
// new calibration; against its own calibration it must not.
TEST(ColourCommands, CheckLightReportsACastSinceANeutralCalibration) {
    QTemporaryDir dir;
    const QString neutral = dir.filePath(QStringLiteral("neutral.json"));
    auto result = runCli({QStringLiteral("calibrate-colours"),
                          calibrationScene("casts/neutral/colours_dev_0000.jpg"),
                          QStringLiteral("--out"), neutral});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    for (const char* light : {"tungsten", "shade", "fluorescent"}) {
        result = runCli(
            {QStringLiteral("check-light"),
             calibrationScene((std::string("casts/") + light + "/trucks_dev_0000.jpg").c_str()),
             QStringLiteral("--colours"), neutral, QStringLiteral("--json")});
        ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
        EXPECT_TRUE(Json::parse(result.out.toStdString())["changed"].get<bool>()) << light;
    }
    result = runCli({QStringLiteral("check-light"),
                     calibrationScene("casts/neutral/trucks_dev_0000.jpg"),
                     QStringLiteral("--colours"), neutral, QStringLiteral("--json")});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    EXPECT_FALSE(Json::parse(result.out.toStdString())["changed"].get<bool>());
}

TEST(ColourCommands, AKeyOfTheWrongTypeExits2NamingTheFileAndTheKey) {
    QTemporaryDir dir;
    const QString colours = dir.filePath(QStringLiteral("colours.json"));
    auto result = runCli({QStringLiteral("calibrate-colours"),
                          calibrationScene("colours/colours_dev_0000.jpg"), QStringLiteral("--out"),
                          colours});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    Json damaged = Json::parse(readFileBytes(colours).toStdString());
    damaged["mat_id"] = 3;
    {
        QFile file(colours);
        ASSERT_TRUE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(QByteArray::fromStdString(damaged.dump()));
    }
    for (const char* command : {"check-light", "dice"}) {
        result =
            runCli({QString::fromLatin1(command), calibrationScene("colours/colours_dev_0000.jpg"),
                    QStringLiteral("--colours"), colours});
        EXPECT_EQ(result.exitCode, 2) << command << ": " << result.err.toStdString();
        EXPECT_TRUE(result.err.contains(colours)) << result.err.toStdString();
        EXPECT_TRUE(result.err.contains(QStringLiteral("\"mat_id\""))) << result.err.toStdString();
        EXPECT_EQ(result.err.count(QLatin1Char('\n')), 1) << result.err.toStdString();
    }
}

// The dice are painted like the sticks: `dice --colours` takes what calibrate-colours wrote.
TEST(ColourCommands, DiceReadsTheColourCalibration) {
    QTemporaryDir dir;
    const QString colours = dir.filePath(QStringLiteral("colours.json"));
    auto result = runCli({QStringLiteral("calibrate-colours"),
                          calibrationScene("colours/colours_dev_0000.jpg"), QStringLiteral("--out"),
                          colours});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    result = runCli({QStringLiteral("dice"), calibrationScene("colours/colours_dev_0000.jpg"),
                     QStringLiteral("--colours"), colours, QStringLiteral("--json")});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    EXPECT_TRUE(Json::parse(result.out.toStdString()).contains("dice"));
}
