// Time per stage and in total of the photo scorer on committed 1280×960 truck scenes, on one
// core (OpenCV threads off). Run: taskset -c 0 build/bin/vision_bench
// On a shared machine read the CPU column: wall time includes waiting for the core.
#include <packmate/vision/CardFinder.h>
#include <packmate/vision/CardLocator.h>
#include <packmate/vision/CardMaskFinder.h>
#include <packmate/vision/CellClassifier.h>
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
    GridFit fit;
};

// Every 4th dev scene whose card is found (stages after the finder need a pose).
const std::vector<Scene>& scenes() {
    static const std::vector<Scene> all = [] {
        cv::setNumThreads(1);
        std::vector<Scene> out;
        const std::filesystem::path dir =
            std::filesystem::path(PACKMATE_SOURCE_DIR) / "datasets/trucks/dev";
        std::vector<std::filesystem::path> files;
        for (const auto& e : std::filesystem::directory_iterator(dir))
            if (e.path().extension() == ".json") files.push_back(e.path());
        std::sort(files.begin(), files.end());
        for (std::size_t i = 0; i < files.size(); i += 4) {
            eval::TruckTruth truth = eval::truckTruthFromJson(readJsonFile(files[i].string()));
            cv::Mat image = loadImage((dir / truth.image).string());
            if (auto fit = locateCard(image, truth.card)) out.push_back({image, truth, *fit});
        }
        return out;
    }();
    return all;
}

const Scene& next(std::size_t& i) {
    return scenes()[i++ % scenes().size()];
}

void BM_1_FindCardCandidates(benchmark::State& state) {
    std::size_t i = 0;
    for (auto _ : state)
        benchmark::DoNotOptimize(findCardCandidates(next(i).image));
}

void BM_1_FindCardByMask(benchmark::State& state) {
    std::size_t i = 0;
    for (auto _ : state)
        benchmark::DoNotOptimize(findCardByMask(next(i).image));
}

void BM_1_CardMaskNet(benchmark::State& state) {
    std::size_t i = 0;
    for (auto _ : state) {
        double imagePerMask = 1.0;
        benchmark::DoNotOptimize(CardMaskNet::builtIn().cardMask(next(i).image, imagePerMask));
    }
}

void BM_2_CardPoses(benchmark::State& state) {
    const PhotoScorerConfig config;
    std::size_t i = 0;
    for (auto _ : state) {
        const Scene& s = next(i);
        benchmark::DoNotOptimize(locateCardPoses(s.image,
                                                 config.camera.intrinsicsFor(s.image.size()),
                                                 std::nullopt, config.geometry, config.finder));
    }
}

void BM_2_LocateCardWithOrientation(benchmark::State& state) {
    std::size_t i = 0;
    for (auto _ : state) {
        const Scene& s = next(i);
        benchmark::DoNotOptimize(locateCard(s.image, s.truth.card));
    }
}

void BM_3_ClassifyCells(benchmark::State& state) {
    const CardGeometry geometry;
    std::size_t i = 0;
    for (auto _ : state) {
        const Scene& s = next(i);
        const CardSampler sampler(s.image, s.fit.pose, geometry);
        benchmark::DoNotOptimize(classifyCells(sampler, s.truth.card, geometry));
    }
}

void BM_4_SticksBeside(benchmark::State& state) {
    const CardGeometry geometry;
    const ColourModel colours;
    std::size_t i = 0;
    for (auto _ : state) {
        const Scene& s = next(i);
        const CardSampler sampler(s.image, s.fit.pose, geometry);
        benchmark::DoNotOptimize(
            findOffCardSticks(s.image, sampler, s.truth.card, geometry, colours));
    }
}

void BM_5_ScorePhotoTotal(benchmark::State& state) {
    std::size_t i = 0;
    for (auto _ : state) {
        const Scene& s = next(i);
        PhotoInputs inputs;
        inputs.cargo = s.truth.cargo;
        benchmark::DoNotOptimize(scorePhoto(s.image, s.truth.card, inputs));
    }
}

BENCHMARK(BM_1_FindCardCandidates)
    ->Unit(benchmark::kMillisecond)
    ->Repetitions(5)
    ->ReportAggregatesOnly(true);
BENCHMARK(BM_1_FindCardByMask)
    ->Unit(benchmark::kMillisecond)
    ->Repetitions(5)
    ->ReportAggregatesOnly(true);
BENCHMARK(BM_1_CardMaskNet)
    ->Unit(benchmark::kMillisecond)
    ->Repetitions(5)
    ->ReportAggregatesOnly(true);
BENCHMARK(BM_2_CardPoses)
    ->Unit(benchmark::kMillisecond)
    ->Repetitions(5)
    ->ReportAggregatesOnly(true);
BENCHMARK(BM_2_LocateCardWithOrientation)
    ->Unit(benchmark::kMillisecond)
    ->Repetitions(5)
    ->ReportAggregatesOnly(true);
BENCHMARK(BM_3_ClassifyCells)
    ->Unit(benchmark::kMillisecond)
    ->Repetitions(5)
    ->ReportAggregatesOnly(true);
BENCHMARK(BM_4_SticksBeside)
    ->Unit(benchmark::kMillisecond)
    ->Repetitions(5)
    ->ReportAggregatesOnly(true);
BENCHMARK(BM_5_ScorePhotoTotal)
    ->Unit(benchmark::kMillisecond)
    ->Repetitions(5)
    ->ReportAggregatesOnly(true);

} // namespace

BENCHMARK_MAIN();
