#include <packmate/engine/Counted.h>
#include <packmate/engine/Validator.h>

#include <algorithm>
#include <map>
#include <tuple>

namespace packmate {

namespace {

using CellKey = std::tuple<int, int, int>;

std::string at(const Cell& cell) {
    return "x=" + std::to_string(cell.x) + " y=" + std::to_string(cell.y) +
           " z=" + std::to_string(cell.z);
}

std::string colourWord(Colour colour) {
    return std::string(colourName(colour));
}

/// Rules that concern one stick alone: the loading area and the layer count.
void checkBounds(const Piece& piece, int index, const TruckCard& card,
                 std::vector<Violation>& out) {
    if (piece.dir == Direction::Z && piece.length() > card.layers()) {
        out.push_back({index, "upright " + colourWord(piece.colour) + " stick is " +
                                  std::to_string(piece.length()) +
                                  " cells tall but the truck has only " +
                                  counted(card.layers(), "layer", "layers")});
    }
    bool reportedOutside = false;
    bool reportedHeight = false;
    for (const Cell& cell : piece.cells()) {
        if (!reportedOutside && !card.isLoadingCell(cell.x, cell.y)) {
            out.push_back({index, "outside the loading area at " + at(cell)});
            reportedOutside = true;
        }
        if (!reportedHeight && cell.z < 0) {
            out.push_back({index, "below the truck bed at " + at(cell)});
            reportedHeight = true;
        }
        if (!reportedHeight && cell.z >= card.layers() &&
            !(piece.dir == Direction::Z && piece.length() > card.layers())) {
            out.push_back({index, "above the layer count (" +
                                      counted(card.layers(), "layer", "layers") + ") at " +
                                      at(cell)});
            reportedHeight = true;
        }
    }
}

void checkCargo(const Layout& layout, const Cargo& cargo, std::vector<Violation>& out) {
    Cargo seen;
    for (std::size_t i = 0; i < layout.pieces.size(); ++i) {
        const Colour colour = layout.pieces[i].colour;
        if (++seen[colour] > cargo[colour])
            out.push_back(
                {static_cast<int>(i), "the cargo has only " +
                                          counted(cargo[colour], colourWord(colour) + " stick",
                                                  colourWord(colour) + " sticks") +
                                          "; this is number " + std::to_string(seen[colour])});
    }
}

} // namespace

std::vector<Violation> validateLayout(const Layout& layout, const Cargo* cargo) {
    std::vector<Violation> violations;
    std::map<CellKey, int> owner;
    for (std::size_t i = 0; i < layout.pieces.size(); ++i) {
        const Piece& piece = layout.pieces[i];
        const int index = static_cast<int>(i);
        checkBounds(piece, index, layout.card, violations);
        bool reportedOverlap = false;
        for (const Cell& cell : piece.cells()) {
            const auto [it, inserted] = owner.emplace(CellKey{cell.x, cell.y, cell.z}, index);
            if (!inserted && !reportedOverlap) {
                violations.push_back({index, "overlaps stick " + std::to_string(it->second + 1) +
                                                 " at " + at(cell)});
                reportedOverlap = true;
            }
        }
    }
    for (std::size_t i = 0; i < layout.pieces.size(); ++i) {
        for (const Cell& cell : layout.pieces[i].cells()) {
            const bool insideTruck =
                layout.card.isLoadingCell(cell.x, cell.y) && cell.z < layout.card.layers();
            if (cell.z <= 0 || !insideTruck) continue; // outside cells are reported already
            if (!owner.contains(CellKey{cell.x, cell.y, cell.z - 1})) {
                violations.push_back({static_cast<int>(i), "overhangs an empty cell at " +
                                                               at({cell.x, cell.y, cell.z - 1})});
                break;
            }
        }
    }
    if (cargo) checkCargo(layout, *cargo, violations);
    std::stable_sort(violations.begin(), violations.end(),
                     [](const Violation& a, const Violation& b) { return a.piece < b.piece; });
    return violations;
}

std::string describeViolation(const Violation& violation, const Layout& layout) {
    if (violation.piece < 0 || violation.piece >= static_cast<int>(layout.pieces.size()))
        return "layout: " + violation.reason;
    const Piece& piece = layout.pieces[static_cast<std::size_t>(violation.piece)];
    return "stick " + std::to_string(violation.piece + 1) + " (" + colourWord(piece.colour) +
           "): " + violation.reason;
}

} // namespace packmate
