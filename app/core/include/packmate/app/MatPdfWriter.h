#pragma once

#include <packmate/calibration/MatLayout.h>

#include <QString>

namespace packmate::app {

/// Writes the mat as a one-page PDF at true size (page = paper size, no margins, 1 unit = 1 mm
/// scaled exactly), drawing the same shapes as the PNG renderer: QR modules as filled
/// rectangles, not a bitmap. Needs a QGuiApplication (fonts). Throws InputError when the file
/// cannot be written.
void writeMatPdf(const calibration::MatLayout& mat, const QString& path);

} // namespace packmate::app
