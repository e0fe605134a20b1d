// Time per stage and in total of the photo scorer on the committed 1280×960 truck scenes,
// one core. Run: build/bin/vision_bench [--benchmark_filter=...]
#include <packmate/vision/CardFinder.h>
#include <packmate/vision/CardPose.h>
#include <packmate/vision/CellClassifier.h>
#include <packmate/vision/GridFit.h>
#include <packmate/vision/ImageLoader.h>
#include <packmate/vision/PhotoScorer.h>
#include <packmate/vision/StickFinder.h>
#include <packmate/vision/eval/TruckTruth.h>

#include <benchmark/benchmark.h>
#include <opencv2/core/utility.hpp>

#include <algorithm>
#include <filesystem>

namespace {

using namespace packmate;
using namespace packmate::vision;

struct Scene {
    cv::Mat image;
    eval::TruckTruth truth;
};

const std::vector<Scene>& scenes() {
    static const std::vector<Scene> all = [] {
        cv::setNumThreads(1);
        std::vector<Scene> out;
        const std::filesystem::path dir = std::filesystem::path(PACKMATE_SOURCE_DIR) / "datasets/trucks/dev";
        std::vector<std::filesystem::path> files;
        for (const auto& e : std::filesystem::directory_iterator(dir))
            if (e.path().extension() == ".json") files.push_back(e.path());
        std::sort(files.begin(), files.end());
        for (std::size_t i = 0; i < files.size() && out.size() < 20; i += 3) {
            eval::TruckTruth truth = eval::truckTruthFromJson(readJsonFile(files[i].string()));
            out.push_back({loadImage((dir / truth.image).string()), truth});
        }
        return out;
    }();
    return all;
}

struct Posed {
    CardPose pose;
};

Posed pose(const Scene& s, const PhotoScorerConfig& config) {
    const auto quads = findCardCandidates(s.image, config.finder);
    const auto hyps = poseHypotheses(quads.front(), config.camera.intrinsicsFor(s.image.size()), config.geometry,
                                     config.finder.maxShapeError);
    return {fitGrid(s.image, hyps, s.truth.card, config.geometry, config.grid).pose};
}

void BM_FindCard(benchmark::State& state) {
    std::size_t i = 0;
    for (auto _ : state) benchmark::DoNotOptimize(findCardCandidates(scenes()[i++ % scenes().size()].image));
}

void BM_FitGrid(benchmark::State& state) {
    const PhotoScorerConfig config;
    std::vector<std::vector<CardPose>> hyps;
    for (const Scene& s : scenes())
        hyps.push_back(poseHypotheses(findCardCandidates(s.image).front(), config.camera.intrinsicsFor(s.image.size()),
                                      config.geometry, config.finder.maxShapeError));
    std::size_t i = 0;
    for (auto _ : state) {
        const std::size_t k = i++ % scenes().size();
        benchmark::DoNotOptimize(fitGrid(scenes()[k].image, hyps[k], scenes()[k].truth.card, config.geometry));
    }
}

void BM_ClassifyCells(benchmark::State& state) {
    const PhotoScorerConfig config;
    std::vector<Posed> poses;
    for (const Scene& s : scenes()) poses.push_back(pose(s, config));
    std::size_t i = 0;
    for (auto _ : state) {
        const std::size_t k = i++ % scenes().size();
        const CardSampler sampler(scenes()[k].image, poses[k].pose, config.geometry);
        benchmark::DoNotOptimize(classifyCells(sampler, scenes()[k].truth.card, config.geometry));
    }
}

void BM_SticksBeside(benchmark::State& state) {
    const PhotoScorerConfig config;
    std::vector<Posed> poses;
    for (const Scene& s : scenes()) poses.push_back(pose(s, config));
    std::size_t i = 0;
    for (auto _ : state) {
        const std::size_t k = i++ % scenes().size();
        const CardSampler sampler(scenes()[k].image, poses[k].pose, config.geometry);
        benchmark::DoNotOptimize(
            findOffCardSticks(scenes()[k].image, sampler, scenes()[k].truth.card, config.geometry, config.colours));
    }
}

void BM_ScorePhotoTotal(benchmark::State& state) {
    std::size_t i = 0;
    for (auto _ : state) {
        const Scene& s = scenes()[i++ % scenes().size()];
        PhotoInputs inputs;
        inputs.cargo = s.truth.cargo;
        benchmark::DoNotOptimize(scorePhoto(s.image, s.truth.card, inputs));
    }
}

BENCHMARK(BM_FindCard)->Unit(benchmark::kMillisecond)->Repetitions(5)->ReportAggregatesOnly(true);
BENCHMARK(BM_FitGrid)->Unit(benchmark::kMillisecond)->Repetitions(5)->ReportAggregatesOnly(true);
BENCHMARK(BM_ClassifyCells)->Unit(benchmark::kMillisecond)->Repetitions(5)->ReportAggregatesOnly(true);
BENCHMARK(BM_SticksBeside)->Unit(benchmark::kMillisecond)->Repetitions(5)->ReportAggregatesOnly(true);
BENCHMARK(BM_ScorePhotoTotal)->Unit(benchmark::kMillisecond)->Repetitions(5)->ReportAggregatesOnly(true);

} // namespace

BENCHMARK_MAIN();
