// The solver's exact per-layer packing of flat long sticks (an internal bound).
#include "solver/FlatStickPacker.h"

#include "solver/CellGeometry.h"

#include <gtest/gtest.h>

using namespace packmate;
using namespace packmate::solver;

namespace {

std::uint64_t layerCells(const TruckCard& card) {
    const CellGeometry geometry(card);
    return (~geometry.blocked()).window(0) &
           ((std::uint64_t{1} << (card.rows() * card.cols())) - 1);
}

} // namespace

TEST(FlatStickPacker, CrossingRunsHoldOnlyOneLongStick) {
    // A row of five crossing a column of three at (2,0).
    const TruckCard card("T", 1, {"#####", "..#..", "..#.."});
    const CellGeometry geometry(card);
    FlatStickPacker packer(geometry);
    const std::uint64_t free = layerCells(card);
    EXPECT_EQ(packer.maxVolume(free, 5, {0, 0, 0, 0, 2}), 5);
    EXPECT_EQ(packer.maxVolume(free, 3, {0, 0, 2, 0, 0}), 3);
    EXPECT_EQ(packer.maxVolume(free, 3, {0, 0, 2, 0, 1}), 5);
    // Shorter sticks than the minimum length do not count.
    EXPECT_EQ(packer.maxVolume(free, 3, {9, 9, 0, 0, 0}), 0);
    EXPECT_EQ(packer.maxVolume(free, 2, {0, 4, 0, 0, 0}), 6);
}

TEST(FlatStickPacker, GivesUpWhenTheSearchIsTooBig) {
    const TruckCard card("BIG", 1, std::vector<std::string>(8, "########"));
    const CellGeometry geometry(card);
    FlatStickPacker packer(geometry);
    EXPECT_EQ(packer.maxVolume(~std::uint64_t{0}, 2, {0, 24, 18, 12, 12}), -1);
}
