// Dice reader speed on 1280×960 frames: the rendered held-back split (datasets/dice/test),
// one frame per iteration, cycling through the images. Run:
//   build/bin/dice_bench --benchmark_repetitions=5 --benchmark_report_aggregates_only=true
#include <packmate/vision/ImageLoader.h>
#include <packmate/vision/dice/DiceCentreRefiner.h>
#include <packmate/vision/dice/DiceDetector.h>
#include <packmate/vision/dice/DiceLabels.h>
#include <packmate/vision/dice/DiceReader.h>
#include <packmate/vision/dice/FaceClassifier.h>
#include <packmate/vision/dice/FinderInput.h>
#include <packmate/vision/dice/PipClusterBaseline.h>

#include <benchmark/benchmark.h>
#include <opencv2/core/utility.hpp>

#include <filesystem>
#include <iostream>

namespace {

using namespace packmate::vision;

const std::vector<cv::Mat>& frames() {
    static const std::vector<cv::Mat> images = [] {
        std::vector<cv::Mat> out;
        const auto folder =
            std::filesystem::path(PACKMATE_SOURCE_DIR) / "datasets" / "dice" / "test";
        for (const auto& path : dice::labelledImages(folder))
            out.push_back(loadImage(path.string()));
        return out;
    }();
    return images;
}

// finder:1 = the learned dice finder + face classifier (the default reader);
// finder:0 = the classic pip stages + face classifier (the reader before the finder).
// turned:0 = without the turned look (its cost is the difference to turned:1).
void BM_DiceReader(benchmark::State& state) {
    const auto& images = frames();
    dice::DiceConfig config;
    config.detector.enabled = state.range(0) != 0;
    if (state.range(1) == 0) config.classifier.turnedLookBelow = 0;
    dice::readDice(images.front(), config); // loads the model once, outside the timing
    std::size_t i = 0;
    for (auto _ : state)
        benchmark::DoNotOptimize(dice::readDice(images[i++ % images.size()], config));
    state.SetLabel(std::to_string(images.front().cols) + "x" + std::to_string(images.front().rows));
}
BENCHMARK(BM_DiceReader)
    ->Args({1, 1})
    ->Args({1, 0})
    ->Args({0, 1})
    ->ArgNames({"finder", "turned"})
    ->Unit(benchmark::kMillisecond);

// The reader (finder path) with face models combined: models:N = ClassifierConfig::faceModels,
// below:B = secondOpinionBelow in hundredths (0: the full ensemble). Needs N models
// (FaceClassifier::models(); PACKMATE_DICE_FACE_MODELS to try files); fewer are used otherwise.
void BM_DiceReaderModels(benchmark::State& state) {
    const auto& images = frames();
    dice::DiceConfig config;
    config.classifier.faceModels = int(state.range(0));
    config.classifier.secondOpinionBelow = double(state.range(1)) / 100.0;
    dice::readDice(images.front(), config);
    std::size_t i = 0;
    for (auto _ : state)
        benchmark::DoNotOptimize(dice::readDice(images[i++ % images.size()], config));
    state.counters["models"] = double(dice::FaceClassifier::models().size());
}
BENCHMARK(BM_DiceReaderModels)
    ->Args({2, 0})
    ->Args({2, 80})
    ->Args({2, 94})
    ->Args({2, 98})
    ->Args({3, 0})
    ->Args({3, 80})
    ->Args({3, 94})
    ->ArgNames({"models", "below"})
    ->Unit(benchmark::kMillisecond);

// Per stage (the reader's default path): the finder alone (shrink + net + peaks), and the
// classifier alone on the finder's dice of each frame (crops + one batched forward pass).
// threads = cv::setNumThreads (0: OpenCV's default); run under `taskset -c 0` for one core.
void BM_DiceFinder(benchmark::State& state) {
    const auto& images = frames();
    const int before = cv::getNumThreads();
    if (state.range(0) > 0) cv::setNumThreads(int(state.range(0)));
    const dice::DetectorConfig config;
    dice::DiceDetector::builtIn().find(images.front(), config);
    std::size_t i = 0;
    for (auto _ : state)
        benchmark::DoNotOptimize(
            dice::DiceDetector::builtIn().find(images[i++ % images.size()], config));
    cv::setNumThreads(before);
}
BENCHMARK(BM_DiceFinder)->Arg(0)->Arg(1)->ArgName("threads")->Unit(benchmark::kMillisecond);

// The finder's input alone (shrink, pad, blob): part of BM_DiceFinder.
void BM_FinderInput(benchmark::State& state) {
    const auto& images = frames();
    const dice::DetectorConfig config;
    std::size_t i = 0;
    for (auto _ : state)
        benchmark::DoNotOptimize(dice::finderInput(images[i++ % images.size()], config));
}
BENCHMARK(BM_FinderInput)->Unit(benchmark::kMillisecond);

void BM_FaceClassifier(benchmark::State& state) {
    const auto& images = frames();
    const int before = cv::getNumThreads();
    if (state.range(0) > 0) cv::setNumThreads(int(state.range(0)));
    std::vector<std::vector<dice::FaceSpot>> spots;
    for (const cv::Mat& image : images) {
        spots.emplace_back();
        for (const dice::FoundDie& die : dice::DiceDetector::builtIn().find(image, {}))
            spots.back().push_back({die.center, die.side});
    }
    const dice::ClassifierConfig config;
    dice::FaceClassifier::builtIn().classify(images.front(), spots.front(), config);
    std::size_t i = 0, crops = 0;
    for (auto _ : state) {
        const std::size_t k = i++ % images.size();
        crops += spots[k].size();
        benchmark::DoNotOptimize(
            dice::FaceClassifier::builtIn().classify(images[k], spots[k], config));
    }
    state.counters["crops/frame"] = double(crops) / double(state.iterations());
    cv::setNumThreads(before);
}
BENCHMARK(BM_FaceClassifier)->Arg(0)->Arg(1)->ArgName("threads")->Unit(benchmark::kMillisecond);

// The centre refiner alone on the finder's dice of each frame (windows + one batched pass).
void BM_DiceCentreRefiner(benchmark::State& state) {
    const auto& images = frames();
    const int before = cv::getNumThreads();
    if (state.range(0) > 0) cv::setNumThreads(int(state.range(0)));
    std::vector<std::vector<dice::FoundDie>> found;
    for (const cv::Mat& image : images)
        found.push_back(dice::DiceDetector::builtIn().find(image, {}));
    const dice::RefinerConfig config;
    std::vector<dice::FoundDie> dice = found.front();
    dice::DiceCentreRefiner::builtIn().refine(images.front(), dice, config);
    std::size_t i = 0;
    for (auto _ : state) {
        const std::size_t k = i++ % images.size();
        dice = found[k];
        dice::DiceCentreRefiner::builtIn().refine(images[k], dice, config);
        benchmark::DoNotOptimize(dice.data());
    }
    cv::setNumThreads(before);
}
BENCHMARK(BM_DiceCentreRefiner)->Arg(1)->ArgName("threads")->Unit(benchmark::kMillisecond);

void BM_PipClusterBaseline(benchmark::State& state) {
    const auto& images = frames();
    std::size_t i = 0;
    for (auto _ : state)
        benchmark::DoNotOptimize(dice::readDiceBaseline(images[i++ % images.size()]));
}
BENCHMARK(BM_PipClusterBaseline)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
