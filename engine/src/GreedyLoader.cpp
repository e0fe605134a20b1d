#include <packmate/engine/GreedyLoader.h>

#include <array>
#include <vector>

namespace packmate {

namespace {

class Space {
public:
    explicit Space(const TruckCard& card)
        : card_(card),
          filled_(static_cast<std::size_t>(card.rows() * card.cols() * card.layers()), false) {}

    bool fits(const Piece& piece) const {
        for (const Cell& cell : piece.cells()) {
            if (!card_.isLoadingCell(cell.x, cell.y) || cell.z < 0 || cell.z >= card_.layers())
                return false;
            if (filled(cell)) return false;
            const bool supportedBySelf = piece.dir == Direction::Z && cell.z > piece.z;
            if (cell.z > 0 && !supportedBySelf && !filled({cell.x, cell.y, cell.z - 1}))
                return false;
        }
        return true;
    }

    void place(const Piece& piece) {
        for (const Cell& cell : piece.cells())
            filled_[index(cell)] = true;
    }

private:
    std::size_t index(const Cell& c) const {
        return static_cast<std::size_t>((c.z * card_.rows() + c.y) * card_.cols() + c.x);
    }
    bool filled(const Cell& c) const { return filled_[index(c)]; }

    const TruckCard& card_;
    std::vector<bool> filled_;
};

} // namespace

Layout loadGreedily(const TruckCard& card, const Cargo& cargo) {
    Layout layout{card, {}};
    Space space(card);
    constexpr std::array<Direction, 3> kDirections{Direction::X, Direction::Y, Direction::Z};
    for (auto colour = kAllColours.rbegin(); colour != kAllColours.rend(); ++colour) {
        for (int n = 0; n < cargo[*colour]; ++n) {
            bool placed = false;
            for (int z = 0; z < card.layers() && !placed; ++z)
                for (int y = 0; y < card.rows() && !placed; ++y)
                    for (int x = 0; x < card.cols() && !placed; ++x)
                        for (Direction dir : kDirections) {
                            const Piece piece{*colour, x, y, z, dir};
                            if (!space.fits(piece)) continue;
                            space.place(piece);
                            layout.pieces.push_back(piece);
                            placed = true;
                            break;
                        }
        }
    }
    return layout;
}

} // namespace packmate
