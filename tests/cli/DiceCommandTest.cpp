// packmate-cli dice and eval-dice, end to end: the JSON contract, exit codes, bad input.
#include "ProcessRunner.h"

#include <gtest/gtest.h>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <filesystem>
#include <fstream>
#include <string>

using packmate::testing::runCli;
namespace fs = std::filesystem;

namespace {

QString qs(const fs::path& path) {
    return QString::fromStdString(path.string());
}

// The first entry of eval-dice --json's "datasets".
QJsonObject firstDataset(const QString& out) {
    return QJsonDocument::fromJson(out.toUtf8())
        .object()
        .value(QStringLiteral("datasets"))
        .toArray()
        .at(0)
        .toObject();
}

// A file inside a test's own temporary folder, which is removed with the folder.
fs::path tempPath(const QTemporaryDir& dir, const std::string& name) {
    return fs::path(dir.path().toStdString()) / name;
}

// One white die showing three pips, one showing five, on a plain table; 56 px dice in a
// 640×480 photo, the size the dice finder was trained on (docs/dice-recognition.md).
fs::path writeDicePhoto(const QTemporaryDir& dir) {
    const fs::path path = tempPath(dir, "two-dice.png");
    cv::Mat image(480, 640, CV_8UC3, cv::Scalar(100, 140, 175));
    for (const auto& [x, value] : std::vector<std::pair<int, int>>{{200, 3}, {420, 5}}) {
        cv::rectangle(image, cv::Rect(x - 28, 212, 56, 56), cv::Scalar(222, 228, 232), cv::FILLED);
        std::vector<cv::Point> pips{{x - 15, 225}, {x, 240}, {x + 15, 255}};
        if (value == 5)
            pips = {{x - 15, 225}, {x + 15, 225}, {x, 240}, {x - 15, 255}, {x + 15, 255}};
        for (const cv::Point& p : pips)
            cv::circle(image, p, 5, cv::Scalar(25, 25, 25), cv::FILLED, cv::LINE_AA);
    }
    cv::imwrite(path.string(), image);
    return path;
}

} // namespace

TEST(DiceCommand, JsonFollowsTheContract) {
    const QTemporaryDir dir;
    const auto result =
        runCli({QStringLiteral("dice"), qs(writeDicePhoto(dir)), QStringLiteral("--json")});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    const QJsonObject json = QJsonDocument::fromJson(result.out.toUtf8()).object();
    const QJsonArray dice = json.value(QStringLiteral("dice")).toArray();
    ASSERT_EQ(dice.size(), 2) << result.out.toStdString();
    QList<int> values;
    for (const auto& entry : dice) {
        const QJsonObject die = entry.toObject();
        values.append(die.value(QStringLiteral("value")).toInt());
        EXPECT_EQ(die.value(QStringLiteral("colour")).toString(), QStringLiteral("white"));
        EXPECT_EQ(die.value(QStringLiteral("center")).toArray().size(), 2);
        EXPECT_EQ(die.value(QStringLiteral("corners")).toArray().size(), 4);
        const double confidence = die.value(QStringLiteral("confidence")).toDouble(-1);
        EXPECT_GE(confidence, 0.0);
        EXPECT_LE(confidence, 1.0);
    }
    std::sort(values.begin(), values.end());
    EXPECT_EQ(values, (QList<int>{3, 5}));
    EXPECT_TRUE(json.value(QStringLiteral("cargo")).isNull());
    EXPECT_FALSE(
        json.value(QStringLiteral("warnings")).toArray().isEmpty()); // two dice, both white
}

TEST(DiceCommand, TextModeNamesTheDice) {
    const QTemporaryDir dir;
    const auto result = runCli({QStringLiteral("dice"), qs(writeDicePhoto(dir))});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    EXPECT_TRUE(result.out.contains(QStringLiteral("2 dice"))) << result.out.toStdString();
    EXPECT_TRUE(result.out.contains(QStringLiteral("warning:")));
}

TEST(DiceCommand, BadImagesExit2WithOneLine) {
    const QTemporaryDir dir;
    const fs::path notAnImage = tempPath(dir, "bad.jpg");
    std::ofstream(notAnImage) << "not a picture";
    for (const QString& path : {qs(notAnImage), QStringLiteral("/nonexistent/dice.jpg")}) {
        const auto result = runCli({QStringLiteral("dice"), path});
        EXPECT_EQ(result.exitCode, 2) << path.toStdString();
        EXPECT_EQ(result.err.count(QLatin1Char('\n')), 1) << result.err.toStdString();
        EXPECT_TRUE(result.out.isEmpty());
    }
    EXPECT_EQ(runCli({QStringLiteral("dice")}).exitCode, 2);
}

TEST(DiceCommand, BadColoursFileExits2) {
    const QTemporaryDir dir;
    const fs::path colours = tempPath(dir, "colours.json");
    std::ofstream(colours) << R"({"pink":{"rgb":[1,2,3]}})";
    const auto result = runCli({QStringLiteral("dice"), qs(writeDicePhoto(dir)),
                                QStringLiteral("--colours"), qs(colours)});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(result.err.contains(QStringLiteral("pink")));
}

TEST(EvalDiceCommand, ScoresReaderAndBaselineOnRenderedDice) {
    const QTemporaryDir dir;
    const fs::path folder = dir.path().toStdString();
    // Three rendered test images with their ground truth.
    const fs::path source = packmate::testing::sourceDir() / "datasets" / "dice" / "test";
    for (const char* name : {"test_0000", "test_0001", "test_0002"})
        for (const char* ext : {".jpg", ".json"})
            fs::copy_file(source / (std::string(name) + ext), folder / (std::string(name) + ext));
    const auto result = runCli({QStringLiteral("eval-dice"), qs(folder), QStringLiteral("--json")});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    const QJsonObject dataset = firstDataset(result.out);
    EXPECT_EQ(dataset.value(QStringLiteral("images")).toInt(), 3);
    for (const QString& detector : {QStringLiteral("reader"), QStringLiteral("baseline")}) {
        const QJsonObject s = dataset.value(detector).toObject();
        const int labelled = s.value(QStringLiteral("labelled")).toInt();
        EXPECT_GT(labelled, 0);
        EXPECT_EQ(s.value(QStringLiteral("correct")).toInt() +
                      s.value(QStringLiteral("misread")).toInt() +
                      s.value(QStringLiteral("abstained")).toInt() +
                      s.value(QStringLiteral("missed")).toInt(),
                  labelled);
        EXPECT_TRUE(s.contains(QStringLiteral("false_positives")));
    }
}

TEST(EvalDiceCommand, MissingFolderExits2) {
    const auto result = runCli({QStringLiteral("eval-dice"), QStringLiteral("/nonexistent/dice")});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(result.err.contains(QStringLiteral("not a folder")));
}

// An erratum corrects the label it names and reports the scores as labelled beside; one that
// does not match its label stops the evaluation with a message naming it.
TEST(EvalDiceCommand, ErrataCorrectTheLabelTheyNameOrStop) {
    const QTemporaryDir dir;
    const fs::path folder = dir.path().toStdString();
    std::ofstream(folder / "roll.txt") << "0 0.5 0.5 0.1 0.1\n";
    fs::copy_file(packmate::testing::sourceDir() / "datasets" / "dice" / "test" / "test_0000.jpg",
                  folder / "roll.jpg");
    const fs::path errata = folder / "errata.json";
    std::ofstream(errata)
        << R"({"errata":[{"image":"roll.jpg","line":1,"was":1,"value":2,"why":"test"}]})";
    const auto result = runCli({QStringLiteral("eval-dice"), qs(folder), QStringLiteral("--errata"),
                                qs(errata), QStringLiteral("--json")});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    const QJsonObject dataset = firstDataset(result.out);
    EXPECT_EQ(dataset.value(QStringLiteral("labels_corrected")).toInt(), 1);
    EXPECT_TRUE(dataset.contains(QStringLiteral("reader_as_labelled")));

    const fs::path stale = folder / "stale.json";
    std::ofstream(stale)
        << R"({"errata":[{"image":"roll.jpg","line":1,"was":5,"value":2,"why":"test"}]})";
    const auto refused =
        runCli({QStringLiteral("eval-dice"), qs(folder), QStringLiteral("--errata"), qs(stale)});
    EXPECT_EQ(refused.exitCode, 2);
    EXPECT_TRUE(refused.err.contains(QStringLiteral("the erratum expects 5")))
        << refused.err.toStdString();
}
