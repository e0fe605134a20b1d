// The whole photo's score (scorePhoto) on committed rendered scenes (datasets/trucks/dev).
#include "SharedData.h"

#include <packmate/engine/Json.h>
#include <packmate/vision/ImageLoader.h>
#include <packmate/vision/PhotoScorer.h>
#include <packmate/vision/eval/TruckTruth.h>

#include <gtest/gtest.h>

#include <algorithm>

using namespace packmate;
using namespace packmate::vision;

namespace {

struct Scene {
    eval::TruckTruth truth;
    cv::Mat image;
};

Scene scene(const std::string& name, const char* folder = "datasets/trucks/dev") {
    const auto dir = packmate::testing::sourceDir() / folder;
    Scene s;
    s.truth = eval::truckTruthFromJson(readJsonFile((dir / (name + ".json")).string()));
    s.image = loadImage((dir / s.truth.image).string());
    return s;
}

PhotoScore score(const Scene& s, const PhotoScorerConfig& config) {
    PhotoInputs inputs;
    inputs.cargo = s.truth.cargo;
    return scorePhoto(s.image, s.truth.card, inputs, config);
}

} // namespace

// test18_0057 (datasets/trucks/cases; the retired eighteenth split, a 4-layer truck on leopard
// print), read by the first cell network alone (no second opinion below
// CellClassifierConfig::secondOpinionBelow): its reading confidently contradicts the count (a
// conflict, no penalty). Read again where the evidence disagrees, with the second network on the
// cells in doubt, the count's penalty stands, unsure, with cells to check. (Since cells-v12 no
// dev scene shows it: dev_0015, 0068, 0081 and 0121 conflict on the first reading and still on
// the second, honestly unsure; 19 of the 3,350 decision scenes do, this one among them.)
TEST(PhotoScorer, CellsAreReadAgainWhereTheEvidenceDisagrees) {
    const Scene s = scene("test18_0057", "datasets/trucks/cases");
    PhotoScorerConfig once;
    once.cells.secondOpinionBelow = 0.0;
    once.cells.secondOpinionInDoubtBelow = 0.0;
    PhotoScorerConfig twice;
    twice.cells.secondOpinionBelow = 0.0;
    const PhotoScore first = score(s, once);
    ASSERT_TRUE(first.found);
    EXPECT_TRUE(first.conflict);
    EXPECT_FALSE(first.penalty.has_value());
    EXPECT_FALSE(first.evidence.cellsReadAgain);

    const PhotoScore again = score(s, twice);
    ASSERT_TRUE(again.found);
    EXPECT_FALSE(again.conflict);
    ASSERT_TRUE(again.penalty.has_value());
    EXPECT_EQ(*again.penalty, s.truth.penalty);
    EXPECT_TRUE(again.unsure);
    EXPECT_TRUE(again.evidence.cellsReadAgain);
    EXPECT_TRUE(std::find(again.checks.cells.begin(), again.checks.cells.end(), true) !=
                again.checks.cells.end());
}

// test18_0112 (datasets/trucks/cases; the retired eighteenth split, a 1-layer truck on leopard
// print): its bare cell in row 1, column 3 is read as a stick without confidence, a top view no
// loading of the cargo gives: a conflict. Mended to the most probable top that can be laid, the
// penalty is right, unsure, with that cell to check. (Before round twenty-nine's stick net it was
// shown on test16_0053, whose two white cubes beside are now read surely: the count then gives
// the penalty without the mend.)
TEST(PhotoScorer, ATopViewThatCannotBeLaidIsMended) {
    const Scene s = scene("test18_0112", "datasets/trucks/cases");
    PhotoScorerConfig asRead;
    asRead.score.mendUnlayableTop = false;
    const PhotoScore unmended = score(s, asRead);
    ASSERT_TRUE(unmended.found);
    EXPECT_TRUE(unmended.conflict);
    EXPECT_FALSE(unmended.penalty.has_value());
    ASSERT_EQ(unmended.top.size(), s.truth.top.size());
    EXPECT_EQ(s.truth.top[0][2], '_');
    EXPECT_NE(unmended.top[0][2], '_');

    const PhotoScore mended = score(s, PhotoScorerConfig{});
    ASSERT_TRUE(mended.found);
    EXPECT_FALSE(mended.conflict);
    ASSERT_TRUE(mended.penalty.has_value());
    EXPECT_EQ(*mended.penalty, s.truth.penalty);
    EXPECT_EQ(mended.top, s.truth.top);
    EXPECT_TRUE(mended.unsure);
    EXPECT_TRUE(std::any_of(mended.warnings.begin(), mended.warnings.end(), [](const auto& w) {
        return w.find("cannot be laid with whole sticks: 1 unsure cell") != std::string::npos;
    }));
    ASSERT_EQ(mended.checks.cells.size(), mended.cells.size());
    for (std::size_t i = 0; i < mended.cells.size(); ++i)
        if (mended.cells[i].x == 2 && mended.cells[i].y == 0) {
            EXPECT_TRUE(mended.checks.cells[i]);
        }
}

// train_white2_0004 (datasets/trucks/cases; the decision render w-white2-4150, cream stripes, a
// 2-layer truck): all three white cubes beside the truck go unseen, so the count reads penalty 1
// instead of 10. The table looks white and the stick net's left-over must keep that doubt: a net
// trained on the retired test11-test28 (thirtieth round, not landed) left 0.009 there, under
// StickFinderConfig::netClearsBlindBelow's 0.01, and made this score confidently wrong.
TEST(PhotoScorer, WhiteCubesUnseenOnAWhiteLookingTableKeepTheScoreUnsure) {
    const Scene s = scene("train_white2_0004", "datasets/trucks/cases");
    const PhotoScore result = score(s, PhotoScorerConfig{});
    ASSERT_TRUE(result.found);
    ASSERT_EQ(s.truth.penalty, 10);
    EXPECT_TRUE(result.unsure);
    EXPECT_NE(std::find(result.tableLooksLike.begin(), result.tableLooksLike.end(), Colour::White),
              result.tableLooksLike.end());
    EXPECT_TRUE(std::any_of(result.warnings.begin(), result.warnings.end(), [](const auto& w) {
        return w.find("the table looks like white sticks") != std::string::npos;
    }));
}

// dev_0111 (a 1-layer truck): one cell is read only 0.54 sure, so the cells alone leave the score
// below ScoreConfig::unsureBelow. But the count (cargo − the sticks beside, each read sure, on a
// table that hides no stick colour) confirms the top view as read: two readings that agree make
// the score sure, at ScoreConfig::confirmedOneLayerConfidence.
TEST(PhotoScorer, ACountThatConfirmsAOneLayerTopMakesItSure) {
    const Scene s = scene("dev_0111");
    PhotoScorerConfig cellsAlone;
    cellsAlone.score.confirmedOneLayerConfidence = 0.0;
    const PhotoScore alone = score(s, cellsAlone);
    ASSERT_TRUE(alone.found);
    ASSERT_TRUE(alone.penalty.has_value());
    EXPECT_EQ(*alone.penalty, s.truth.penalty);
    EXPECT_TRUE(alone.evidence.countConfirmsTop);
    EXPECT_LT(alone.confidence, cellsAlone.score.unsureBelow);
    EXPECT_TRUE(alone.unsure);

    const PhotoScorerConfig defaults;
    const PhotoScore confirmed = score(s, defaults);
    ASSERT_TRUE(confirmed.penalty.has_value());
    EXPECT_EQ(*confirmed.penalty, s.truth.penalty);
    EXPECT_GE(confirmed.confidence, defaults.score.confirmedOneLayerConfidence);
    EXPECT_FALSE(confirmed.unsure);
}

// The same photo with one white cube less in the cargo: the count no longer confirms the top
// view, and the cells' own confidence decides again.
TEST(PhotoScorer, ACountThatDisagreesConfirmsNothing) {
    const Scene s = scene("dev_0111");
    ASSERT_GT(s.truth.cargo[Colour::White], 0);
    PhotoInputs inputs;
    Cargo less = s.truth.cargo;
    --less[Colour::White];
    inputs.cargo = less;
    const PhotoScore r = scorePhoto(s.image, s.truth.card, inputs, PhotoScorerConfig{});
    ASSERT_TRUE(r.found);
    EXPECT_FALSE(r.evidence.countConfirmsTop);
    EXPECT_TRUE(r.unsure);
}
