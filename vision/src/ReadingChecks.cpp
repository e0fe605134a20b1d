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

bool checksDoubtThePenalty(const ReadingChecks& checks, int layers, bool cargoKnown) {
    const auto any = [](const std::vector<bool>& rung) {
        return std::find(rung.begin(), rung.end(), true) != rung.end();
    };
    const bool cellsDecide = layers == 1;
    const bool sticksDecide = layers > 1 || !cargoKnown;
    return (cellsDecide && any(checks.cells)) ||
           (sticksDecide && (any(checks.sticks) || checks.tableDoubts > 0));
}

} // namespace packmate::vision
