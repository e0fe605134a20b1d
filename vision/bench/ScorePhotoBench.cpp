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
#include <ctime>
#include <filesystem>
#include <vector>

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

// The whole photo as the issue counts it: the median over photos of each photo's CPU time
// (stage 1 runs the white-margin search only on some photos, so the mean above is higher).
void BM_6_ScorePhotoMedianPerPhoto(benchmark::State& state) {
    std::vector<double> times;
    for (auto _ : state) {
        times.clear();
        for (const Scene& s : scenes()) {
            PhotoInputs inputs;
            inputs.cargo = s.truth.cargo;
            timespec start{}, end{};
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &start);
            benchmark::DoNotOptimize(scorePhoto(s.image, s.truth.card, inputs));
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &end);
            times.push_back(1e3 * double(end.tv_sec - start.tv_sec) +
                            1e-6 * double(end.tv_nsec - start.tv_nsec));
        }
    }
    std::sort(times.begin(), times.end());
    state.counters["photo_median_ms"] = times[times.size() / 2];
    state.counters["photo_p90_ms"] = times[times.size() * 9 / 10];
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
BENCHMARK(BM_6_ScorePhotoMedianPerPhoto)
    ->Unit(benchmark::kMillisecond)
    ->Repetitions(5)
    ->ReportAggregatesOnly(true);

} // namespace

BENCHMARK_MAIN();
