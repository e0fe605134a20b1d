// packmate-cli score: the seed examples end to end, the JSON contract and bad input.
#include "ProcessRunner.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

using packmate::testing::runCli;
using packmate::testing::sourceDir;

namespace {

QString example(const char* name) {
    return QString::fromStdString((sourceDir() / "datasets" / "examples" / name).string());
}

nlohmann::json scoreJson(const char* layout, const char* cargo) {
    const auto result =
        runCli({QStringLiteral("score"), QStringLiteral("--layout"), example(layout),
                QStringLiteral("--cargo"), QString::fromLatin1(cargo), QStringLiteral("--json")});
    EXPECT_EQ(result.exitCode, 0) << result.err.toStdString();
    return nlohmann::json::parse(result.out.toStdString());
}

} // namespace

TEST(ScoreCommand, SeedExampleThreeFree) {
    const auto json = scoreJson("layout-seed000-three-free.json", "0,1,0,0,1");
    EXPECT_EQ(json["valid"], true);
    EXPECT_TRUE(json["errors"].empty());
    EXPECT_EQ(json["free_cells"], 3);
    EXPECT_TRUE(json["overflow"].empty());
    EXPECT_EQ(json["overflow_points"], 0);
    EXPECT_EQ(json["penalty"], 3);
}

TEST(ScoreCommand, SeedExampleTwoBrownLeft) {
    const auto json = scoreJson("layout-seed000-two-brown-left.json", "0,0,4,0,0");
    ASSERT_EQ(json["overflow"].size(), 1U);
    EXPECT_EQ(json["overflow"][0]["colour"], "brown");
    EXPECT_EQ(json["overflow"][0]["length"], 3);
    EXPECT_EQ(json["overflow"][0]["count"], 2);
    EXPECT_EQ(json["overflow_points"], 12);
    EXPECT_EQ(json["penalty"], 12);
}

TEST(ScoreCommand, SeedExampleFiveFreeAndVioletLeft) {
    const auto json = scoreJson("layout-seed000-five-free-violet-left.json", "1,0,2,0,1");
    EXPECT_EQ(json["free_cells"], 5);
    EXPECT_EQ(json["overflow_points"], 10);
    EXPECT_EQ(json["penalty"], 15);
}

TEST(ScoreCommand, InvalidLayoutListsEveryBrokenRule) {
    const auto json = scoreJson("layout-invalid-Z23.json", "0,1,1,1,1");
    EXPECT_EQ(json["valid"], false);
    EXPECT_EQ(json["card"], "Z23");
    ASSERT_EQ(json["errors"].size(), 4U);
    EXPECT_EQ(json["errors"][0]["piece"], 1);
    EXPECT_NE(json["errors"][0]["reason"].get<std::string>().find("overlaps"), std::string::npos);
    EXPECT_NE(json["errors"][2]["reason"].get<std::string>().find("upright"), std::string::npos);
}

TEST(ScoreCommand, TextOutputShowsThePenalty) {
    const auto result = runCli({QStringLiteral("score"), QStringLiteral("--layout"),
                                example("layout-seed000-two-brown-left.json"),
                                QStringLiteral("--cargo"), QStringLiteral("0,0,4,0,0")});
    EXPECT_EQ(result.exitCode, 0);
    EXPECT_TRUE(result.out.contains(QStringLiteral("Penalty: 12"))) << result.out.toStdString();
    EXPECT_TRUE(result.out.contains(QStringLiteral("2 x brown"))) << result.out.toStdString();
}

TEST(ScoreCommand, BadInputExits2NamingTheProblem) {
    const QString layout = example("layout-seed000-three-free.json");
    const auto badCargo = runCli({QStringLiteral("score"), QStringLiteral("--layout"), layout,
                                  QStringLiteral("--cargo"), QStringLiteral("1,2,x,0,0")});
    EXPECT_EQ(badCargo.exitCode, 2);
    EXPECT_TRUE(badCargo.err.contains(QStringLiteral("brown"))) << badCargo.err.toStdString();
    EXPECT_EQ(badCargo.err.count(QLatin1Char('\n')), 1);
    EXPECT_TRUE(badCargo.out.isEmpty());

    const auto missing =
        runCli({QStringLiteral("score"), QStringLiteral("--cargo"), QStringLiteral("1,0,0,0,0")});
    EXPECT_EQ(missing.exitCode, 2);
    EXPECT_TRUE(missing.err.contains(QStringLiteral("--layout"))) << missing.err.toStdString();

    const auto noFile = runCli({QStringLiteral("score"), QStringLiteral("--layout"),
                                QStringLiteral("/no/such.json"), QStringLiteral("--cargo"),
                                QStringLiteral("1,0,0,0,0")});
    EXPECT_EQ(noFile.exitCode, 2);
    EXPECT_TRUE(noFile.err.contains(QStringLiteral("cannot open"))) << noFile.err.toStdString();

    const auto badCard = runCli({QStringLiteral("score"), QStringLiteral("--layout"), layout,
                                 QStringLiteral("--cargo"), QStringLiteral("0,1,0,0,1"),
                                 QStringLiteral("--card"), QStringLiteral("NOPE")});
    EXPECT_EQ(badCard.exitCode, 2);
    EXPECT_TRUE(badCard.err.contains(QStringLiteral("'NOPE' is neither")))
        << badCard.err.toStdString();
}

TEST(ScoreCommand, CardOptionReplacesTheLayoutsCard) {
    const auto result =
        runCli({QStringLiteral("score"), QStringLiteral("--layout"),
                example("layout-seed000-three-free.json"), QStringLiteral("--cargo"),
                QStringLiteral("0,1,0,0,1"), QStringLiteral("--card"), QStringLiteral("Z01"),
                QStringLiteral("--json")});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    const auto json = nlohmann::json::parse(result.out.toStdString());
    EXPECT_EQ(json["card"], "Z01");
    EXPECT_EQ(json["free_cells"], 15 - 7);
}
