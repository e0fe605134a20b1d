#include "SharedData.h"

#include <packmate/engine/InputError.h>
#include <packmate/vision/dice/LabelErrata.h>

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <fstream>
#include <functional>

using namespace packmate;
using namespace packmate::vision::dice;
using ::testing::HasSubstr;
namespace fs = std::filesystem;

namespace {

fs::path errataFile(const std::string& name, const std::string& text) {
    const fs::path path = fs::temp_directory_path() / ("packmate-errata-" + name + ".json");
    std::ofstream(path) << text;
    return path;
}

std::vector<LabelledDie> threeLabels() {
    return {{5, "", {}, 1}, {4, "", {}, 2}, {4, "", {}, 3}};
}

std::string thrownBy(const std::function<void()>& f) {
    try {
        f();
    } catch (const InputError& error) {
        return error.what();
    }
    return "";
}

} // namespace

TEST(LabelErrata, CorrectsOnlyTheLabelItNames) {
    const auto errata = loadLabelErrata(errataFile(
        "one",
        R"({"errata":[{"image":"valid/valid_56.jpg","line":3,"was":4,"value":1,"why":"one pip"}]})"));
    ASSERT_EQ(errata.size(), 1u);
    auto labels = threeLabels();
    EXPECT_EQ(applyLabelErrata(errata, "/data/dice-real-dev/valid/valid_56.jpg", labels), 1);
    EXPECT_EQ(labels[0].value, 5);
    EXPECT_EQ(labels[1].value, 4);
    EXPECT_EQ(labels[2].value, 1);

    auto others = threeLabels();
    EXPECT_EQ(applyLabelErrata(errata, "/data/dice-real-dev/train/valid_56.jpg", others), 0);
    EXPECT_EQ(applyLabelErrata(errata, "/data/dice-real-dev/valid/valid_5.jpg", others), 0);
    EXPECT_EQ(others[2].value, 4);
}

TEST(LabelErrata, RefusesLabelsItWasNotWrittenFor) {
    const auto errata = loadLabelErrata(errataFile(
        "stale", R"({"errata":[{"image":"valid_56.jpg","line":3,"was":6,"value":1,"why":"x"}]})"));
    auto labels = threeLabels();
    EXPECT_THAT(thrownBy([&] { applyLabelErrata(errata, "valid_56.jpg", labels); }),
                HasSubstr("the label says 4, the erratum expects 6"));
    EXPECT_EQ(labels[2].value, 4);

    const auto missing = loadLabelErrata(errataFile(
        "missing",
        R"({"errata":[{"image":"valid_56.jpg","line":9,"was":4,"value":1,"why":"x"}]})"));
    EXPECT_THAT(thrownBy([&] { applyLabelErrata(missing, "valid_56.jpg", labels); }),
                HasSubstr("line 9: no such label"));
}

TEST(LabelErrata, BadFilesAreNamed) {
    EXPECT_THAT(thrownBy([] { loadLabelErrata(errataFile("json", "{\"errata\": [")); }),
                HasSubstr("packmate-errata-json.json"));
    EXPECT_THAT(thrownBy([] {
                    loadLabelErrata(errataFile(
                        "key", R"({"errata":[{"image":"a.jpg","line":1,"was":4,"why":"x"}]})"));
                }),
                HasSubstr("value"));
    EXPECT_THAT(
        thrownBy([] {
            loadLabelErrata(errataFile(
                "range", R"({"errata":[{"image":"a.jpg","line":1,"was":4,"value":9,"why":"x"}]})"));
        }),
        HasSubstr("values must be 0-6"));
    EXPECT_THAT(
        thrownBy([] {
            loadLabelErrata(errataFile(
                "same", R"({"errata":[{"image":"a.jpg","line":1,"was":4,"value":4,"why":"x"}]})"));
        }),
        HasSubstr("changes nothing"));
    EXPECT_THAT(
        thrownBy([] {
            loadLabelErrata(errataFile(
                "line", R"({"errata":[{"image":"a.jpg","line":0,"was":4,"value":1,"why":"x"}]})"));
        }),
        HasSubstr("line must be 1 or more"));
}

TEST(LabelErrata, TheCommittedErrataRead) {
    const auto errata = loadLabelErrata(packmate::testing::sourceDir() / "datasets" / "dice" /
                                        "real-label-errata.json");
    ASSERT_FALSE(errata.empty());
    for (const LabelErratum& erratum : errata)
        EXPECT_FALSE(erratum.why.empty()) << erratum.image;
}

TEST(LabelErrata, TheCommittedErrataMatchTheSharedLabels) {
    PACKMATE_REQUIRE_SHARED();
    const fs::path root = packmate::testing::sharedDir() / "datasets" / "dice-real-dev";
    if (!fs::is_directory(root)) GTEST_SKIP() << root << " is absent";
    const auto errata = loadLabelErrata(packmate::testing::sourceDir() / "datasets" / "dice" /
                                        "real-label-errata.json");
    for (const LabelErratum& erratum : errata) {
        const fs::path image = root / erratum.image;
        auto labels = loadDiceLabels(image, {640, 480});
        EXPECT_EQ(applyLabelErrata(errata, image, labels), 1) << erratum.image;
    }
}
