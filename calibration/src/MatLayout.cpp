#include <packmate/calibration/MatLayout.h>
#include <packmate/engine/InputError.h>

#include <algorithm>
#include <cctype>
#include <string>

namespace packmate::calibration {

namespace {

// Printers leave 3–5 mm unprinted; 10 mm keeps the codes whole on any of them.
constexpr double kMarginMm = 10.0;
constexpr double kMarkerMm = 30.0;
constexpr double kPatchMm = 20.0;
constexpr double kPatchGapMm = 6.0;
constexpr double kStickPlaceMm = 16.0;
constexpr double kStickPitchMm = 30.0;
constexpr double kCardWidthMm = 130.0;
constexpr double kCardHeightMm = 90.0;

std::string matIdFor(Paper paper) {
    return paper == Paper::A4 ? "A4" : "LT";
}

} // namespace

Paper paperFromName(std::string_view name) {
    std::string lower(name);
    std::transform(lower.begin(), lower.end(), lower.begin(),
                   [](unsigned char c) { return std::tolower(c); });
    if (lower == "a4") return Paper::A4;
    if (lower == "letter") return Paper::Letter;
    throw InputError("unknown paper size '" + std::string(name) + "' (use a4 or letter)");
}

std::string_view paperName(Paper paper) {
    return paper == Paper::A4 ? "a4" : "letter";
}

MatLayout matLayout(Paper paper) {
    MatLayout mat;
    mat.paper = paper;
    mat.widthMm = paper == Paper::A4 ? 210.0 : 215.9;
    mat.heightMm = paper == Paper::A4 ? 297.0 : 279.4;
    mat.matId = matIdFor(paper);
    const double w = mat.widthMm;
    const double h = mat.heightMm;
    const double far = kMarginMm + kMarkerMm;

    const std::array<std::pair<double, double>, 4> origins{
        {{kMarginMm, kMarginMm}, {w - far, kMarginMm}, {w - far, h - far}, {kMarginMm, h - far}}};
    for (std::size_t i = 0; i < 4; ++i)
        mat.markers[i] = MatMarker{mat.matId,        mat.version,       static_cast<MatCorner>(i),
                                   origins[i].first, origins[i].second, kMarkerMm};

    const double patchesWidth = 3 * kPatchMm + 2 * kPatchGapMm;
    const std::array<std::pair<const char*, int>, 3> patches{
        {{"white", 255}, {"grey", 128}, {"black", 0}}};
    for (std::size_t i = 0; i < 3; ++i)
        mat.patches[i] =
            ColourPatch{patches[i].first,
                        patches[i].second,
                        {(w - patchesWidth) / 2 + static_cast<double>(i) * (kPatchMm + kPatchGapMm),
                         kMarginMm + 6.0, kPatchMm, kPatchMm}};

    mat.cardPlace = {(w - kCardWidthMm) / 2, far + 10.0, kCardWidthMm, kCardHeightMm};

    const double placesTop = mat.cardPlace.y + kCardHeightMm + 10.0;
    const double placesLeft = (w - (4 * kStickPitchMm + kStickPlaceMm)) / 2;
    for (std::size_t i = 0; i < kAllColours.size(); ++i)
        mat.stickPlaces[i] = StickPlace{kAllColours[i],
                                        {placesLeft + static_cast<double>(i) * kStickPitchMm,
                                         placesTop, kStickPlaceMm, kStickPlaceMm}};

    const double sticksTop = placesTop + kStickPlaceMm + 12.0;
    mat.sticksZone = {kMarginMm, sticksTop, w - 2 * kMarginMm, h - far - 6.0 - sticksTop};
    mat.diceZone = {far + 6.0, h - far, w - 2 * (far + 6.0), kMarkerMm};
    return mat;
}

MatLayout matLayoutForMarker(const MatMarker& marker) {
    for (Paper paper : {Paper::A4, Paper::Letter}) {
        MatLayout mat = matLayout(paper);
        if (mat.matId == marker.matId && mat.version == marker.version) return mat;
    }
    throw InputError("QR marker of an unknown mat '" + marker.matId + "' version " +
                     std::to_string(marker.version));
}

} // namespace packmate::calibration
