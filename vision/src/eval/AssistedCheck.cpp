#include <packmate/vision/ReadingChecks.h>
#include <packmate/vision/TruckScore.h>
#include <packmate/vision/eval/AssistedCheck.h>
#include <packmate/vision/eval/StickMatch.h>

#include <cmath>

namespace packmate::vision::eval {

namespace {

bool cardFound(const TruckTruth& truth, const PhotoScore& result) {
    return result.found && cornersMatch(result.cardCorners, truth.cardCorners);
}

/// The true top of `cell`; '_' is bare. A cell the truth's rows do not reach reads as bare
/// (addToReport counts it wrong either way).
std::optional<Colour> trueTop(const TruckTruth& truth, const CellReading& cell) {
    const auto y = static_cast<std::size_t>(cell.y), x = static_cast<std::size_t>(cell.x);
    if (cell.y < 0 || cell.x < 0 || y >= truth.top.size() || x >= truth.top[y].size())
        return std::nullopt;
    const char c = truth.top[y][x];
    return c == '_' ? std::nullopt : colourFromLetter(c);
}

/// For each stick read, the true stick lying there (index into truth.offCard), whatever its
/// colour (matchSticks: within 1.5 × its half length plus a cell, an optimal assignment).
std::vector<int> trueSticksUnder(const TruckTruth& truth, const PhotoScore& result) {
    const std::vector<int> reading =
        matchSticks(truth.offCard, result.offCard, cellSizeInImage(truth), false);
    std::vector<int> under(result.offCard.size(), -1);
    for (std::size_t j = 0; j < reading.size(); ++j)
        if (reading[j] >= 0) under[static_cast<std::size_t>(reading[j])] = static_cast<int>(j);
    return under;
}

} // namespace

std::optional<int> penaltyAfterChecks(const TruckTruth& truth, const PhotoScore& result,
                                      const CheckThresholds& thresholds) {
    if (!cardFound(truth, result)) return std::nullopt;
    std::vector<CellReading> cells = result.cells;
    std::vector<OffCardStick> sticks = result.offCard;
    std::vector<int> under = trueSticksUnder(truth, result);
    std::vector<bool> cellDone(cells.size(), false), stickDone(sticks.size(), false);
    // The app scores again after every tap and rings what the new score doubts: go round until
    // nothing new is asked (each round puts right at least one reading, so this ends).
    for (;;) {
        const TruckScore score = scoreTruck(
            truth.card, cells, sticks, truth.cargo, {},
            sticksBesideSure(sticks, result.checks.tableDoubts, thresholds.stickUnsureBelow),
            result.tableLooksLike);
        const ReadingChecks checks =
            readingChecks(cells, sticks, score.doubtedCells, score.doubtedSticks,
                          thresholds.cellUnsureBelow, thresholds.stickUnsureBelow);
        bool asked = false;
        for (std::size_t i = 0; i < cells.size(); ++i)
            if (checks.cells[i] && !cellDone[i]) {
                cells[i].top = trueTop(truth, cells[i]);
                cells[i].confidence = 1.0;
                cellDone[i] = asked = true;
            }
        for (std::size_t i = sticks.size(); i-- > 0;)
            if (checks.sticks[i] && !stickDone[i]) {
                asked = true;
                if (under[i] < 0) {
                    sticks.erase(sticks.begin() + static_cast<std::ptrdiff_t>(i));
                    under.erase(under.begin() + static_cast<std::ptrdiff_t>(i));
                    stickDone.erase(stickDone.begin() + static_cast<std::ptrdiff_t>(i));
                    continue;
                }
                OffCardStick& stick = sticks[i];
                stick.colour = truth.offCard[static_cast<std::size_t>(under[i])].colour;
                stick.length = stickLength(stick.colour);
                stick.problem.clear();
                stick.confidence = 1.0;
                stickDone[i] = true;
            }
        if (!asked) return score.conflict ? std::nullopt : score.penalty;
    }
}

void addAssistedToReport(const TruckTruth& truth, const PhotoScore& result,
                         const CheckThresholds& thresholds, ConditionReport& report) {
    const auto& b = truth.buckets;
    const std::optional<int> penalty = penaltyAfterChecks(truth, result, thresholds);
    report.count(b, "assisted_exact", penalty && *penalty == truth.penalty ? 1 : 0);
    // Counted as 0 of 0 without a card, so that the columns keep their places.
    const bool found = cardFound(truth, result);
    struct Tally {
        int readings = 0, flagged = 0, wrong = 0, wrongFlagged = 0;
        void add(bool isWrong, bool isRinged) {
            ++readings;
            flagged += isRinged ? 1 : 0;
            wrong += isWrong ? 1 : 0;
            wrongFlagged += isWrong && isRinged ? 1 : 0;
        }
    } cells, sticks;
    const ReadingChecks asked =
        readingChecks(result.cells, result.offCard, result.doubtedCells, result.doubtedSticks,
                      thresholds.cellUnsureBelow, thresholds.stickUnsureBelow);
    for (std::size_t i = 0; found && i < result.cells.size(); ++i)
        cells.add(result.cells[i].top != trueTop(truth, result.cells[i]), asked.cells[i]);
    const std::vector<int> under = trueSticksUnder(truth, result);
    for (std::size_t i = 0; found && i < result.offCard.size(); ++i)
        sticks.add(under[i] < 0 || truth.offCard[static_cast<std::size_t>(under[i])].colour !=
                                       result.offCard[i].colour,
                   asked.sticks[i]);
    report.count(b, "flag_recall", cells.wrongFlagged + sticks.wrongFlagged,
                 cells.wrong + sticks.wrong);
    report.count(b, "flag_recall_cells", cells.wrongFlagged, cells.wrong);
    report.count(b, "flag_recall_sticks", sticks.wrongFlagged, sticks.wrong);
    report.count(b, "flagged", cells.flagged + sticks.flagged, cells.readings + sticks.readings);
}

} // namespace packmate::vision::eval
