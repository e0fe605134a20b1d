// packmate-cli advise: ranking trucks for a cargo, and the expected-penalty table.
#include "ProcessRunner.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

using packmate::testing::runCli;

namespace {

nlohmann::json adviseJson(const QStringList& arguments) {
    QStringList all{QStringLiteral("advise"), QStringLiteral("--json")};
    all += arguments;
    const auto result = runCli(all);
    EXPECT_EQ(result.exitCode, 0) << result.err.toStdString();
    return nlohmann::json::parse(result.out.toStdString());
}

} // namespace

TEST(AdviseCommand, RanksTrucksByTheirOptimalPenalty) {
    const auto json = adviseJson({QStringLiteral("--cards"), QStringLiteral("Z01,Z07,Z23,Z21"),
                                  QStringLiteral("--cargo"), QStringLiteral("3,2,3,0,1")});
    const auto& ranking = json["ranking"];
    ASSERT_EQ(ranking.size(), 4U);
    for (std::size_t i = 0; i < ranking.size(); ++i) {
        EXPECT_EQ(ranking[i]["optimal"], true);
        if (i == 0) continue;
        EXPECT_LE(ranking[i - 1]["penalty"].get<int>(), ranking[i]["penalty"].get<int>());
        EXPECT_EQ(ranking[i]["rank"].get<std::size_t>() == i + 1,
                  ranking[i - 1]["penalty"] != ranking[i]["penalty"]);
    }
    // Each entry must be what `solve` says for that card alone.
    for (const auto& entry : ranking) {
        const auto solved = runCli({QStringLiteral("solve"), QStringLiteral("--card"),
                                    QString::fromStdString(entry["card"].get<std::string>()),
                                    QStringLiteral("--cargo"), QStringLiteral("3,2,3,0,1"),
                                    QStringLiteral("--json")});
        ASSERT_EQ(solved.exitCode, 0);
        EXPECT_EQ(nlohmann::json::parse(solved.out.toStdString())["penalty"], entry["penalty"]);
    }
}

TEST(AdviseCommand, TableGivesExpectedPenaltiesOverAllRolls) {
    const auto json = adviseJson(
        {QStringLiteral("--table"), QStringLiteral("--cards"), QStringLiteral("Z01,Z21,Z27")});
    EXPECT_EQ(json["rolls"], 7776);
    EXPECT_EQ(json["distinct_cargos"], 900);
    const auto& cards = json["cards"];
    ASSERT_EQ(cards.size(), 3U);
    for (std::size_t i = 0; i < cards.size(); ++i) {
        const double mean = cards[i]["expected_penalty"].get<double>();
        EXPECT_GE(mean, cards[i]["best"].get<double>());
        EXPECT_LE(mean, cards[i]["worst"].get<double>());
        if (i > 0) EXPECT_LE(cards[i - 1]["expected_penalty"].get<double>(), mean);
    }
}

TEST(AdviseCommand, NeedsCardsAndCargo) {
    for (const QStringList& arguments :
         {QStringList{QStringLiteral("advise"), QStringLiteral("--cargo"),
                      QStringLiteral("1,1,1,1,1")},
          QStringList{QStringLiteral("advise"), QStringLiteral("--cards"), QStringLiteral("Z01")},
          QStringList{QStringLiteral("advise"), QStringLiteral("--cards"),
                      QStringLiteral("Z01,ZZZ"), QStringLiteral("--cargo"),
                      QStringLiteral("1,1,1,1,1")},
          QStringList{QStringLiteral("advise"), QStringLiteral("--table"),
                      QStringLiteral("--cargo"), QStringLiteral("1,1,1,1,1")}}) {
        const auto result = runCli(arguments);
        EXPECT_EQ(result.exitCode, 2) << arguments.join(QLatin1Char(' ')).toStdString();
        EXPECT_FALSE(result.err.isEmpty());
    }
}

TEST(AdviseCommand, TableRefusesATimeLimitItWouldIgnore) {
    const auto result =
        runCli({QStringLiteral("advise"), QStringLiteral("--table"), QStringLiteral("--cards"),
                QStringLiteral("Z01"), QStringLiteral("--time-limit-ms"), QStringLiteral("5")});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(result.err.contains(QStringLiteral("--time-limit-ms"))) << result.err.toStdString();
    EXPECT_TRUE(result.out.isEmpty());
}

TEST(AdviseCommand, TableCoversTheWholeCatalogueByDefault) {
    const auto json = adviseJson({QStringLiteral("--table")});
    const auto& cards = json["cards"];
    ASSERT_EQ(cards.size(), 30U);
    for (const auto& card : cards) {
        EXPECT_EQ(card["stand_in"], true);
        EXPECT_GE(card["perfect_chance"].get<double>(), 0.0);
        EXPECT_LE(card["mean_loaded_volume"].get<double>(), card["capacity"].get<double>());
        EXPECT_LE(card["mean_loaded_volume"].get<double>(),
                  card["mean_cargo_volume"].get<double>());
    }
}
