#include <packmate/engine/Piece.h>

namespace packmate {

char directionLetter(Direction direction) { return "xyz"[static_cast<int>(direction)]; }

std::optional<Direction> directionFromLetter(std::string_view letter) {
    if (letter == "x" || letter == "X") return Direction::X;
    if (letter == "y" || letter == "Y") return Direction::Y;
    if (letter == "z" || letter == "Z") return Direction::Z;
    return std::nullopt;
}

std::vector<Cell> Piece::cells() const {
    std::vector<Cell> result;
    result.reserve(static_cast<std::size_t>(length()));
    for (int i = 0; i < length(); ++i) {
        Cell cell{x, y, z};
        if (dir == Direction::X) cell.x += i;
        if (dir == Direction::Y) cell.y += i;
        if (dir == Direction::Z) cell.z += i;
        result.push_back(cell);
    }
    return result;
}

} // namespace packmate
