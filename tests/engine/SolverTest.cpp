#include <packmate/engine/Catalogue.h>
#include <packmate/engine/ExpectedPenalty.h>
#include <packmate/engine/InputError.h>
#include <packmate/engine/Scoring.h>
#include <packmate/engine/Solver.h>

#include <gtest/gtest.h>

#include <algorithm>
#include <random>

using namespace packmate;

namespace {

// Reference: tries every set of non-overlapping stick placements inside the card that the
// cargo allows, and checks the no-overhang rule only on the finished set. Exponential; small
// cards only. Independent of the solver's scan order, bitsets and bounds.
class BruteForcePacker {
public:
    BruteForcePacker(const TruckCard& card, const Cargo& cargo) : card_(card), left_(cargo) {
        for (int z = 0; z < card.layers(); ++z)
            for (int y = 0; y < card.rows(); ++y)
                for (int x = 0; x < card.cols(); ++x)
                    for (Colour colour : kAllColours)
                        for (Direction dir : {Direction::X, Direction::Y, Direction::Z}) {
                            const Piece piece{colour, x, y, z, dir};
                            if (piece.length() == 1 && dir != Direction::X) continue;
                            const auto cells = piece.cells();
                            if (std::all_of(cells.begin(), cells.end(), [&](const Cell& c) {
                                    return card.isLoadingCell(c.x, c.y) && c.z < card.layers();
                                }))
                                placements_.push_back(piece);
                        }
        filled_.assign(static_cast<std::size_t>(card.rows() * card.cols() * card.layers()), false);
    }

    int maxLoadedVolume() {
        visit(0, 0);
        return best_;
    }

private:
    std::size_t at(const Cell& c) const {
        return static_cast<std::size_t>((c.z * card_.rows() + c.y) * card_.cols() + c.x);
    }

    bool supported() const {
        for (int z = 1; z < card_.layers(); ++z)
            for (int y = 0; y < card_.rows(); ++y)
                for (int x = 0; x < card_.cols(); ++x)
                    if (filled_[at({x, y, z})] && !filled_[at({x, y, z - 1})]) return false;
        return true;
    }

    void visit(std::size_t next, int volume) {
        if (volume > best_ && supported()) best_ = volume;
        for (std::size_t i = next; i < placements_.size(); ++i) {
            const Piece& piece = placements_[i];
            if (left_[piece.colour] == 0) continue;
            const auto cells = piece.cells();
            if (std::any_of(cells.begin(), cells.end(),
                            [&](const Cell& c) { return filled_[at(c)]; }))
                continue;
            for (const Cell& c : cells)
                filled_[at(c)] = true;
            --left_[piece.colour];
            visit(i + 1, volume + piece.length());
            ++left_[piece.colour];
            for (const Cell& c : cells)
                filled_[at(c)] = false;
        }
    }

    const TruckCard& card_;
    Cargo left_;
    std::vector<Piece> placements_;
    std::vector<bool> filled_;
    int best_ = 0;
};

TruckCard randomSmallCard(std::mt19937& rng, int index) {
    std::uniform_int_distribution<int> side(1, 3);
    const int rows = side(rng);
    const int cols = side(rng) + 1;
    const int layers =
        std::uniform_int_distribution<int>(1, std::max(1, 8 / (rows * cols) + 1))(rng);
    std::vector<std::string> grid(static_cast<std::size_t>(rows),
                                  std::string(static_cast<std::size_t>(cols), '.'));
    for (auto& row : grid)
        for (char& cell : row)
            cell = rng() % 4 == 0 ? '.' : '#';
    grid[0][0] = '#';
    return TruckCard("S" + std::to_string(index), std::min(layers, 4), grid);
}

// The engine's own referee must agree with everything the solver reports.
void expectScoredByEngine(const SolveResult& result, const Cargo& cargo) {
    const ScoreReport report = scoreLayout(result.layout, cargo);
    EXPECT_TRUE(report.valid) << result.layout.card.id() << " " << formatCargo(cargo) << ": "
                              << (report.errors.empty()
                                      ? std::string()
                                      : describeViolation(report.errors.front(), result.layout));
    EXPECT_EQ(report.penalty, result.penalty);
    EXPECT_EQ(report.freeCells, result.freeCells);
    EXPECT_EQ(report.overflowPoints, result.overflowPoints);
    EXPECT_EQ(report.occupiedCells, result.loadedVolume);
}

Cargo randomSmallCargo(std::mt19937& rng) {
    Cargo cargo;
    for (int c = 0; c < kColourCount; ++c)
        cargo.counts[c] = static_cast<int>(rng() % (c < 2 ? 4 : 3));
    return cargo;
}

} // namespace

TEST(Solver, EqualsBruteForceOnRandomSmallInstances) {
    std::mt19937 rng(20261121);
    PackingSolver solver;
    int geometryBound = 0;
    for (int i = 0; i < 300; ++i) {
        const TruckCard card = randomSmallCard(rng, i);
        const Cargo cargo = randomSmallCargo(rng);
        const SolveResult result = solver.solve(card, cargo);
        const int reference = BruteForcePacker(card, cargo).maxLoadedVolume();
        ASSERT_TRUE(result.optimal);
        ASSERT_EQ(result.loadedVolume, reference)
            << "card " << card.id() << " layers " << card.layers() << " cargo "
            << formatCargo(cargo);
        ASSERT_EQ(result.penalty, penaltyFor(card.capacity(), cargo.volume(), reference));
        ASSERT_EQ(result.penaltyBound, result.penalty);
        expectScoredByEngine(result, cargo);
        if (reference < std::min(card.capacity(), cargo.volume())) ++geometryBound;
    }
    // The sample must include instances where the shapes, not the totals, limit the load.
    EXPECT_GE(geometryBound, 30);
}

TEST(Solver, EqualsBruteForceWhereTheSearchGetsHard) {
    // Instances that need more than a few dozen nodes, where the dearer bounds switch on.
    std::mt19937 rng(4242);
    PackingSolver solver;
    int hard = 0;
    for (int i = 0; i < 4000 && hard < 25; ++i) {
        const int layers = 1 + static_cast<int>(rng() % 2);
        std::vector<std::string> grid(3, std::string(4, '#'));
        for (int h = static_cast<int>(rng() % 4); h > 0; --h)
            grid[rng() % 3][rng() % 4] = '.';
        const TruckCard card("M" + std::to_string(i), layers, grid);
        Cargo cargo;
        for (int c = 0; c < kColourCount; ++c)
            cargo.counts[c] = static_cast<int>(rng() % 4);
        const SolveResult result = solver.solve(card, cargo);
        if (result.nodes < 64) continue;
        ++hard;
        ASSERT_EQ(result.loadedVolume, BruteForcePacker(card, cargo).maxLoadedVolume())
            << "card " << card.id() << " layers " << layers << " cargo " << formatCargo(cargo);
        expectScoredByEngine(result, cargo);
    }
    EXPECT_EQ(hard, 25);
}

TEST(Solver, CatalogueLayoutsAreLegalAndScoreTheReportedPenalty) {
    PackingSolver solver;
    const auto cargos = rollCargoDistribution();
    const Catalogue catalogue = Catalogue::builtIn();
    for (const TruckCard& card : catalogue.cards())
        for (std::size_t i = 0; i < cargos.size(); i += 37) {
            const SolveResult result = solver.solve(card, cargos[i].cargo);
            ASSERT_TRUE(result.optimal);
            expectScoredByEngine(result, cargos[i].cargo);
        }
}

TEST(Solver, EmptyCargoLeavesTheWholeTruckFree) {
    const TruckCard card("E", 3, {"###", "#.#"});
    const SolveResult result = solvePacking(card, Cargo{});
    EXPECT_TRUE(result.optimal);
    EXPECT_TRUE(result.layout.pieces.empty());
    EXPECT_EQ(result.penalty, card.capacity());
    EXPECT_EQ(result.freeCells, 15);
    EXPECT_EQ(result.overflowPoints, 0);
}

TEST(Solver, CargoLargerThanTheTruckFillsItAndPaysForTheRest) {
    const TruckCard card("F", 2, {"#####", "##.##", "#####"});
    const Cargo box = parseCargo("30,24,18,12,12");
    const SolveResult result = solvePacking(card, box);
    EXPECT_TRUE(result.optimal);
    EXPECT_EQ(result.freeCells, 0);
    EXPECT_EQ(result.loadedVolume, card.capacity());
    EXPECT_EQ(result.overflowPoints, 2 * (box.volume() - card.capacity()));
    expectScoredByEngine(result, box);
}

TEST(Solver, OneLayerTruckNeverStandsLongSticksUp) {
    // One violet lies along the top row, the turquoise along the third; no other run of
    // five cells exists, and nothing may stand up in a one-layer truck.
    const TruckCard card("L", 1, {"#####", ".....", "####.", "#...."});
    const SolveResult result = solvePacking(card, parseCargo("0,0,0,1,2"));
    EXPECT_TRUE(result.optimal);
    EXPECT_EQ(result.loadedVolume, 9);
    EXPECT_EQ(result.overflow[Colour::Violet], 1);
    EXPECT_EQ(result.penalty, (10 - 9) + 2 * 5);
    for (const Piece& piece : result.layout.pieces)
        EXPECT_NE(piece.dir, Direction::Z);
}

TEST(Solver, UprightSticksOnlyWhenTheyFitTheLayers) {
    const TruckCard three("U3", 3, {"#"});
    EXPECT_EQ(solvePacking(three, parseCargo("0,0,1,0,0")).loadedVolume, 3);
    EXPECT_EQ(solvePacking(three, parseCargo("0,0,0,1,0")).loadedVolume, 0);
    const TruckCard four("U4", 4, {"#.#"});
    const SolveResult result = solvePacking(four, parseCargo("0,0,0,2,0"));
    EXPECT_EQ(result.penalty, 0);
    expectScoredByEngine(result, parseCargo("0,0,0,2,0"));
}

TEST(Solver, MaskWithHolesKeepsSticksOffTheHoles) {
    // A ring around a hole: browns fit along the edges only, never across the middle.
    const TruckCard card("H", 2, {"###", "#.#", "###"});
    const Cargo cargo = parseCargo("0,0,6,0,0");
    const SolveResult result = solvePacking(card, cargo);
    EXPECT_TRUE(result.optimal);
    EXPECT_EQ(result.loadedVolume, BruteForcePacker(card, cargo).maxLoadedVolume());
    expectScoredByEngine(result, cargo);
}

TEST(Solver, LargestCardWithTimeLimitReportsAnHonestBound) {
    const TruckCard card("BIG", 4, std::vector<std::string>(8, "########"));
    const Cargo cargo = parseCargo("3,24,18,12,12");
    SolveOptions options;
    options.timeLimitMs = 200;
    const SolveResult result = solvePacking(card, cargo, options);
    expectScoredByEngine(result, cargo);
    EXPECT_LE(result.penaltyBound, result.penalty);
    if (result.optimal) EXPECT_EQ(result.penaltyBound, result.penalty);
}

TEST(Solver, TimeLimitOnAHardInstanceKeepsLayoutAndBoundHonest) {
    // Long sticks competing for crossing runs: takes far more than 5 ms to prove.
    const TruckCard card("X", 3, {"#.##", "####", "#.#.", ".###", "####"});
    const Cargo cargo = parseCargo("6,6,1,5,3");
    SolveOptions options;
    options.timeLimitMs = 5;
    const SolveResult result = solvePacking(card, cargo, options);
    expectScoredByEngine(result, cargo);
    EXPECT_LE(result.penaltyBound, result.penalty);
    EXPECT_EQ(result.optimal, result.penaltyBound == result.penalty);
    EXPECT_GT(result.nodes, 0);
}

TEST(Solver, RejectsCargoItCannotRepresent) {
    Cargo cargo;
    cargo[Colour::Grey] = -1;
    const TruckCard card("C", 1, {"##"});
    EXPECT_THROW(solvePacking(card, cargo), InputError);
    cargo[Colour::Grey] = PackingSolver::kMaxSticksPerColour + 1;
    EXPECT_THROW(solvePacking(card, cargo), InputError);
}
