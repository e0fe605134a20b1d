// packmate-cli solve: the JSON contract, the layout round trip through `score`, bad input.
#include "ProcessRunner.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <QFile>
#include <QTemporaryDir>

using packmate::testing::runCli;
using packmate::testing::sourceDir;

namespace {

nlohmann::json solveJson(const QString& card, const QString& cargo) {
    const auto result = runCli({QStringLiteral("solve"), QStringLiteral("--card"), card,
                                QStringLiteral("--cargo"), cargo, QStringLiteral("--json")});
    EXPECT_EQ(result.exitCode, 0) << result.err.toStdString();
    return nlohmann::json::parse(result.out.toStdString());
}

} // namespace

TEST(SolveCommand, JsonHasTheContractKeys) {
    const auto json = solveJson(QStringLiteral("Z07"), QStringLiteral("3,2,3,0,1"));
    for (const char* key : {"penalty", "free_cells", "overflow_points", "optimal", "layout",
                            "bound", "loaded_volume", "nodes", "time_ms", "overflow"})
        EXPECT_TRUE(json.contains(key)) << key;
    EXPECT_EQ(json["optimal"], true);
    EXPECT_EQ(json["bound"], json["penalty"]);
    EXPECT_EQ(json["layout"]["card"]["id"], "Z07");
    EXPECT_EQ(json["penalty"].get<int>(),
              json["free_cells"].get<int>() + json["overflow_points"].get<int>());
}

TEST(SolveCommand, ScoreAcceptsTheLayoutAndScoresItIdentically) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString card =
        QString::fromStdString((sourceDir() / "datasets" / "examples" / "card-T07.json").string());
    for (const auto& [cardArgument, cargo] : std::vector<std::pair<QString, QString>>{
             {QStringLiteral("Z23"), QStringLiteral("5,4,3,2,2")},
             {QStringLiteral("Z29"), QStringLiteral("2,1,1,1,1")},
             {card, QStringLiteral("3,2,3,0,1")}}) {
        const auto solved = solveJson(cardArgument, cargo);
        const QString path = dir.filePath(QStringLiteral("layout.json"));
        QFile file(path);
        ASSERT_TRUE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(QByteArray::fromStdString(solved["layout"].dump()));
        file.close();

        const auto scored = runCli({QStringLiteral("score"), QStringLiteral("--layout"), path,
                                    QStringLiteral("--cargo"), cargo, QStringLiteral("--json")});
        ASSERT_EQ(scored.exitCode, 0) << scored.err.toStdString();
        const auto report = nlohmann::json::parse(scored.out.toStdString());
        EXPECT_EQ(report["valid"], true) << report.dump();
        EXPECT_EQ(report["penalty"], solved["penalty"]);
        EXPECT_EQ(report["free_cells"], solved["free_cells"]);
        EXPECT_EQ(report["overflow_points"], solved["overflow_points"]);
        EXPECT_EQ(report["overflow"], solved["overflow"]);
    }
}

TEST(SolveCommand, TextShowsTheBestPenaltyAndEveryLayer) {
    const auto result =
        runCli({QStringLiteral("solve"), QStringLiteral("--card"), QStringLiteral("Z27"),
                QStringLiteral("--cargo"), QStringLiteral("1,1,1,1,1")});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    EXPECT_TRUE(result.out.contains(QStringLiteral("proven optimal")));
    EXPECT_TRUE(result.out.contains(QStringLiteral("Layer 4:")));
}

TEST(SolveCommand, TimeLimitStillGivesALegalLayout) {
    const auto json = [] {
        const auto result = runCli({QStringLiteral("solve"), QStringLiteral("--card"),
                                    QStringLiteral("Z20"), QStringLiteral("--cargo"),
                                    QStringLiteral("5,4,3,2,2"), QStringLiteral("--time-limit-ms"),
                                    QStringLiteral("1"), QStringLiteral("--json")});
        EXPECT_EQ(result.exitCode, 0) << result.err.toStdString();
        return nlohmann::json::parse(result.out.toStdString());
    }();
    EXPECT_LE(json["bound"].get<int>(), json["penalty"].get<int>());
}

TEST(SolveCommand, BadInputExitsTwoWithOneLine) {
    for (const QStringList& arguments :
         {QStringList{QStringLiteral("solve"), QStringLiteral("--card"), QStringLiteral("NOPE"),
                      QStringLiteral("--cargo"), QStringLiteral("1,1,1,1,1")},
          QStringList{QStringLiteral("solve"), QStringLiteral("--card"), QStringLiteral("Z01"),
                      QStringLiteral("--cargo"), QStringLiteral("1,1,1")},
          QStringList{QStringLiteral("solve"), QStringLiteral("--cargo"),
                      QStringLiteral("1,1,1,1,1")},
          QStringList{QStringLiteral("solve"), QStringLiteral("--card"), QStringLiteral("Z01"),
                      QStringLiteral("--cargo"), QStringLiteral("1,1,1,1,1"),
                      QStringLiteral("--time-limit-ms"), QStringLiteral("-5")}}) {
        const auto result = runCli(arguments);
        EXPECT_EQ(result.exitCode, 2) << arguments.join(QLatin1Char(' ')).toStdString();
        EXPECT_EQ(result.err.trimmed().count(QLatin1Char('\n')), 0) << result.err.toStdString();
        EXPECT_TRUE(result.out.isEmpty());
    }
}
