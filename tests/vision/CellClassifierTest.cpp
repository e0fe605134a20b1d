#include "SyntheticCard.h"

#include <packmate/engine/InputError.h>
#include <packmate/engine/Json.h>
#include <packmate/vision/CellClassifier.h>
#include <packmate/vision/CellFeatures.h>
#include <packmate/vision/CellPatch.h>
#include <packmate/vision/ImageLoader.h>

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <optional>

using namespace packmate;
using namespace packmate::vision;

namespace {

using packmate::testing::truePose;

// A column of `height` sticks on cell (x, y) of a 3 × 5 grid: shaded sides, then the lit top.
void drawStack(cv::Mat& image, const CardPose& pose, int x, int y, int height, cv::Scalar top) {
    const CardGeometry g;
    const double u = g.gridLeft(5) + x, v = g.gridTop(3) + y;
    std::vector<cv::Point2f> corners, hull;
    for (double h : {0.0, double(height)})
        for (double du : {0.0, 1.0})
            for (double dv : {0.0, 1.0})
                corners.emplace_back(pose.project(u + du, v + dv, h));
    cv::convexHull(corners, hull);
    cv::fillConvexPoly(image, std::vector<cv::Point>(hull.begin(), hull.end()), top * 0.6);
    std::vector<cv::Point> face;
    for (const auto& [du, dv] : {std::pair{0.0, 0.0}, {1.0, 0.0}, {1.0, 1.0}, {0.0, 1.0}})
        face.emplace_back(pose.project(u + du, v + dv, height));
    cv::fillConvexPoly(image, face, top);
}

CellClassifierConfig networkOnly() {
    CellClassifierConfig config;
    config.netWeight = 1.0;
    return config;
}

} // namespace

// The empty cards of the card-registration renders (datasets/calibration/cards: 20 cards of
// 1-4 layers on the mat, tilted up to 30°, three lights), read from their true corners by the
// built-in networks. (Until cells-v11 a drawn card, flat and noise-free with thick dark cell
// lines: the 1.6-cell patches of cells-v11 see four dark edges round a middle cell of it, as
// round a white cube, and read three of its 15 cells W at 0.66-0.71.)
TEST(CellClassifier, ReadsRenderedBareCardsAsBare) {
    const std::filesystem::path dir =
        std::filesystem::path(PACKMATE_SOURCE_DIR) / "datasets/calibration/cards";
    int cards = 0, cells = 0;
    for (const auto& entry : std::filesystem::directory_iterator(dir)) {
        if (entry.path().extension() != ".json") continue;
        const Json json = readJsonFile(entry.path().string());
        const cv::Mat image = loadImage((dir / json.at("image").get<std::string>()).string());
        const TruckCard card = cardFromJson(json.at("card"));
        std::array<cv::Point2d, 4> corners;
        for (int k = 0; k < 4; ++k)
            corners[k] = {json.at("card_corners")[k][0].get<double>(),
                          json.at("card_corners")[k][1].get<double>()};
        cv::Matx33d intrinsics;
        for (int r = 0; r < 3; ++r)
            for (int c = 0; c < 3; ++c)
                intrinsics(r, c) = json.at("camera").at("K")[r][c].get<double>();
        const CardGeometry g;
        const CardPose pose = truePose(corners, intrinsics);
        const CardSampler sampler(image, pose, g);
        for (const CellReading& cell : classifyCells(sampler, card, g)) {
            EXPECT_FALSE(cell.top.has_value())
                << entry.path().filename() << " cell " << cell.x << "," << cell.y;
            EXPECT_GT(cell.confidence, 0.5) << entry.path().filename();
            ++cells;
        }
        ++cards;
    }
    EXPECT_EQ(cards, 20);
    EXPECT_GT(cells, 0);
}

TEST(CellClassifier, ReadsTheTopOfLeaningStacks) {
    const CardGeometry g;
    auto photo = packmate::testing::syntheticCardPhoto(200, 20);
    const CardPose pose = truePose(photo);
    drawStack(photo.image, pose, 1, 1, 2, cv::Scalar(40, 85, 150));  // brown
    drawStack(photo.image, pose, 3, 1, 3, cv::Scalar(200, 195, 50)); // turquoise
    const CardSampler sampler(photo.image, pose, g);
    const TruckCard card("T", 3, {"#####", "#####", "#####"});
    const std::vector<std::string> rows =
        topRows(card, classifyCells(sampler, card, g, &CellNet::builtIn(), defaultCellModel(),
                                    networkOnly()));
    EXPECT_EQ(rows[1][1], 'B');
    EXPECT_EQ(rows[1][3], 'T');
    EXPECT_EQ(rows[0][0], '_');
    EXPECT_EQ(rows[2][4], '_');
}

// A 3-layer card with a brown stack of 2 and a turquoise one of 3, and what each network reads
// of its cells on their own (networkOnly).
struct TwoStacks {
    CardGeometry g;
    packmate::testing::SyntheticPhoto photo = packmate::testing::syntheticCardPhoto(200, 20);
    CardPose pose = truePose(photo);
    TruckCard card{"T", 3, {"#####", "#####", "#####"}};
    std::optional<CardSampler> sampler;
    std::vector<CellProbabilities> first, second;

    TwoStacks() {
        drawStack(photo.image, pose, 1, 1, 2, cv::Scalar(40, 85, 150));
        drawStack(photo.image, pose, 3, 1, 3, cv::Scalar(200, 195, 50));
        sampler.emplace(photo.image, pose, g);
        // The second network sees its own neighbourhood (secondNetPatchSide: since cells-v12
        // the first one's, before that wider).
        CellClassifierConfig wider = networkOnly();
        wider.netPatchSide = wider.secondNetPatchSide;
        wider.netPatchPixels = wider.secondNetPatchPixels;
        std::vector<cv::Mat> patches, widerPatches;
        std::vector<std::vector<float>> features;
        for (int y = 0; y < card.rows(); ++y)
            for (int x = 0; x < card.cols(); ++x) {
                patches.push_back(cellPatch(*sampler, card, g, x, y, networkOnly()));
                widerPatches.push_back(cellPatch(*sampler, card, g, x, y, wider));
                features.push_back(cellFeatures(*sampler, card, g, x, y, networkOnly()));
            }
        first = CellNet::builtIn().classify(patches, features);
        second = CellNet::secondOpinion().classify(widerPatches, features);
    }
};

// The built-in path (null net): the second network re-reads only the cells read below
// secondOpinionBelow, and such a cell's probabilities are the mean of the two networks'.
TEST(CellClassifier, SecondOpinionAveragesTheUnsureCellsOnly) {
    const TwoStacks t;
    CellClassifierConfig config = networkOnly();
    config.secondOpinionBelow = 0.0; // off: the built-in network alone
    const auto alone = classifyCells(*t.sampler, t.card, t.g, nullptr, defaultCellModel(), config);
    config.secondOpinionBelow = 1.1; // every cell re-read
    const auto both = classifyCells(*t.sampler, t.card, t.g, nullptr, defaultCellModel(), config);
    config.secondOpinionBelow = 0.9;
    const auto cascade =
        classifyCells(*t.sampler, t.card, t.g, nullptr, defaultCellModel(), config);
    ASSERT_EQ(alone.size(), t.first.size());
    for (std::size_t i = 0; i < t.first.size(); ++i) {
        const double firstBest = *std::max_element(t.first[i].begin(), t.first[i].end());
        EXPECT_NEAR(alone[i].confidence, firstBest, 1e-6);
        double mean = 0.0;
        for (int c = 0; c < kCellClassCount; ++c)
            mean = std::max(mean, 0.5 * (t.first[i][c] + t.second[i][c]));
        EXPECT_NEAR(both[i].confidence, mean, 1e-6);
        EXPECT_NEAR(cascade[i].confidence, firstBest < 0.9 ? mean : firstBest, 1e-6);
    }
    // A given network reads alone, whatever the threshold.
    const auto given =
        classifyCells(*t.sampler, t.card, t.g, &CellNet::builtIn(), defaultCellModel(), config);
    for (std::size_t i = 0; i < t.first.size(); ++i)
        EXPECT_NEAR(given[i].confidence, alone[i].confidence, 1e-9);
}

// A CellReader read at one bar and again at higher ones: each reading has the two networks'
// mean on every cell the first reads below that bar (asked once, kept) and the first network
// alone on the others.
TEST(CellReader, ReadingAgainAtAHigherBarAsksTheCellsNotAskedYet) {
    const TwoStacks t;
    CellReader reader(*t.sampler, t.card, t.g, nullptr, defaultCellModel(), networkOnly());
    int askedLater = 0;
    for (const double bar : {0.0, 0.9, 1.1}) {
        const auto cells = reader.read(bar);
        ASSERT_EQ(cells.size(), t.first.size());
        for (std::size_t i = 0; i < t.first.size(); ++i) {
            const double firstBest = *std::max_element(t.first[i].begin(), t.first[i].end());
            double mean = 0.0;
            for (int c = 0; c < kCellClassCount; ++c)
                mean = std::max(mean, 0.5 * (t.first[i][c] + t.second[i][c]));
            EXPECT_NEAR(cells[i].confidence, firstBest < bar ? mean : firstBest, 1e-6)
                << bar << " cell " << i;
            askedLater += bar > 1.0 && firstBest >= 0.9 && std::abs(mean - firstBest) > 1e-3;
        }
    }
    EXPECT_GT(askedLater, 0) << "no cell between the bars: the test proves nothing";
}

TEST(CellNet, RejectsBytesThatAreNoModel) {
    EXPECT_THROW(CellNet(std::vector<unsigned char>{1, 2, 3}), InputError);
}

TEST(CellFeatures, PlanesAboveTheLayersRepeatTheTopPlaneWithTheLayerFlagOff) {
    const CardGeometry g;
    auto photo = packmate::testing::syntheticCardPhoto(200, 20);
    drawStack(photo.image, truePose(photo), 2, 1, 2, cv::Scalar(200, 195, 50));
    const CardSampler sampler(photo.image, truePose(photo), g);
    const TruckCard card("T", 2, {"#####", "#####", "#####"});
    const std::vector<float> features = cellFeatures(sampler, card, g, 2, 1);
    ASSERT_EQ(features.size(), std::size_t(kCellFeatureCount));
    const int perPlane = 13, flag = 7;
    for (int k = 0; k <= 2; ++k)
        EXPECT_EQ(features[k * perPlane + flag], 1.f) << k;
    for (int k = 3; k <= TruckCard::kMaxLayers; ++k)
        for (int i = 0; i < perPlane; ++i)
            EXPECT_EQ(features[k * perPlane + i], i == flag ? 0.f : features[2 * perPlane + i])
                << "plane " << k << " feature " << i;
    // The top plane sees the stack's top, the card face its side: they differ.
    EXPECT_NE(features[0], features[2 * perPlane]);
}

// cv::dnn re-shapes a network for a new batch size; CellNet keeps one per size (a few): the
// answers for a batch do not depend on the sizes that came before, however many.
TEST(CellNet, AnswersTheSameWhateverBatchSizesCameBefore) {
    cv::RNG rng(5);
    auto batch = [&](int n) {
        std::pair<std::vector<cv::Mat>, std::vector<std::vector<float>>> out;
        const int sizes[] = {kCellPatchChannels, 32, 32};
        for (int i = 0; i < n; ++i) {
            cv::Mat patch(3, sizes, CV_32F);
            rng.fill(patch, cv::RNG::UNIFORM, 0.0, 1.2);
            out.first.push_back(patch);
            std::vector<float> features(kCellFeatureCount);
            for (float& f : features)
                f = rng.uniform(0.f, 1.f);
            out.second.push_back(features);
        }
        return out;
    };
    CellNet& net = CellNet::builtIn();
    const auto four = batch(4);
    const std::vector<CellProbabilities> first = net.classify(four.first, four.second);
    ASSERT_EQ(first.size(), 4u);
    for (int n = 1; n <= 12; ++n) {
        const auto other = batch(n);
        ASSERT_EQ(net.classify(other.first, other.second).size(), std::size_t(n));
        const std::vector<CellProbabilities> again = net.classify(four.first, four.second);
        for (std::size_t i = 0; i < first.size(); ++i)
            for (int c = 0; c < kCellClassCount; ++c)
                ASSERT_EQ(again[i][c], first[i][c]) << "after a batch of " << n;
    }
}
