#include <packmate/engine/InputError.h>
#include <packmate/vision/dice/DiceJson.h>

#include <gmock/gmock.h>
#include <gtest/gtest.h>

using namespace packmate;
using namespace packmate::vision::dice;
using ::testing::HasSubstr;

namespace {

std::string errorOf(const std::function<void()>& f) {
    try {
        f();
    } catch (const InputError& e) {
        return e.what();
    }
    return "no error";
}

} // namespace

TEST(DiceJson, ResultHasTheContractKeys) {
    DiceResult result;
    DieReading die;
    die.value = 2;
    die.colour = "violet";
    die.lab = {47.04f, 32.f, -26.f};
    die.center = {10.04f, 20.f};
    die.confidence = 0.97;
    result.dice.push_back(die);
    Cargo cargo;
    cargo[Colour::Violet] = 2;
    result.cargo = cargo;
    result.warnings.push_back("4 Zack & Pack dice seen, a roll has 5");
    const Json json = diceResultToJson(result);
    EXPECT_EQ(json["dice"][0]["value"], 2);
    EXPECT_EQ(json["dice"][0]["colour"], "violet");
    EXPECT_EQ(json["dice"][0]["lab"].size(), 3u);
    EXPECT_DOUBLE_EQ(json["dice"][0]["lab"][0].get<double>(), 47.0);
    EXPECT_DOUBLE_EQ(json["dice"][0]["lab"][2].get<double>(), -26.0);
    EXPECT_EQ(json["dice"][0]["center"][0].get<double>(), 10.0);
    EXPECT_EQ(json["dice"][0]["corners"].size(), 4u);
    EXPECT_DOUBLE_EQ(json["dice"][0]["confidence"].get<double>(), 0.97);
    EXPECT_EQ(json["cargo"]["V"], 2);
    EXPECT_EQ(json["cargo"]["W"], 0);
    EXPECT_EQ(json["warnings"].size(), 1u);
    result.cargo.reset();
    EXPECT_TRUE(diceResultToJson(result)["cargo"].is_null());
}

TEST(DiceJson, CalibratedColoursReplaceTheDefaults) {
    const DiceColourModel model = diceColoursFromJson(
        parseJson(R"({"violet":{"lab":[40,50,-50]},"G":{"rgb":[100,100,100]}})", "test"));
    const auto [reference, distance] = model.classify(cv::Vec3f(40, 50, -50));
    ASSERT_NE(reference, nullptr);
    EXPECT_EQ(reference->name, "violet");
    EXPECT_NEAR(distance, 0.0, 1e-4);
    EXPECT_EQ(model.classify(labFromBgr(cv::Vec3b(100, 100, 100))).first->name, "grey");
}

TEST(DiceJson, BadColoursAreNamed) {
    EXPECT_THAT(errorOf([] { diceColoursFromJson(parseJson(R"({"pink":{"rgb":[1,2,3]}})", "t")); }),
                HasSubstr("'pink' is not a Zack & Pack colour"));
    EXPECT_THAT(errorOf([] { diceColoursFromJson(parseJson(R"({"white":{"rgb":[1,2]}})", "t")); }),
                HasSubstr("three numbers"));
    EXPECT_THAT(
        errorOf([] { diceColoursFromJson(parseJson(R"({"white":{"rgb":[1,2,300]}})", "t")); }),
        HasSubstr("0-255"));
    EXPECT_THAT(errorOf([] { diceColoursFromJson(parseJson(R"({"white":{}})", "t")); }),
                HasSubstr("needs"));
}

TEST(DiceJson, ConfigOverridesOneField) {
    const DiceConfig config = diceConfigFromJson(
        parseJson(R"({"pips":{"minContrast":12},"faces":{"linkDistance":2.5}})", "t"));
    EXPECT_EQ(config.pips.minContrast, 12);
    EXPECT_DOUBLE_EQ(config.faces.linkDistance, 2.5);
    EXPECT_EQ(config.pips.maxArea, DiceConfig{}.pips.maxArea);
}

TEST(DiceJson, ConfigTurnsTheLonePipLookOff) {
    const DiceConfig config = diceConfigFromJson(
        parseJson(R"({"classifier":{"shiftedLook":0,"shiftedDoubt":0.7}})", "t"));
    EXPECT_DOUBLE_EQ(config.classifier.shiftedLook, 0.0);
    EXPECT_DOUBLE_EQ(config.classifier.shiftedDoubt, 0.7);
}

TEST(DiceJson, ConfigSetsTheBlankDropBound) {
    const DiceConfig config =
        diceConfigFromJson(parseJson(R"({"classifier":{"dropBlankBelow":0.45}})", "t"));
    EXPECT_DOUBLE_EQ(config.classifier.dropBlankBelow, 0.45);
}

TEST(DiceJson, ConfigSetsTheFinderInputAndTheSecondLookBound) {
    const DiceConfig config = diceConfigFromJson(parseJson(
        R"({"detector":{"inputWidth":256,"inputHeight":192},"classifier":{"shiftedLookBelow":1.5,"turnedLookBelow":0.5,"turnedViews":1,"mirroredLook":true}})",
        "t"));
    EXPECT_EQ(config.detector.inputWidth, 256);
    EXPECT_EQ(config.detector.inputHeight, 192);
    EXPECT_DOUBLE_EQ(config.classifier.shiftedLookBelow, 1.5);
    EXPECT_DOUBLE_EQ(config.classifier.turnedLookBelow, 0.5);
    EXPECT_EQ(config.classifier.turnedViews, 1);
    EXPECT_TRUE(config.classifier.mirroredLook);
}

TEST(DiceJson, ConfigSetsTheFaceModels) {
    const DiceConfig config = diceConfigFromJson(
        parseJson(R"({"classifier":{"faceModels":1,"secondOpinionBelow":0.94}})", "t"));
    EXPECT_EQ(config.classifier.faceModels, 1);
    EXPECT_DOUBLE_EQ(config.classifier.secondOpinionBelow, 0.94);
}

TEST(DiceJson, ConfigSetsTheCentreRefiner) {
    const DiceConfig config = diceConfigFromJson(parseJson(
        R"({"refiner":{"enabled":false,"passes":2,"maxShift":0.2,"maxScale":1.3}})", "t"));
    EXPECT_FALSE(config.refiner.enabled);
    EXPECT_EQ(config.refiner.passes, 2);
    EXPECT_DOUBLE_EQ(config.refiner.maxShift, 0.2);
    EXPECT_DOUBLE_EQ(config.refiner.maxScale, 1.3);
}

TEST(DiceJson, BadConfigIsNamed) {
    EXPECT_THAT(errorOf([] { diceConfigFromJson(parseJson(R"({"pipz":{}})", "t")); }),
                HasSubstr("unknown stage 'pipz'"));
    EXPECT_THAT(errorOf([] { diceConfigFromJson(parseJson(R"({"pips":{"contrast":3}})", "t")); }),
                HasSubstr("unknown key 'pips.contrast'"));
    EXPECT_THAT(errorOf([] { diceConfigFromJson(parseJson(R"({"pips":{"minArea":"x"}})", "t")); }),
                HasSubstr("pips.minArea: expected a number"));
}
