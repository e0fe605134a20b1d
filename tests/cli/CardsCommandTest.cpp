// packmate-cli cards: the stand-in catalogue, labelled as such.
#include "ProcessRunner.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

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
    EXPECT_TRUE(result.out.contains(QStringLiteral("Z30 (stand-in): 4 layer(s)")))
        << result.out.toStdString();
}
