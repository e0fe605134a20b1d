// packmate-cli simulate: a whole game, reproducible from its seed, chips conserved.
#include "ProcessRunner.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

using packmate::testing::runCli;

namespace {
QStringList simulate(const char* players, const char* seed) {
    return {QStringLiteral("simulate"), QStringLiteral("--players"), QString::fromLatin1(players),
            QStringLiteral("--seed"),   QString::fromLatin1(seed),   QStringLiteral("--json")};
}
} // namespace

TEST(SimulateCommand, PlaysAWholeGameReproducibly) {
    const auto first = runCli(simulate("4", "17"));
    ASSERT_EQ(first.exitCode, 0) << first.err.toStdString();
    EXPECT_EQ(runCli(simulate("4", "17")).out, first.out);
    EXPECT_NE(runCli(simulate("4", "18")).out, first.out);
    const auto json = nlohmann::json::parse(first.out.toStdString());
    EXPECT_EQ(json["players"].size(), 4U);
    EXPECT_EQ(json["finished"], true);
    EXPECT_FALSE(json["rounds"].empty());
    EXPECT_FALSE(json["winners"].empty());
    EXPECT_EQ(json["ledger"]["total_points"], 590);
    EXPECT_EQ(json["ledger"]["total_chips"], 64);
    bool someoneBroke = false;
    for (const auto& player : json["ledger"]["players"])
        someoneBroke |= player["points"] == 0;
    EXPECT_TRUE(someoneBroke) << "the game ends when a player has no chips left";
    for (const auto& round : json["rounds"]) {
        int lowest = 1000;
        for (const auto& player : round["players"])
            lowest = std::min(lowest, player["penalty"].get<int>());
        for (const auto& player : round["players"]) {
            EXPECT_EQ(player["penalty"].get<int>(),
                      player["free_cells"].get<int>() + player["overflow_points"].get<int>());
            const bool best = player["penalty"] == lowest;
            const bool listed = std::find(round["best"].begin(), round["best"].end(),
                                          player["name"]) != round["best"].end();
            EXPECT_EQ(best, listed);
        }
    }
}

TEST(SimulateCommand, TwoPlayersIsTheMarkedHouseVariant) {
    const auto result = runCli(simulate("2", "3"));
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    EXPECT_EQ(nlohmann::json::parse(result.out.toStdString())["house_variant"], true);
}

TEST(SimulateCommand, TextShowsRoundsAndLedger) {
    const auto result =
        runCli({QStringLiteral("simulate"), QStringLiteral("--players"), QStringLiteral("3"),
                QStringLiteral("--seed"), QStringLiteral("5")});
    EXPECT_EQ(result.exitCode, 0);
    EXPECT_TRUE(result.out.contains(QStringLiteral("Round 1")));
    EXPECT_TRUE(result.out.contains(QStringLiteral("kitty:")));
    EXPECT_TRUE(result.out.contains(QStringLiteral("Winner")));
}

TEST(SimulateCommand, BadInputExits2) {
    for (const char* players : {"7", "1", "three"}) {
        const auto result = runCli(simulate(players, "1"));
        EXPECT_EQ(result.exitCode, 2) << players;
        EXPECT_TRUE(result.err.contains(QStringLiteral("--players"))) << result.err.toStdString();
    }
    const auto badSeed = runCli(simulate("3", "-4"));
    EXPECT_EQ(badSeed.exitCode, 2);
    EXPECT_TRUE(badSeed.err.contains(QStringLiteral("--seed")));
    const auto noSeed =
        runCli({QStringLiteral("simulate"), QStringLiteral("--players"), QStringLiteral("3")});
    EXPECT_EQ(noSeed.exitCode, 2);
}
