#include <packmate/engine/Counted.h>
#include <packmate/engine/Solver.h>
#include <packmate/engine/TopViewFit.h>
#include <packmate/vision/LayableTop.h>
#include <packmate/vision/TruckScore.h>

#include <algorithm>
#include <array>
#include <iterator>
#include <optional>

namespace packmate::vision {

namespace {

/// Adds to `doubted` the `count` least confident cells that `take` selects.
template <typename Take>
void doubtLeastConfident(const std::vector<CellReading>& cells, Take take, int count,
                         std::vector<int>& doubted) {
    std::vector<int> picked;
    for (int i = 0; i < static_cast<int>(cells.size()); ++i)
        if (take(cells[static_cast<std::size_t>(i)])) picked.push_back(i);
    std::sort(picked.begin(), picked.end(), [&](int a, int b) {
        return cells[static_cast<std::size_t>(a)].confidence <
               cells[static_cast<std::size_t>(b)].confidence;
    });
    picked.resize(std::min(picked.size(), static_cast<std::size_t>(std::max(0, count))));
    doubted.insert(doubted.end(), picked.begin(), picked.end());
}

void doubtSticks(const std::vector<OffCardStick>& sticks, std::optional<Colour> colour,
                 std::vector<int>& doubted) {
    for (int i = 0; i < static_cast<int>(sticks.size()); ++i)
        if (!colour || sticks[static_cast<std::size_t>(i)].colour == *colour) doubted.push_back(i);
}

/// "1 cell shows" / "3 cells show".
std::string cellsShow(int count) {
    return counted(count, "cell", "cells") + (count == 1 ? " shows " : " show ");
}

/// True when every cell doubted since `from` was read below `below`: a cross-check that fails
/// only through such cells is a weak disagreement, not a conflict.
bool onlyUnsureCellsDoubted(const std::vector<CellReading>& cells, const std::vector<int>& doubted,
                            std::size_t from, double below) {
    if (doubted.size() == from) return false;
    return std::all_of(
        doubted.begin() + static_cast<std::ptrdiff_t>(from), doubted.end(),
        [&](int i) { return cells[static_cast<std::size_t>(i)].confidence < below; });
}

/// True when the `excess` least confident sticks of `colour` are read below `below` and below
/// every other stick of that colour: those are the ones the cargo leaves no room for.
bool unsureExcess(const std::vector<OffCardStick>& sticks, Colour colour, int excess,
                  double below) {
    std::vector<double> confidences;
    for (const OffCardStick& stick : sticks)
        if (stick.colour == colour) confidences.push_back(stick.confidence);
    if (excess <= 0 || excess > static_cast<int>(confidences.size())) return false;
    std::sort(confidences.begin(), confidences.end());
    const double worstLeftOut = confidences[static_cast<std::size_t>(excess - 1)];
    return worstLeftOut < below && (excess == static_cast<int>(confidences.size()) ||
                                    worstLeftOut < confidences[static_cast<std::size_t>(excess)]);
}

/// The lowest penalty any loading of `cargo` onto `card` can score: the engine's exact solver's
/// proven bound (the best loading's penalty when it finishes within the time limit). One solver
/// per thread: its transposition table is kept between photos.
int bestPossiblePenalty(const TruckCard& card, const Cargo& cargo, int timeLimitMs) {
    thread_local PackingSolver solver;
    SolveOptions options;
    options.timeLimitMs = timeLimitMs;
    return solver.solve(card, cargo, options).penaltyBound;
}

/// True when every stick of `sticks` can lie on `card` at once (proven: a loading of them all
/// leaves capacity − their volume free and nothing over, and no loading beats the bound).
bool allFit(const TruckCard& card, const Cargo& sticks, int timeLimitMs) {
    return bestPossiblePenalty(card, sticks, timeLimitMs) <= card.capacity() - sticks.volume();
}

bool withinCargo(const Cargo& beside, const Cargo& cargo) {
    return std::all_of(kAllColours.begin(), kAllColours.end(),
                       [&](Colour colour) { return beside[colour] <= cargo[colour]; });
}

/// The top view as the search takes it: '?' on cells read below `below`.
std::vector<std::string> topWithUnsureCells(const TruckCard& card,
                                            const std::vector<CellReading>& cells, double below) {
    std::vector<std::string> top = topRows(card, cells);
    for (const CellReading& cell : cells)
        if (cell.confidence < below)
            top[static_cast<std::size_t>(cell.y)][static_cast<std::size_t>(cell.x)] = '?';
    return top;
}

/// The colours of `candidates` for which `missing` more sticks beside (unseen) leave loaded sticks
/// some loading of which shows `top`.
std::vector<Colour> coloursExplaining(const TruckCard& card, const Cargo& loadedSticks,
                                      const std::vector<std::string>& top,
                                      const std::vector<Colour>& candidates, int missing,
                                      long nodeLimit) {
    std::vector<Colour> out;
    for (Colour colour : candidates) {
        if (loadedSticks[colour] < missing) continue;
        Cargo fewer = loadedSticks;
        fewer[colour] -= missing;
        if (canShowTop(card, fewer, top, nodeLimit) == true) out.push_back(colour);
    }
    return out;
}

bool contains(const std::vector<Colour>& colours, Colour colour) {
    return std::find(colours.begin(), colours.end(), colour) != colours.end();
}

/// On a truck of 2+ layers the count (cargo − sticks beside) says which sticks are loaded: some
/// loading of them must show the top view, cells read below weakCheckCellsBelow aside. When none
/// does, and one more stick beside of exactly one colour (unseen: the usual cause, a table of its
/// colour; of several colours, the one the table looks like) makes one, that is the count, to
/// check; failing that, two more of exactly one colour the table looks like; else a conflict.
void checkTheTopCanShowTheCount(const TruckCard& card, const std::vector<CellReading>& cells,
                                const std::vector<OffCardStick>& offCard, const Cargo& cargo,
                                const std::vector<Colour>& tableLooksLike,
                                const ScoreConfig& config, Cargo& beside, TruckScore& out) {
    Cargo loadedSticks = cargo;
    for (Colour colour : kAllColours)
        loadedSticks[colour] -= beside[colour];
    const auto top = topWithUnsureCells(card, cells, config.weakCheckCellsBelow);
    const long limit = config.topViewFitNodeLimit;
    if (canShowTop(card, loadedSticks, top, limit) != false) return;
    const std::vector<Colour> all(kAllColours.begin(), kAllColours.end());
    std::vector<Colour> unseen = coloursExplaining(card, loadedSticks, top, all, 1, limit);
    if (unseen.size() > 1) {
        std::vector<Colour> lookAlike;
        std::copy_if(unseen.begin(), unseen.end(), std::back_inserter(lookAlike),
                     [&](Colour colour) { return contains(tableLooksLike, colour); });
        if (lookAlike.size() == 1) unseen = lookAlike;
    }
    int missing = 1;
    if (unseen.empty()) {
        unseen = coloursExplaining(card, loadedSticks, top, tableLooksLike, 2, limit);
        missing = 2;
    }
    doubtSticks(offCard, std::nullopt, out.doubtedSticks);
    if (unseen.size() == 1) {
        const std::string name(colourName(unseen.front()));
        beside[unseen.front()] += missing;
        out.conflict = false;
        out.weakDisagreement = true;
        out.overflowPoints = 2 * beside.volume();
        out.warnings.push_back(
            "no loading of the sticks the count leaves loaded shows this top view; " +
            (missing == 1 ? "one more " + name +
                                " stick beside the truck would explain it: look "
                                "for an unseen " +
                                name + " stick"
                          : "two more " + name +
                                " sticks beside the truck would explain it: "
                                "look for two unseen " +
                                name + " sticks"));
        return;
    }
    out.conflict = true;
    out.weakDisagreement = false;
    out.warnings.push_back("no loading of the sticks the count leaves loaded shows this top view: "
                           "sticks beside the truck were not seen, or cells were misread");
}

void sortUnique(std::vector<int>& indices) {
    std::sort(indices.begin(), indices.end());
    indices.erase(std::unique(indices.begin(), indices.end()), indices.end());
}

/// On one layer every loaded stick shows on top, so the count (`loaded`: cargo − sticks beside)
/// says how many cells show each colour and how many are bare. The cells beyond that, per colour
/// and bare, the least confident of each; nullopt when one of them is read at or above `below`
/// (the top view then disagrees through a sure cell) or the count does not fit the card.
std::optional<std::vector<int>> cellsTheCountDoubts(const TruckCard& card,
                                                    const std::vector<CellReading>& cells,
                                                    const Cargo& loaded, double below) {
    const int bare = card.capacity() - loaded.volume();
    if (bare < 0) return std::nullopt;
    std::vector<int> doubted;
    const auto doubtSurplus = [&](auto take, int expected) {
        const int shown = static_cast<int>(std::count_if(cells.begin(), cells.end(), take));
        doubtLeastConfident(cells, take, shown - expected, doubted);
    };
    doubtSurplus([](const CellReading& c) { return !c.top.has_value(); }, bare);
    for (Colour colour : kAllColours)
        doubtSurplus([colour](const CellReading& c) { return c.top == colour; },
                     loaded[colour] * stickLength(colour));
    const bool onlyUnsure = std::all_of(doubted.begin(), doubted.end(), [&](int i) {
        return cells[static_cast<std::size_t>(i)].confidence < below;
    });
    if (!onlyUnsure) return std::nullopt;
    return doubted;
}

/// On one layer, a top view with fewer white cells than the count (`loaded`) leaves and as many
/// of every other colour: white cubes read as bare card, when the most probable top laid with
/// exactly the count's sticks is nearly as likely as the top as read
/// (ScoreConfig::whitesReadBareBelow). The cells that top changes; nullopt otherwise.
std::optional<std::vector<int>> whiteCubesReadBare(const TruckCard& card,
                                                   const std::vector<CellReading>& cells,
                                                   const Cargo& loaded,
                                                   const std::array<int, kColourCount>& onTop,
                                                   const ScoreConfig& config) {
    if (config.whitesReadBareBelow <= 0.0 || loaded.volume() > card.capacity()) return std::nullopt;
    for (Colour colour : kAllColours) {
        const int expected = loaded[colour] * stickLength(colour);
        const int shown = onTop[static_cast<std::size_t>(colourIndex(colour))];
        if (colour == Colour::White ? shown >= expected : shown != expected) return std::nullopt;
    }
    double logOddsOfRead = 0.0;
    // A cell the player confirmed (confidence 1) keeps its reading.
    const auto top = mostLikelyTopOfSticks(card, cells, loaded, 1.0, config.whitesReadBareNodeLimit,
                                           logOddsOfRead);
    if (!top || top->changed.empty() || logOddsOfRead >= config.whitesReadBareBelow)
        return std::nullopt;
    return top->changed;
}

} // namespace

TruckScore scoreTruck(const TruckCard& card, const std::vector<CellReading>& cells,
                      const std::vector<OffCardStick>& offCard, const std::optional<Cargo>& cargo,
                      const ScoreConfig& config, bool sticksBesideSure,
                      const std::vector<Colour>& tableLooksLike) {
    TruckScore out;
    Cargo beside;
    for (const OffCardStick& stick : offCard)
        ++beside[stick.colour];
    out.overflowPoints = 2 * beside.volume();
    int covered = 0;
    for (const CellReading& cell : cells)
        covered += cell.top ? 1 : 0;

    std::optional<int> loaded;
    if (cargo && card.layers() == 1) {
        loaded = covered;
        if (covered > cargo->volume()) {
            out.conflict = true;
            out.warnings.push_back("the top view shows " +
                                   counted(covered, "covered cell", "covered cells") +
                                   ", more than the cargo's " + std::to_string(cargo->volume()));
            doubtLeastConfident(
                cells, [](const CellReading& c) { return c.top.has_value(); },
                covered - cargo->volume(), out.doubtedCells);
        }
        std::array<int, kColourCount> onTop{};
        for (const CellReading& cell : cells)
            if (cell.top) ++onTop[colourIndex(*cell.top)];
        for (Colour colour : kAllColours)
            if (onTop[colourIndex(colour)] > (*cargo)[colour] * stickLength(colour)) {
                out.conflict = true;
                out.warnings.push_back(cellsShow(onTop[colourIndex(colour)]) +
                                       std::string(colourName(colour)) +
                                       " on top, more than the cargo's " +
                                       std::string(colourName(colour)) + " sticks cover");
                doubtLeastConfident(
                    cells, [colour](const CellReading& c) { return c.top == colour; },
                    onTop[colourIndex(colour)] - (*cargo)[colour] * stickLength(colour),
                    out.doubtedCells);
            }
        const int left = cargo->volume() - covered;
        bool besideWithinCargo = true;
        for (Colour colour : kAllColours)
            besideWithinCargo = besideWithinCargo && beside[colour] <= (*cargo)[colour];
        const bool fits = besideWithinCargo && beside.volume() == left;
        // Sure sticks beside outweigh a top view that disagrees with them only through unsure
        // cells (a white top read bare, a bare cell read grey): their count stands, to check.
        // So does any count whose top differs from the one read only by white cubes read bare,
        // when that top is nearly as likely (whiteCubesReadBare).
        std::optional<std::vector<int>> countDoubts;
        bool whitesReadBare = false;
        if (!fits && besideWithinCargo) {
            Cargo loadedByCount = *cargo;
            for (Colour colour : kAllColours)
                loadedByCount[colour] -= beside[colour];
            if (sticksBesideSure)
                countDoubts =
                    cellsTheCountDoubts(card, cells, loadedByCount, config.weakCheckCellsBelow);
            if (!countDoubts && !out.conflict) {
                countDoubts = whiteCubesReadBare(card, cells, loadedByCount, onTop, config);
                whitesReadBare = countDoubts.has_value();
            }
        }
        if (countDoubts) {
            out.conflict = false;
            out.weakDisagreement = true;
            out.doubtedCells = *countDoubts;
            loaded = cargo->volume() - beside.volume();
            if (whitesReadBare)
                out.warnings.push_back(
                    "the top view shows " + counted(covered, "covered cell", "covered cells") +
                    ", the cargo minus the sticks beside leaves " + std::to_string(*loaded) +
                    ": white cubes read as bare card are the likelier story, check the marked "
                    "cells");
            else
                out.warnings.push_back(
                    "the top view shows " + counted(covered, "covered cell", "covered cells") +
                    ", the cargo minus the sure sticks beside leaves " + std::to_string(*loaded) +
                    ": their count stands, check the marked cells");
        } else if (!fits && !out.conflict) {
            out.sticksAgree = false;
            out.warnings.push_back("the sticks seen beside the truck add up to " +
                                   counted(beside.volume(), "cell", "cells") +
                                   ", the cargo and the top view leave " + std::to_string(left) +
                                   ": check the sticks beside the truck");
            doubtSticks(offCard, std::nullopt, out.doubtedSticks);
        }
        out.overflowPoints = 2 * (countDoubts ? beside.volume() : std::max(0, left));
    } else if (cargo) {
        // The top view cross-checks the count; a check failing only through unsure cells
        // leaves the penalty standing, to check (ScoreConfig::weakCheckCellsBelow).
        const auto failedCheck = [&](std::size_t from) {
            if (onlyUnsureCellsDoubted(cells, out.doubtedCells, from, config.weakCheckCellsBelow))
                out.weakDisagreement = true;
            else
                out.conflict = true;
        };
        for (Colour colour : kAllColours)
            if (beside[colour] > (*cargo)[colour]) {
                const std::string colourSticks = std::string(colourName(colour)) + " stick";
                out.warnings.push_back(
                    counted(beside[colour], colourSticks.c_str(), (colourSticks + "s").c_str()) +
                    " beside the truck but the cargo has only " + std::to_string((*cargo)[colour]));
                const int excess = beside[colour] - (*cargo)[colour];
                if (unsureExcess(offCard, colour, excess, config.weakExcessSticksBelow)) {
                    out.weakDisagreement = true;
                    beside[colour] = (*cargo)[colour];
                    const std::string leastSure = "least sure " + colourSticks;
                    out.warnings.push_back(
                        counted(excess, leastSure.c_str(), (leastSure + "s").c_str()) +
                        " left out of the count, to check");
                } else {
                    out.conflict = true;
                }
                doubtSticks(offCard, colour, out.doubtedSticks);
            }
        out.overflowPoints = 2 * beside.volume();
        // Each colour seen on top must still have sticks loaded, enough to cover what shows.
        std::array<int, kColourCount> onTop{};
        for (const CellReading& cell : cells)
            if (cell.top) ++onTop[colourIndex(*cell.top)];
        for (Colour colour : kAllColours) {
            const int loadedSticks = (*cargo)[colour] - beside[colour];
            if (onTop[colourIndex(colour)] > std::max(0, loadedSticks) * stickLength(colour)) {
                const std::size_t from = out.doubtedCells.size();
                out.warnings.push_back(
                    cellsShow(onTop[colourIndex(colour)]) + std::string(colourName(colour)) +
                    " on top, more than the loaded " + std::string(colourName(colour)) +
                    " sticks can cover (loaded: " + std::to_string(std::max(0, loadedSticks)) +
                    ")");
                doubtLeastConfident(
                    cells, [colour](const CellReading& c) { return c.top == colour; },
                    onTop[colourIndex(colour)] - std::max(0, loadedSticks) * stickLength(colour),
                    out.doubtedCells);
                doubtSticks(offCard, colour, out.doubtedSticks);
                failedCheck(from);
            }
        }
        loaded = cargo->volume() - beside.volume();
        const int minimum = covered, maximum = covered * card.layers();
        if (*loaded > card.capacity()) {
            // No reading of the cells makes room for it: sticks beside were not seen.
            out.conflict = true;
            out.warnings.push_back("cargo minus the sticks beside leaves " +
                                   std::to_string(*loaded) + " to load, more than the truck's " +
                                   std::to_string(card.capacity()) +
                                   ": some sticks beside the truck were not seen");
            doubtSticks(offCard, std::nullopt, out.doubtedSticks);
        } else if (*loaded < minimum || *loaded > maximum) {
            const std::size_t from = out.doubtedCells.size();
            out.warnings.push_back("cargo minus the sticks beside leaves " +
                                   std::to_string(*loaded) + " to load, but the top view shows " +
                                   counted(covered, "covered cell", "covered cells") +
                                   " (room for " + std::to_string(minimum) + "–" +
                                   std::to_string(maximum) +
                                   "): recount the sticks beside the truck");
            // Fewer loaded than covered cells: some covered cell may be bare; more than the
            // covered cells can hold: some bare cell may be covered. Either way the sticks
            // beside may be miscounted.
            if (*loaded < minimum)
                doubtLeastConfident(
                    cells, [](const CellReading& c) { return c.top.has_value(); },
                    minimum - *loaded, out.doubtedCells);
            else
                doubtLeastConfident(
                    cells, [](const CellReading& c) { return !c.top.has_value(); },
                    (*loaded - maximum + card.layers() - 1) / card.layers(), out.doubtedCells);
            doubtSticks(offCard, std::nullopt, out.doubtedSticks);
            failedCheck(from);
        }
        if (out.conflict) out.weakDisagreement = false;
    } else if (card.layers() == 1) {
        loaded = covered;
    } else {
        out.warnings.push_back(
            "a truck with " + std::to_string(card.layers()) +
            " layers needs the cargo (--cargo W,G,B,T,V) to count the hidden cells");
    }
    if (cargo && card.layers() > 1 && config.checkTopViewFit && withinCargo(beside, *cargo))
        checkTheTopCanShowTheCount(card, cells, offCard, *cargo, tableLooksLike, config, beside,
                                   out);
    if (cargo && card.layers() > 1 && !out.conflict) loaded = cargo->volume() - beside.volume();
    // No loading of the cargo scores below the best one: a reading that does is misread (most
    // often a stick beside the truck not seen, on a table of its colour), not a result.
    if (loaded && cargo && !out.conflict && config.checkBestPossible) {
        const auto misread = [&](const std::string& warning) {
            out.conflict = true;
            out.weakDisagreement = false;
            out.warnings.push_back(warning);
            doubtSticks(offCard, std::nullopt, out.doubtedSticks);
        };
        const int penalty = card.capacity() - *loaded + *out.overflowPoints;
        const int best = bestPossiblePenalty(card, *cargo, config.bestPossibleTimeLimitMs);
        if (penalty < best) {
            misread("the reading gives a penalty of " + std::to_string(penalty) +
                    ", below the best any loading of this cargo can score (" +
                    std::to_string(best) +
                    "): sticks beside the truck were not seen, or cells were misread");
        } else if (card.layers() > 1) {
            // On a higher truck the count says which sticks are loaded: they must all fit. (No
            // colour has more sticks beside than in the cargo here: that was a conflict above,
            // or its surplus was left out of `beside`.)
            Cargo loadedSticks = *cargo;
            for (Colour colour : kAllColours)
                loadedSticks[colour] -= beside[colour];
            if (!allFit(card, loadedSticks, config.bestPossibleTimeLimitMs))
                misread("the sticks the count leaves loaded (" +
                        counted(loadedSticks.volume(), "cell", "cells") +
                        ") cannot all lie on this truck: sticks beside the truck were not seen, "
                        "or misread");
        }
    }
    sortUnique(out.doubtedCells);
    sortUnique(out.doubtedSticks);
    if (out.conflict) out.overflowPoints.reset();
    if (loaded && !out.conflict) {
        out.freeCells = card.capacity() - *loaded;
        out.penalty = *out.freeCells + *out.overflowPoints;
    }
    return out;
}

} // namespace packmate::vision
