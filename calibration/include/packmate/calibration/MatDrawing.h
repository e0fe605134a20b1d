#pragma once

#include <packmate/calibration/MatLayout.h>

#include <string>
#include <vector>

namespace packmate::calibration {

/// One thing to draw on the mat, in millimetres. The PNG renderer and the PDF writer both
/// draw exactly this list, so the printed mat and the rendered one are the same mat.
struct MatShape {
    enum class Kind { Fill, Outline, Text };
    Kind kind = Kind::Fill;
    RectMm rect; ///< Fill/Outline: the rectangle; Text: x, y = baseline start, height = cap height.
    int grey = 0;      ///< 0 black … 255 white.
    double lineMm = 0; ///< Outline stroke width (drawn inside the rectangle).
    std::string text;  ///< Text only.
};

/// The mat as shapes: QR markers as filled module rectangles (one per horizontal run of dark
/// modules), reference patches, outlined zones and their labels.
std::vector<MatShape> matDrawing(const MatLayout& mat);

} // namespace packmate::calibration
