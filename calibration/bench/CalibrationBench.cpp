// Speed of the calibration steps on a rendered 1280 × 960 scene (datasets/calibration):
// finding the mat (every frame of a live view needs it) and registering a card.
#include <packmate/calibration/CardRegistration.h>
#include <packmate/calibration/ColourCalibration.h>
#include <packmate/calibration/MatFinder.h>
#include <packmate/vision/ImageLoader.h>

#include <benchmark/benchmark.h>

#include <string>

namespace {

cv::Mat scene(const std::string& name) {
    return packmate::vision::loadImage(std::string(PACKMATE_SOURCE_DIR) + "/datasets/calibration/" +
                                       name);
}

void findMat(benchmark::State& state) {
    const cv::Mat photo = scene("cards/cards_test_0000.jpg");
    for (auto _ : state)
        benchmark::DoNotOptimize(packmate::calibration::findMat(photo));
}
BENCHMARK(findMat)->Unit(benchmark::kMillisecond);

void findMatWithRetry(benchmark::State& state) {
    // One code of this scene is read only on the retry around its predicted place.
    const cv::Mat photo = scene("cards/cards_test_0009.jpg");
    for (auto _ : state)
        benchmark::DoNotOptimize(packmate::calibration::findMat(photo));
}
BENCHMARK(findMatWithRetry)->Unit(benchmark::kMillisecond);

void registerCard(benchmark::State& state) {
    const cv::Mat photo = scene("cards/cards_test_0000.jpg");
    for (auto _ : state)
        benchmark::DoNotOptimize(packmate::calibration::registerCard(photo));
}
BENCHMARK(registerCard)->Unit(benchmark::kMillisecond);

void calibrateColours(benchmark::State& state) {
    const cv::Mat photo = scene("colours/colours_test_0000.jpg");
    for (auto _ : state)
        benchmark::DoNotOptimize(packmate::calibration::calibrateColours(photo));
}
BENCHMARK(calibrateColours)->Unit(benchmark::kMillisecond);

void applyColourCorrection(benchmark::State& state) {
    const cv::Mat calibrationPhoto = scene("casts/fluorescent/colours_dev_0000.jpg");
    const cv::Mat photo = scene("casts/fluorescent/trucks_dev_0000.jpg");
    const auto correction = *packmate::calibration::calibrateColours(calibrationPhoto).correction;
    for (auto _ : state)
        benchmark::DoNotOptimize(packmate::calibration::applyColourCorrection(photo, correction));
}
BENCHMARK(applyColourCorrection)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
