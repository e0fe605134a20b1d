#include <packmate/engine/InputError.h>
#include <packmate/vision/ColourModel.h>

#include <gtest/gtest.h>

using namespace packmate;
using namespace packmate::vision;

TEST(ColourModel, JsonRoundTrip) {
    ColourModel model;
    model.cardWhite = {0.99, 0.98, 0.97};
    model.sticks[colourIndex(Colour::Violet)] = {0.5, 0.3, 0.7};
    const ColourModel back = colourModelFromJson(colourModelToJson(model));
    EXPECT_EQ(back, model);
}

TEST(ColourModel, PartialJsonKeepsDefaults) {
    const Json json = Json::parse(R"({"sticks":{"T":[0.2,0.7,0.7]}})");
    const ColourModel model = colourModelFromJson(json);
    EXPECT_EQ(model.stick(Colour::Turquoise), (RelativeColour{0.2, 0.7, 0.7}));
    EXPECT_EQ(model.stick(Colour::White), ColourModel{}.stick(Colour::White));
}

TEST(ColourModel, BadValuesAreInputErrors) {
    EXPECT_THROW(colourModelFromJson(Json::parse(R"({"sticks":{"X":[1,1,1]}})")), InputError);
    EXPECT_THROW(colourModelFromJson(Json::parse(R"({"sticks":{"W":[1,1]}})")), InputError);
    EXPECT_THROW(colourModelFromJson(Json::parse(R"({"card_white":[1,"a",1]})")), InputError);
    EXPECT_THROW(colourModelFromJson(Json::parse(R"({"card_white":[1,5,1]})")), InputError);
    EXPECT_THROW(colourModelFromJson(Json::parse(R"([1,2])")), InputError);
}
