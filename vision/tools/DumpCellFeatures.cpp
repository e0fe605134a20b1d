// vision_dump_cells DIR OUT.csv: writes the cell classifier's features for every loading cell
// of every rendered scene in DIR whose card the pipeline finds (corners within 3 px of the
// truth), with the true top-view label. Input of vision/training/train_cell_model.py.
#include "ToolMain.h"

#include <packmate/vision/CardFinder.h>
#include <packmate/vision/CardPose.h>
#include <packmate/vision/CellFeatures.h>
#include <packmate/vision/GridFit.h>
#include <packmate/vision/ImageLoader.h>
#include <packmate/vision/PhotoScorer.h>
#include <packmate/vision/eval/TruckTruth.h>

#include <filesystem>
#include <fstream>
#include <iostream>

using namespace packmate;
using namespace packmate::vision;

namespace {

int run(int argc, char** argv) {
    if (argc != 3) {
        std::cerr << "usage: vision_dump_cells DIR OUT.csv\n";
        return 2;
    }
    std::ofstream out(argv[2]);
    const PhotoScorerConfig config;
    std::vector<std::filesystem::path> files;
    for (const auto& e : std::filesystem::directory_iterator(tools::directoryArgument(argv[1])))
        if (e.path().extension() == ".json") files.push_back(e.path());
    std::sort(files.begin(), files.end());
    int rows = 0;
    for (const auto& file : files) {
        const eval::TruckTruth truth = eval::truckTruthFromJson(readJsonFile(file.string()));
        const cv::Mat image = loadImage((file.parent_path() / truth.image).string());
        PhotoInputs inputs;
        inputs.cargo = truth.cargo;
        const PhotoScore score = scorePhoto(image, truth.card, inputs, config);
        if (!score.found || eval::cornerError(score.cardCorners, truth.cardCorners) > 3.0) continue;
        CardPose pose;
        const auto quads = findCardCandidates(image, config.finder);
        for (const CardQuad& quad : quads)
            for (const CardPose& p : poseHypotheses(quad, config.camera.intrinsicsFor(image.size()),
                                                    config.geometry, 1.0, 90.0))
                if (eval::cornerError(p.corners, truth.cardCorners) < 3.0) pose = p;
        if (eval::cornerError(pose.corners, truth.cardCorners) >= 3.0) continue;
        const CardSampler sampler(image, pose, config.geometry);
        for (int y = 0; y < truth.card.rows(); ++y)
            for (int x = 0; x < truth.card.cols(); ++x) {
                if (!truth.card.isLoadingCell(x, y)) continue;
                out << file.stem().string() << ',' << truth.top[y][x];
                for (float v :
                     cellFeatures(sampler, truth.card, config.geometry, x, y, config.cells))
                    out << ',' << v;
                out << '\n';
                ++rows;
            }
    }
    std::cerr << rows << " cells\n";
    return 0;
}

} // namespace

int main(int argc, char** argv) {
    return packmate::vision::tools::runTool("vision_dump_cells", [&] { return run(argc, argv); });
}
