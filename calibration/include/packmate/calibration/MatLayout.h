#pragma once

#include <packmate/calibration/MatMarker.h>
#include <packmate/engine/Colour.h>

#include <array>
#include <string>
#include <string_view>

namespace packmate::calibration {

/// Paper sizes the mat is laid out for.
enum class Paper { A4, Letter };

/// "a4" or "letter" (case-insensitive); throws InputError naming the accepted values.
Paper paperFromName(std::string_view name);
std::string_view paperName(Paper paper); ///< "a4", "letter"

/// An axis-aligned rectangle on the mat, millimetres from the page's top-left corner.
struct RectMm {
    double x = 0;
    double y = 0;
    double width = 0;
    double height = 0;

    double centreX() const { return x + width / 2; }
    double centreY() const { return y + height / 2; }
};

/// A grey reference patch printed on the mat: 255 white, 128 mid grey, 0 black.
struct ColourPatch {
    std::string name;
    int grey = 0;
    RectMm place;
};

/// Where a stick of one colour is laid for colour calibration.
struct StickPlace {
    Colour colour = Colour::White;
    RectMm place;
};

/// The printable mat's whole geometry, in millimetres. One source for the PNG renderer, the
/// PDF writer and detection, so print and detection can never disagree.
struct MatLayout {
    Paper paper = Paper::A4;
    double widthMm = 0;
    double heightMm = 0;
    std::string matId;
    int version = 1;
    int qrEccLevel = 6; ///< ZXing scale: 5–6 = Q, recovers ~25 % damage (a stick over a code).
    std::array<MatMarker, 4> markers; ///< Indexed by MatCorner.
    RectMm cardPlace;
    RectMm sticksZone;
    RectMm diceZone;
    std::array<ColourPatch, 3> patches; ///< white, mid grey, black.
    std::array<StickPlace, kColourCount> stickPlaces;

    const MatMarker& marker(MatCorner corner) const {
        return markers[static_cast<std::size_t>(corner)];
    }
    const ColourPatch& whitePatch() const { return patches[0]; }
};

/// The mat for a paper size.
MatLayout matLayout(Paper paper);

/// The mat a decoded marker belongs to (by its id and version); throws InputError for a mat
/// this version of Packmate did not print.
MatLayout matLayoutForMarker(const MatMarker& marker);

} // namespace packmate::calibration
