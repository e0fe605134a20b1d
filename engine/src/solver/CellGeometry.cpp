#include "CellGeometry.h"

namespace packmate::solver {

CellGeometry::CellGeometry(const TruckCard& card)
    : cols_(card.cols()), rows_(card.rows()), layers_(card.layers()), layerSize_(cols_ * rows_),
      cellCount_(layerSize_ * layers_), blocked_(Bits256::from(cellCount_)),
      columnFrom_(static_cast<std::size_t>(cellCount_)),
      placements_(static_cast<std::size_t>(cellCount_)) {
    for (int z = 0; z < layers_; ++z)
        for (int y = 0; y < rows_; ++y)
            for (int x = 0; x < cols_; ++x) {
                const int cell = index(x, y, z);
                if (!card.isLoadingCell(x, y)) blocked_.set(cell);
                for (int above = z; above < layers_; ++above)
                    columnFrom_[cell].set(index(x, y, above));
            }

    for (int z = 0; z < layers_; ++z)
        for (int y = 0; y < rows_; ++y)
            for (int x = 0; x < cols_; ++x) {
                if (!card.isLoadingCell(x, y)) continue;
                for (int colour = kColourCount - 1; colour >= 0; --colour)
                    for (Direction dir : {Direction::X, Direction::Y, Direction::Z}) {
                        const Piece piece{kAllColours[colour], x, y, z, dir};
                        if (piece.length() == 1 && dir != Direction::X) continue;
                        Placement placement{piece, colour, piece.length(), {}, {}};
                        bool fits = true;
                        for (const Cell& c : piece.cells()) {
                            if (c.x >= cols_ || c.y >= rows_ || c.z >= layers_ ||
                                !card.isLoadingCell(c.x, c.y)) {
                                fits = false;
                                break;
                            }
                            placement.cells.set(index(c.x, c.y, c.z));
                            if (z > 0 && (dir != Direction::Z || c.z == z))
                                placement.support.set(index(c.x, c.y, c.z - 1));
                        }
                        if (!fits) continue;
                        placements_[index(x, y, z)].push_back(placement);
                        anchors_[static_cast<int>(dir)][colour].set(index(x, y, z));
                    }
            }
}

Bits256 CellGeometry::coverable(const Bits256& free, int length) const {
    Bits256 cover;
    for (Direction dir : {Direction::X, Direction::Y, Direction::Z}) {
        const int s = step(dir);
        Bits256 starts = anchors(dir, length) & free;
        for (int i = 1; i < length && starts.any(); ++i)
            starts = starts & (free >> (i * s));
        for (int i = 0; i < length && starts.any(); ++i)
            cover |= starts << (i * s);
    }
    return cover;
}

} // namespace packmate::solver
