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

Scene devScene(const std::string& name) {
    const auto dir = packmate::testing::sourceDir() / "datasets/trucks/dev";
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

// dev_0015, a 3-layer truck, read by the first cell network alone (no second opinion below
// CellClassifierConfig::secondOpinionBelow): its reading confidently contradicts the count (a
// conflict, no penalty). Read again where the evidence disagrees, with the second network on the
// cells in doubt, the count's penalty stands, unsure, with cells to check. (dev_0071, a 1-layer
// truck, showed it with the cells-v10 networks; with cells-v11's first network it has no
// conflict, and of the dev scenes whose first reading conflicts, dev_0015 is the one whose second
// reading gives the count's penalty.)
TEST(PhotoScorer, CellsAreReadAgainWhereTheEvidenceDisagrees) {
    const Scene s = devScene("dev_0015");
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
