#include <packmate/engine/InputError.h>
#include <packmate/vision/dice/DiceLabels.h>

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <fstream>

using namespace packmate;
using namespace packmate::vision::dice;
using ::testing::HasSubstr;
namespace fs = std::filesystem;

namespace {

fs::path freshFolder(const std::string& name) {
    const fs::path folder = fs::temp_directory_path() / ("packmate-dicelabels-" + name);
    fs::remove_all(folder);
    fs::create_directories(folder);
    return folder;
}

void write(const fs::path& path, const std::string& text) {
    std::ofstream(path) << text;
}

} // namespace

TEST(DiceLabels, ReadsYoloBoxesInPixels) {
    const fs::path folder = freshFolder("yolo");
    write(folder / "a.jpg", "x");
    write(folder / "a.txt", "2 0.5 0.25 0.1 0.2\n\n");
    write(folder / "unlabelled.jpg", "x");
    const auto images = labelledImages(folder);
    ASSERT_EQ(images.size(), 1u);
    const auto dice = loadDiceLabels(images[0], {640, 480});
    ASSERT_EQ(dice.size(), 1u);
    EXPECT_EQ(dice[0].value, 3);
    ASSERT_EQ(dice[0].outline.size(), 4u);
    EXPECT_FLOAT_EQ(dice[0].outline[0].x, 288.f);
    EXPECT_FLOAT_EQ(dice[0].outline[0].y, 72.f);
    EXPECT_FLOAT_EQ(dice[0].outline[2].x, 352.f);
    EXPECT_FLOAT_EQ(dice[0].outline[2].y, 168.f);
}

TEST(DiceLabels, ReadsRenderedJson) {
    const fs::path folder = freshFolder("json");
    write(folder / "b.jpg", "x");
    write(folder / "b.json",
          R"({"dice":[{"value":0,"colour":"violet","corners":[[1,1],[9,1],[9,9],[1,9]]}]})");
    const auto dice = loadDiceLabels(folder / "b.jpg", {100, 100});
    ASSERT_EQ(dice.size(), 1u);
    EXPECT_EQ(dice[0].value, 0);
    EXPECT_EQ(dice[0].colour, "violet");
    EXPECT_EQ(dice[0].outline.size(), 4u);
}

TEST(DiceLabels, MalformedLabelsNameFileAndLine) {
    const fs::path folder = freshFolder("bad");
    write(folder / "c.jpg", "x");
    write(folder / "c.txt", "0 0.5 0.5 0.1 0.1\n7 0.5 0.5 0.1 0.1\n");
    try {
        loadDiceLabels(folder / "c.jpg", {640, 480});
        FAIL() << "no error";
    } catch (const InputError& e) {
        EXPECT_THAT(e.what(), HasSubstr("c.txt:2"));
    }
    write(folder / "d.jpg", "x");
    write(folder / "d.json", R"({"dice":[{"value":9,"corners":[[1,1],[9,1],[9,9]]}]})");
    EXPECT_THROW(loadDiceLabels(folder / "d.jpg", {640, 480}), InputError);
}

TEST(DiceLabels, MissingOrEmptyFolderIsAnError) {
    EXPECT_THROW(labelledImages("/nonexistent/packmate-dice"), InputError);
    EXPECT_THROW(labelledImages(freshFolder("empty")), InputError);
}
