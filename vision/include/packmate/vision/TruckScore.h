#pragma once

#include <packmate/engine/Cargo.h>
#include <packmate/engine/TruckCard.h>
#include <packmate/vision/CellClassifier.h>
#include <packmate/vision/StickFinder.h>
#include <packmate/vision/config/ScoreConfig.h>

#include <optional>
#include <string>
#include <vector>

namespace packmate::vision {

/// Stage 5: free cells and penalty from what the photo shows.
struct TruckScore {
    std::optional<int> freeCells;
    /// Unknown (nullopt) when the evidence conflicts: the sticks it would count are in doubt.
    std::optional<int> overflowPoints;
    std::optional<int> penalty;
    bool conflict = false;
    /// False when the sticks seen beside the truck do not add up to what the cargo and the
    /// top view of a 1-layer truck leave over (the top view decides; the sticks are a check).
    bool sticksAgree = true;
    /// The top view disagrees with the count (cargo − sticks beside), but only through cells
    /// read without confidence (ScoreConfig::weakCheckCellsBelow): on a truck of 2+ layers, or
    /// on one layer when the sticks beside are sure (`sticksBesideSure`). The count's penalty
    /// is given; the cells and the sticks it doubts are to check, the score unsure.
    bool weakDisagreement = false;
    std::vector<std::string> warnings;
    /// Readings a cross-check doubts, whatever their confidence (indices into the `cells` and
    /// `offCard` scored): the player is asked to look at them. When a colour shows on more
    /// cells than its sticks can cover, its least confident cells (as many as are too many) and,
    /// on a higher truck, its sticks beside (on one layer they do not enter that count); when the
    /// covered cells and the count disagree, the least confident cells on the side that is too
    /// large and every stick beside.
    std::vector<int> doubtedCells;
    std::vector<int> doubtedSticks;
};

/// Engine rules: penalty = free cells + 2 × length of each stick not loaded. On one layer the
/// top view decides (with the cargo, what is not loaded is cargo − top view; the sticks seen
/// beside only cross-check it), unless the sticks beside are sure (`sticksBesideSure`: every
/// one read sure and the table hides none) and the top view disagrees with them only through
/// unsure cells: then the count stands as a weak disagreement. On more layers, loaded volume =
/// cargo − sticks beside, cross-checked with the top view (a bare cell is an empty column; a
/// covered one holds 1…layers cells): a failed cross-check is a conflict, or a weak
/// disagreement when only unsure cells take part. With the cargo, the count must also allow a
/// loading that scores no better than the engine's best (ScoreConfig::checkBestPossible) and, on
/// 2+ layers, one that shows the top view (ScoreConfig::checkTopViewFit, packmate::canShowTop): a
/// single unseen stick beside that explains the top view is a weak disagreement, anything else a
/// conflict; where sticks of several colours would explain it, the one colour of
/// `tableLooksLike` among them (the table's look-alike colours still in doubt) if there is one.
TruckScore scoreTruck(const TruckCard& card, const std::vector<CellReading>& cells,
                      const std::vector<OffCardStick>& offCard, const std::optional<Cargo>& cargo,
                      const ScoreConfig& config = {}, bool sticksBesideSure = false,
                      const std::vector<Colour>& tableLooksLike = {});

} // namespace packmate::vision
