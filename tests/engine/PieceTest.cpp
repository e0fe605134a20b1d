#include <packmate/engine/Piece.h>

#include <gtest/gtest.h>

using namespace packmate;

TEST(Piece, CellsRunFromTheAnchorAlongTheDirection) {
    const Piece brownAlongY{Colour::Brown, 1, 0, 0, Direction::Y};
    EXPECT_EQ(brownAlongY.cells(), (std::vector<Cell>{{1, 0, 0}, {1, 1, 0}, {1, 2, 0}}));
    const Piece greyUpright{Colour::Grey, 2, 1, 1, Direction::Z};
    EXPECT_EQ(greyUpright.cells(), (std::vector<Cell>{{2, 1, 1}, {2, 1, 2}}));
    const Piece white{Colour::White, 4, 2, 0, Direction::X};
    EXPECT_EQ(white.cells().size(), 1U);
}

TEST(Piece, DirectionLetters) {
    EXPECT_EQ(directionFromLetter("z"), Direction::Z);
    EXPECT_EQ(directionLetter(Direction::Y), 'y');
    EXPECT_FALSE(directionFromLetter("w").has_value());
}
