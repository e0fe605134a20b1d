#include "ErrorText.h"

#include <packmate/engine/InputError.h>
#include <packmate/engine/Json.h>

#include <gmock/gmock.h>
#include <gtest/gtest.h>

using namespace packmate;
using packmate::testing::errorOf;
using ::testing::HasSubstr;

TEST(Json, CardRoundTripKeepsTheExactFormat) {
    const std::string text = R"({"id":"T07","layers":2,"grid":["###..","#####","#####"]})";
    const TruckCard card = cardFromJson(parseJson(text, "test"));
    EXPECT_EQ(card.id(), "T07");
    EXPECT_EQ(card.layers(), 2);
    EXPECT_EQ(cardToJson(card).dump(), text);
}

TEST(Json, LayoutAcceptsACardObjectOrAnId) {
    const std::string inline_ =
        R"({"card":{"id":"T01","layers":1,"grid":["###"]},"pieces":[{"colour":"B","x":0,"y":0,"z":0,"dir":"x"}]})";
    const Layout layout = layoutFromJson(parseJson(inline_, "test"), nullptr);
    ASSERT_EQ(layout.pieces.size(), 1U);
    EXPECT_EQ(layout.pieces[0].colour, Colour::Brown);
    EXPECT_EQ(layoutToJson(layout).dump(), inline_);

    const CardLookup lookup = [](std::string_view id) -> std::optional<TruckCard> {
        if (id == "T09") return TruckCard("T09", 3, {"##", "##"});
        return std::nullopt;
    };
    const Layout byId = layoutFromJson(parseJson(R"({"card":"T09","pieces":[]})", "test"), lookup);
    EXPECT_EQ(byId.card.layers(), 3);
    EXPECT_THAT(errorOf([&] { layoutFromJson(parseJson(R"({"card":"NOPE","pieces":[]})", "t"), lookup); }),
                HasSubstr("unknown card id \"NOPE\""));
}

TEST(Json, SyntaxErrorsNameLineAndColumn) {
    EXPECT_THAT(errorOf([] { parseJson("{\n  \"id\": \"T1\",\n  \"layers\": ,\n}", "cards.json"); }),
                HasSubstr("cards.json: line 3, column 13"));
}

TEST(Json, StructuralErrorsNameTheField) {
    EXPECT_THAT(errorOf([] { cardFromJson(parseJson(R"({"id":"A","grid":["#"]})", "t")); }),
                HasSubstr("no \"layers\""));
    EXPECT_THAT(errorOf([] { cardFromJson(parseJson(R"({"id":"A","layers":"2","grid":["#"]})", "t")); }),
                HasSubstr("\"layers\" must be a whole number"));
    EXPECT_THAT(errorOf([] { pieceFromJson(parseJson(R"({"colour":"P","x":0,"y":0,"dir":"x"})", "t"), 2); }),
                HasSubstr("stick 3: \"colour\""));
    EXPECT_THAT(errorOf([] { pieceFromJson(parseJson(R"({"colour":"W","x":0,"y":0,"dir":"q"})", "t"), 0); }),
                HasSubstr("\"dir\""));
    EXPECT_THAT(errorOf([] { layoutFromJson(parseJson(R"([1,2])", "t"), nullptr); }),
                HasSubstr("must be a JSON object"));
    EXPECT_THAT(errorOf([] { readJsonFile("/nonexistent/card.json"); }), HasSubstr("cannot open"));
}
