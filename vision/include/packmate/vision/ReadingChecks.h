#pragma once

#include <packmate/engine/Cargo.h>
#include <packmate/vision/CellClassifier.h>
#include <packmate/vision/StickFinder.h>
#include <packmate/vision/config/CellClassifierConfig.h>
#include <packmate/vision/config/StickFinderConfig.h>

#include <vector>

namespace packmate::vision {

/// Which readings the player is asked to look at (the app rings them for a tap).
struct ReadingChecks {
    std::vector<bool> cells;
    std::vector<bool> sticks;
    /// Doubts about the table round the card rather than about one stick: a stick colour of the
    /// cargo that the table looks like, something stick-coloured that is no whole stick. Either
    /// may hide or fake a stick beside; no tap answers it, so it is not counted as a reading.
    int tableDoubts = 0;

    int count() const;
};

/// A cell below `cellUnsureBelow`, a stick below `stickUnsureBelow` or with a problem, and every
/// reading the score's cross-checks doubt (TruckScore::doubtedCells / doubtedSticks).
ReadingChecks readingChecks(const std::vector<CellReading>& cells,
                            const std::vector<OffCardStick>& sticks,
                            const std::vector<int>& doubtedCells,
                            const std::vector<int>& doubtedSticks,
                            double cellUnsureBelow = CellClassifierConfig{}.unsureBelow,
                            double stickUnsureBelow = StickFinderConfig{}.unsureBelow);

/// Whether a reading to check puts the penalty itself in doubt, so that the score is unsure:
/// on a 1-layer truck the top view decides the penalty (a cell to check), on a higher truck the
/// sticks beside do, loaded = cargo − beside (a stick to check, or a doubt about the table round
/// the card); on a 1-layer truck scored without the cargo both do (free cells from the top view,
/// overflow from the sticks beside). On a 1-layer truck with the cargo, a cell to check is no
/// doubt when the sticks beside confirm the top view: they add up to what the cargo and the top
/// view leave over (`sticksAgree`, TruckScore::sticksAgree), none is to check and the table
/// raises no doubt; a misread cell would then have to be made up for by another misreading.
bool checksDoubtThePenalty(const ReadingChecks& checks, int layers, bool cargoKnown = true,
                           bool sticksAgree = false);

/// Whether the sticks beside are sure enough to outweigh unsure cells of a 1-layer top view
/// (scoreTruck's `sticksBesideSure`): the table hides none (`tableDoubts` 0) and every stick is
/// read at least `stickSureFrom` with no problem.
bool sticksBesideSure(const std::vector<OffCardStick>& sticks, int tableDoubts,
                      double stickSureFrom);

/// Whether sure readings account for every `colour` stick of the cargo, so that none can lie
/// unseen beside the truck (a table that looks like the colour then hides nothing): the sticks
/// of that colour read beside at `stickSureFrom` or more, plus the fewest sticks that cover the
/// cells read with that colour on top at `cellSureFrom` or more (a stick shows at most its
/// length in cells on top), reach the cargo's count.
bool everyStickAccountedFor(Colour colour, const Cargo& cargo,
                            const std::vector<CellReading>& cells,
                            const std::vector<OffCardStick>& sticks,
                            double cellSureFrom = CellClassifierConfig{}.unsureBelow,
                            double stickSureFrom = StickFinderConfig{}.unsureBelow);

} // namespace packmate::vision
