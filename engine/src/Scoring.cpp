#include <packmate/engine/Counted.h>
#include <packmate/engine/InputError.h>
#include <packmate/engine/Scoring.h>

#include <algorithm>
#include <set>
#include <tuple>

namespace packmate {

namespace {

int occupiedCellsInside(const Layout& layout) {
    std::set<std::tuple<int, int, int>> cells;
    for (const Piece& piece : layout.pieces)
        for (const Cell& cell : piece.cells())
            if (layout.card.isLoadingCell(cell.x, cell.y) && cell.z >= 0 &&
                cell.z < layout.card.layers())
                cells.emplace(cell.x, cell.y, cell.z);
    return static_cast<int>(cells.size());
}

} // namespace

ScoreReport scoreLayout(const Layout& layout, const Cargo& cargo) {
    ScoreReport report;
    report.errors = validateLayout(layout, &cargo);
    report.valid = report.errors.empty();
    report.occupiedCells = occupiedCellsInside(layout);
    report.freeCells = layout.card.capacity() - report.occupiedCells;
    Cargo leftOver = cargo;
    for (const Piece& piece : layout.pieces)
        leftOver[piece.colour] = std::max(0, leftOver[piece.colour] - 1);
    report.overflow = overflowOf(leftOver);
    report.overflowPoints = overflowPointsOf(leftOver);
    report.penalty = report.freeCells + report.overflowPoints;
    return report;
}

int freeCellsOf(const TruckCard& card, int occupiedCells) {
    if (occupiedCells < 0)
        throw InputError("occupied cells cannot be negative, got " + std::to_string(occupiedCells));
    if (occupiedCells > card.capacity())
        throw InputError("truck " + card.id() + " holds " + std::to_string(card.capacity()) +
                         " cells, not " + std::to_string(occupiedCells));
    return card.capacity() - occupiedCells;
}

std::vector<OverflowItem> overflowOf(const Cargo& leftOver) {
    std::vector<OverflowItem> items;
    for (Colour colour : kAllColours)
        if (leftOver[colour] > 0) items.push_back({colour, stickLength(colour), leftOver[colour]});
    return items;
}

int overflowPointsOf(const Cargo& leftOver) {
    return 2 * leftOver.volume();
}

int penaltyOf(int freeCells, const Cargo& leftOver) {
    return freeCells + overflowPointsOf(leftOver);
}

int penaltyOf(const TruckCard& card, const Cargo& cargo, const Cargo& loaded) {
    Cargo leftOver;
    for (Colour colour : kAllColours) {
        if (loaded[colour] < 0 || loaded[colour] > cargo[colour])
            throw InputError("loaded " +
                             counted(loaded[colour], std::string(colourName(colour)) + " stick",
                                     std::string(colourName(colour)) + " sticks") +
                             " but the cargo has " + std::to_string(cargo[colour]));
        leftOver[colour] = cargo[colour] - loaded[colour];
    }
    return penaltyOf(freeCellsOf(card, loaded.volume()), leftOver);
}

std::vector<int> bestOfRound(const std::vector<int>& penalties) {
    std::vector<int> best;
    if (penalties.empty()) return best;
    const int lowest = *std::min_element(penalties.begin(), penalties.end());
    for (std::size_t i = 0; i < penalties.size(); ++i)
        if (penalties[i] == lowest) best.push_back(static_cast<int>(i));
    return best;
}

} // namespace packmate
