#include <packmate/engine/InputError.h>
#include <packmate/engine/TruckCard.h>

#include <algorithm>

namespace packmate {

TruckCard::TruckCard(std::string id, int layers, std::vector<std::string> grid)
    : id_(std::move(id)), layers_(layers), grid_(std::move(grid)) {
    const std::string name = id_.empty() ? std::string("card") : "card " + id_;
    if (id_.empty()) throw InputError("card has an empty id");
    if (layers_ < 1 || layers_ > kMaxLayers)
        throw InputError(name + ": layers must be 1 to 4, got " + std::to_string(layers_));
    if (grid_.empty()) throw InputError(name + ": grid has no rows");
    if (rows() > kMaxSide)
        throw InputError(name + ": grid has " + std::to_string(rows()) + " rows, at most 8 allowed");
    const std::size_t width = grid_.front().size();
    if (width == 0) throw InputError(name + ": grid row 1 is empty");
    if (width > kMaxSide)
        throw InputError(name + ": grid has " + std::to_string(width) + " columns, at most 8 allowed");
    for (std::size_t r = 0; r < grid_.size(); ++r) {
        const std::string& row = grid_[r];
        if (row.size() != width)
            throw InputError(name + ": grid row " + std::to_string(r + 1) + " has " +
                             std::to_string(row.size()) + " cells, row 1 has " + std::to_string(width));
        const auto bad = std::find_if(row.begin(), row.end(), [](char c) { return c != '#' && c != '.'; });
        if (bad != row.end())
            throw InputError(name + ": grid row " + std::to_string(r + 1) + " holds '" +
                             std::string(1, *bad) + "'; only '#' (loading cell) and '.' are allowed");
        loadingCells_ += static_cast<int>(std::count(row.begin(), row.end(), '#'));
    }
    if (loadingCells_ == 0) throw InputError(name + ": grid has no loading cell ('#')");
}

bool TruckCard::isLoadingCell(int x, int y) const {
    if (y < 0 || y >= rows() || x < 0 || x >= cols()) return false;
    return grid_[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)] == '#';
}

} // namespace packmate
