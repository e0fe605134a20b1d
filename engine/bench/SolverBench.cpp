// solver_bench: solves every built-in catalogue card × every cargo a roll can produce to
// proven optimality and reports per-solve CPU times; with CBC available, also compares
// against the integer-programming peer on a fixed seeded sample.
//
//   solver_bench [--sample N] [--seed S] [--random-cards N] [--no-sweep] [--no-peer]
//
// --random-cards N adds a second sweep over N seeded random cards in the game's 3 × 5
// footprint (1–4 layers, any mask with holes), to show the stand-in catalogue is not a
// lucky case.
#include <packmate/engine/Catalogue.h>
#include <packmate/engine/ExpectedPenalty.h>
#include <packmate/engine/Solver.h>

#ifdef PACKMATE_HAVE_CBC
#include "CbcPeer.h"
#endif

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <numeric>
#include <random>
#include <string>
#include <vector>

using namespace packmate;

namespace {

double threadCpuMs() {
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return static_cast<double>(now.tv_sec) * 1e3 + static_cast<double>(now.tv_nsec) * 1e-6;
}

double percentile(std::vector<double> values, double fraction) {
    std::sort(values.begin(), values.end());
    const auto index = static_cast<std::size_t>(fraction * static_cast<double>(values.size() - 1));
    return values[index];
}

struct Instance {
    const TruckCard* card;
    Cargo cargo;
};

std::vector<TruckCard> randomCards(int count, unsigned seed) {
    std::mt19937 random(seed);
    std::vector<TruckCard> cards;
    for (int i = 0; i < count; ++i) {
        const int layers = 1 + static_cast<int>(random() % 4);
        std::vector<std::string> grid(3, std::string(5, '.'));
        // Higher trucks get fewer cells, as on the real cards.
        const int cells =
            6 + static_cast<int>(random() % static_cast<unsigned>(10 - 2 * (layers - 1)));
        std::vector<int> order(15);
        std::iota(order.begin(), order.end(), 0);
        std::shuffle(order.begin(), order.end(), random);
        for (int k = 0; k < cells; ++k)
            grid[static_cast<std::size_t>(order[static_cast<std::size_t>(k)] / 5)]
                [static_cast<std::size_t>(order[static_cast<std::size_t>(k)] % 5)] = '#';
        std::string id = "R";
        id += std::to_string(i + 1);
        cards.emplace_back(id, layers, grid);
    }
    return cards;
}

void runSweep(const char* what, const std::vector<Instance>& instances) {
    PackingSolver solver;
    std::vector<double> times;
    times.reserve(instances.size());
    double worst = 0.0;
    std::string worstName;
    std::int64_t nodes = 0;
    std::int64_t maxNodes = 0;
    int notOptimal = 0;
    for (const Instance& instance : instances) {
        const double start = threadCpuMs();
        const SolveResult result = solver.solve(*instance.card, instance.cargo);
        const double elapsed = threadCpuMs() - start;
        times.push_back(elapsed);
        nodes += result.nodes;
        maxNodes = std::max(maxNodes, result.nodes);
        if (!result.optimal) ++notOptimal;
        if (elapsed > worst) {
            worst = elapsed;
            worstName = instance.card->id() + " cargo " + formatCargo(instance.cargo) + " (" +
                        std::to_string(result.nodes) + " nodes)";
        }
    }
    const double total = std::accumulate(times.begin(), times.end(), 0.0);
    std::printf("sweep %s: %zu instances (cards x roll cargos), %d not proven optimal\n", what,
                instances.size(), notOptimal);
    std::printf("sweep %s: CPU ms per solve: median %.4f  p90 %.4f  p99 %.4f  worst %.3f  [%s]\n",
                what, percentile(times, 0.5), percentile(times, 0.9), percentile(times, 0.99),
                worst, worstName.c_str());
    std::printf("sweep %s: total %.1f ms, mean %.4f ms, nodes mean %.1f max %lld\n", what, total,
                total / static_cast<double>(times.size()),
                static_cast<double>(nodes) / static_cast<double>(times.size()),
                static_cast<long long>(maxNodes));
}

#ifdef PACKMATE_HAVE_CBC
void runPeer(const char* what, const std::vector<Instance>& instances, int sampleSize,
             unsigned seed) {
    std::mt19937 random(seed);
    std::vector<std::size_t> order(instances.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::shuffle(order.begin(), order.end(), random);
    order.resize(std::min<std::size_t>(order.size(), static_cast<std::size_t>(sampleSize)));

    PackingSolver solver;
    double oursTotal = 0.0;
    double cbcTotal = 0.0;
    double oursWall = 0.0;
    double cbcWall = 0.0;
    std::vector<double> ratios;
    int agree = 0;
    int cbcProven = 0;
    for (std::size_t index : order) {
        const Instance& instance = instances[index];
        // Our solves are sub-millisecond: repeat to get above the clock's noise.
        constexpr int kRepeats = 20;
        const auto wallStart = std::chrono::steady_clock::now();
        const double start = threadCpuMs();
        for (int r = 1; r < kRepeats; ++r)
            solver.solve(*instance.card, instance.cargo);
        const SolveResult ours = solver.solve(*instance.card, instance.cargo);
        const double oursMs = (threadCpuMs() - start) / kRepeats;
        const auto cbcWallStart = std::chrono::steady_clock::now();
        oursWall +=
            std::chrono::duration<double, std::milli>(cbcWallStart - wallStart).count() / kRepeats;
        const double cbcStart = threadCpuMs();
        const bench::CbcResult peer = bench::solveWithCbc(*instance.card, instance.cargo);
        const double cbcMs = threadCpuMs() - cbcStart;
        cbcWall += std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() -
                                                             cbcWallStart)
                       .count();
        oursTotal += oursMs;
        cbcTotal += cbcMs;
        ratios.push_back(cbcMs / std::max(oursMs, 1e-6));
        if (peer.provenOptimal) ++cbcProven;
        if (peer.loadedVolume == ours.loadedVolume && ours.optimal) {
            ++agree;
        } else {
            std::printf("peer %s: DISAGREE on %s cargo %s: solver %d, CBC %d\n", what,
                        instance.card->id().c_str(), formatCargo(instance.cargo).c_str(),
                        ours.loadedVolume, peer.loadedVolume);
        }
    }
    std::printf("peer %s: %zu sampled instances (seed %u), CBC proven optimal on %d\n", what,
                order.size(), seed, cbcProven);
    std::printf("peer %s: same optimum on %d / %zu\n", what, agree, order.size());
    std::printf("peer %s: total CPU ms: solver %.2f, CBC %.1f; ratio of totals %.0fx\n", what,
                oursTotal, cbcTotal, cbcTotal / oursTotal);
    std::printf("peer %s: total wall ms: solver %.2f, CBC %.1f; ratio of totals %.0fx\n", what,
                oursWall, cbcWall, cbcWall / oursWall);
    std::printf("peer %s: per-instance CPU speed-up: median %.0fx, min %.0fx\n", what,
                percentile(ratios, 0.5), percentile(ratios, 0.0));
}
#endif

} // namespace

int main(int argc, char** argv) {
    int sampleSize = 200;
    unsigned seed = 20261121;
    int randomCount = 0;
    bool sweep = true;
    bool peer = true;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--sample" && i + 1 < argc)
            sampleSize = std::stoi(argv[++i]);
        else if (arg == "--seed" && i + 1 < argc)
            seed = static_cast<unsigned>(std::stoul(argv[++i]));
        else if (arg == "--random-cards" && i + 1 < argc)
            randomCount = std::stoi(argv[++i]);
        else if (arg == "--no-sweep")
            sweep = false;
        else if (arg == "--no-peer")
            peer = false;
        else {
            std::fprintf(stderr, "usage: solver_bench [--sample N] [--seed S] [--random-cards N] "
                                 "[--no-sweep] [--no-peer]\n");
            return 2;
        }
    }

    const Catalogue catalogue = Catalogue::builtIn();
    const auto cargos = rollCargoDistribution();
    std::vector<Instance> instances;
    for (const TruckCard& card : catalogue.cards())
        for (const WeightedCargo& entry : cargos)
            instances.push_back({&card, entry.cargo});

    if (sweep) runSweep("catalogue", instances);
    const std::vector<TruckCard> extraCards = randomCards(randomCount, seed);
    std::vector<Instance> extra;
    for (const TruckCard& card : extraCards)
        for (const WeightedCargo& entry : cargos)
            extra.push_back({&card, entry.cargo});
    if (sweep && !extra.empty()) runSweep("random-3x5", extra);
#ifdef PACKMATE_HAVE_CBC
    if (peer) runPeer("catalogue", instances, sampleSize, seed);
    if (peer && !extra.empty()) runPeer("random-3x5", extra, sampleSize, seed);
#else
    if (peer) std::printf("peer: CBC not found at configure time (coinor-libcbc-dev); skipped\n");
#endif
    return 0;
}
