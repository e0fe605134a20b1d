#include <packmate/vision/LayableTop.h>

#include <gtest/gtest.h>

#include <cmath>

using namespace packmate;
using namespace packmate::vision;

namespace {

/// Cells read as `top` ('_' bare, else a colour letter), each sure at `confidence` with the
/// rest of its probability spread evenly over the other classes.
std::vector<CellReading> readings(const TruckCard& card, const std::vector<std::string>& top,
                                  double confidence = 0.99) {
    std::vector<CellReading> out;
    for (int y = 0; y < card.rows(); ++y)
        for (int x = 0; x < card.cols(); ++x) {
            if (!card.isLoadingCell(x, y)) continue;
            CellReading r{x, y, std::nullopt, confidence};
            const char c = top[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)];
            if (c != '_') r.top = colourFromLetter(c);
            const int read = r.top ? colourIndex(*r.top) : kColourCount;
            for (int k = 0; k < kCellClassCount; ++k)
                r.probabilities[static_cast<std::size_t>(k)] =
                    k == read ? confidence : (1.0 - confidence) / (kCellClassCount - 1);
            out.push_back(r);
        }
    return out;
}

void setReading(std::vector<CellReading>& cells, int x, int y, CellProbabilities p) {
    for (CellReading& cell : cells)
        if (cell.x == x && cell.y == y) {
            cell.probabilities = p;
            const auto best = std::max_element(p.begin(), p.end()) - p.begin();
            cell.top =
                best < kColourCount ? std::optional<Colour>(kAllColours[best]) : std::nullopt;
            cell.confidence = p[static_cast<std::size_t>(best)];
        }
}

const Cargo kPlenty{3, 3, 3, 3, 3};

} // namespace

TEST(LayableTop, WholeSticksInRowsAndColumnsCanBeLaid) {
    const TruckCard card("A", 1, {"#####", "#####", "#####"});
    EXPECT_TRUE(isLayableOnOneLayer(card, readings(card, {"GGBBB", "G_W__", "G__W_"}), kPlenty));
    EXPECT_TRUE(isLayableOnOneLayer(card, readings(card, {"VVVVV", "TTTTW", "_____"}), kPlenty));
    EXPECT_TRUE(isLayableOnOneLayer(card, readings(card, {"GGBBB", "_____", "_____"}),
                                    Cargo{0, 1, 1, 0, 0}));
    EXPECT_FALSE(isLayableOnOneLayer(card, readings(card, {"GGBBB", "_____", "_____"}),
                                     Cargo{0, 0, 1, 0, 0}));
}

TEST(LayableTop, BrokenRunsOrTooFewSticksCannotBeLaid) {
    const TruckCard card("A", 1, {"#####", "#####", "#####"});
    // A grey run of three: one stick and a half.
    EXPECT_FALSE(isLayableOnOneLayer(card, readings(card, {"GGG__", "_____", "_____"}), kPlenty));
    // A brown L: the run bends.
    EXPECT_FALSE(isLayableOnOneLayer(card, readings(card, {"BB___", "B____", "_____"}), kPlenty));
    // Two white cubes, one in the cargo.
    EXPECT_FALSE(isLayableOnOneLayer(card, readings(card, {"W_W__", "_____", "_____"}),
                                     Cargo{1, 0, 0, 0, 0}));
    // A violet stick runs off the loading area.
    const TruckCard notched("N", 1, {"####.", "#####"});
    EXPECT_FALSE(isLayableOnOneLayer(notched, readings(notched, {"VVVV.", "_____"}), kPlenty));
    EXPECT_TRUE(isLayableOnOneLayer(notched, readings(notched, {"____.", "VVVVV"}), kPlenty));
}

TEST(LayableTop, MendsTheLeastSureCellsToTheMostProbableTop) {
    const TruckCard card("A", 1, {"#####", "#####", "#####"});
    auto cells = readings(card, {"GG___", "BBB__", "_____"});
    // The third cell of row 1 is read grey at 0.55 but may be bare (0.40): a run of three greys
    // cannot be laid; bare can.
    setReading(cells, 2, 0, {0.02, 0.55, 0.01, 0.01, 0.01, 0.40});
    ASSERT_FALSE(isLayableOnOneLayer(card, cells, kPlenty));
    const auto mended = mostLikelyLayableTop(card, cells, kPlenty, 0.8);
    ASSERT_TRUE(mended);
    EXPECT_EQ(mended->changed, std::vector<int>{2});
    EXPECT_FALSE(mended->cells[2].top.has_value());
    EXPECT_DOUBLE_EQ(mended->cells[2].confidence, 0.40);
    EXPECT_TRUE(isLayableOnOneLayer(card, mended->cells, kPlenty));
    // Every other cell as read.
    for (std::size_t i = 0; i < cells.size(); ++i)
        if (i != 2) {
            EXPECT_EQ(mended->cells[i].top, cells[i].top);
        }
}

TEST(LayableTop, TheCargoBoundsTheMend) {
    const TruckCard card("A", 1, {"###", "###"});
    auto cells = readings(card, {"G__", "___"});
    // Two unsure cells, both read grey: together they are one grey stick. Without a grey in the
    // cargo the first is most likely bare and the second white.
    setReading(cells, 1, 0, {0.34, 0.36, 0.0, 0.0, 0.0, 0.30});
    setReading(cells, 0, 0, {0.05, 0.70, 0.0, 0.0, 0.0, 0.25});
    const auto mended = mostLikelyLayableTop(card, cells, Cargo{0, 1, 0, 0, 0}, 0.8);
    ASSERT_TRUE(mended);
    EXPECT_EQ(mended->cells[0].top, Colour::Grey);
    EXPECT_EQ(mended->cells[1].top, Colour::Grey);
    const auto noGrey = mostLikelyLayableTop(card, cells, Cargo{1, 0, 0, 0, 0}, 0.8);
    ASSERT_TRUE(noGrey);
    EXPECT_EQ(noGrey->cells[0].top, std::nullopt);
    EXPECT_EQ(noGrey->cells[1].top, Colour::White);
}

TEST(LayableTop, SureCellsKeepTheirReading) {
    const TruckCard card("A", 1, {"###", "###"});
    // A sure lone grey cannot be mended: no top can be laid with it.
    const auto cells = readings(card, {"G__", "___"}, 0.97);
    EXPECT_FALSE(mostLikelyLayableTop(card, cells, kPlenty, 0.8));
    // Below the bar it becomes whatever else it most likely is.
    const auto unsure = readings(card, {"G__", "___"}, 0.6);
    const auto mended = mostLikelyLayableTop(card, unsure, kPlenty, 0.8);
    ASSERT_TRUE(mended);
    EXPECT_EQ(mended->changed.size(), 1U);
    EXPECT_TRUE(isLayableOnOneLayer(card, mended->cells, kPlenty));
}

TEST(LayableTop, CellsWithoutProbabilitiesAreNotMended) {
    const TruckCard card("A", 1, {"###"});
    std::vector<CellReading> cells{
        {0, 0, Colour::Grey, 0.5}, {1, 0, std::nullopt, 0.99}, {2, 0, std::nullopt, 0.99}};
    EXPECT_FALSE(isLayableOnOneLayer(card, cells, kPlenty));
    EXPECT_FALSE(mostLikelyLayableTop(card, cells, kPlenty, 0.8));
}

TEST(LayableTop, TheMostProbableTopOfExactlyTheCountsSticks) {
    const TruckCard card("A", 1, {"####"});
    auto cells = readings(card, {"W_W_"});
    // The second cell is read bare at 0.60 but may be a white cube (0.35).
    setReading(cells, 1, 0, {0.35, 0.01, 0.01, 0.02, 0.01, 0.60});
    double logOdds = -1.0;
    const auto three =
        mostLikelyTopOfSticks(card, cells, Cargo{3, 0, 0, 0, 0}, 1.0, 100000, logOdds);
    ASSERT_TRUE(three);
    EXPECT_EQ(three->changed, std::vector<int>{1});
    EXPECT_EQ(three->cells[1].top, Colour::White);
    EXPECT_NEAR(logOdds, std::log(0.60) - std::log(0.35), 1e-9);
    // Exactly the sticks given: two white cubes are the top as read.
    const auto two = mostLikelyTopOfSticks(card, cells, Cargo{2, 0, 0, 0, 0}, 1.0, 100000, logOdds);
    ASSERT_TRUE(two);
    EXPECT_TRUE(two->changed.empty());
    EXPECT_NEAR(logOdds, 0.0, 1e-9);
    // Four cover every cell; five cannot lie on four cells.
    const auto four =
        mostLikelyTopOfSticks(card, cells, Cargo{4, 0, 0, 0, 0}, 1.0, 100000, logOdds);
    ASSERT_TRUE(four);
    EXPECT_EQ(four->changed, (std::vector<int>{1, 3}));
    EXPECT_FALSE(mostLikelyTopOfSticks(card, cells, Cargo{5, 0, 0, 0, 0}, 1.0, 100000, logOdds));
}

TEST(LayableTop, ACellThePlayerConfirmedKeepsItsReadingInTheCountsTop) {
    const TruckCard card("A", 1, {"####"});
    auto cells = readings(card, {"W_W_"});
    setReading(cells, 1, 0, {0.35, 0.01, 0.01, 0.02, 0.01, 0.60});
    cells[1].confidence = 1.0; // confirmed bare: the third white must be the last cell
    double logOdds = 0.0;
    const auto top = mostLikelyTopOfSticks(card, cells, Cargo{3, 0, 0, 0, 0}, 1.0, 100000, logOdds);
    ASSERT_TRUE(top);
    EXPECT_EQ(top->changed, std::vector<int>{3});
    EXPECT_GT(logOdds, 5.0);
}

TEST(LayableTop, TheCountsTopGivesNoVerdictPastItsStepLimit) {
    const TruckCard card("A", 1, {"#####", "#####", "#####"});
    const auto cells = readings(card, {"GGBBB", "G_W__", "G__W_"}, 0.6);
    double logOdds = 0.0;
    EXPECT_FALSE(mostLikelyTopOfSticks(card, cells, Cargo{2, 2, 1, 0, 0}, 1.0, 3, logOdds));
    EXPECT_TRUE(mostLikelyTopOfSticks(card, cells, Cargo{2, 2, 1, 0, 0}, 1.0, 1000000, logOdds));
}
