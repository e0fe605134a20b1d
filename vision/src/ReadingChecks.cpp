#include <packmate/vision/ReadingChecks.h>

#include <algorithm>

namespace packmate::vision {

int ReadingChecks::count() const {
    return static_cast<int>(std::count(cells.begin(), cells.end(), true) +
                            std::count(sticks.begin(), sticks.end(), true));
}

ReadingChecks readingChecks(const std::vector<CellReading>& cells,
                            const std::vector<OffCardStick>& sticks,
                            const std::vector<int>& doubtedCells,
                            const std::vector<int>& doubtedSticks, double cellUnsureBelow,
                            double stickUnsureBelow) {
    ReadingChecks out;
    for (const CellReading& cell : cells)
        out.cells.push_back(cell.confidence < cellUnsureBelow);
    for (const OffCardStick& stick : sticks)
        out.sticks.push_back(stick.confidence < stickUnsureBelow || !stick.problem.empty());
    for (int i : doubtedCells)
        if (i >= 0 && i < static_cast<int>(out.cells.size()))
            out.cells[static_cast<std::size_t>(i)] = true;
    for (int i : doubtedSticks)
        if (i >= 0 && i < static_cast<int>(out.sticks.size()))
            out.sticks[static_cast<std::size_t>(i)] = true;
    return out;
}

bool checksDoubtThePenalty(const ReadingChecks& checks, int layers, bool cargoKnown,
                           bool sticksAgree) {
    const auto any = [](const std::vector<bool>& rung) {
        return std::find(rung.begin(), rung.end(), true) != rung.end();
    };
    const bool cellsDecide = layers == 1;
    const bool sticksDecide = layers > 1 || !cargoKnown;
    const bool sticksConfirmTop =
        cargoKnown && sticksAgree && !any(checks.sticks) && checks.tableDoubts == 0;
    return (cellsDecide && any(checks.cells) && !sticksConfirmTop) ||
           (sticksDecide && (any(checks.sticks) || checks.tableDoubts > 0));
}

bool sticksBesideSure(const std::vector<OffCardStick>& sticks, int tableDoubts,
                      double stickSureFrom) {
    return tableDoubts == 0 &&
           std::all_of(sticks.begin(), sticks.end(), [&](const OffCardStick& stick) {
               return stick.confidence >= stickSureFrom && stick.problem.empty();
           });
}

bool everyStickAccountedFor(Colour colour, const Cargo& cargo,
                            const std::vector<CellReading>& cells,
                            const std::vector<OffCardStick>& sticks, double cellSureFrom,
                            double stickSureFrom) {
    const auto tops = std::count_if(cells.begin(), cells.end(), [&](const CellReading& cell) {
        return cell.top == colour && cell.confidence >= cellSureFrom;
    });
    const auto beside = std::count_if(sticks.begin(), sticks.end(), [&](const OffCardStick& s) {
        return s.colour == colour && s.confidence >= stickSureFrom;
    });
    const int length = stickLength(colour);
    const auto loadedAtLeast = (tops + length - 1) / length;
    return loadedAtLeast + beside >= cargo[colour];
}

} // namespace packmate::vision
