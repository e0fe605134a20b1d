// The card on the white calibration mat: its white margin does not stand out from the mat, so
// with the mat's metric homography the card is found by its art, at the card's physical size.
#include "SyntheticCard.h"

#include <packmate/engine/Json.h>
#include <packmate/vision/CardLocator.h>
#include <packmate/vision/ImageLoader.h>
#include <packmate/vision/QuadRefine.h>
#include <packmate/vision/config/CameraConfig.h>

#include <gtest/gtest.h>
#include <opencv2/calib3d.hpp>
#include <opencv2/imgproc.hpp>

#include <array>
#include <cmath>
#include <filesystem>
#include <optional>
#include <string>

using namespace packmate::vision;

namespace {

struct MatScene {
    cv::Mat image;
    cv::Matx33d intrinsics;
    cv::Matx33d tableToImage;           // table cm → image
    std::array<cv::Point2d, 4> corners; // card TL, TR, BR, BL (cab-left frame)
};

cv::Point2d apply(const cv::Matx33d& h, cv::Point2d p) {
    const cv::Vec3d q = h * cv::Vec3d(p.x, p.y, 1.0);
    return {q[0] / q[2], q[1] / q[2]};
}

// An A4 mat (21 × 29.7 cm, paper white) on a wooden table, a truck card lying on it turned by
// `turnDeg` (card white = paper white; pale sky over a dark truck and road), seen by a camera
// tilted by `tiltDeg` from 35 cm above the mat's centre.
MatScene matScene(double turnDeg, double tiltDeg) {
    const CardGeometry g;
    const cv::Scalar paper(236, 241, 243);
    // The card face, cab left, 40 pixels per cell.
    const int ppc = 40;
    cv::Mat face(int(g.cardHeight * ppc), int(g.cardWidth * ppc), CV_8UC3, paper);
    const int m = int(g.margin * ppc);
    cv::rectangle(face, {m, m}, {face.cols - m - 1, face.rows - m - 1}, cv::Scalar(235, 210, 170),
                  cv::FILLED); // pale blue sky
    cv::rectangle(face, {int(0.5 * ppc), int(1.3 * ppc)}, {int(7.7 * ppc), int(4.4 * ppc)},
                  cv::Scalar(40, 40, 190), cv::FILLED); // truck
    cv::rectangle(face, {int(g.bedLeft * ppc), int(g.bedTop * ppc)},
                  {int((g.bedLeft + g.bedCols) * ppc), int((g.bedTop + g.bedRows) * ppc)}, paper,
                  cv::FILLED); // loading bed
    cv::rectangle(face, {m, int(4.45 * ppc)}, {face.cols - m - 1, face.rows - m - 1},
                  cv::Scalar(95, 90, 90), cv::FILLED); // road

    // Table plane image: 10 pixels per cm, covering x −15…36 cm, y −8…38 cm.
    const double tpc = 10.0;
    const cv::Point2d origin(-15, -8);
    cv::Mat table(int(46 * tpc), int(51 * tpc), CV_8UC3);
    cv::randn(table, cv::Scalar(70, 120, 165), cv::Scalar(10, 10, 10));
    auto toTable = [&](cv::Point2d cm) { return (cm - origin) * tpc; };
    cv::rectangle(table, toTable({0, 0}), toTable({21, 29.7}), paper, cv::FILLED);
    // The card, centred on (10.5, 15) cm, its long side turned by turnDeg.
    const double a = turnDeg * CV_PI / 180, w = g.cardWidth * g.cellCm, h = g.cardHeight * g.cellCm;
    const cv::Point2d centre(10.5, 15), u(std::cos(a), std::sin(a)), v(-std::sin(a), std::cos(a));
    const std::array<cv::Point2d, 4> cardCm{
        centre - u * (w / 2) - v * (h / 2), centre + u * (w / 2) - v * (h / 2),
        centre + u * (w / 2) + v * (h / 2), centre - u * (w / 2) + v * (h / 2)};
    std::vector<cv::Point2f> src{
        {0, 0}, {float(face.cols), 0}, {float(face.cols), float(face.rows)}, {0, float(face.rows)}},
        dst;
    for (const auto& p : cardCm)
        dst.emplace_back(toTable(p));
    cv::warpPerspective(face, table, cv::getPerspectiveTransform(src, dst), table.size(),
                        cv::INTER_AREA, cv::BORDER_TRANSPARENT);

    // Camera: looks at the mat centre from 35 cm, tilted about the image x axis.
    MatScene scene;
    const cv::Size size(1280, 960);
    scene.intrinsics = CameraConfig{}.intrinsicsFor(size);
    const double t = tiltDeg * CV_PI / 180;
    const cv::Matx33d rotation(1, 0, 0, 0, std::cos(t), -std::sin(t), 0, std::sin(t), std::cos(t));
    const cv::Vec3d translation = cv::Vec3d(0, 0, 35.0) - rotation * cv::Vec3d(10.5, 14.85, 0);
    const cv::Matx33d rt(rotation(0, 0), rotation(0, 1), translation[0], rotation(1, 0),
                         rotation(1, 1), translation[1], rotation(2, 0), rotation(2, 1),
                         translation[2]);
    scene.tableToImage = scene.intrinsics * rt;
    const cv::Matx33d tableImageToCm(1 / tpc, 0, origin.x, 0, 1 / tpc, origin.y, 0, 0, 1);
    // Pixel centres at +0.5 on both sides.
    const cv::Matx33d half(1, 0, 0.5, 0, 1, 0.5, 0, 0, 1),
        minusHalf(1, 0, -0.5, 0, 1, -0.5, 0, 0, 1);
    cv::warpPerspective(table, scene.image,
                        cv::Mat(minusHalf * scene.tableToImage * tableImageToCm * half), size,
                        cv::INTER_LINEAR, cv::BORDER_REPLICATE);
    for (int i = 0; i < 4; ++i)
        scene.corners[i] = apply(scene.tableToImage, cardCm[i]);
    return scene;
}

double cornerError(const std::array<cv::Point2d, 4>& a, const std::array<cv::Point2d, 4>& b) {
    double sum = 0.0;
    for (int i = 0; i < 4; ++i)
        sum += cv::norm(a[i] - b[i]);
    return sum / 4.0;
}

} // namespace

TEST(CardLocator, FindsTheCardOnTheWhiteMatWithItsHomography) {
    for (double turn : {3.0, 100.0, 183.0}) {
        const MatScene scene = matScene(turn, 18.0);
        const auto poses = locateCardPoses(scene.image, scene.intrinsics, scene.tableToImage);
        ASSERT_FALSE(poses.empty()) << "turn " << turn;
        double best = 1e9;
        for (const CardPose& pose : poses)
            best = std::min(best, cornerError(pose.corners, scene.corners));
        // Within 3 % of the card's diagonal (the evaluation counts 4 % as found).
        EXPECT_LT(best, 0.03 * cv::norm(scene.corners[2] - scene.corners[0])) << "turn " << turn;
    }
}

TEST(CardLocator, RejectsOutlinesOfTheWrongPhysicalSize) {
    const MatScene scene = matScene(30.0, 10.0);
    // The same view, but a homography claiming the table is 1.5 times as large: no card fits.
    const cv::Matx33d wrongScale = scene.tableToImage * cv::Matx33d(1.5, 0, 0, 0, 1.5, 0, 0, 0, 1);
    EXPECT_TRUE(locateCardPoses(scene.image, scene.intrinsics, wrongScale).empty());
}

TEST(CardLocator, LooksAgainWhiteBalancedOnAPaleTableUnderCoolLight) {
    auto photo = packmate::testing::syntheticCardPhoto(33.0, 25.0);
    packmate::testing::onPaleWarmTableUnderCoolLight(photo);
    // The white-margin finder alone (the learned mask does not know this drawn card).
    CardFinderConfig config;
    config.learned = false;
    const auto poses = locateCardPoses(photo.image, photo.intrinsics, std::nullopt, {}, config);
    ASSERT_FALSE(poses.empty());
    double best = 1e9;
    for (const CardPose& pose : poses)
        for (int start = 0; start < 4; ++start) {
            std::array<cv::Point2d, 4> turned;
            for (int i = 0; i < 4; ++i)
                turned[i] = pose.corners[(start + i) % 4];
            best = std::min(best, cornerError(turned, photo.corners));
        }
    EXPECT_LT(best, 3.0);
}

TEST(CardLocator, TraceSaysWhichLooksWereTakenWithoutChangingTheAnswer) {
    // The white-margin finder alone on the pale table under cool light: the look as shot finds
    // no outline, the white-balanced one does.
    auto photo = packmate::testing::syntheticCardPhoto(33.0, 25.0);
    packmate::testing::onPaleWarmTableUnderCoolLight(photo);
    CardFinderConfig config;
    config.learned = false;
    LocateTrace trace;
    const auto traced =
        locateCardPoses(photo.image, photo.intrinsics, std::nullopt, {}, config, &trace);
    const auto plain = locateCardPoses(photo.image, photo.intrinsics, std::nullopt, {}, config);
    ASSERT_EQ(traced.size(), plain.size());
    for (std::size_t i = 0; i < plain.size(); ++i)
        EXPECT_EQ(traced[i].corners, plain[i].corners);
    EXPECT_EQ(trace.path, "retry");
    EXPECT_GE(trace.retryMs, 0.0);

    // The same card on a plain dark table: the white margin over the whole photo.
    const auto clear = packmate::testing::syntheticCardPhoto(33.0, 25.0);
    LocateTrace first;
    ASSERT_FALSE(
        locateCardPoses(clear.image, clear.intrinsics, std::nullopt, {}, config, &first).empty());
    EXPECT_EQ(first.path, "whole");
    EXPECT_EQ(first.retryMs, 0.0);
}

TEST(CardLocator, FindsTheCardByItsArtOnATableWithWhiteSquares) {
    // The white-margin finder alone: the margin merges with the white squares round it.
    packmate::testing::SyntheticArt art;
    art.wheels = true;
    auto photo = packmate::testing::syntheticCardPhoto(25.0, 30.0, {1280, 960}, art);
    packmate::testing::onWhiteCheckedTable(photo);
    CardFinderConfig config;
    config.learned = false;
    LocateTrace trace;
    const auto poses =
        locateCardPoses(photo.image, photo.intrinsics, std::nullopt, {}, config, &trace);
    ASSERT_FALSE(poses.empty());
    EXPECT_EQ(trace.path, "art");
    EXPECT_LT(cornerDistance(poses.front().corners, photo.corners), 3.0);
    config.artLook = false;
    EXPECT_TRUE(locateCardPoses(photo.image, photo.intrinsics, std::nullopt, {}, config).empty());
}

TEST(CardLocator, FitsStraightSidesWhereALearnedSideMeetsAPalePattern) {
    // Cream blotches beside the bottom side: the learned outline's side finds the card's edge
    // at only some of its points and the white margin merges with the cream. The mask-lines
    // look fits every side as the straight edge it lies on.
    auto photo = packmate::testing::syntheticCardPhoto(40.0, 30.0);
    packmate::testing::withCreamBlotchesBelow(photo);
    const double diagonal = cv::norm(photo.corners[2] - photo.corners[0]);
    CardFinderConfig config;
    LocateTrace trace;
    const auto poses =
        locateCardPoses(photo.image, photo.intrinsics, std::nullopt, {}, config, &trace);
    ASSERT_FALSE(poses.empty());
    EXPECT_EQ(trace.path, "near+lines");
    EXPECT_LT(cornerDistance(poses.front().corners, photo.corners), 0.01 * diagonal);
    config.nearLinesBelow = 0.0;
    LocateTrace without;
    EXPECT_FALSE(
        locateCardPoses(photo.image, photo.intrinsics, std::nullopt, {}, config, &without).empty());
    EXPECT_EQ(without.path, "near");
}

namespace {

// A committed rendered scene of datasets/trucks/dev: its photo, the card's true corners and the
// camera; nullopt when the dataset is absent.
struct DevScene {
    cv::Mat image;
    std::array<cv::Point2d, 4> truth;
    cv::Matx33d intrinsics;
};

std::optional<DevScene> devScene(const std::string& name) {
    const std::filesystem::path dir =
        std::filesystem::path(PACKMATE_SOURCE_DIR) / "datasets/trucks/dev";
    if (!std::filesystem::exists(dir / (name + ".jpg"))) return std::nullopt;
    DevScene scene;
    scene.image = loadImage((dir / (name + ".jpg")).string());
    const auto json = packmate::readJsonFile((dir / (name + ".json")).string());
    for (int k = 0; k < 4; ++k)
        scene.truth[k] = {json.at("card_corners")[k][0].get<double>(),
                          json.at("card_corners")[k][1].get<double>()};
    scene.intrinsics = CameraConfig{}.intrinsicsFor(scene.image.size());
    return scene;
}

// The scene's card is found by the look `path` names, within `maxDistance` px of the truth, and
// not at all with `without` (that look off).
void expectFoundOnlyBy(const DevScene& scene, const std::string& path, double maxDistance,
                       const CardFinderConfig& without) {
    LocateTrace trace;
    const auto poses = locateCardPoses(scene.image, scene.intrinsics, std::nullopt, {}, {}, &trace);
    ASSERT_FALSE(poses.empty()) << trace.path;
    EXPECT_EQ(trace.path, path);
    EXPECT_LT(cornerDistance(poses.front().corners, scene.truth), maxDistance);
    LocateTrace off;
    EXPECT_TRUE(
        locateCardPoses(scene.image, scene.intrinsics, std::nullopt, {}, without, &off).empty())
        << off.path;
}

} // namespace

// dev_0112 (committed rendered scene): the learned mask's blob is loose and no learned outline
// fits; the art look's outline is a white cube's side and the cab's margin, a part of the card
// under the mask. Such a part is never the card: the mask-lines look's outline, which covers
// the blob, is taken instead of no card.
TEST(CardLocator, TakesTheMaskLinesOutlineOverAnArtOutlineThatIsAPartOfTheCard) {
    const auto scene = devScene("dev_0112");
    if (!scene) GTEST_SKIP() << "datasets/trucks/dev is absent";
    CardFinderConfig noLines;
    noLines.lineLook = false;
    expectFoundOnlyBy(*scene, "lines", 3.0, noLines);
}

// The last look: when every other look fails (here forced: no art or trimmed looks, no margin
// ever white enough, every margin outline a part of the mask's card, the usual mask-lines sum
// out of reach), the mask-lines look with the looser lineLast* shares gives the card.
TEST(CardLocator, LastLookIsTheMaskLinesWithLooserShares) {
    auto photo = packmate::testing::syntheticCardPhoto(30.0, 15.0);
    packmate::testing::onHarlequin(photo);
    const double diagonal = cv::norm(photo.corners[2] - photo.corners[0]);
    CardFinderConfig config;
    config.artLook = false;
    config.trimLook = false;
    config.marginWeakestShare = 1.01;
    config.minMaskBlobShare = 10.0;
    config.lineMinShareSum = 4.01; // four shares sum to 4 at most: the usual look finds nothing
    config.lineLastShareSum = 3.0;
    LocateTrace trace;
    const auto poses =
        locateCardPoses(photo.image, photo.intrinsics, std::nullopt, {}, config, &trace);
    ASSERT_FALSE(poses.empty()) << trace.path;
    EXPECT_EQ(trace.path, "lines");
    EXPECT_LT(cornerDistance(poses.front().corners, photo.corners), 0.01 * diagonal);
    config.lineLastShareSum = config.lineMinShareSum; // the last look off
    config.lineRebuild = false;
    LocateTrace off;
    EXPECT_TRUE(
        locateCardPoses(photo.image, photo.intrinsics, std::nullopt, {}, config, &off).empty())
        << off.path;
}

// dev_0040 (committed rendered scene, tilted 26°): the stacks lean over the card's far edge and
// every look's outline puts that side on their tops, so none has the card's shape. The
// mask-lines outline with that side rebuilt from the other three and the card's shape is the
// card; without the rebuild there is no card.
TEST(CardLocator, RebuildsTheFarSideTheStacksTook) {
    const auto scene = devScene("dev_0040");
    if (!scene) GTEST_SKIP() << "datasets/trucks/dev is absent";
    CardFinderConfig noRebuild;
    noRebuild.lineRebuild = false;
    expectFoundOnlyBy(*scene, "lines+rebuilt", 4.0, noRebuild);
}

// Rendered rolls of the five dice (committed dice split, no card in view): a die's top face or
// a cluster of dice outlined as a tiny card is no card (CardFinderConfig::minAreaShare).
TEST(CardLocator, NoCardInPhotosOfDice) {
    const std::filesystem::path dir =
        std::filesystem::path(PACKMATE_SOURCE_DIR) / "datasets/dice/dev";
    if (!std::filesystem::exists(dir / "dev_0013.jpg")) GTEST_SKIP() << dir << " is absent";
    CardFinderConfig anySize;
    anySize.minAreaShare = 0.0;
    int tinyCards = 0;
    for (const char* name : {"dev_0013.jpg", "dev_0034.jpg", "dev_0059.jpg"}) {
        const cv::Mat image = loadImage((dir / name).string());
        const cv::Matx33d intrinsics = CameraConfig{}.intrinsicsFor(image.size());
        LocateTrace trace;
        EXPECT_TRUE(locateCardPoses(image, intrinsics, std::nullopt, {}, {}, &trace).empty())
            << name << ": " << trace.path;
        tinyCards += locateCardPoses(image, intrinsics, std::nullopt, {}, anySize).empty() ? 0 : 1;
    }
    EXPECT_GT(tinyCards, 0) << "without the size bound a die passes for a card";
}

// dev_0038 (committed rendered scene): the white-margin outline's far side lies on the tops of
// the stacks leaning over it and no corner rebuild puts every side on the paper's edge; that
// side rebuilt from the other three and the card's shape does.
TEST(CardLocator, RebuildsASideOffThePapersEdgeFromTheOtherThree) {
    const auto scene = devScene("dev_0038");
    if (!scene) GTEST_SKIP() << "datasets/trucks/dev is absent";
    const auto& [image, truth, intrinsics] = *scene;
    LocateTrace trace;
    const auto poses = locateCardPoses(image, intrinsics, std::nullopt, {}, {}, &trace);
    ASSERT_FALSE(poses.empty()) << trace.path;
    EXPECT_TRUE(trace.path.ends_with("+side")) << trace.path;
    EXPECT_LT(cornerDistance(poses.front().corners, truth), 3.0);
    CardFinderConfig noSide;
    noSide.sideRebuild = false;
    const auto without = locateCardPoses(image, intrinsics, std::nullopt, {}, noSide);
    ASSERT_FALSE(without.empty());
    EXPECT_GT(cornerDistance(without.front().corners, truth), 10.0);
}

// An outline with one corner slid onto the table (as a pale table blob took it): its margin fails.
// The outline with that corner rebuilt from the other three is the card, its margin white and
// every side on the paper's edge; the card's own outline needs no rebuild.
TEST(CardLocator, RebuildsACornerOfAnOutlineWhoseMarginFails) {
    const auto photo = packmate::testing::syntheticCardPhoto(70.0, 22.0);
    const CardFinderConfig config;
    const WorkMaps maps = makeWorkMaps(photo.image, config);
    const CardPose truth = packmate::testing::truePose(photo);
    std::array<cv::Point2d, 4> off = truth.corners;
    off[2] += (truth.corners[2] - truth.corners[0]) * 0.15;
    const auto rebuilt = rebuiltWithMargin(off, photo.image, photo.intrinsics, {}, config, maps);
    ASSERT_FALSE(rebuilt.empty());
    EXPECT_LT(cornerDistance(rebuilt.front().corners, truth.corners), 2.0);
    EXPECT_TRUE(
        rebuiltWithMargin(truth.corners, photo.image, photo.intrinsics, {}, config, maps).empty());
    // No margin white at all (dim light): the rebuild's sides all on the paper's edge decide.
    CardFinderConfig dim = config;
    dim.marginWhiteFraction = 2.0;
    EXPECT_FALSE(rebuiltWithMargin(off, photo.image, photo.intrinsics, {}, dim, maps).empty());
    dim.marginRebuildEdgeShare = 1.01;
    EXPECT_TRUE(rebuiltWithMargin(off, photo.image, photo.intrinsics, {}, dim, maps).empty());
    CardFinderConfig strict = config;
    strict.marginRebuildSideShare = 1.01; // no rebuild's sides can all lie on the edge
    EXPECT_TRUE(rebuiltWithMargin(off, photo.image, photo.intrinsics, {}, strict, maps).empty());
}
