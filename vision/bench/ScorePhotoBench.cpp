// Time per stage and in total of the photo scorer on 1280×960 truck scenes, on one core
// (OpenCV threads off). On a shared machine read the CPU column: wall time includes waiting.
//
//   taskset -c 0 build/bin/vision_bench [--dir=DIR] [--every=N] [benchmark options]
//   taskset -c 0 build/bin/vision_bench --profile [--dir=DIR] [--every=N] [--reps=R] [--list]
//                                        [--dump=FILE] [--no-lines] [--no-stick-net]
//
// --dir: the scenes (default datasets/trucks/dev); the benchmarks take every N-th scene whose
// card is found (default 4). --profile runs no benchmark: it times every N-th photo (default
// every one, found or not) R times (default 3, the fastest run counts), says which path stage 1
// took on each (the learned outline alone, the white-margin search round it or over the whole
// photo, corner repair, the white-balanced retry) and how the median and p90 photos spend
// their time; --list prints every photo, --dump writes each photo's score-photo JSON (one
// line per photo: name, tab, JSON) to compare two builds' answers; --no-lines runs stage 1
// without the mask-lines look (round `patterned`) to compare with it; --stick-net runs stage 4
// without the learned stick look (StickFinderConfig::netLook, on by default since round
// sticks-net3; --stick-net, the default, is still accepted).
#include <packmate/vision/CardFinder.h>
#include <packmate/vision/CardLocator.h>
#include <packmate/vision/CardMaskFinder.h>
#include <packmate/vision/CellClassifier.h>
#include <packmate/vision/CellPatch.h>
#include <packmate/vision/GridFit.h>
#include <packmate/vision/ImageLoader.h>
#include <packmate/vision/PhotoScoreJson.h>
#include <packmate/vision/PhotoScorer.h>
#include <packmate/vision/StickFinder.h>
#include <packmate/vision/eval/TruckTruth.h>

#include <benchmark/benchmark.h>
#include <opencv2/core/utility.hpp>

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <string>
#include <vector>

namespace {

using namespace packmate;
using namespace packmate::vision;

struct Options {
    std::filesystem::path dir = std::filesystem::path(PACKMATE_SOURCE_DIR) / "datasets/trucks/dev";
    std::size_t every = 0; // 0: the mode's default
    int reps = 3;
    bool profile = false;
    bool list = false;
    bool noLines = false; // --no-lines: without the mask-lines look (CardFinderConfig::lineLook)
    // --no-stick-net: without the learned stick look (StickFinderConfig::netLook)
    bool stickNet = PhotoScorerConfig{}.sticks.netLook;
    std::string dump;
};

Options& options() {
    static Options o;
    return o;
}

struct Scene {
    std::string name;
    cv::Mat image;
    eval::TruckTruth truth;
    std::optional<GridFit> fit;
};

std::vector<Scene> loadScenes(std::size_t every, bool foundOnly) {
    cv::setNumThreads(1);
    std::vector<std::filesystem::path> files;
    for (const auto& e : std::filesystem::directory_iterator(options().dir))
        if (e.path().extension() == ".json") files.push_back(e.path());
    std::sort(files.begin(), files.end());
    std::vector<Scene> out;
    for (std::size_t i = 0; i < files.size(); i += every) {
        eval::TruckTruth truth = eval::truckTruthFromJson(readJsonFile(files[i].string()));
        cv::Mat image = loadImage((options().dir / truth.image).string());
        std::optional<GridFit> fit = locateCard(image, truth.card);
        if (foundOnly && !fit) continue;
        out.push_back({files[i].stem().string(), image, truth, fit});
    }
    return out;
}

// Every N-th scene whose card is found (stages after the finder need a pose).
const std::vector<Scene>& scenes() {
    static const std::vector<Scene> all =
        loadScenes(options().every ? options().every : 4, /*foundOnly=*/true);
    return all;
}

double cpuMs() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return 1e3 * double(t.tv_sec) + 1e-6 * double(t.tv_nsec);
}

// One benchmark iteration runs `step` on every scene once, so each stage is timed on the same
// photos whatever the iteration count Google Benchmark chooses (with one scene an iteration,
// restarting at the first each repetition, BM_5 alone read 9-10 ms and ~17 ms after any other
// benchmark). `ms_per_photo` is the CPU time per scene.
template <typename Step> void overScenes(benchmark::State& state, Step step) {
    double ms = 0.0;
    std::size_t photos = 0;
    for (auto _ : state) {
        const double start = cpuMs();
        for (const Scene& s : scenes())
            step(s);
        ms += cpuMs() - start;
        photos += scenes().size();
    }
    state.counters["ms_per_photo"] = ms / double(std::max<std::size_t>(photos, 1));
}

void BM_1_FindCardCandidates(benchmark::State& state) {
    overScenes(state,
               [&](const Scene& s) { benchmark::DoNotOptimize(findCardCandidates(s.image)); });
}

void BM_1_FindCardByMask(benchmark::State& state) {
    overScenes(state, [&](const Scene& s) { benchmark::DoNotOptimize(findCardByMask(s.image)); });
}

void BM_1_CardMaskNet(benchmark::State& state) {
    overScenes(state, [&](const Scene& s) {
        double imagePerMask = 1.0;
        benchmark::DoNotOptimize(CardMaskNet::builtIn().cardMask(s.image, imagePerMask));
    });
}

void BM_2_CardPoses(benchmark::State& state) {
    const PhotoScorerConfig config;
    overScenes(state, [&](const Scene& s) {
        benchmark::DoNotOptimize(locateCardPoses(s.image,
                                                 config.camera.intrinsicsFor(s.image.size()),
                                                 std::nullopt, config.geometry, config.finder));
    });
}

void BM_2_LocateCardWithOrientation(benchmark::State& state) {
    overScenes(state, [&](const Scene& s) {
        benchmark::DoNotOptimize(locateCard(s.image, s.truth.card));
    });
}

void BM_3_ClassifyCells(benchmark::State& state) {
    const CardGeometry geometry;
    overScenes(state, [&](const Scene& s) {
        const CardSampler sampler(s.image, s.fit->pose, geometry);
        benchmark::DoNotOptimize(classifyCells(sampler, s.truth.card, geometry));
    });
}

// The alternative to the cell network, side by side: the feature MLP alone (netWeight 0).
void BM_3_ClassifyCellsMlpOnly(benchmark::State& state) {
    const CardGeometry geometry;
    CellClassifierConfig config;
    config.netWeight = 0.0;
    overScenes(state, [&](const Scene& s) {
        const CardSampler sampler(s.image, s.fit->pose, geometry);
        benchmark::DoNotOptimize(
            classifyCells(sampler, s.truth.card, geometry, nullptr, defaultCellModel(), config));
    });
}

// The network's input alone: every loading cell's neighbourhood on the five layer planes.
void BM_3_CellPatches(benchmark::State& state) {
    const CardGeometry geometry;
    const CellClassifierConfig config;
    overScenes(state, [&](const Scene& s) {
        const CardSampler sampler(s.image, s.fit->pose, geometry);
        for (int y = 0; y < s.truth.card.rows(); ++y)
            for (int x = 0; x < s.truth.card.cols(); ++x)
                if (s.truth.card.isLoadingCell(x, y))
                    benchmark::DoNotOptimize(
                        cellPatch(sampler, s.truth.card, geometry, x, y, config));
    });
}

void BM_4_SticksBeside(benchmark::State& state) {
    const CardGeometry geometry;
    const ColourModel colours;
    overScenes(state, [&](const Scene& s) {
        const CardSampler sampler(s.image, s.fit->pose, geometry);
        benchmark::DoNotOptimize(
            findOffCardSticks(s.image, sampler, s.truth.card, geometry, colours));
    });
}

void BM_5_ScorePhotoTotal(benchmark::State& state) {
    overScenes(state, [&](const Scene& s) {
        PhotoInputs inputs;
        inputs.cargo = s.truth.cargo;
        benchmark::DoNotOptimize(scorePhoto(s.image, s.truth.card, inputs));
    });
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
            const double start = cpuMs();
            benchmark::DoNotOptimize(scorePhoto(s.image, s.truth.card, inputs));
            times.push_back(cpuMs() - start);
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
BENCHMARK(BM_3_ClassifyCellsMlpOnly)
    ->Unit(benchmark::kMillisecond)
    ->Repetitions(5)
    ->ReportAggregatesOnly(true);
BENCHMARK(BM_3_CellPatches)
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

// One photo's fastest run, whole and by stage (ms).
struct PhotoTime {
    std::string name, path;
    double total = 1e9;
    int poses = 0, scored = 0; // pose hypotheses, those the grid fit scores
    std::map<std::string, double> stages;
};

const std::vector<std::string> kStages{"mask", "learned", "margin", "repair", "retry",
                                       "art",  "grid",    "cells",  "sticks", "rest"};

PhotoTime timePhoto(const Scene& s, std::ofstream* dump) {
    PhotoScorerConfig config;
    config.finder.lineLook = !options().noLines;
    config.sticks.netLook = options().stickNet;
    PhotoInputs inputs;
    inputs.cargo = s.truth.cargo;
    PhotoTime out;
    out.name = s.name;
    for (const std::string& stage : kStages)
        out.stages[stage] = 1e9;
    auto keep = [&](const std::string& stage, double ms) {
        out.stages[stage] = std::min(out.stages[stage], ms);
    };
    for (int rep = 0; rep < options().reps; ++rep) {
        double start = cpuMs();
        const PhotoScore score = scorePhoto(s.image, s.truth.card, inputs, config);
        out.total = std::min(out.total, cpuMs() - start);
        if (rep == 0 && dump) *dump << s.name << '\t' << photoScoreToJson(score).dump() << '\n';

        // The same steps one by one (scorePhoto = locateCardPoses, fitGrid, scoreLocatedCard).
        LocateTrace trace;
        const cv::Matx33d intrinsics = config.camera.intrinsicsFor(s.image.size());
        const std::vector<CardPose> poses = locateCardPoses(s.image, intrinsics, std::nullopt,
                                                            config.geometry, config.finder, &trace);
        out.path = trace.path;
        keep("mask", trace.maskMs);
        keep("learned", trace.learnedMs);
        keep("margin", trace.marginMs);
        keep("repair", trace.repairMs);
        keep("retry", trace.retryMs);
        keep("art", trace.artMs);
        out.poses = int(poses.size());
        if (poses.empty()) {
            keep("grid", 0.0);
            keep("cells", 0.0);
            keep("sticks", 0.0);
            continue;
        }
        double bestShape = 1e9;
        for (const CardPose& pose : poses)
            bestShape = std::min(bestShape, pose.shapeError);
        out.scored = int(std::count_if(poses.begin(), poses.end(), [&](const CardPose& pose) {
            return pose.shapeError <= config.grid.shapeSlack * bestShape + 1.0;
        }));
        start = cpuMs();
        const GridFit fit = fitGrid(s.image, poses, s.truth.card, config.geometry, config.grid);
        keep("grid", cpuMs() - start);
        start = cpuMs();
        const CardSampler sampler(s.image, fit.pose, config.geometry);
        benchmark::DoNotOptimize(classifyCells(sampler, s.truth.card, config.geometry, nullptr,
                                               defaultCellModel(), config.cells));
        keep("cells", cpuMs() - start);
        start = cpuMs();
        benchmark::DoNotOptimize(findOffCardSticks(s.image, sampler, s.truth.card, config.geometry,
                                                   config.colours, config.sticks));
        keep("sticks", cpuMs() - start);
    }
    double parts = 0.0;
    for (const std::string& stage : kStages)
        if (stage != "rest") parts += out.stages[stage];
    out.stages["rest"] = std::max(0.0, out.total - parts);
    return out;
}

// Mean of each stage over the photos ranked [from, to) by total time.
void printBand(const std::vector<PhotoTime>& sorted, std::size_t from, std::size_t to,
               const std::string& label) {
    to = std::min(to, sorted.size());
    if (from >= to) return;
    std::map<std::string, double> mean;
    std::map<std::string, int> paths;
    double total = 0.0;
    for (std::size_t i = from; i < to; ++i) {
        total += sorted[i].total;
        ++paths[sorted[i].path];
        for (const std::string& stage : kStages)
            mean[stage] += sorted[i].stages.at(stage);
    }
    const double n = double(to - from);
    std::printf("%-22s %3zu photos, mean %5.2f ms:", label.c_str(), to - from, total / n);
    for (const std::string& stage : kStages)
        std::printf(" %s %.2f", stage.c_str(), mean[stage] / n);
    std::printf("  paths:");
    for (const auto& [path, count] : paths)
        std::printf(" %s %d", path.c_str(), count);
    std::printf("\n");
}

int runProfile() {
    const std::vector<Scene> photos =
        loadScenes(options().every ? options().every : 1, /*foundOnly=*/false);
    if (photos.empty()) {
        std::cerr << "vision_bench: no scenes in " << options().dir << "\n";
        return 2;
    }
    std::ofstream dump;
    if (!options().dump.empty()) dump.open(options().dump);
    std::vector<PhotoTime> times;
    for (const Scene& s : photos)
        times.push_back(timePhoto(s, dump.is_open() ? &dump : nullptr));
    if (options().list) {
        std::printf("%-12s %-7s %5s %6s %8s", "photo", "path", "poses", "scored", "total");
        for (const std::string& stage : kStages)
            std::printf(" %7s", stage.c_str());
        std::printf("\n");
        for (const PhotoTime& t : times) {
            std::printf("%-12s %-7s %5d %6d %8.2f", t.name.c_str(), t.path.c_str(), t.poses,
                        t.scored, t.total);
            for (const std::string& stage : kStages)
                std::printf(" %7.2f", t.stages.at(stage));
            std::printf("\n");
        }
    }
    std::vector<PhotoTime> sorted = times;
    std::sort(sorted.begin(), sorted.end(),
              [](const PhotoTime& a, const PhotoTime& b) { return a.total < b.total; });
    const std::size_t n = sorted.size();
    std::printf("%s: %zu photos, fastest of %d runs each (CPU ms): median %.2f, p90 %.2f, "
                "mean %.2f\n",
                options().dir.string().c_str(), n, options().reps, sorted[n / 2].total,
                sorted[n * 9 / 10].total, [&] {
                    double sum = 0.0;
                    for (const PhotoTime& t : sorted)
                        sum += t.total;
                    return sum / double(n);
                }());
    printBand(sorted, 0, n, "all");
    printBand(sorted, n * 4 / 10, n * 6 / 10 + 1, "median band (40-60 %)");
    printBand(sorted, n * 9 / 10, n, "slowest 10 %");
    std::map<std::string, std::vector<double>> byPath;
    for (const PhotoTime& t : sorted)
        byPath[t.path].push_back(t.total);
    for (const auto& [path, totals] : byPath)
        std::printf("path %-7s %3zu photos (%4.1f %%), median %.2f ms\n", path.c_str(),
                    totals.size(), 100.0 * double(totals.size()) / double(n),
                    totals[totals.size() / 2]);
    return 0;
}

} // namespace

int main(int argc, char** argv) {
    std::vector<char*> rest{argv[0]};
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        auto value = [&](const std::string& key) -> std::optional<std::string> {
            if (arg.rfind(key + "=", 0) == 0) return arg.substr(key.size() + 1);
            return std::nullopt;
        };
        try {
            if (auto v = value("--dir")) {
                options().dir = *v;
                if (!std::filesystem::is_directory(options().dir))
                    throw std::invalid_argument("'" + *v + "' is not a directory");
            } else if (auto e = value("--every")) {
                options().every = std::stoul(*e);
            } else if (auto r = value("--reps")) {
                options().reps = std::max(1, std::stoi(*r));
            } else if (auto d = value("--dump")) {
                options().dump = *d;
            } else if (arg == "--profile") {
                options().profile = true;
            } else if (arg == "--list") {
                options().list = true;
            } else if (arg == "--no-lines") {
                options().noLines = true;
            } else if (arg == "--stick-net") {
                options().stickNet = true;
            } else if (arg == "--no-stick-net") {
                options().stickNet = false;
            } else {
                rest.push_back(argv[i]);
            }
        } catch (const std::exception& e) {
            std::cerr << "vision_bench: " << arg << ": " << e.what() << "\n";
            return 2;
        }
    }
    if (options().profile) return runProfile();
    int restCount = int(rest.size());
    benchmark::Initialize(&restCount, rest.data());
    if (benchmark::ReportUnrecognizedArguments(restCount, rest.data())) return 2;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
