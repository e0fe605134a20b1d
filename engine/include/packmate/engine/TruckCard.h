#pragma once

#include <string>
#include <vector>

namespace packmate {

/// A truck card: its id, how many layers may be stacked, and which cells of its grid form
/// the loading area. The grid is in the card's own frame: landscape, cab on the LEFT, rows
/// top to bottom, '#' a loading cell, '.' not part of the loading area.
class TruckCard {
public:
    static constexpr int kMaxSide = 8;
    static constexpr int kMaxLayers = 4;

    /// Throws InputError naming the problem when the id is empty, layers are not 1–4, the
    /// grid is empty, ragged, larger than 8×8, holds other characters than '#' and '.', or
    /// has no loading cell.
    TruckCard(std::string id, int layers, std::vector<std::string> grid);

    const std::string& id() const { return id_; }
    int layers() const { return layers_; }
    int rows() const { return static_cast<int>(grid_.size()); }
    int cols() const { return static_cast<int>(grid_.front().size()); }
    const std::vector<std::string>& grid() const { return grid_; }

    /// True for a loading cell; false for '.' cells and anything outside the grid.
    bool isLoadingCell(int x, int y) const;
    int loadingCellCount() const { return loadingCells_; }
    /// layers × loading cells: the free cells of the empty truck.
    int capacity() const { return layers_ * loadingCells_; }

    bool operator==(const TruckCard&) const = default;

private:
    std::string id_;
    int layers_ = 1;
    std::vector<std::string> grid_;
    int loadingCells_ = 0;
};

} // namespace packmate
