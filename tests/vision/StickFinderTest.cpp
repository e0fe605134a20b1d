// Stage 4 on committed rendered scenes (datasets/trucks/cases: scenes of the seed-2 test split
// and two of the tenth's sunburst table; datasets/trucks/dev); the card is found by the
// pipeline's own locator.
#include "SharedData.h"
#include "SyntheticCard.h"

#include <packmate/vision/CardPose.h>
#include <packmate/vision/ImageLoader.h>
#include <packmate/vision/PhotoScorer.h>
#include <packmate/vision/StickFinder.h>
#include <packmate/vision/eval/TruckTruth.h>

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <optional>

using namespace packmate;
using namespace packmate::vision;

namespace {

struct Reading {
    eval::TruckTruth truth;
    SticksBeside beside;
    double cell = 0.0; // image pixels per cell near the card
};

// With `atTrueCorners`, the card is placed at the scene's true corners instead (stage 4 apart
// from stage 1's sub-pixel answer).
Reading readScene(const std::string& name, const char* folder = "datasets/trucks/cases",
                  bool atTrueCorners = false, const StickFinderConfig* sticks = nullptr,
                  const CardFinderConfig* finder = nullptr) {
    const auto dir = packmate::testing::sourceDir() / folder;
    Reading out;
    out.truth = eval::truckTruthFromJson(readJsonFile((dir / (name + ".json")).string()));
    const cv::Mat image = loadImage((dir / out.truth.image).string());
    PhotoScorerConfig config;
    if (finder) config.finder = *finder;
    std::optional<CardPose> pose;
    if (atTrueCorners) {
        CardQuad quad;
        std::copy(out.truth.cardCorners.begin(), out.truth.cardCorners.end(), quad.corners.begin());
        const auto poses =
            poseHypotheses(quad, config.camera.intrinsicsFor(image.size()), config.geometry,
                           config.finder.maxShapeError, config.finder.maxViewAngleDeg);
        for (const CardPose& p : poses)
            if (!pose || cv::norm(p.corners[0] - quad.corners[0]) <
                             cv::norm(pose->corners[0] - quad.corners[0]))
                pose = p;
    } else if (const auto fit = locateCard(image, out.truth.card, PhotoInputs{}, config)) {
        pose = fit->pose;
    }
    EXPECT_TRUE(pose.has_value()) << name;
    if (!pose) return out;
    const CardSampler sampler(image, *pose, config.geometry);
    out.beside = findOffCardSticks(image, sampler, out.truth.card, config.geometry, config.colours,
                                   sticks ? *sticks : config.sticks);
    out.cell = cv::norm(out.truth.cardCorners[2] - out.truth.cardCorners[0]) / std::hypot(8.0, 5.0);
    return out;
}

// Stage 1 as it was when the tests below were written (40 points in the first line search):
// their premise (an unexplained blob, k-means splitting a table colour) hangs on the exact pixels
// of the outline, and round fifteen's 32 points move it sub-pixel.
CardFinderConfig finderWhenWritten() {
    CardFinderConfig finder;
    finder.lineSearchSamples = 40;
    return finder;
}

// Sticks of `colour` read, and how many of the truth's sticks of that colour have one within a
// cell of their top centre (each read stick used once).
std::pair<int, int> readAndMatched(const Reading& r, Colour colour, double radiusCells = 1.0) {
    std::vector<bool> used(r.beside.sticks.size(), false);
    int read = 0, matched = 0;
    for (const OffCardStick& s : r.beside.sticks)
        read += s.colour == colour ? 1 : 0;
    for (const auto& t : r.truth.offCard) {
        if (t.colour != colour) continue;
        for (std::size_t i = 0; i < r.beside.sticks.size(); ++i)
            if (!used[i] && r.beside.sticks[i].colour == colour &&
                cv::norm(r.beside.sticks[i].center - t.center) < radiusCells * r.cell) {
                used[i] = true;
                ++matched;
                break;
            }
    }
    return {read, matched};
}

// A cell of a synthetic photo's card, in image pixels (along its top side).
double cellOf(const packmate::testing::SyntheticPhoto& photo) {
    return cv::norm(photo.corners[1] - photo.corners[0]) / CardGeometry{}.cardWidth;
}

// 255 on the table round a synthetic photo's card: outside the card grown by 1.5 cells.
cv::Mat tableAroundTheCard(const packmate::testing::SyntheticPhoto& photo) {
    cv::Mat card = packmate::testing::cardMaskOf(photo);
    cv::dilate(card, card, cv::Mat(), cv::Point(-1, -1), int(1.5 * cellOf(photo)));
    return card == 0;
}

long sticksOf(const SticksBeside& beside, Colour colour) {
    return std::count_if(beside.sticks.begin(), beside.sticks.end(),
                         [&](const OffCardStick& s) { return s.colour == colour; });
}

// A colour relative to the synthetic card's white (red, green, blue) as a BGR photo pixel.
cv::Scalar onTheCardsWhite(double r, double g, double b) {
    return cv::Scalar(b * 240, g * 245, r * 246);
}

// A rectangle `lengthCells` × `widthCells` of `colour` on the table, its centre `at` cells from
// the card's bottom-left corner, turned 20°.
struct Patch {
    cv::Scalar colour;
    double lengthCells, widthCells;
    cv::Point2d at;
};

// A synthetic photo on a noisy table of `table` with `patches` beside the card.
packmate::testing::SyntheticPhoto photoOnTable(const cv::Scalar& table,
                                               const std::vector<Patch>& patches) {
    packmate::testing::SyntheticPhoto photo = packmate::testing::syntheticCardPhoto(20, 0);
    const double cell = cellOf(photo);
    cv::Mat tableImage(photo.image.size(), CV_8UC3, table);
    for (const Patch& patch : patches) {
        const cv::RotatedRect rect(
            cv::Point2f(photo.corners[3] + patch.at * cell),
            cv::Size2f(float(patch.lengthCells * cell), float(patch.widthCells * cell)), 20.0f);
        cv::Point2f corners[4];
        rect.points(corners);
        const std::vector<cv::Point> polygon(corners, corners + 4);
        cv::fillConvexPoly(tableImage, polygon, patch.colour, cv::LINE_AA);
    }
    cv::Mat noise(tableImage.size(), CV_16SC3), withNoise;
    cv::RNG rng(7);
    rng.fill(noise, cv::RNG::NORMAL, 0, 4);
    tableImage.convertTo(withNoise, CV_16SC3);
    withNoise += noise;
    withNoise.convertTo(tableImage, CV_8UC3);
    tableImage.copyTo(photo.image, tableAroundTheCard(photo));
    return photo;
}

// A synthetic photo's sticks beside `truck` at the true pose.
SticksBeside besideOf(const packmate::testing::SyntheticPhoto& photo,
                      const StickFinderConfig& config,
                      const TruckCard& truck = TruckCard("plain", 1, {"###", "###"})) {
    const CardGeometry geometry;
    const CardSampler sampler(photo.image, packmate::testing::truePose(photo), geometry);
    return findOffCardSticks(photo.image, sampler, truck, geometry, ColourModel{}, config);
}

// A synthetic photo's sticks beside `truck` at the true pose, read with the rules on sticks
// beyond one roll (`with`) and without them.
struct OneRollReadings {
    SticksBeside with, without;
};
OneRollReadings readWithAndWithoutOneRollRules(const packmate::testing::SyntheticPhoto& photo,
                                               const TruckCard& truck,
                                               const StickFinderConfig& base = {}) {
    StickFinderConfig withoutOneRollRules = base;
    withoutOneRollRules.oneRollRules = false;
    return {besideOf(photo, base, truck), besideOf(photo, withoutOneRollRules, truck)};
}

// The colour looks alone (the learned look off, evidenceWeightsWithoutNet): the rules about them
// are shown so. On the flat synthetic tables below, round twenty-nine's stick net and weights
// find the patterns' squares and blotches no sticks by themselves (no side face, no shadow),
// so with it on the rules have nothing left to do.
StickFinderConfig colourLooksOnly() {
    StickFinderConfig config;
    config.netLook = false;
    return config;
}

} // namespace

TEST(StickFinder, TwoVioletSticksTouchingAtAnAngleAreTwoSticks) {
    for (const char* name : {"test_0000", "test_0105"}) {
        const Reading r = readScene(name);
        const auto [read, matched] = readAndMatched(r, Colour::Violet);
        EXPECT_EQ(read, 2) << name;
        EXPECT_EQ(matched, 2) << name;
    }
}

TEST(StickFinder, TwoVioletSticksSideBySideAreTwoSticks) {
    const Reading r = readScene("test_0006");
    const auto [read, matched] = readAndMatched(r, Colour::Violet);
    EXPECT_EQ(read, 2);
    EXPECT_EQ(matched, 2);
}

TEST(StickFinder, NoStickBesideTheCardReadsNone) {
    const Reading r = readScene("test_0008");
    ASSERT_TRUE(r.truth.offCard.empty());
    EXPECT_TRUE(r.beside.sticks.empty());
}

// Only the loading area rises above the card: a stick beside a 4-layer truck's cab or bed
// end is not hidden by a keep-out drawn round the whole card at the top layer's height.
TEST(StickFinder, SticksBesideATallTruckAreAllRead) {
    for (const char* name : {"dev_0020", "dev_0039"}) {
        const Reading r = readScene(name, "datasets/trucks/dev");
        ASSERT_EQ(r.truth.card.layers(), 4) << name;
        EXPECT_EQ(r.beside.sticks.size(), r.truth.offCard.size()) << name;
        for (Colour colour : kAllColours) {
            const auto [read, matched] = readAndMatched(r, colour);
            EXPECT_EQ(matched, read) << name << " " << colourLetter(colour);
        }
        for (const OffCardStick& s : r.beside.sticks)
            EXPECT_EQ(std::lround(s.measuredLength), s.length) << name;
    }
}

// Two turquoise sticks side by side, one pushed half a cell past the other: each lane of the
// blob is measured on its own, so both measure their own length (not the blob's).
TEST(StickFinder, StaggeredSticksSideBySideMeasureTheirOwnLength) {
    const Reading r = readScene("dev_0138", "datasets/trucks/dev");
    const auto [read, matched] = readAndMatched(r, Colour::Turquoise);
    EXPECT_EQ(read, 2);
    EXPECT_EQ(matched, 2);
    for (const OffCardStick& s : r.beside.sticks) {
        EXPECT_NEAR(s.measuredLength, s.length, 0.45);
        EXPECT_FALSE(s.partlyHidden);
        EXPECT_TRUE(s.problem.empty()) << s.problem;
    }
}

// A grey stick reaching under the keep-out round the card's stacks shows only part of its
// length: it is still a grey stick, flagged partly hidden and unsure, with that as its problem.
TEST(StickFinder, AStickRunningIntoTheKeepOutIsPartlyHidden) {
    const Reading r = readScene("dev_0062", "datasets/trucks/dev");
    const StickFinderConfig config;
    int hidden = 0;
    for (const OffCardStick& s : r.beside.sticks) {
        if (!s.partlyHidden) continue;
        ++hidden;
        EXPECT_EQ(s.colour, Colour::Grey);
        EXPECT_LT(s.measuredLength, s.length);
        EXPECT_LT(s.confidence, config.unsureBelow);
        EXPECT_NE(s.problem.find("partly hidden"), std::string::npos) << s.problem;
    }
    EXPECT_EQ(hidden, 1);
    const auto [read, matched] = readAndMatched(r, Colour::Grey);
    EXPECT_EQ(matched, read);
    EXPECT_GE(matched, 1);
}

// Tables that show a stick's colour and have stick-coloured shapes that are no sticks: every
// stick of such a colour is read unsure (it may be a patch of table).
TEST(StickFinder, SticksOfAColourTheTableShowsAreUnsureBesideUnexplainedBlobs) {
    // As written: since the thirty-second round dev_0070's stick-coloured shapes cover more than
    // one roll's sticks could (tableClusterRollArea), so they are the table's and no blob is left.
    StickFinderConfig config;
    config.tableClusterRollArea = 0.0;
    int capped = 0;
    // Without the pinned outline (or at the true corners) dev_0070 shows no unexplained blob.
    const CardFinderConfig finderThen = finderWhenWritten();
    for (const char* name : {"dev_0068", "dev_0070"}) {
        const Reading r = readScene(name, "datasets/trucks/dev", false, &config, &finderThen);
        ASSERT_GT(r.beside.unexplainedBlobs, 0) << name;
        for (const OffCardStick& s : r.beside.sticks) {
            const auto& blind = r.beside.blindColours;
            if (std::find(blind.begin(), blind.end(), s.colour) == blind.end()) continue;
            ++capped;
            EXPECT_LT(s.confidence, config.unsureBelow) << name;
        }
    }
    EXPECT_GE(capped, 1);
}

// Two brown sticks side by side on oak, whose dark grain is of their colour: the grain lines
// joined to their top faces made an irregular blob, left unexplained. A majority vote over the
// brown pixels keeps the top faces alone, and both are found; one measured short is unsure.
TEST(StickFinder, BrownSticksOnWoodGrainOfTheirColourAreFound) {
    const Reading r = readScene("dev_0002", "datasets/trucks/dev");
    const StickFinderConfig config;
    const auto& blind = r.beside.blindColours;
    ASSERT_NE(std::find(blind.begin(), blind.end(), Colour::Brown), blind.end());
    const auto [read, matched] = readAndMatched(r, Colour::Brown);
    EXPECT_EQ(read, 2);
    EXPECT_EQ(matched, 2);
    for (const OffCardStick& s : r.beside.sticks)
        if (std::abs(s.measuredLength - s.length) > config.lengthTolerance)
            EXPECT_LT(s.confidence, config.unsureBelow) << s.measuredLength;
}

// Turquoise sticks on pale wood in a light that shifts their colour towards the table's: nearer
// the table than the turquoise reference, they are found on the second look, by a chroma the
// table does not have, and read as turquoise.
TEST(StickFinder, AStickWhoseColourTheLightShiftedIsFoundOnTheSecondLook) {
    const Reading r = readScene("dev_0130", "datasets/trucks/dev");
    const auto [read, matched] = readAndMatched(r, Colour::Turquoise);
    const auto truth = std::count_if(r.truth.offCard.begin(), r.truth.offCard.end(),
                                     [](const auto& t) { return t.colour == Colour::Turquoise; });
    EXPECT_EQ(matched, truth);
    EXPECT_EQ(read, matched);
    EXPECT_TRUE(std::any_of(r.beside.sticks.begin(), r.beside.sticks.end(),
                            [](const OffCardStick& s) { return s.evidence.secondLook > 0; }));
}

// On dev_0100 a 4-long turquoise stick, in a light that shifts it to the edge of its colour, is
// found on the second look only, touching a brown stick the first look found. The second look
// left out a whole half cell round the brown stick in every colour and cut the turquoise one in
// two (1.3 + 1.8 cells); round a stick, only its own colour is left out that far.
TEST(StickFinder, AStickTouchingOneFoundFirstIsMeasuredWhole) {
    const Reading r = readScene("dev_0100", "datasets/trucks/dev");
    const StickFinderConfig config;
    const auto [read, matched] = readAndMatched(r, Colour::Turquoise);
    EXPECT_EQ(read, 1);
    EXPECT_EQ(matched, 1);
    for (const OffCardStick& s : r.beside.sticks)
        if (s.colour == Colour::Turquoise) {
            EXPECT_NEAR(s.measuredLength, 4.0, config.lengthTolerance);
            EXPECT_GT(s.evidence.secondLook, 0.0);
        }
    const auto [brown, brownMatched] = readAndMatched(r, Colour::Brown);
    EXPECT_EQ(brown, 1);
    EXPECT_EQ(brownMatched, 1);
}

// A brown stick on oak, whose grain is of its colour. At stage 1's corners and at the true ones
// it is read, at its place: by its top face (the second look), or, where that misses it (at
// main's corners before round `card-mask`, 0.1 px from today's), by its side face and shadow
// (StickSideFinder), then unsure.
TEST(StickFinder, ABrownStickOnWoodOfItsColourIsRead) {
    const StickFinderConfig config;
    for (const bool atTrueCorners : {false, true}) {
        const Reading r = readScene("dev_0091", "datasets/trucks/dev", atTrueCorners);
        // Placed from its band, the top face may sit a cell or two along the stick: matched
        // within eval-photos' radius for a brown stick (1.5 × half its length + 1 cells).
        const auto [read, matched] = readAndMatched(r, Colour::Brown, 1.5 * 1.5 + 1.0);
        const auto truth = std::count_if(r.truth.offCard.begin(), r.truth.offCard.end(),
                                         [](const auto& t) { return t.colour == Colour::Brown; });
        EXPECT_EQ(matched, truth) << atTrueCorners;
        EXPECT_EQ(read, matched) << atTrueCorners;
        for (const OffCardStick& s : r.beside.sticks)
            if (s.foundBySide) {
                EXPECT_EQ(s.colour, Colour::Brown);
                EXPECT_LT(s.confidence, config.unsureBelow);
            }
    }
}

// A grey stick on grey and pale checked tiles in dim light: its top face is the colour of a
// tile, its dark side face and shadow show it. Found by them (StickSideFinder) at stage 1's corners
// and at the true ones, and read unsure.
TEST(StickFinder, AStickAsGreyAsTheTilesIsFoundByItsSideFace) {
    const StickFinderConfig config;
    for (const bool atTrueCorners : {false, true}) {
        const Reading r = readScene("dev_0010", "datasets/trucks/dev", atTrueCorners);
        const auto [read, matched] = readAndMatched(r, Colour::Grey, 1.5 * 1.0 + 1.0);
        EXPECT_EQ(matched, 1) << atTrueCorners;
        EXPECT_EQ(read, 1) << atTrueCorners;
        int bySide = 0;
        for (const OffCardStick& s : r.beside.sticks)
            if (s.foundBySide) {
                ++bySide;
                EXPECT_EQ(s.colour, Colour::Grey);
                EXPECT_LT(s.confidence, config.unsureBelow);
            }
        EXPECT_EQ(bySide, 1) << atTrueCorners;
    }
}

// A cream table with turquoise dots 1.2 cells wide on a lattice (too few to count as the table's
// own colour): each dot is a turquoise blob of a stick's width, but a quarter of a turquoise
// stick's length and not cut by anything. None is a stick; they are unexplained blobs.
TEST(StickFinder, DotsOfAStickColourOnTheTableAreNoSticks) {
    packmate::testing::SyntheticPhoto photo = packmate::testing::syntheticCardPhoto(20, 0);
    const double cell = cellOf(photo);
    const ColourModel colours;
    const RelativeColour& t = colours.stick(Colour::Turquoise);
    const cv::Vec3b cream(216, 221, 221), dot(uchar(t.b * 240), uchar(t.g * 245), uchar(t.r * 246));
    cv::Mat table(photo.image.size(), CV_8UC3, cv::Scalar(cream[0], cream[1], cream[2]));
    for (double y = cell; y < table.rows; y += 2.5 * cell)
        for (double x = cell; x < table.cols; x += 2.5 * cell)
            cv::circle(table, cv::Point(int(x), int(y)), int(0.6 * cell),
                       cv::Scalar(dot[0], dot[1], dot[2]), cv::FILLED, cv::LINE_AA);
    table.copyTo(photo.image, tableAroundTheCard(photo));
    const TruckCard truck("dots", 1, {"###", "###"});
    const SticksBeside beside = besideOf(photo, StickFinderConfig{}, truck);
    for (const OffCardStick& s : beside.sticks)
        EXPECT_NE(s.colour, Colour::Turquoise) << s.center << " " << s.confidence;
    // The dots cover more than one roll's turquoise sticks could: the table's colour
    // (tableClusterRollArea); before that rule each was an unexplained blob.
    const auto& blind = beside.blindColours;
    EXPECT_NE(std::find(blind.begin(), blind.end(), Colour::Turquoise), blind.end());
    StickFinderConfig asWritten;
    asWritten.tableClusterRollArea = 0.0;
    EXPECT_GT(besideOf(photo, asWritten, truck).unexplainedBlobs, 0);
    // Without the length share the dots were read as short turquoise sticks.
    StickFinderConfig noShare = colourLooksOnly();
    noShare.minStickShare = noShare.minCutShare = 0.0;
    noShare.oneRollRules = false;       // it also takes the dots for the table's
    noShare.tableClusterRollArea = 0.0; // and so does this
    const SticksBeside before = besideOf(photo, noShare, truck);
    EXPECT_TRUE(std::any_of(before.sticks.begin(), before.sticks.end(),
                            [](const OffCardStick& s) { return s.colour == Colour::Turquoise; }));
}

// A grey-brown table printed with cream squares the size of a white cube's top, a few cells
// apart (a motif table like r6-decide's train_random_tables2_0067): each is a white cube to the
// colour looks, and at a tenth of the table the cream is too little to be the table's. More white
// cubes than one roll orders (the white die's highest face is 5) make it the table's colour.
TEST(StickFinder, MoreSticksOfAColourThanOneRollOrdersAreTheTablesPattern) {
    packmate::testing::SyntheticPhoto photo = packmate::testing::syntheticCardPhoto(20, 0);
    const double cell = cellOf(photo);
    cv::Mat table(photo.image.size(), CV_8UC3, cv::Scalar(105, 118, 128));
    const int half = int(0.45 * cell);
    for (double y = cell; y < table.rows; y += 3.0 * cell)
        for (double x = cell; x < table.cols; x += 3.0 * cell)
            cv::rectangle(table, cv::Point(int(x) - half, int(y) - half),
                          cv::Point(int(x) + half, int(y) + half), cv::Scalar(200, 228, 240),
                          cv::FILLED, cv::LINE_AA);
    table.copyTo(photo.image, tableAroundTheCard(photo));
    const TruckCard motifs("motifs", 1, {"###", "###"});
    // As committed (round twenty-nine's net and weights), five of the squares pass as white
    // cubes, each unsure (0.51-0.68; the net gives them 0.02-0.08): five is not more than one
    // roll orders, so the score asks about them.
    for (const OffCardStick& s : besideOf(photo, StickFinderConfig{}, motifs).sticks)
        if (s.colour == Colour::White) EXPECT_LT(s.confidence, StickFinderConfig{}.unsureBelow);
    const OneRollReadings r = readWithAndWithoutOneRollRules(photo, motifs, colourLooksOnly());
    EXPECT_EQ(sticksOf(r.with, Colour::White), 0);
    // The table shows white only once the sticks have been counted: its squares are table then
    // (the first rule's path; the third would leave each as an unexplained blob).
    const auto showsWhite = [](const SticksBeside& beside) {
        const auto& blind = beside.blindColours;
        return std::find(blind.begin(), blind.end(), Colour::White) != blind.end();
    };
    EXPECT_TRUE(showsWhite(r.with));
    EXPECT_FALSE(showsWhite(r.without));
    EXPECT_EQ(r.with.unexplainedBlobs, 0);
    EXPECT_GT(sticksOf(r.without, Colour::White), 6);
}

// The sixteenth split's shippo table (retired; test16_0036 in datasets/trucks/cases: two turquoise
// sticks and a violet one beside the card): the table shows white, and its white lenses were read
// as 12 white cubes, each unsure. More sticks of a colour the table shows than one roll orders,
// plus one, are its pattern: none is read, each an unexplained blob. Since the twenty-eighth
// round the table's own colours no longer count as white-looking (`whiteShownWithin` 0.18): the
// rule is shown at the bar it was made with (0.24, every colour's).
TEST(StickFinder, MoreSticksOfATableColourThanOneRollOrdersAreItsPattern) {
    const Reading r = readScene("test16_0036");
    EXPECT_EQ(readAndMatched(r, Colour::White).first, 0);
    EXPECT_EQ(readAndMatched(r, Colour::Turquoise).second, 2);
    EXPECT_EQ(readAndMatched(r, Colour::Violet).second, 1);
    // Since the thirty-second round the lenses cover more than one roll's white cubes could, so
    // white is the table's colour from the start (tableClusterRollArea); the rule below is shown
    // without that.
    const auto& shown = r.beside.blindColours;
    EXPECT_NE(std::find(shown.begin(), shown.end(), Colour::White), shown.end());
    StickFinderConfig whiteAsEveryColour = colourLooksOnly();
    whiteAsEveryColour.tableClusterRollArea = 0.0;
    whiteAsEveryColour.whiteShownWithin =
        whiteAsEveryColour.maxColourDistance / whiteAsEveryColour.tableRatio;
    const Reading withRules =
        readScene("test16_0036", "datasets/trucks/cases", false, &whiteAsEveryColour);
    EXPECT_EQ(readAndMatched(withRules, Colour::White).first, 0);
    EXPECT_GT(withRules.beside.unexplainedBlobs, 5);
    StickFinderConfig withoutOneRollRules = whiteAsEveryColour;
    withoutOneRollRules.oneRollRules = false;
    const Reading before =
        readScene("test16_0036", "datasets/trucks/cases", false, &withoutOneRollRules);
    const auto& blind = before.beside.blindColours;
    EXPECT_NE(std::find(blind.begin(), blind.end(), Colour::White), blind.end());
    EXPECT_GT(readAndMatched(before, Colour::White).first, 6);
}

// A dark table printed with cream discs (like the natural cane strands of the thirty-second
// held-out split's triaxial weave) and two cream squares the size of a white cube's top: at about
// a sixth of the table the cream is too little to be the table's by its share, and the squares and
// pieces of the discs passed as white cubes. The cream covers more than five times the tops of all
// the white cubes one roll can order (tableClusterRollArea), so it is the table's colour and no
// white cube is read sure.
TEST(StickFinder, MoreOfAStickColourThanOneRollCanCoverIsTheTables) {
    packmate::testing::SyntheticPhoto photo = packmate::testing::syntheticCardPhoto(20, 0);
    const double cell = cellOf(photo);
    const cv::Scalar cream(200, 228, 240);
    cv::Mat table(photo.image.size(), CV_8UC3, cv::Scalar(70, 78, 86));
    for (double y = 1.5 * cell; y < table.rows; y += 7.0 * cell)
        for (double x = 1.5 * cell; x < table.cols; x += 7.0 * cell)
            cv::circle(table, cv::Point(int(x), int(y)), int(1.35 * cell), cream, cv::FILLED,
                       cv::LINE_AA);
    const int half = int(0.45 * cell);
    for (const cv::Point& at : {cv::Point(int(3.75 * cell), int(3.75 * cell)),
                                cv::Point(table.cols - int(3.75 * cell), int(3.75 * cell))})
        cv::rectangle(table, at - cv::Point(half, half), at + cv::Point(half, half), cream,
                      cv::FILLED, cv::LINE_AA);
    table.copyTo(photo.image, tableAroundTheCard(photo));
    const TruckCard discs("discs", 1, {"###", "###"});
    const auto showsWhite = [](const SticksBeside& beside) {
        const auto& blind = beside.blindColours;
        return std::find(blind.begin(), blind.end(), Colour::White) != blind.end();
    };
    const SticksBeside asShipped = besideOf(photo, StickFinderConfig{}, discs);
    EXPECT_TRUE(showsWhite(asShipped));
    for (const OffCardStick& s : asShipped.sticks)
        if (s.colour == Colour::White) EXPECT_LT(s.confidence, StickFinderConfig{}.unsureBelow);
    // The rule alone: the colour looks without the rules on sticks beyond one roll (which here
    // also end up taking the discs, read as many white cubes, for the table's).
    StickFinderConfig withRollArea = colourLooksOnly();
    withRollArea.oneRollRules = false;
    const SticksBeside with = besideOf(photo, withRollArea, discs);
    EXPECT_TRUE(showsWhite(with));
    for (const OffCardStick& s : with.sticks)
        if (s.colour == Colour::White) EXPECT_LT(s.confidence, withRollArea.unsureBelow);
    StickFinderConfig shareAlone = withRollArea;
    shareAlone.tableClusterRollArea = 0.0;
    const SticksBeside before = besideOf(photo, shareAlone, discs);
    EXPECT_FALSE(showsWhite(before));
    EXPECT_GE(sticksOf(before, Colour::White), 2);
}

// A table of tan tiles the length of a brown stick, each with a dark strip along one side, on
// grey-teal (like the tumbling blocks of the retired fourteenth split): to the look by height
// each tile is a brown stick's top beside its side face and shadow. More brown sticks found so
// than one roll orders (the brown die's highest face is 3) are the table's pattern: none is
// read, each is a stick-coloured shape to check.
TEST(StickFinder, MoreSticksFoundByHeightThanOneRollOrdersAreTheTablesPattern) {
    packmate::testing::SyntheticPhoto photo = packmate::testing::syntheticCardPhoto(20, 0);
    const double cell = cellOf(photo);
    const ColourModel colours;
    const RelativeColour& b = colours.stick(Colour::Brown);
    const cv::Scalar tan(b.b * 235, b.g * 240, b.r * 242);
    cv::Mat table(photo.image.size(), CV_8UC3, cv::Scalar(120, 125, 95));
    for (double y = cell, row = 0; y < table.rows; y += 2.6 * cell, ++row)
        for (double x = cell + (int(row) % 2) * 2.2 * cell; x < table.cols; x += 4.4 * cell) {
            cv::rectangle(table, cv::Rect(int(x), int(y), int(3 * cell), int(cell)), tan,
                          cv::FILLED);
            cv::rectangle(table, cv::Rect(int(x), int(y + cell), int(3 * cell), int(0.45 * cell)),
                          cv::Scalar(40, 38, 36), cv::FILLED);
        }
    table.copyTo(photo.image, tableAroundTheCard(photo));
    const OneRollReadings r =
        readWithAndWithoutOneRollRules(photo, TruckCard("tiles", 1, {"###", "###"}));
    EXPECT_EQ(sticksOf(r.with, Colour::Brown), 0);
    EXPECT_GT(sticksOf(r.without, Colour::Brown), 3);
    EXPECT_GE(r.with.unexplainedBlobs,
              r.without.unexplainedBlobs + sticksOf(r.without, Colour::Brown));
    const auto& blind = r.without.blindColours;
    EXPECT_NE(std::find(blind.begin(), blind.end(), Colour::Brown), blind.end());
    for (const OffCardStick& s : r.without.sticks)
        if (s.colour == Colour::Brown) EXPECT_TRUE(s.foundBySide || s.evidence.netLook > 0);
}

// The tenth split's sunburst table (rays of yellow, cream and blue; no stick beside the card):
// k-means split its cream (test10_0095) or its yellow (test10_0092) over two clusters of 13-19 %
// of the table each, both left out as sticks (at most tableClusterShare), so the table no longer
// showed white (brown) and its rays were read as 52 white (14 brown) sticks. The small clusters
// of one colour count together.
TEST(StickFinder, ATableColourSplitOverTwoSmallClustersIsStillTheTable) {
    const struct {
        const char* name;
        Colour colour;
    } scenes[] = {{"test10_0095", Colour::White}, {"test10_0092", Colour::Brown}};
    // The colour looks alone (the learned look, on by default since round sticks-net3, reads
    // two brown sticks on test10_0092's rays, both unsure: below).
    StickFinderConfig merged;
    merged.netLook = false;
    StickFinderConfig unmerged = merged;
    unmerged.tableClusterMerge = 0.0;
    unmerged.maxSticksPerBlob = 1000;    // as then: maxSticksPerBlob alone leaves 7 of the rays
    unmerged.oneRollRules = false;       // as then: it alone leaves at most 1
    unmerged.tableClusterRollArea = 0.0; // as then: it alone takes the rays for the table's
    // The split arises only with the pinned outline (not at the true corners either).
    const CardFinderConfig finderThen = finderWhenWritten();

    for (const auto& scene : scenes) {
        const Reading r =
            readScene(scene.name, "datasets/trucks/cases", false, &merged, &finderThen);
        const auto& blind = r.beside.blindColours;
        EXPECT_NE(std::find(blind.begin(), blind.end(), scene.colour), blind.end()) << scene.name;
        EXPECT_LE(readAndMatched(r, scene.colour).first, 1) << scene.name;
        // With the learned look: at most two more of that colour, each the net's alone and
        // unsure (netBlindConfidence, 0.7: the table shows the colour).
        const Reading withNet =
            readScene(scene.name, "datasets/trucks/cases", false, nullptr, &finderThen);
        EXPECT_LE(readAndMatched(withNet, scene.colour).first, 2) << scene.name;
        for (const OffCardStick& stick : withNet.beside.sticks)
            if (stick.colour == scene.colour && stick.evidence.netLook > 0)
                EXPECT_LT(stick.confidence, merged.unsureBelow) << scene.name;
        // Each cluster alone: the rays were sticks.
        const Reading before =
            readScene(scene.name, "datasets/trucks/cases", false, &unmerged, &finderThen);
        EXPECT_GE(readAndMatched(before, scene.colour).first, 10) << scene.name;
    }
}

// A broad white ray of a radial random table (rt-decide's train_random_tables_0047, in
// datasets/trucks/cases; violet table, two violet and two turquoise sticks beside) was tiled into
// 60 white cubes at confidence 0.99: more sticks of one colour than one roll orders (5) in one
// clean blob are table.
TEST(StickFinder, ABroadBandOfAStickColourIsNoGridOfSticks) {
    const Reading r = readScene("train_random_tables_0047");
    EXPECT_EQ(readAndMatched(r, Colour::White).first, 0);
    // The band covers more than one roll's white cubes could: the table's colour
    // (tableClusterRollArea, thirty-second round; before, an unexplained blob).
    const auto& blind = r.beside.blindColours;
    EXPECT_NE(std::find(blind.begin(), blind.end(), Colour::White), blind.end());
    EXPECT_EQ(readAndMatched(r, Colour::Turquoise).second, 2);
    // The colour looks alone (the learned look, on by default, also keeps the band out).
    StickFinderConfig uncapped;
    uncapped.netLook = false;
    uncapped.maxSticksPerBlob = 1000;
    uncapped.oneRollRules = false;       // as then: it alone finds no white cube
    uncapped.tableClusterRollArea = 0.0; // as then: the band is the table's by it alone
    StickFinderConfig capped = uncapped;
    capped.maxSticksPerBlob = StickFinderConfig{}.maxSticksPerBlob;
    EXPECT_EQ(readAndMatched(
                  readScene("train_random_tables_0047", "datasets/trucks/cases", false, &capped),
                  Colour::White)
                  .first,
              0);
    const Reading before =
        readScene("train_random_tables_0047", "datasets/trucks/cases", false, &uncapped);
    EXPECT_GE(readAndMatched(before, Colour::White).first, 20);
}

// A table that looks like brown sticks: where the learned look sees no brown stick left beside
// those read, the table hides none (dev_0016: its one brown stick loaded); where it still sees much
// of one, a brown stick went unseen (dev_0145: three in the cargo, one missed) and the doubt
// stays.
TEST(StickFinder, TheLearnedLookClearsATableColourOnlyWhenItSeesNoStickLeft) {
    const auto brown = [](const Reading& r) {
        return std::pair{
            std::count(r.beside.blindColours.begin(), r.beside.blindColours.end(), Colour::Brown),
            std::count(r.beside.blindCleared.begin(), r.beside.blindCleared.end(), Colour::Brown)};
    };
    const Reading clear = readScene("dev_0016", "datasets/trucks/dev");
    EXPECT_EQ(brown(clear), std::pair(1L, 1L));
    EXPECT_LT(clear.beside.netLeftOver[colourIndex(Colour::Brown)], 0.05);
    const Reading missed = readScene("dev_0145", "datasets/trucks/dev");
    EXPECT_EQ(brown(missed), std::pair(1L, 0L));
    EXPECT_GT(missed.beside.netLeftOver[colourIndex(Colour::Brown)], 0.2);
    StickFinderConfig withoutNet;
    withoutNet.netLook = false;
    const Reading blind = readScene("dev_0016", "datasets/trucks/dev", false, &withoutNet);
    EXPECT_EQ(brown(blind), std::pair(1L, 0L)) << "without the look nothing is cleared";
}

// Plum velvet (test6_0090): in an over-exposing light a violet stick turns pale pink-lilac, far
// brighter than violet, beyond maxColourDistance of it; the table's dark shade (the 4 × 3 patch)
// has the stick's chroma, so the second look, which wants a chroma the table lacks, passes it by
// too (without the patch it reads it). k-means leaves the stick out of the table as a small
// stick-like cluster nearest violet: the look by cluster reads it, whole.
TEST(StickFinder, AStickTheLightPaledToTheChromaOfTheTablesShadeIsReadByItsCluster) {
    const auto photo = photoOnTable(onTheCardsWhite(0.71, 0.47, 0.60),
                                    {{onTheCardsWhite(0.92, 0.65, 0.88), 5.0, 1.0, {-1.0, 3.0}},
                                     {onTheCardsWhite(0.32, 0.22, 0.29), 4.0, 3.0, {6.0, 4.0}}});
    // The learned look reads a band this clean (not the plum velvet's stick): off here.
    StickFinderConfig config;
    config.netLook = false;
    const SticksBeside beside = besideOf(photo, config);
    ASSERT_EQ(sticksOf(beside, Colour::Violet), 1);
    for (const OffCardStick& s : beside.sticks)
        if (s.colour == Colour::Violet) EXPECT_NEAR(s.measuredLength, 5.0, 0.5);
    config.clusterLook = false;
    EXPECT_EQ(sticksOf(besideOf(photo, config), Colour::Violet), 0);
}

// test6_0083 (bamboo, warm light): the card's load casts a shade on the table beside it, a
// cluster of the table's own chroma, darker, nearest brown; a stretch of it three cells long was
// read as a brown stick. The table in shadow is no stick. (The fitted confidence, which judges
// that stick near its cut-off, is off: the rule is tested, not the weights.)
TEST(StickFinder, TheTableInTheLoadsShadeIsNoStick) {
    StickFinderConfig config;
    config.fittedEvidence = false;
    const char* cases = "datasets/trucks/cases";
    EXPECT_EQ(readAndMatched(readScene("test6_0083", cases, false, &config), Colour::Brown).first,
              0);
    config.clusterLookShadowChroma = 0.0;
    EXPECT_EQ(readAndMatched(readScene("test6_0083", cases, false, &config), Colour::Brown).first,
              1);
}

// test6_0026 (the sixth split's bamboo): two violet sticks end to end, not quite in line, make
// one blob ten cells long and 1.35 sticks wide, past widthTolerance; taken for an irregular blob,
// it was fitted with one stick across the joint and the rest left over. A blob a stick wide and
// long enough for two of its colour's sticks may be that much off.
TEST(StickFinder, TwoSticksEndToEndNotInLineAreTwoSticks) {
    StickFinderConfig config;
    const char* cases = "datasets/trucks/cases";
    EXPECT_EQ(readAndMatched(readScene("test6_0026", cases, true, &config), Colour::Violet).second,
              2);
    config.endToEndWidthTolerance = config.widthTolerance;
    EXPECT_LT(readAndMatched(readScene("test6_0026", cases, true, &config), Colour::Violet).second,
              2);
}

// test6_0107 (the sixth split's gingham, cool light): a turquoise stick lies against a violet one,
// whose side hides half its top: the turquoise blob is a whole stick long but only 0.57 of a
// stick wide, too thin for a top face. Along a stick of another colour it is a stick partly
// hidden (unsure).
TEST(StickFinder, AStickHalfHiddenAlongAnotherIsPartlyHidden) {
    StickFinderConfig config;
    // Shown without the learned look: since round twenty-nine its full-resolution net finds that
    // stick's visible half by itself.
    config.netLook = false;
    const char* cases = "datasets/trucks/cases";
    const Reading r = readScene("test6_0107", cases, true, &config);
    EXPECT_EQ(readAndMatched(r, Colour::Turquoise).second, 2);
    EXPECT_EQ(readAndMatched(r, Colour::Violet).second, 2);
    EXPECT_EQ(std::count_if(r.beside.sticks.begin(), r.beside.sticks.end(),
                            [](const OffCardStick& s) { return s.partlyHidden; }),
              1);
    config.alongsideMinWidth = 0.0;
    EXPECT_EQ(
        readAndMatched(readScene("test6_0107", cases, true, &config), Colour::Turquoise).second, 1);
}

// A tawny table scattered with brown blotches 1.3 × 1 cells (the retired eighteenth split's
// leopard print: its rosettes' darker centres): the table shows brown, and each blotch was read
// as a brown stick measuring 1.3 of its 3 cells, unsure. A lane that is not cut and shorter than
// 0.45 of its colour's length is no stick where the table shows that colour, but a blob to check.
// The one-roll rules are off: here every blotch is a clean rectangle and there are more than one
// roll orders, which alone makes them the table's; on the leopard print one or two passed.
// Round twenty-nine's net and weights read none of them as a stick even without the rule.
TEST(StickFinder, ShortBlobsOfAColourTheTableShowsAreNoSticks) {
    const ColourModel colours;
    const RelativeColour& b = colours.stick(Colour::Brown);
    std::vector<Patch> blotches;
    for (double y = -9.0; y <= 13.0; y += 2.6)
        for (double x = -7.0; x <= 15.0; x += 2.8)
            if (x < -1.5 || x > 9.5 || y < -1.5 || y > 6.5) // beside the card only
                blotches.push_back({onTheCardsWhite(b.r, b.g, b.b), 1.3, 1.0, {x, -y}});
    const packmate::testing::SyntheticPhoto photo =
        photoOnTable(onTheCardsWhite(0.78, 0.6, 0.4), blotches);
    StickFinderConfig config;
    config.oneRollRules = false;
    const SticksBeside beside = besideOf(photo, config);
    const auto& blind = beside.blindColours;
    ASSERT_NE(std::find(blind.begin(), blind.end(), Colour::Brown), blind.end());
    EXPECT_EQ(sticksOf(beside, Colour::Brown), 0);
    EXPECT_GT(beside.unexplainedBlobs, 0);
    // The rule shown with the colour looks alone (round twenty-nine's net and weights read no
    // blotch as a stick either way; without the net a few pass even with it).
    StickFinderConfig colourOnly = colourLooksOnly();
    colourOnly.oneRollRules = false;
    const int withRule = sticksOf(besideOf(photo, colourOnly), Colour::Brown);
    colourOnly.blindMinStickShare = 0.0;
    const int withoutRule = sticksOf(besideOf(photo, colourOnly), Colour::Brown);
    EXPECT_GT(withoutRule, 5 * withRule); // 28 against 3
}
