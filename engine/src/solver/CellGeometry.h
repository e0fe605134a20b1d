#pragma once

#include "Bits256.h"

#include <packmate/engine/Piece.h>
#include <packmate/engine/TruckCard.h>

#include <vector>

namespace packmate::solver {

/// One way a stick can lie on the truck: the cells it covers and the cells directly below it
/// that must already be occupied (none on the bottom layer).
struct Placement {
    Piece piece;
    int colour = 0;
    int length = 1;
    Bits256 cells;
    Bits256 support;
};

/// A truck's cells numbered in the solver's scan order (layer, then row, then column), so
/// the support of a cell always has a lower number than the cell, and every stick's anchor
/// is its lowest-numbered cell.
class CellGeometry {
public:
    explicit CellGeometry(const TruckCard& card);

    int cellCount() const { return cellCount_; }
    int layerSize() const { return layerSize_; }
    int layers() const { return layers_; }
    /// Every cell of layer `z` (0 = bottom).
    Bits256 layer(int z) const {
        return Bits256::from(z * layerSize_) & ~Bits256::from((z + 1) * layerSize_);
    }
    /// Cells outside the loading area (and past the last layer), never usable.
    const Bits256& blocked() const { return blocked_; }
    /// The cell itself and every cell above it in its column.
    const Bits256& columnFrom(int cell) const { return columnFrom_[cell]; }
    /// Every placement anchored at `cell`, longest sticks first.
    const std::vector<Placement>& placementsAt(int cell) const { return placements_[cell]; }
    /// Cells where a stick of `length` along `dir` can be anchored inside the loading area.
    const Bits256& anchors(Direction dir, int length) const {
        return anchors_[static_cast<int>(dir)][length - 1];
    }
    /// Distance in cell numbers between neighbours along `dir`.
    int step(Direction dir) const {
        return dir == Direction::X ? 1 : dir == Direction::Y ? cols_ : layerSize_;
    }
    /// Cells of `free` that a stick of `length` could cover lying entirely on `free` cells
    /// (support ignored): a superset of where such a stick can still go.
    Bits256 coverable(const Bits256& free, int length) const;
    int index(int x, int y, int z) const { return (z * rows_ + y) * cols_ + x; }

private:
    int cols_ = 0;
    int rows_ = 0;
    int layers_ = 0;
    int layerSize_ = 0;
    int cellCount_ = 0;
    Bits256 blocked_;
    std::vector<Bits256> columnFrom_;
    Bits256 anchors_[3][kColourCount];
    std::vector<std::vector<Placement>> placements_;
};

} // namespace packmate::solver
