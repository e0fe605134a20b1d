// Speed of the engine's hot paths: scoring a layout, planning a chip payment, a whole game.
// Run: build/bin/engine_bench
#include <packmate/engine/Catalogue.h>
#include <packmate/engine/ChipLedger.h>
#include <packmate/engine/Dice.h>
#include <packmate/engine/GreedyLoader.h>
#include <packmate/engine/Scoring.h>
#include <packmate/engine/Simulator.h>
#include <packmate/engine/TopViewFit.h>

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

// The top-view check of a truck photo (canShowTop): the top of a greedy loading of a roll, with
// exactly its sticks (extra:0, a loading exists) or with one stick of a rolled colour more
// (extra:1, usually none: the whole search). Counter: searches that gave up at the default node
// limit.
void BM_CanShowTop(benchmark::State& state) {
    const Catalogue catalogue = Catalogue::builtIn();
    DiceRoller dice(3);
    std::vector<std::tuple<TruckCard, Cargo, std::vector<std::string>>> samples;
    for (int i = 0; i < 240; ++i) {
        const TruckCard& card = catalogue.cards()[static_cast<std::size_t>(i % 30)];
        if (card.layers() < 2) continue;
        const Layout layout = loadGreedily(card, dice.roll());
        Cargo loaded;
        for (const Piece& piece : layout.pieces)
            ++loaded[piece.colour];
        if (state.range(0) == 1) ++loaded[kAllColours[static_cast<std::size_t>(i % kColourCount)]];
        samples.emplace_back(card, loaded, topViewOf(layout));
    }
    std::size_t i = 0;
    long gaveUp = 0;
    for (auto _ : state) {
        const auto& [card, loaded, top] = samples[i++ % samples.size()];
        const auto verdict = canShowTop(card, loaded, top);
        gaveUp += verdict ? 0 : 1;
        benchmark::DoNotOptimize(verdict);
    }
    state.counters["gave_up_rate"] =
        benchmark::Counter(static_cast<double>(gaveUp) / static_cast<double>(state.iterations()));
}
BENCHMARK(BM_CanShowTop)->ArgName("extra")->Arg(0)->Arg(1);

BENCHMARK_MAIN();
