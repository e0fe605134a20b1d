#include <packmate/engine/InputError.h>
#include <packmate/engine/TopViewFit.h>

#include <array>

namespace packmate {

namespace {

constexpr char kAny = '?';
constexpr char kBare = '_';

struct GaveUp {};

/// Depth-first over the loadings, level by level from the bottom and cell by cell in reading
/// order: the first open position is either left empty (its column stops there and must show
/// its top) or the lowest cell of a stick going right, down the card or up. Every loading is
/// met once, and a column is never filled over a gap.
class TopSearch {
public:
    TopSearch(const TruckCard& card, const Cargo& sticks, const std::vector<std::string>& top,
              long nodeLimit)
        : card_(card), top_(top), layers_(card.layers()), nodeLimit_(nodeLimit) {
        for (int y = 0; y < card.rows(); ++y)
            for (int x = 0; x < card.cols(); ++x)
                if (card.isLoadingCell(x, y)) cells_.push_back({x, y});
        index_.assign(static_cast<std::size_t>(card.rows() * card.cols()), -1);
        for (std::size_t i = 0; i < cells_.size(); ++i)
            index_[static_cast<std::size_t>(cells_[i].y * card.cols() + cells_[i].x)] =
                static_cast<int>(i);
        occupied_.assign(cells_.size() * static_cast<std::size_t>(layers_), -1);
        capped_.assign(cells_.size(), -1);
        height_.assign(cells_.size(), 0);
        open_ = static_cast<int>(cells_.size()) * layers_;
        for (std::size_t i = 0; i < cells_.size(); ++i)
            if (shows(static_cast<int>(i)) == kBare) {
                capped_[i] = 0;
                open_ -= layers_;
            }
        for (Colour colour : kAllColours) {
            left_[colourIndex(colour)] = sticks[colour];
            need_ += sticks[colour] * stickLength(colour);
        }
    }

    std::optional<bool> run() {
        try {
            return coloursLeftCanFinish() && search(0);
        } catch (const GaveUp&) {
            return std::nullopt;
        }
    }

private:
    struct XY {
        int x;
        int y;
    };

    char shows(int cell) const {
        const XY& c = cells_[static_cast<std::size_t>(cell)];
        return top_[static_cast<std::size_t>(c.y)][static_cast<std::size_t>(c.x)];
    }
    int cellAt(int x, int y) const {
        if (x < 0 || y < 0 || x >= card_.cols() || y >= card_.rows()) return -1;
        return index_[static_cast<std::size_t>(y * card_.cols() + x)];
    }
    int& at(int cell, int z) {
        return occupied_[static_cast<std::size_t>(z) * cells_.size() +
                         static_cast<std::size_t>(cell)];
    }
    /// True when a column that stops at `height` shows what the photo shows.
    bool topMatches(int cell, int height) {
        const char shown = shows(cell);
        if (shown == kAny) return true;
        if (height == 0) return shown == kBare;
        return shown == colourLetter(kAllColours[static_cast<std::size_t>(at(cell, height - 1))]);
    }
    /// A column that shows a colour none of the sticks left has must stop at its height now, so
    /// its top must already be that colour.
    bool coloursLeftCanFinish() {
        for (std::size_t i = 0; i < cells_.size(); ++i) {
            if (capped_[i] >= 0) continue;
            const char shown = shows(static_cast<int>(i));
            if (shown == kAny || shown == kBare) continue;
            const Colour colour = *colourFromLetter(shown);
            if (left_[colourIndex(colour)] > 0) continue;
            if (!topMatches(static_cast<int>(i), height_[i])) return false;
        }
        return true;
    }

    bool search(std::size_t position) {
        if (++nodes_ > nodeLimit_) throw GaveUp{};
        if (need_ > open_) return false;
        const std::size_t total = cells_.size() * static_cast<std::size_t>(layers_);
        int cell = 0, z = 0;
        for (; position < total; ++position) {
            z = static_cast<int>(position / cells_.size());
            cell = static_cast<int>(position % cells_.size());
            if (at(cell, z) < 0 && (capped_[static_cast<std::size_t>(cell)] < 0 ||
                                    z < capped_[static_cast<std::size_t>(cell)]))
                break;
        }
        if (position == total) {
            if (need_ > 0) return false;
            for (std::size_t i = 0; i < cells_.size(); ++i)
                if (capped_[i] < 0 && !topMatches(static_cast<int>(i), layers_)) return false;
            return true;
        }
        // The column stops here.
        if (topMatches(cell, z)) {
            capped_[static_cast<std::size_t>(cell)] = z;
            open_ -= layers_ - z;
            const bool found = search(position + 1);
            open_ += layers_ - z;
            capped_[static_cast<std::size_t>(cell)] = -1;
            if (found) return true;
        }
        if (need_ == 0) return false;
        const XY& from = cells_[static_cast<std::size_t>(cell)];
        for (Colour colour : kAllColours) {
            const int k = colourIndex(colour);
            if (left_[k] == 0) continue;
            const int length = stickLength(colour);
            for (const auto& [dx, dy, dz] :
                 {std::array{1, 0, 0}, std::array{0, 1, 0}, std::array{0, 0, 1}}) {
                if (length == 1 && dx == 0) break;
                if (tryStick(colour, from, z, dx, dy, dz, position)) return true;
            }
        }
        return false;
    }

    bool tryStick(Colour colour, const XY& from, int z, int dx, int dy, int dz,
                  std::size_t position) {
        const int length = stickLength(colour);
        std::array<int, 5> run{};
        for (int step = 0; step < length; ++step) {
            const int cell = cellAt(from.x + step * dx, from.y + step * dy);
            const int level = z + step * dz;
            if (cell < 0 || level >= layers_ || at(cell, level) >= 0) return false;
            const int cap = capped_[static_cast<std::size_t>(cell)];
            if (cap >= 0 && level >= cap) return false;
            if (level > 0 && (step == 0 || dz == 0) && at(cell, level - 1) < 0) return false;
            // The top level shows whatever lies there.
            if (level == layers_ - 1 && shows(cell) != kAny && shows(cell) != colourLetter(colour))
                return false;
            run[static_cast<std::size_t>(step)] = cell;
        }
        const int k = colourIndex(colour);
        for (int step = 0; step < length; ++step) {
            const int cell = run[static_cast<std::size_t>(step)];
            at(cell, z + step * dz) = k;
            height_[static_cast<std::size_t>(cell)] = z + step * dz + 1;
        }
        --left_[k];
        need_ -= length;
        open_ -= length;
        const bool found = coloursLeftCanFinish() && search(position + 1);
        open_ += length;
        need_ += length;
        ++left_[k];
        for (int step = length - 1; step >= 0; --step) {
            const int cell = run[static_cast<std::size_t>(step)];
            at(cell, z + step * dz) = -1;
            height_[static_cast<std::size_t>(cell)] = z + step * dz;
        }
        return found;
    }

    const TruckCard& card_;
    const std::vector<std::string>& top_;
    int layers_;
    long nodeLimit_;
    long nodes_ = 0;
    std::vector<XY> cells_;
    std::vector<int> index_;
    std::vector<int> occupied_;
    std::vector<int> capped_;
    std::vector<int> height_;
    std::array<int, kColourCount> left_{};
    int need_ = 0;
    int open_ = 0;
};

} // namespace

std::optional<bool> canShowTop(const TruckCard& card, const Cargo& sticks,
                               const std::vector<std::string>& top, long nodeLimit) {
    if (static_cast<int>(top.size()) != card.rows())
        throw InputError("top view: " + std::to_string(top.size()) + " rows, card " + card.id() +
                         " has " + std::to_string(card.rows()));
    for (int y = 0; y < card.rows(); ++y) {
        const std::string& row = top[static_cast<std::size_t>(y)];
        if (static_cast<int>(row.size()) != card.cols())
            throw InputError("top view: row " + std::to_string(y + 1) + " has " +
                             std::to_string(row.size()) + " cells, card " + card.id() + " has " +
                             std::to_string(card.cols()));
        for (int x = 0; x < card.cols(); ++x) {
            const char shown = row[static_cast<std::size_t>(x)];
            const bool loading = card.isLoadingCell(x, y);
            const bool known =
                loading ? (shown == kAny || shown == kBare || colourFromLetter(shown).has_value())
                        : shown == '.';
            if (!known)
                throw InputError("top view: '" + std::string(1, shown) + "' at row " +
                                 std::to_string(y + 1) + ", column " + std::to_string(x + 1) +
                                 (loading ? " (a loading cell: _, ?, W, G, B, T or V)"
                                          : " (not a loading cell: .)"));
        }
    }
    for (Colour colour : kAllColours)
        if (sticks[colour] < 0) throw InputError("top view: a negative number of sticks");
    return TopSearch(card, sticks, top, nodeLimit).run();
}

std::vector<std::string> topViewOf(const Layout& layout) {
    const TruckCard& card = layout.card;
    std::vector<std::string> top(static_cast<std::size_t>(card.rows()),
                                 std::string(static_cast<std::size_t>(card.cols()), '.'));
    std::vector<int> height(static_cast<std::size_t>(card.rows() * card.cols()), 0);
    for (int y = 0; y < card.rows(); ++y)
        for (int x = 0; x < card.cols(); ++x)
            if (card.isLoadingCell(x, y))
                top[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)] = kBare;
    for (const Piece& piece : layout.pieces)
        for (const Cell& cell : piece.cells()) {
            int& h = height[static_cast<std::size_t>(cell.y * card.cols() + cell.x)];
            if (cell.z + 1 <= h) continue;
            h = cell.z + 1;
            top[static_cast<std::size_t>(cell.y)][static_cast<std::size_t>(cell.x)] =
                colourLetter(piece.colour);
        }
    return top;
}

} // namespace packmate
