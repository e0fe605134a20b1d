#pragma once

#include <packmate/engine/Cargo.h>
#include <packmate/engine/TruckCard.h>
#include <packmate/vision/CellClassifier.h>

#include <optional>
#include <string>
#include <vector>

namespace packmate::vision {

/// On a 1-layer truck every loaded stick lies whole and flat on top: the top view is the
/// loading cells tiled by straight runs of each colour's length (white 1 … violet 5) and bare
/// cells, with no more sticks of a colour than the cargo has.
bool isLayableOnOneLayer(const TruckCard& card, const std::vector<CellReading>& cells,
                         const Cargo& cargo);

/// A top view that can be laid, mended from one that cannot.
struct MendedTop {
    /// The cells as read, but those in `changed`: their top is the mended one and their
    /// confidence the reader's probability of it.
    std::vector<CellReading> cells;
    /// Indices into `cells` of the readings changed, in order.
    std::vector<int> changed;
};

/// The most probable top view that can be laid on one layer (by the cells' class
/// probabilities, read as independent), where every cell read at or above `keepFrom` keeps its
/// reading. nullopt when there is none, or when a cell that may change carries no
/// probabilities.
std::optional<MendedTop> mostLikelyLayableTop(const TruckCard& card,
                                              const std::vector<CellReading>& cells,
                                              const Cargo& cargo, double keepFrom);

/// The most probable top view laid on one layer with exactly `sticks` (every one of them, whole
/// and flat), where every cell read at or above `keepFrom` keeps its reading, and in
/// `logOddsOfRead` how much likelier the top as read is: log P(read) − log P(that top), by the
/// cells' class probabilities read as independent. nullopt when there is none, when the search
/// passes `nodeLimit` steps, or when a cell that may change carries no probabilities.
std::optional<MendedTop> mostLikelyTopOfSticks(const TruckCard& card,
                                               const std::vector<CellReading>& cells,
                                               const Cargo& sticks, double keepFrom, long nodeLimit,
                                               double& logOddsOfRead);

/// The warning of a score whose top view was mended: "… 2 unsure cells read as the nearest top
/// that can, check the marked cells".
std::string mendedTopWarning(int changedCells);

} // namespace packmate::vision
