#pragma once

#include <packmate/calibration/MatLayout.h>

#include <opencv2/core.hpp>

namespace packmate::calibration {

/// Pixels per millimetre at `dpi`.
inline double pixelsPerMm(double dpi) {
    return dpi / 25.4;
}

/// Renders the mat as an 8-bit grey image at `dpi` (1 mm = dpi / 25.4 pixels), white paper.
/// Throws InputError when dpi is outside 10–1200.
cv::Mat renderMat(const MatLayout& mat, double dpi);

} // namespace packmate::calibration
