#include "ErrorText.h"

#include <packmate/engine/Catalogue.h>
#include <packmate/engine/InputError.h>

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <unistd.h>

using namespace packmate;
using packmate::testing::errorOf;
using ::testing::HasSubstr;

namespace {

std::filesystem::path tempFile(const std::string& name) {
    return std::filesystem::temp_directory_path() /
           ("packmate-catalogue-" + std::to_string(::getpid()) + name);
}

} // namespace

TEST(Catalogue, BuiltInHasThirtyStandInsWithTheRealLayerCounts) {
    const Catalogue catalogue = Catalogue::builtIn();
    ASSERT_EQ(catalogue.size(), 30U);
    std::map<int, int> byLayers;
    std::set<std::string> ids;
    for (const TruckCard& card : catalogue.cards()) {
        ++byLayers[card.layers()];
        ids.insert(card.id());
        EXPECT_TRUE(catalogue.isStandIn(card.id()));
        EXPECT_LE(card.rows(), 3) << card.id();
        EXPECT_LE(card.cols(), 5) << card.id();
        if (card.layers() >= 2) EXPECT_LT(card.loadingCellCount(), 15) << card.id();
    }
    EXPECT_EQ(ids.size(), 30U);
    EXPECT_EQ(byLayers, (std::map<int, int>{{1, 9}, {2, 10}, {3, 6}, {4, 5}}));
    EXPECT_TRUE(catalogue.contains("Z01"));
    EXPECT_TRUE(catalogue.contains("Z30"));
    EXPECT_TRUE(catalogue.userCards().empty());
}

TEST(Catalogue, IdsAreUnique) {
    Catalogue catalogue = Catalogue::builtIn();
    EXPECT_THAT(errorOf([&] { catalogue.add(TruckCard("Z05", 1, {"#"})); }),
                HasSubstr("\"Z05\" is already"));
    EXPECT_THROW(catalogue.addAll({TruckCard("U1", 1, {"#"}), TruckCard("U1", 2, {"#"})}),
                 InputError);
    EXPECT_EQ(catalogue.size(), 30U) << "a failed addAll adds nothing";
    catalogue.add(TruckCard("U1", 2, {"##"}));
    EXPECT_FALSE(catalogue.isStandIn("U1"));
    EXPECT_EQ(catalogue.userCards().size(), 1U);
    EXPECT_EQ(catalogue.lookup()("U1")->layers(), 2);
    EXPECT_TRUE(catalogue.remove("U1"));
    EXPECT_FALSE(catalogue.remove("U1"));
    EXPECT_FALSE(catalogue.lookup()("U1").has_value());
}

TEST(Catalogue, UserCardsRoundTripThroughAFile) {
    const auto path = tempFile("roundtrip.json");
    const std::vector<TruckCard> cards{TruckCard("U1", 2, {"###..", "#####"}),
                                       TruckCard("U2", 4, {"##", "#."})};
    saveCardsFile(path.string(), cards);
    EXPECT_EQ(loadCardsFile(path.string()), cards);
    std::filesystem::remove(path);
}

TEST(Catalogue, BadCardFileNamesTheLineAndTheReason) {
    const std::string text = "[\n"
                             "  {\"id\":\"U1\",\"layers\":2,\"grid\":[\"##\"]},\n"
                             "  {\"id\":\"U2\",\n"
                             "   \"layers\":7,\"grid\":[\"##\"]}\n"
                             "]\n";
    EXPECT_THAT(errorOf([&] { parseCardsText(text, "cards.json"); }),
                HasSubstr("cards.json: line 3: card 2: card U2: layers must be 1 to 4"));
    const std::string twice = "[{\"id\":\"U1\",\"layers\":1,\"grid\":[\"#\"]},\n"
                              " {\"id\":\"U1\",\"layers\":2,\"grid\":[\"#\"]}]";
    EXPECT_THAT(errorOf([&] { parseCardsText(twice, "c.json"); }),
                HasSubstr("c.json: line 2: card 2: id \"U1\" is used twice (first on line 1)"));
    EXPECT_THAT(errorOf([] { parseCardsText("{\"id\":\"U1\"}", "c.json"); }),
                HasSubstr("expected a JSON array"));
    EXPECT_THAT(errorOf([] { parseCardsText("[\n{\"id\":\"U1\",\n]", "c.json"); }),
                HasSubstr("c.json: line 3"));
    EXPECT_THAT(errorOf([] { parseCardsText("[1]", "c.json"); }), HasSubstr("line 1: card 1"));
    EXPECT_THAT(errorOf([] { loadCardsFile("/nonexistent/cards.json"); }),
                HasSubstr("cannot open"));
}

TEST(Catalogue, SavingRepeatedIdsLeavesTheOldFile) {
    const auto path = tempFile("keep.json");
    saveCardsFile(path.string(), {TruckCard("U1", 1, {"#"})});
    EXPECT_THROW(
        saveCardsFile(path.string(), {TruckCard("U2", 1, {"#"}), TruckCard("U2", 1, {"##"})}),
        InputError);
    EXPECT_EQ(loadCardsFile(path.string()).at(0).id(), "U1");
    std::filesystem::remove(path);
}
