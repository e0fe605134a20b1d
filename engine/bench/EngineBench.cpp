// Speed of the engine's hot paths: scoring a layout, planning a chip payment, a whole game.
// Run: build/bin/engine_bench
#include <packmate/engine/Catalogue.h>
#include <packmate/engine/ChipLedger.h>
#include <packmate/engine/Dice.h>
#include <packmate/engine/GreedyLoader.h>
#include <packmate/engine/Scoring.h>
#include <packmate/engine/Simulator.h>

#include <benchmark/benchmark.h>

namespace {

using namespace packmate;

void BM_ScoreGreedyLayout(benchmark::State& state) {
    const Catalogue catalogue = Catalogue::builtIn();
    DiceRoller dice(1);
    std::vector<std::pair<Layout, Cargo>> samples;
    for (int i = 0; i < 64; ++i) {
        const Cargo cargo = dice.roll();
        samples.emplace_back(
            loadGreedily(catalogue.cards()[static_cast<std::size_t>(i % 30)], cargo), cargo);
    }
    std::size_t i = 0;
    for (auto _ : state) {
        const auto& [layout, cargo] = samples[i++ % samples.size()];
        benchmark::DoNotOptimize(scoreLayout(layout, cargo));
    }
}
BENCHMARK(BM_ScoreGreedyLayout);

void BM_GreedyLoad(benchmark::State& state) {
    const Catalogue catalogue = Catalogue::builtIn();
    DiceRoller dice(2);
    std::size_t i = 0;
    for (auto _ : state) {
        const Cargo cargo = dice.roll();
        benchmark::DoNotOptimize(loadGreedily(catalogue.cards()[i++ % 30], cargo));
    }
}
BENCHMARK(BM_GreedyLoad);

void BM_PlanPenaltyPayment(benchmark::State& state) {
    const ChipLedger ledger(4);
    int amount = 0;
    for (auto _ : state) {
        benchmark::DoNotOptimize(ledger.plan(0, ChipLedger::kKitty, amount));
        amount = (amount + 7) % 75;
    }
}
BENCHMARK(BM_PlanPenaltyPayment);

void BM_SimulateWholeGame(benchmark::State& state) {
    std::uint32_t seed = 0;
    for (auto _ : state)
        benchmark::DoNotOptimize(simulateGame(4, seed++).rounds.size());
}
BENCHMARK(BM_SimulateWholeGame)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
