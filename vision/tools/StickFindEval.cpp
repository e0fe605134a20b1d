// vision_stick_eval [--errors] DIR...: stage 4 alone (sticks beside the card) on every rendered
// scene (NAME.json + image) in each DIR whose card is found (the pipeline's own locator,
// corners within 4 % of the diagonal as eval-photos counts it). A truth stick is found when a
// result of its colour lies within eval-photos' radius; `located` counts any colour there;
// `length right` counts located sticks whose measured length rounds to the truth's length.
// With --errors every miss and extra is listed with what lay near it; with --true-card the card
// is placed at the truth's corners (the stage alone, on tables whose card the locator misses).
// --no-cluster-look reads without the look by cluster (StickFinderConfig::clusterLook).
// --net-model ONNX reads with another stick net (one that takes the plane as it is; with
// --net-blocked-input one of before round twenty-nine, which took it shrunk 2 × 2), --weights
// with other evidence weights.
#include "ToolMain.h"
#include "TruePose.h"

#include <packmate/engine/Json.h>
#include <packmate/vision/ImageLoader.h>
#include <packmate/vision/PhotoScorer.h>
#include <packmate/vision/StickPlane.h>
#include <packmate/vision/eval/StickMatch.h>
#include <packmate/vision/eval/TruckTruth.h>

#include <opencv2/core/utility.hpp>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <map>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

using namespace packmate;
using namespace packmate::vision;

namespace {

struct Totals {
    int scenes = 0, cardFound = 0, truth = 0, found = 0, located = 0, colourRight = 0,
        lengthRight = 0, results = 0, extra = 0, scenesExact = 0, unsureSticks = 0, unsureWrong = 0,
        hidden = 0, hiddenRight = 0;
    // Per colour (Colour order): truth sticks and found ones, all and where the table showed
    // that colour (blind); results found by the learned look alone and right ones.
    std::array<int, kColourCount> colourTruth{}, colourFound{}, blindTruth{}, blindFound{};
    int netResults = 0, netRight = 0;
    // Reliability of the stick confidence: results and right ones per bucket.
    std::array<int, 5> bucketResults{}, bucketRight{};
    std::vector<double> times;
};

// Per table (kind/texture): truth sticks, found, results, extras, confident extras.
struct TableTotals {
    int truth = 0, found = 0, results = 0, extra = 0, confidentExtra = 0;
};

std::string point(cv::Point2d p) {
    char s[40];
    std::snprintf(s, sizeof s, "(%.0f,%.0f)", p.x, p.y);
    return s;
}

// --dump-plane DIR: the stick finder's view of each scene (NAME_plane.png, NAME_valid.png) and
// NAME_plane.json (the truth file, the card white (b, g, r), plane pixel to image), for
// vision/training/train_stick_net.py.
void dumpPlane(const std::string& dir, const std::filesystem::path& truthFile,
               const StickPlane& plane, const cv::Vec3d& white) {
    const std::string stem = (std::filesystem::path(dir) / truthFile.stem()).string();
    cv::imwrite(stem + "_plane.png", plane.warped);
    cv::imwrite(stem + "_valid.png", plane.valid);
    Json rect = Json::array();
    for (int i = 0; i < 9; ++i)
        rect.push_back(plane.rectToImage(i / 3, i % 3));
    Json top = Json::array();
    for (int i = 0; i < 9; ++i)
        top.push_back(plane.topToTable(i / 3, i % 3));
    const Json out{{"truth", std::filesystem::absolute(truthFile).string()},
                   {"white_bgr", {white[0], white[1], white[2]}},
                   {"rect_to_image", rect},
                   {"top_to_table", top}};
    std::ofstream(stem + "_plane.json") << out.dump(1) << "\n";
}

} // namespace

namespace {

int run(int argc, char** argv) {
    cv::setNumThreads(1);
    bool errors = false, trueCard = false;
    std::string drawDir, featuresPath, planeDir, scenesPath;
    std::unique_ptr<StickNet> netModel;
    std::string netModelPath;
    bool netBlockedInput = false;
    std::vector<std::string> dirs;
    PhotoScorerConfig config;
    StickFinderConfig& sc = config.sticks;
    // Threshold trials without a rebuild: --set NAME=VALUE.
    const std::vector<std::pair<std::string, double*>> settable{
        {"maxColourDistance", &sc.maxColourDistance},
        {"brightnessWeight", &sc.brightnessWeight},
        {"tableRatio", &sc.tableRatio},
        {"outlierMaxDistance", &sc.outlierMaxDistance},
        {"outlierChroma", &sc.outlierChroma},
        {"takenMargin", &sc.takenMargin},
        {"takenMarginOthers", &sc.takenMarginOthers},
        {"stickClusterDistance", &sc.stickClusterDistance},
        {"tableClusterShare", &sc.tableClusterShare},
        {"tableClusterRollArea", &sc.tableClusterRollArea},
        {"minBlobCells", &sc.minBlobCells},
        {"cardMargin", &sc.cardMargin},
        {"searchRadius", &sc.searchRadius},
        {"stackMargin", &sc.stackMargin},
        {"stackHeadroom", &sc.stackHeadroom},
        {"minRectangleFill", &sc.minRectangleFill},
        {"widthTolerance", &sc.widthTolerance},
        {"blindMinStickShare", &sc.blindMinStickShare},
        {"alongsideMinWidth", &sc.alongsideMinWidth},
        {"endToEndMinSticks", &sc.endToEndMinSticks},
        {"endToEndWidthTolerance", &sc.endToEndWidthTolerance},
        {"fitShortening", &sc.fitShortening},
        {"laneBand", &sc.laneBand},
        {"cutReach", &sc.cutReach},
        {"laneGap", &sc.laneGap},
        {"blindConfidence", &sc.blindConfidence},
        {"minLaneShare", &sc.minLaneShare},
        {"splitBias", &sc.splitBias},
        {"fitAngleStep", &sc.fitAngleStep},
        {"fitMinCoverage", &sc.fitMinCoverage},
        {"ringWidth", &sc.ringWidth},
        {"darkRimRatio", &sc.darkRimRatio},
        {"sideChroma", &sc.sideChroma},
        {"minSideWidth", &sc.minSideWidth},
        {"dropBelow", &sc.dropBelow},
        {"doubtfulAbove", &sc.doubtfulAbove},
        {"minStickShare", &sc.minStickShare},
        {"minCutShare", &sc.minCutShare},
        {"maxFitSticks", &sc.maxFitSticks},
        {"sideLaneWidth", &sc.sideLaneWidth},
        {"sideLaneDarker", &sc.sideLaneDarker},
        {"sideDarkRatio", &sc.sideDarkRatio},
        {"sideMaxBandLengths", &sc.sideMaxBandLengths},
        {"sideAlongClear", &sc.sideAlongClear},
        {"sidePastEnds", &sc.sidePastEnds},
        {"whiteShownWithin", &sc.whiteShownWithin},
        {"sideFoundMargin", &sc.sideFoundMargin},
        {"sideRimWidth", &sc.sideRimWidth},
        {"sideFineSlack", &sc.sideFineSlack},
        {"sideCoarseStep", &sc.sideCoarseStep},
        {"sideMaxDarkWidth", &sc.sideMaxDarkWidth},
        {"sideColourDistance", &sc.sideColourDistance},
        {"sideTopShare", &sc.sideTopShare},
        {"sideTopDark", &sc.sideTopDark},
        {"sideMinDark", &sc.sideMinDark},
        {"sideBandChroma", &sc.sideBandChroma},
        {"sideFoundConfidence", &sc.sideFoundConfidence},
        {"clusterLookRadius", &sc.clusterLookRadius},
        {"clusterLookLengthTolerance", &sc.clusterLookLengthTolerance},
        {"clusterLookShadowChroma", &sc.clusterLookShadowChroma},
        {"clusterLookFoundShare", &sc.clusterLookFoundShare},
        {"netThreshold", &sc.netThreshold},
        {"netDropBelow", &sc.netDropBelow},
        {"netBlindConfidence", &sc.netBlindConfidence},
        {"netClearsW", &sc.netClearsBlindBelow[0]},
        {"netClearsG", &sc.netClearsBlindBelow[1]},
        {"netClearsB", &sc.netClearsBlindBelow[2]},
        {"netClearsT", &sc.netClearsBlindBelow[3]},
        {"netClearsV", &sc.netClearsBlindBelow[4]}};
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--true-card") {
            trueCard = true;
        } else if (arg == "--errors") {
            errors = true;
        } else if (arg == "--no-cluster-look") {
            sc.clusterLook = false;
        } else if (arg == "--features" && i + 1 < argc) {
            featuresPath = argv[++i];
        } else if (arg == "--scenes" && i + 1 < argc) {
            scenesPath = argv[++i];
        } else if (arg == "--clusters" && i + 1 < argc) {
            sc.tableClusters = std::stoi(argv[++i]);
        } else if (arg == "--blind-majority" && i + 1 < argc) {
            sc.blindMajorityWindow = std::stoi(argv[++i]);
        } else if (arg == "--fitted" && i + 1 < argc) {
            sc.fittedEvidence = std::stoi(argv[++i]) != 0;
        } else if (arg == "--net-blind-only" && i + 1 < argc) {
            sc.netLookBlindOnly = std::stoi(argv[++i]) != 0;
        } else if (arg == "--net" && i + 1 < argc) {
            sc.netLook = std::stoi(argv[++i]) != 0;
        } else if (arg == "--net-model" && i + 1 < argc) {
            netModelPath = argv[++i];
        } else if (arg == "--net-blocked-input") {
            netBlockedInput = true;
        } else if (arg == "--weights" && i + 1 < argc) {
            // evidenceWeights as fit_stick_confidence.py prints them, comma-separated.
            std::stringstream list(argv[++i]);
            std::string item;
            std::size_t k = 0;
            while (std::getline(list, item, ',') && k < sc.evidenceWeights.size())
                sc.evidenceWeights[k++] = std::stod(item);
            if (k != sc.evidenceWeights.size()) {
                std::cerr << "--weights needs " << sc.evidenceWeights.size() << " numbers\n";
                return 2;
            }
        } else if (arg == "--by-side" && i + 1 < argc) {
            sc.findBySide = std::stoi(argv[++i]) != 0;
        } else if (arg == "--dump-plane" && i + 1 < argc) {
            planeDir = argv[++i];
        } else if (arg == "--draw" && i + 1 < argc) {
            drawDir = argv[++i];
        } else if (arg == "--set" && i + 1 < argc) {
            const std::string kv = argv[++i];
            const auto eq = kv.find('=');
            bool known = false;
            for (const auto& [name, field] : settable)
                if (eq != std::string::npos && kv.substr(0, eq) == name) {
                    *field = std::stod(kv.substr(eq + 1));
                    known = true;
                }
            if (!known) {
                std::cerr << "unknown setting " << kv << "\n";
                return 2;
            }
        } else {
            dirs.push_back(tools::directoryArgument(arg));
        }
    }
    if (!netModelPath.empty()) {
        std::ifstream in(netModelPath, std::ios::binary);
        netModel = std::make_unique<StickNet>(
            std::vector<unsigned char>(std::istreambuf_iterator<char>(in),
                                       std::istreambuf_iterator<char>()),
            netBlockedInput ? StickNet::Input::Blocked : StickNet::Input::Full);
    }
    if (dirs.empty()) {
        std::cerr
            << "usage: vision_stick_eval [--errors] [--true-card] [--draw OUTDIR] [--features CSV] "
               "[--fitted 0|1] [--by-side 0|1] [--net 0|1] [--net-blind-only 0|1] [--net-model "
               "ONNX] [--net-blocked-input] "
               "[--weights W0,W1,...] "
               "[--blind-majority N] "
               "[--dump-plane OUTDIR] [--scenes CSV] "
               "[--set NAME=VALUE]... DIR...\n";
        return 2;
    }
    Totals t;
    std::map<std::string, TableTotals> byTable;
    // --features FILE: one CSV row per stick found (its evidence and whether it is right), for
    // vision/training/fit_stick_confidence.py.
    std::ofstream features;
    if (!featuresPath.empty()) {
        features.open(featuresPath);
        features << "scene,table,colour,right,confidence";
        for (const char* name : StickEvidence::names())
            features << "," << name;
        features << "\n";
    }
    // --scenes FILE: one CSV row per scene whose card was found: the colours the table shows
    // (blind), per colour the truth sticks and those found, and SticksBeside::netLeftOver (0
    // for a colour whose netClearsBlindBelow is 0: --set netClearsW=1e-9 measures white's).
    std::ofstream scenes;
    if (!scenesPath.empty()) {
        scenes.open(scenesPath);
        scenes << "scene,table,blind";
        for (Colour colour : kAllColours)
            scenes << "," << colourLetter(colour) << "_truth," << colourLetter(colour) << "_found";
        for (Colour colour : kAllColours)
            scenes << ",left_" << colourLetter(colour);
        scenes << "\n";
    }
    for (const std::string& dir : dirs) {
        std::vector<std::filesystem::path> files;
        for (const auto& e : std::filesystem::directory_iterator(dir))
            if (e.path().extension() == ".json") files.push_back(e.path());
        std::sort(files.begin(), files.end());
        for (const auto& file : files) {
            const Json json = readJsonFile(file.string());
            const eval::TruckTruth truth = eval::truckTruthFromJson(json);
            const Json conditions = json.value("conditions", Json::object());
            TableTotals& table = byTable[conditions.value("table", std::string("?")) + "/" +
                                         conditions.value("table_texture", std::string("?"))];
            const cv::Mat image = loadImage((file.parent_path() / truth.image).string());
            ++t.scenes;
            std::optional<CardPose> pose;
            if (trueCard) {
                pose = tools::truePose(truth.cardCorners, config.camera.intrinsicsFor(image.size()),
                                       config.geometry);
            } else if (const auto fit = locateCard(image, truth.card, PhotoInputs{}, config);
                       fit && eval::cornersMatch(fit->pose.corners, truth.cardCorners))
                pose = fit->pose;
            if (!pose) continue;
            ++t.cardFound;
            const CardSampler sampler(image, *pose, config.geometry);
            if (!planeDir.empty())
                dumpPlane(
                    planeDir, file,
                    rectifyStickPlane(image, sampler, truth.card, config.geometry, config.sticks),
                    sampler.cardWhite());
            const std::clock_t start = std::clock();
            const SticksBeside beside =
                findOffCardSticks(image, sampler, truth.card, config.geometry, config.colours,
                                  config.sticks, netModel.get());
            t.times.push_back(1000.0 * double(std::clock() - start) / CLOCKS_PER_SEC);
            const auto& result = beside.sticks;
            const double cell = eval::cellSizeInImage(truth);
            const std::vector<int> ofItsColour =
                eval::matchSticks(truth.offCard, result, cell, true);
            const std::vector<int> ofAnyColour =
                eval::matchSticks(truth.offCard, result, cell, false);
            std::vector<bool> used(result.size(), false); // each reading paired with a stick
            for (int m : ofItsColour)
                if (m >= 0) used[std::size_t(m)] = true;
            std::vector<std::string> lines;
            int foundHere = 0;
            std::array<int, kColourCount> sceneTruth{}, sceneFound{};
            for (std::size_t j = 0; j < truth.offCard.size(); ++j) {
                const auto& stick = truth.offCard[j];
                const int match = ofItsColour[j], any = ofAnyColour[j];
                ++t.truth;
                const std::size_t ci = colourIndex(stick.colour);
                const bool blindHere =
                    std::find(beside.blindColours.begin(), beside.blindColours.end(),
                              stick.colour) != beside.blindColours.end();
                ++t.colourTruth[ci];
                t.colourFound[ci] += match >= 0 ? 1 : 0;
                ++sceneTruth[ci];
                sceneFound[ci] += match >= 0 ? 1 : 0;
                t.blindTruth[ci] += blindHere ? 1 : 0;
                t.blindFound[ci] += blindHere && match >= 0 ? 1 : 0;
                if (any >= 0 || match >= 0) {
                    const int i = match >= 0 ? match : any;
                    ++t.located;
                    t.colourRight += result[std::size_t(i)].colour == stick.colour ? 1 : 0;
                    const bool lengthRight = std::lround(result[std::size_t(i)].measuredLength) ==
                                             stickLength(stick.colour);
                    t.lengthRight += lengthRight ? 1 : 0;
                    if (!lengthRight)
                        lines.push_back(
                            std::string("  LENGTH ") + colourLetter(stick.colour) + " at " +
                            point(stick.center) + " measured " +
                            std::to_string(result[std::size_t(i)].measuredLength).substr(0, 4) +
                            ", confidence " +
                            std::to_string(result[std::size_t(i)].confidence).substr(0, 4));
                }
                if (match >= 0) {
                    ++foundHere;
                    continue;
                }
                double nearest = 1e9;
                for (const auto& other : truth.offCard)
                    if (&other != &stick)
                        nearest = std::min(nearest, cv::norm(other.center - stick.center) / cell);
                const bool inImage = stick.center.x >= 0 && stick.center.y >= 0 &&
                                     stick.center.x < image.cols && stick.center.y < image.rows;
                lines.push_back(std::string("  MISS ") + colourLetter(stick.colour) + " at " +
                                point(stick.center) + ", nearest other stick " +
                                std::to_string(nearest).substr(0, 4) + " cells" +
                                (inImage ? "" : ", top outside the image") +
                                (any >= 0 ? std::string(", read as ") +
                                                colourLetter(result[std::size_t(any)].colour)
                                          : ""));
            }
            t.found += foundHere;
            t.results += int(result.size());
            t.extra += int(result.size()) - foundHere;
            table.truth += int(truth.offCard.size());
            table.found += foundHere;
            table.results += int(result.size());
            table.extra += int(result.size()) - foundHere;
            if (scenes.is_open()) {
                scenes << file.stem().string() << ","
                       << conditions.value("table_texture", std::string("?")) << ",";
                for (Colour colour : beside.blindColours)
                    scenes << colourLetter(colour);
                for (std::size_t c = 0; c < std::size_t(kColourCount); ++c)
                    scenes << "," << sceneTruth[c] << "," << sceneFound[c];
                for (std::size_t c = 0; c < std::size_t(kColourCount); ++c)
                    scenes << "," << beside.netLeftOver[c];
                scenes << "\n";
            }
            if (features.is_open())
                for (std::size_t i = 0; i < result.size(); ++i) {
                    features << file.stem().string() << ","
                             << conditions.value("table_texture", std::string("?")) << ","
                             << colourLetter(result[i].colour) << "," << (used[i] ? 1 : 0) << ","
                             << result[i].confidence;
                    for (double f : result[i].evidence.features())
                        features << "," << f;
                    features << "\n";
                }
            for (std::size_t i = 0; i < result.size(); ++i)
                table.confidentExtra +=
                    !used[i] && result[i].confidence >= config.sticks.unsureBelow ? 1 : 0;
            if (foundHere == int(truth.offCard.size()) && result.size() == truth.offCard.size())
                ++t.scenesExact;
            for (std::size_t i = 0; i < result.size(); ++i) {
                const double c = result[i].confidence;
                const std::size_t bucket = c < 0.5    ? 0
                                           : c < 0.7  ? 1
                                           : c < 0.8  ? 2
                                           : c < 0.95 ? 3
                                                      : 4;
                ++t.bucketResults[bucket];
                t.bucketRight[bucket] += used[i] ? 1 : 0;
                if (result[i].partlyHidden) {
                    ++t.hidden;
                    t.hiddenRight += used[i] ? 1 : 0;
                    if (errors)
                        lines.push_back(std::string("  HIDDEN ") + colourLetter(result[i].colour) +
                                        " at " + point(result[i].center) +
                                        (used[i] ? " right" : " wrong"));
                }
                if (result[i].evidence.netLook > 0) {
                    ++t.netResults;
                    t.netRight += used[i] ? 1 : 0;
                }
                const bool unsure = result[i].confidence < config.sticks.unsureBelow;
                t.unsureSticks += unsure ? 1 : 0;
                if (used[i]) continue;
                t.unsureWrong += unsure ? 1 : 0;
                char s[160];
                std::snprintf(s, sizeof s, "  EXTRA %c at %s, measured %.2f cells, confidence %.2f",
                              colourLetter(result[i].colour), point(result[i].center).c_str(),
                              result[i].measuredLength, result[i].confidence);
                lines.push_back(s);
            }
            if (!drawDir.empty() && !lines.empty()) {
                cv::Mat canvas = image.clone();
                for (const auto& stick : truth.offCard) {
                    cv::circle(canvas, stick.center, 6, {0, 255, 0}, 2);
                    cv::putText(canvas, std::string(1, colourLetter(stick.colour)),
                                stick.center + cv::Point2d(8, -8), cv::FONT_HERSHEY_SIMPLEX, 0.6,
                                {0, 255, 0}, 2);
                }
                for (const auto& stick : result) {
                    cv::drawMarker(canvas, stick.center, {0, 0, 255}, cv::MARKER_CROSS, 14, 2);
                    char s[40];
                    std::snprintf(s, sizeof s, "%c %.1f %.2f", colourLetter(stick.colour),
                                  stick.measuredLength, stick.confidence);
                    cv::putText(canvas, s, stick.center + cv::Point2d(8, 16),
                                cv::FONT_HERSHEY_SIMPLEX, 0.5, {0, 0, 255}, 2);
                }
                cv::imwrite(drawDir + "/" + file.stem().string() + ".jpg", canvas);
            }
            if (errors && (!lines.empty() || beside.unexplainedBlobs > 0)) {
                std::cout << file.stem().string() << " (" << truth.offCard.size()
                          << " sticks, touching " << conditions.value("touching", 0)
                          << ", unexplained blobs " << beside.unexplainedBlobs << ", blind ";
                for (Colour colour : beside.blindColours)
                    std::cout << colourLetter(colour);
                std::cout << ")\n";
                for (const auto& line : lines)
                    std::cout << line << "\n";
            }
        }
    }
    std::sort(t.times.begin(), t.times.end());
    auto pct = [](int a, int b) { return b ? 100.0 * a / b : 0.0; };
    std::printf("scenes %d, card found %d\n", t.scenes, t.cardFound);
    std::printf("sticks found   %6.2f%% of %d (right colour at the right place)\n",
                pct(t.found, t.truth), t.truth);
    std::printf("sticks located %6.2f%% (any colour); of those colour right %.2f%%, length "
                "right %.2f%%\n",
                pct(t.located, t.truth), pct(t.colourRight, t.located),
                pct(t.lengthRight, t.located));
    std::printf("extra          %6.2f%% of %d results (%d), %d of them unsure\n",
                pct(t.extra, t.results), t.results, t.extra, t.unsureWrong);
    std::printf("scenes with every stick right and nothing extra: %.2f%% of %d\n",
                pct(t.scenesExact, t.cardFound), t.cardFound);
    std::printf("partly hidden sticks %d, %d of them right\n", t.hidden, t.hiddenRight);
    const char* names[] = {"0.00-0.50", "0.50-0.70", "0.70-0.80", "0.80-0.95", "0.95-1.00"};
    for (std::size_t b = 0; b < t.bucketResults.size(); ++b)
        std::printf("confidence %s: %4d sticks, %6.2f%% right\n", names[b], t.bucketResults[b],
                    pct(t.bucketRight[b], t.bucketResults[b]));
    for (Colour colour : kAllColours) {
        const std::size_t c = colourIndex(colour);
        std::printf("colour %c found %6.2f%% of %4d; where the table shows it (blind) %6.2f%% of "
                    "%4d (%d missed)\n",
                    colourLetter(colour), pct(t.colourFound[c], t.colourTruth[c]), t.colourTruth[c],
                    pct(t.blindFound[c], t.blindTruth[c]), t.blindTruth[c],
                    t.blindTruth[c] - t.blindFound[c]);
    }
    std::printf("found by the learned look alone: %d sticks, %d of them right\n", t.netResults,
                t.netRight);
    for (const auto& [name, tt] : byTable)
        std::printf("table %-22s found %6.2f%% of %4d, extra %6.2f%% of %4d (%d confident)\n",
                    name.c_str(), pct(tt.found, tt.truth), tt.truth, pct(tt.extra, tt.results),
                    tt.results, tt.confidentExtra);
    std::printf("unsure sticks %d; median stage time %.2f ms CPU\n", t.unsureSticks,
                t.times.empty() ? 0.0 : t.times[t.times.size() / 2]);
    return 0;
}

} // namespace

int main(int argc, char** argv) {
    return packmate::vision::tools::runTool("vision_stick_eval", [&] { return run(argc, argv); });
}
