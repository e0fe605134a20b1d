// vision_cell_eval [--net-weight W] [--patches OUT] DIR...: reads the cells of every rendered scene
// in each DIR from the TRUE card corners (truth "card_corners", cab-left order), so the cell stage
// is measured alone, without the card finder and the orientation choice. Prints the cell error
// overall, per layer count, per art and per column height, the confident-and-wrong and unsure
// cells, and the most frequent confusions. With --patches OUT, writes the cell network's inputs
// of every loading cell: its patch (cellPatch, float32, one after another) to OUT.bin, and its
// scene, label, column height, art, layers and features (cellFeatures) to OUT.csv, for
// vision/training/train_cell_net.py. --net-weight: CellClassifierConfig::netWeight (1 = the
// cell network alone).
#include <packmate/engine/Json.h>
#include <packmate/vision/CardPose.h>
#include <packmate/vision/CardSampler.h>
#include <packmate/vision/CellClassifier.h>
#include <packmate/vision/CellFeatures.h>
#include <packmate/vision/CellPatch.h>
#include <packmate/vision/ImageLoader.h>
#include <packmate/vision/PhotoScorer.h>
#include <packmate/vision/eval/TruckTruth.h>

#include <opencv2/calib3d.hpp>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
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

CardPose truePose(const std::array<cv::Point2d, 4>& corners, const cv::Matx33d& intrinsics,
                  const CardGeometry& geometry) {
    const std::vector<cv::Point3d> model{{0, 0, 0},
                                         {geometry.cardWidth, 0, 0},
                                         {geometry.cardWidth, geometry.cardHeight, 0},
                                         {0, geometry.cardHeight, 0}};
    CardPose pose;
    pose.intrinsics = intrinsics;
    pose.corners = corners;
    const std::vector<cv::Point2d> image(corners.begin(), corners.end());
    cv::solvePnP(model, image, cv::Mat(intrinsics), cv::noArray(), pose.rvec, pose.tvec, false,
                 cv::SOLVEPNP_IPPE);
    pose.orientation = orientationFromCorners(corners);
    return pose;
}

void print(const std::string& name, const Tally& t) {
    std::printf("  %-24s %6d cells  error %6.3f %%  confident-wrong %6.3f %%  unsure %6.2f %%\n",
                name.c_str(), t.cells, 100.0 * t.wrong / std::max(1, t.cells),
                100.0 * t.confidentWrong / std::max(1, t.cells),
                100.0 * t.unsure / std::max(1, t.cells));
}

} // namespace

int main(int argc, char** argv) {
    std::vector<std::string> dirs;
    std::string patchPath;
    PhotoScorerConfig config;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--patches" && i + 1 < argc)
            patchPath = argv[++i];
        else if (arg == "--net-weight" && i + 1 < argc)
            config.cells.netWeight = std::stod(argv[++i]);
        else
            dirs.push_back(arg);
    }
    if (dirs.empty()) {
        std::cerr << "usage: vision_cell_eval [--net-weight W] [--patches OUT] DIR...\n";
        return 2;
    }
    std::ofstream patches, patchMeta;
    if (!patchPath.empty()) {
        patches.open(patchPath + ".bin", std::ios::binary);
        patchMeta.open(patchPath + ".csv");
    }
    Tally all;
    std::map<std::string, Tally> byLayers, byArt, byHeight;
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
            const CardPose pose = truePose(
                truth.cardCorners, config.camera.intrinsicsFor(image.size()), config.geometry);
            const CardSampler sampler(image, pose, config.geometry);
            const std::string art = json.at("conditions").at("art").get<std::string>();
            const std::string artGroup = art.rfind("random", 0) == 0 ? "random" : art;
            const auto heights = json.at("heights");
            const std::vector<CellReading> cells =
                classifyCells(sampler, truth.card, config.geometry, CellNet::builtIn(),
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
                if (wrong) ++confusions[std::string(1, want) + "->" + got];
                if (patches.is_open()) {
                    const cv::Mat patch = cellPatch(sampler, truth.card, config.geometry, cell.x,
                                                    cell.y, config.cells);
                    patches.write(reinterpret_cast<const char*>(patch.ptr<float>()),
                                  static_cast<std::streamsize>(patch.total() * sizeof(float)));
                    patchMeta << file.stem().string() << ',' << want << ',' << height << ',' << art
                              << ',' << truth.card.layers();
                    for (float v : cellFeatures(sampler, truth.card, config.geometry, cell.x,
                                                cell.y, config.cells))
                        patchMeta << ',' << v;
                    patchMeta << '\n';
                }
            }
        }
    }
    std::printf("cells from the true card corners:\n");
    print("all", all);
    for (const auto* group : {&byLayers, &byHeight, &byArt})
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
