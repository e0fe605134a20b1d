// vision_cell_eval [--net-weight W] [--net MODEL.onnx] [--patches OUT] [--jitter F [--copies N]
// [--seed S]] DIR...: reads the cells of every rendered scene in each DIR from the TRUE card
// corners (truth "card_corners", cab-left order), so the cell stage is measured alone, without the
// card finder and the orientation choice. --jitter F moves every true corner by a random offset of
// up to F cells (uniform in the disc, seeded by --seed, default 1), as a found outline is off, so
// the pose, the features and the patches move together; --copies N reads every scene N times, copy
// k (1..N) moved by up to k F / N cells (training dumps: small and large offsets). Prints the cell
// error overall, per layer count, per art and per column height, the confident-and-wrong and unsure
// cells, and the most frequent confusions. With --patches OUT, writes the cell network's inputs
// of every loading cell: its patch (cellPatch, float32, one after another) to OUT.bin, and its
// scene, label, column height, art, layers and features (cellFeatures) to OUT.csv, for
// vision/training/train_cell_net.py, and the share of its top face the camera sees
// (eval::visibleTopShares from the true corners, heights and camera; 1 when the truth has none)
// to OUT.visible, one line per cell. --net-weight: CellClassifierConfig::netWeight (1 = the
// cell network alone); --net: a cell network read from a file instead of the built-in one;
// --patch-side / --patch-pixels: the patch's side in cells and its pixels (netPatchSide,
// netPatchPixels; for dumps of other patches than the built-in networks read).
#include "ToolMain.h"
#include "TruePose.h"

#include <packmate/engine/Json.h>
#include <packmate/vision/CardPose.h>
#include <packmate/vision/CardSampler.h>
#include <packmate/vision/CellClassifier.h>
#include <packmate/vision/CellFeatures.h>
#include <packmate/vision/CellNet.h>
#include <packmate/vision/CellPatch.h>
#include <packmate/vision/ImageLoader.h>
#include <packmate/vision/PhotoScorer.h>
#include <packmate/vision/config/CardGeometry.h>
#include <packmate/vision/eval/CellVisibility.h>
#include <packmate/vision/eval/TruckTruth.h>

#include <opencv2/calib3d.hpp>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <map>
#include <memory>
#include <random>
#include <string>
#include <vector>

using namespace packmate;
using namespace packmate::vision;

namespace {

struct Tally {
    int cells = 0, wrong = 0, confidentWrong = 0, unsure = 0;
    void add(bool isWrong, bool isUnsure) {
        ++cells;
        wrong += isWrong ? 1 : 0;
        unsure += isUnsure ? 1 : 0;
        confidentWrong += isWrong && !isUnsure ? 1 : 0;
    }
};

// Every corner moved by up to `cells` cells (the cell's size in pixels taken from the card's
// sides).
std::array<cv::Point2d, 4> jittered(std::array<cv::Point2d, 4> corners, double cells,
                                    const CardGeometry& geometry, std::mt19937& random) {
    const double side = (cv::norm(corners[1] - corners[0]) + cv::norm(corners[2] - corners[3])) /
                            (2 * geometry.cardWidth) +
                        (cv::norm(corners[3] - corners[0]) + cv::norm(corners[2] - corners[1])) /
                            (2 * geometry.cardHeight);
    const double radius = cells * side / 2;
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    for (cv::Point2d& corner : corners) {
        const double r = radius * std::sqrt(unit(random));
        const double angle = 2 * CV_PI * unit(random);
        corner += cv::Point2d(r * std::cos(angle), r * std::sin(angle));
    }
    return corners;
}

void print(const std::string& name, const Tally& t) {
    std::printf("  %-24s %6d cells  error %6.3f %%  confident-wrong %6.3f %%  unsure %6.2f %%\n",
                name.c_str(), t.cells, 100.0 * t.wrong / std::max(1, t.cells),
                100.0 * t.confidentWrong / std::max(1, t.cells),
                100.0 * t.unsure / std::max(1, t.cells));
}

} // namespace

namespace {

int run(int argc, char** argv) {
    std::vector<std::string> dirs;
    std::string patchPath, netPath;
    PhotoScorerConfig config;
    double jitter = 0;
    int copies = 1;
    unsigned seed = 1;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--patches" && i + 1 < argc)
            patchPath = argv[++i];
        else if (arg == "--net-weight" && i + 1 < argc)
            config.cells.netWeight = std::stod(argv[++i]);
        else if (arg == "--net" && i + 1 < argc)
            netPath = argv[++i];
        else if (arg == "--jitter" && i + 1 < argc)
            jitter = std::stod(argv[++i]);
        else if (arg == "--copies" && i + 1 < argc)
            copies = std::max(1, std::stoi(argv[++i]));
        else if (arg == "--patch-side" && i + 1 < argc)
            config.cells.netPatchSide = std::stod(argv[++i]);
        else if (arg == "--patch-pixels" && i + 1 < argc)
            config.cells.netPatchPixels = std::stoi(argv[++i]);
        else if (arg == "--seed" && i + 1 < argc)
            seed = static_cast<unsigned>(std::stoul(argv[++i]));
        else
            dirs.push_back(tools::directoryArgument(arg));
    }
    if (!(config.cells.netPatchSide > 0.0) || config.cells.netPatchPixels < 8)
        throw std::invalid_argument("--patch-side must be above 0 cells and --patch-pixels at "
                                    "least 8");
    if (dirs.empty()) {
        std::cerr << "usage: vision_cell_eval [--net-weight W] [--net MODEL.onnx] [--patches OUT] "
                     "[--jitter F [--copies N] [--seed S]] [--patch-side CELLS] "
                     "[--patch-pixels N] DIR...\n";
        return 2;
    }
    std::unique_ptr<CellNet> net;
    if (!netPath.empty()) {
        std::ifstream in(netPath, std::ios::binary);
        if (!in) throw std::invalid_argument("cannot read " + netPath);
        net = std::make_unique<CellNet>(
            std::vector<unsigned char>(std::istreambuf_iterator<char>(in), {}));
    }
    std::ofstream patches, patchMeta, patchVisible;
    if (!patchPath.empty()) {
        patches.open(patchPath + ".bin", std::ios::binary);
        patchMeta.open(patchPath + ".csv");
        patchVisible.open(patchPath + ".visible");
    }
    std::mt19937 random(seed);
    Tally all;
    std::map<std::string, Tally> byLayers, byArt, byHeight, byVisibility;
    std::map<std::string, int> confusions;
    for (const std::string& dir : dirs) {
        std::vector<std::filesystem::path> files;
        for (const auto& e : std::filesystem::directory_iterator(dir))
            if (e.path().extension() == ".json") files.push_back(e.path());
        std::sort(files.begin(), files.end());
        for (const auto& file : files) {
            const Json json = readJsonFile(file.string());
            const eval::TruckTruth truth = eval::truckTruthFromJson(json);
            const std::filesystem::path imagePath = file.parent_path() / truth.image;
            if (!std::filesystem::exists(imagePath)) continue;
            const cv::Mat image = loadImage(imagePath.string());
            const auto shares =
                truth.cameraMatrix && !truth.heights.empty()
                    ? eval::visibleTopShares(truth.card, truth.heights, truth.cardCorners,
                                             *truth.cameraMatrix, config.geometry)
                    : std::vector<std::vector<double>>{};
            for (int copy = 0; copy < copies; ++copy) {
                const double upTo = jitter * (copy + 1) / copies;
                const auto corners =
                    upTo > 0 ? jittered(truth.cardCorners, upTo, config.geometry, random)
                             : truth.cardCorners;
                const CardPose pose = tools::truePose(
                    corners, config.camera.intrinsicsFor(image.size()), config.geometry);
                const CardSampler sampler(image, pose, config.geometry);
                const std::string art = json.at("conditions").at("art").get<std::string>();
                const std::string artGroup = art.rfind("random", 0) == 0 ? "random" : art;
                const auto heights = json.at("heights");
                const std::vector<CellReading> cells =
                    classifyCells(sampler, truth.card, config.geometry, net.get(),
                                  defaultCellModel(), config.cells);
                for (const CellReading& cell : cells) {
                    const char want = truth.top[cell.y][cell.x];
                    const char got = cell.top ? colourLetter(*cell.top) : '_';
                    const int height = heights.at(cell.y).at(cell.x).get<int>();
                    const bool wrong = want != got;
                    const bool unsure = cell.confidence < config.cells.unsureBelow;
                    all.add(wrong, unsure);
                    byLayers["layers=" + std::to_string(truth.card.layers())].add(wrong, unsure);
                    byArt["art=" + artGroup].add(wrong, unsure);
                    byHeight["height=" + std::to_string(height)].add(wrong, unsure);
                    const double share = shares.empty() ? 1.0 : shares[cell.y][cell.x];
                    if (!shares.empty())
                        byVisibility[share >= 1.0 ? "top seen whole" : "top partly hidden"].add(
                            wrong, unsure);
                    if (wrong) ++confusions[std::string(1, want) + "->" + got];
                    if (patches.is_open()) {
                        const cv::Mat patch = cellPatch(sampler, truth.card, config.geometry,
                                                        cell.x, cell.y, config.cells);
                        patches.write(reinterpret_cast<const char*>(patch.ptr<float>()),
                                      static_cast<std::streamsize>(patch.total() * sizeof(float)));
                        patchMeta << file.stem().string() << ',' << want << ',' << height << ','
                                  << art << ',' << truth.card.layers();
                        for (float v : cellFeatures(sampler, truth.card, config.geometry, cell.x,
                                                    cell.y, config.cells))
                            patchMeta << ',' << v;
                        patchMeta << '\n';
                        patchVisible << share << '\n';
                    }
                }
            }
        }
    }
    if (jitter > 0)
        std::printf("cells from the true card corners moved by up to %.3f cell (seed %u, %d "
                    "copies):\n",
                    jitter, seed, copies);
    else
        std::printf("cells from the true card corners:\n");
    print("all", all);
    for (const auto* group : {&byLayers, &byHeight, &byVisibility, &byArt})
        for (const auto& [name, tally] : *group)
            print(name, tally);
    std::vector<std::pair<int, std::string>> sorted;
    for (const auto& [pair, count] : confusions)
        sorted.emplace_back(count, pair);
    std::sort(sorted.rbegin(), sorted.rend());
    std::printf("confusions (truth->read):");
    for (std::size_t i = 0; i < std::min<std::size_t>(12, sorted.size()); ++i)
        std::printf(" %s %d", sorted[i].second.c_str(), sorted[i].first);
    std::printf("\n");
    return 0;
}

} // namespace

int main(int argc, char** argv) {
    return packmate::vision::tools::runTool("vision_cell_eval", [&] { return run(argc, argv); });
}
