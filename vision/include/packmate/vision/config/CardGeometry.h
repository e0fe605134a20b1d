#pragma once

#include <array>

namespace packmate::vision {

/// Where things sit on a truck card, in cells (one cell = one white cube). Shared with the
/// scene renderer (datasets/scenegen/card.py): the card is 8 × 5 cells in its cab-left frame;
/// the loading bed is the 5 × 3 cell box whose top-left corner is (2.5, 1.0); a card grid of
/// rows × cols is centred in the bed; the wheels run along the bottom edge under cab and bed.
struct CardGeometry {
    double cardWidth = 8.0;
    double cardHeight = 5.0;
    double bedLeft = 2.5;
    double bedTop = 1.0;
    int bedCols = 5;
    int bedRows = 3;
    /// White card-stock margin round the edge, where the card white is measured.
    double margin = 0.2;
    /// Thickness of the card in cells (the loading area sits this high above the table).
    double thickness = 0.025;
    /// Wheel centres as printed (the orientation is read from them: the sky and road colours of
    /// an art vary, the wheels' places do not).
    std::array<double, 3> wheelU{1.3, 3.4, 6.5};
    double wheelV = 4.5;
    /// Physical size of a cell in centimetres (only for reports; the reader works in cells).
    double cellCm = 1.2;

    /// Left/top of a rows × cols grid centred in the bed.
    double gridLeft(int cols) const { return bedLeft + (bedCols - cols) / 2.0; }
    double gridTop(int rows) const { return bedTop + (bedRows - rows) / 2.0; }
};

} // namespace packmate::vision
