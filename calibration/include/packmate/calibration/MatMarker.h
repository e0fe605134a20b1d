#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace packmate::calibration {

/// Which corner of the calibration mat a QR marker sits at.
enum class MatCorner { TopLeft, TopRight, BottomRight, BottomLeft };

std::string_view matCornerCode(MatCorner corner); ///< "TL", "TR", "BR", "BL"

/// What one QR marker of the printed mat says about itself: the mat's id and format
/// version, which corner it is, and where its top-left module sits on the mat and how large
/// it is, in millimetres. Four such markers give a metric homography of the mat.
struct MatMarker {
    std::string matId;
    int version = 1;
    MatCorner corner = MatCorner::TopLeft;
    double xMm = 0;
    double yMm = 0;
    double sizeMm = 0;

    bool operator==(const MatMarker&) const = default;
};

/// The marker's QR text: "PKM1;<id>;<corner>;<x>;<y>;<size>", millimetres with 0.1 mm
/// resolution. Short on purpose: fewer modules read from farther away.
std::string encodeMatMarker(const MatMarker& marker);

/// Parses a QR text; nullopt when it is not a Packmate mat marker (any other QR code in view).
std::optional<MatMarker> decodeMatMarker(std::string_view text);

} // namespace packmate::calibration
