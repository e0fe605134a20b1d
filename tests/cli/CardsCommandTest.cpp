// packmate-cli cards: the stand-in catalogue, labelled as such.
#include "ProcessRunner.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <QCoreApplication>

#include <filesystem>
#include <fstream>
#include <map>

using packmate::testing::runCli;

TEST(CardsCommand, JsonListsThirtyLabelledStandIns) {
    const auto result = runCli({QStringLiteral("cards"), QStringLiteral("--json")});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    const auto json = nlohmann::json::parse(result.out.toStdString());
    ASSERT_EQ(json["cards"].size(), 30U);
    EXPECT_NE(json["stand_in_note"].get<std::string>().find("STAND-INS"), std::string::npos);
    std::map<int, int> byLayers;
    for (const auto& card : json["cards"]) {
        EXPECT_EQ(card["stand_in"], true);
        ++byLayers[card["layers"].get<int>()];
    }
    EXPECT_EQ(byLayers, (std::map<int, int>{{1, 9}, {2, 10}, {3, 6}, {4, 5}}));
}

TEST(CardsCommand, TextSaysTheyAreStandIns) {
    const auto result = runCli({QStringLiteral("cards")});
    EXPECT_EQ(result.exitCode, 0);
    EXPECT_TRUE(result.out.contains(QStringLiteral("STAND-INS")));
    EXPECT_TRUE(result.out.contains(QStringLiteral("Z30 (stand-in): 4 layers")))
        << result.out.toStdString();
}

namespace {

packmate::testing::ProcessResult cardsWithUserFile(const std::string& content) {
    const auto path =
        std::filesystem::temp_directory_path() /
        ("packmate-user-cards-" + std::to_string(QCoreApplication::applicationPid()) + ".json");
    std::ofstream(path) << content;
    QProcessEnvironment env;
    env.insert(QStringLiteral("PACKMATE_USER_CARDS"), QString::fromStdString(path.string()));
    auto result = packmate::testing::runProgram(QStringLiteral("packmate-cli"),
                                                {QStringLiteral("cards"), QStringLiteral("--json")},
                                                60000, env);
    std::filesystem::remove(path);
    return result;
}

} // namespace

TEST(CardsCommand, UserCardsFileJoinsTheCatalogue) {
    const auto result =
        cardsWithUserFile("[\n  {\"id\":\"MY1\",\"layers\":2,\"grid\":[\"###..\",\"#####\"]}\n]\n");
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    const auto json = nlohmann::json::parse(result.out.toStdString());
    ASSERT_EQ(json["cards"].size(), 31U);
    EXPECT_EQ(json["cards"][30]["id"], "MY1");
    EXPECT_EQ(json["cards"][30]["stand_in"], false);
}

TEST(CardsCommand, BadUserCardsFileExits2WithTheLine) {
    const auto result = cardsWithUserFile("[\n  {\"id\":\"MY1\",\"layers\":1,\"grid\":[\"#\"]},\n"
                                          "  {\"id\":\"MY2\",\"layers\":9,\"grid\":[\"#\"]}\n]\n");
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(
        result.err.contains(QStringLiteral("line 3: card 2: card MY2: layers must be 1 to 4")))
        << result.err.toStdString();
    const auto clash = cardsWithUserFile("[{\"id\":\"Z01\",\"layers\":1,\"grid\":[\"#\"]}]");
    EXPECT_EQ(clash.exitCode, 2);
    EXPECT_TRUE(clash.err.contains(QStringLiteral("\"Z01\" is already in the catalogue")))
        << clash.err.toStdString();
}
