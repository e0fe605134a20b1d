#include <packmate/engine/Catalogue.h>
#include <packmate/engine/GreedyLoader.h>
#include <packmate/engine/InputError.h>
#include <packmate/engine/Solver.h>
#include <packmate/engine/TopViewFit.h>

#include <gtest/gtest.h>

#include <random>

using namespace packmate;

namespace {

Cargo sticks(int w, int g, int b, int t, int v) {
    return Cargo{{w, g, b, t, v}};
}

Cargo loadedSticks(const Layout& layout) {
    Cargo out;
    for (const Piece& piece : layout.pieces)
        ++out[piece.colour];
    return out;
}

} // namespace

TEST(TopViewFit, OneLayerTopsMustBeWholeSticks) {
    const TruckCard flat("F", 1, {"###", "###"});
    EXPECT_EQ(canShowTop(flat, sticks(1, 1, 0, 0, 0), {"GGW", "___"}), true);
    EXPECT_EQ(canShowTop(flat, sticks(1, 1, 0, 0, 0), {"G__", "G_W"}), true);
    EXPECT_EQ(canShowTop(flat, sticks(0, 1, 0, 0, 0), {"G__", "___"}), false);
    EXPECT_EQ(canShowTop(flat, sticks(0, 1, 0, 0, 0), {"G__", "?__"}), true);
    // Every stick must be loaded: a brown one has no room beside a row of three greys.
    EXPECT_EQ(canShowTop(flat, sticks(0, 0, 2, 0, 0), {"BBB", "___"}), false);
}

TEST(TopViewFit, HigherTrucksHideSticksOnlyUnderWholeSupport) {
    const TruckCard two("T", 2, {"###"});
    // A grey stick stands upright in one cell of a 2-layer truck.
    EXPECT_EQ(canShowTop(two, sticks(0, 1, 0, 0, 0), {"G__"}), true);
    // A white cube cannot hide under a brown stick: the brown would hang over empty cells.
    EXPECT_EQ(canShowTop(two, sticks(1, 0, 1, 0, 0), {"BBB"}), false);
    EXPECT_EQ(canShowTop(two, sticks(1, 0, 1, 0, 0), {"BWB"}), true);
    // Three white cubes carry it.
    EXPECT_EQ(canShowTop(two, sticks(3, 0, 1, 0, 0), {"BBB"}), true);
    // More sticks than the truck holds.
    EXPECT_EQ(canShowTop(two, sticks(4, 0, 1, 0, 0), {"???"}), false);
    // A bare cell is an empty column.
    EXPECT_EQ(canShowTop(two, sticks(2, 0, 0, 0, 0), {"W_W"}), true);
    EXPECT_EQ(canShowTop(two, sticks(3, 0, 0, 0, 0), {"W_W"}), true);
    EXPECT_EQ(canShowTop(two, sticks(5, 0, 0, 0, 0), {"W_W"}), false);
}

TEST(TopViewFit, AColourOnTopNeedsItsSticks) {
    const TruckCard two("T", 2, {"##", "##"});
    EXPECT_EQ(canShowTop(two, sticks(4, 0, 0, 0, 0), {"WW", "WG"}), false);
    EXPECT_EQ(canShowTop(two, sticks(4, 0, 0, 0, 0), {"WW", "W?"}), true);
}

TEST(TopViewFit, TopViewOfALoading) {
    const TruckCard two("T", 2, {"###", "##."});
    const Layout stacked{two,
                         {{Colour::White, 0, 0, 0, Direction::X},
                          {Colour::White, 1, 0, 0, Direction::X},
                          {Colour::White, 2, 0, 0, Direction::X},
                          {Colour::Brown, 0, 0, 1, Direction::X}}};
    EXPECT_EQ(topViewOf(stacked), (std::vector<std::string>{"BBB", "__."}));
    const Layout upright{
        two, {{Colour::White, 0, 1, 0, Direction::X}, {Colour::Grey, 1, 0, 0, Direction::Z}}};
    EXPECT_EQ(topViewOf(upright), (std::vector<std::string>{"_G_", "W_."}));
}

TEST(TopViewFit, GivesUpAtTheNodeLimit) {
    const TruckCard tall("H", 4, {"####", "####", "####"});
    EXPECT_EQ(canShowTop(tall, sticks(20, 6, 0, 0, 0), {"????", "????", "????"}, 5), std::nullopt);
}

// Every loading the engine makes shows a top the search finds again, on every catalogue card.
TEST(TopViewFit, EveryLoadingsTopIsFound) {
    std::mt19937 random(7);
    PackingSolver solver;
    const Catalogue catalogue = Catalogue::builtIn();
    for (const TruckCard& card : catalogue.cards())
        for (int trial = 0; trial < 4; ++trial) {
            Cargo cargo;
            for (Colour colour : kAllColours)
                cargo[colour] = static_cast<int>(random() % 4);
            for (const Layout& layout :
                 {loadGreedily(card, cargo), solver.solve(card, cargo).layout}) {
                const auto top = topViewOf(layout);
                EXPECT_EQ(canShowTop(card, loadedSticks(layout), top, 2000000), true)
                    << card.id() << " " << formatCargo(loadedSticks(layout));
            }
        }
}

TEST(TopViewFit, ATopThatIsNotTheCardsIsRefused) {
    const TruckCard card("N", 2, {"##.", "###"});
    EXPECT_THROW(canShowTop(card, sticks(1, 0, 0, 0, 0), {"W_."}), InputError);
    EXPECT_THROW(canShowTop(card, sticks(1, 0, 0, 0, 0), {"W_", "___"}), InputError);
    EXPECT_THROW(canShowTop(card, sticks(1, 0, 0, 0, 0), {"W__", "___"}), InputError);
    EXPECT_THROW(canShowTop(card, sticks(1, 0, 0, 0, 0), {"X_.", "___"}), InputError);
    EXPECT_THROW(canShowTop(card, sticks(-1, 0, 0, 0, 0), {"__.", "___"}), InputError);
    EXPECT_EQ(canShowTop(card, sticks(1, 0, 0, 0, 0), {"W_.", "___"}), true);
}
