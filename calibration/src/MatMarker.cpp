#include <packmate/calibration/MatMarker.h>

#include <array>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <vector>

namespace packmate::calibration {

namespace {

constexpr std::string_view kPrefix = "PKM";
constexpr std::array<MatCorner, 4> kCorners{MatCorner::TopLeft, MatCorner::TopRight,
                                            MatCorner::BottomRight, MatCorner::BottomLeft};

std::vector<std::string_view> split(std::string_view text, char separator) {
    std::vector<std::string_view> parts;
    std::size_t start = 0;
    while (true) {
        const std::size_t end = text.find(separator, start);
        parts.push_back(text.substr(start, end == std::string_view::npos ? std::string_view::npos
                                                                         : end - start));
        if (end == std::string_view::npos) return parts;
        start = end + 1;
    }
}

std::optional<double> parseTenths(std::string_view text) {
    long long tenths = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), tenths);
    if (text.empty() || error != std::errc() || end != text.data() + text.size())
        return std::nullopt;
    return static_cast<double>(tenths) / 10.0;
}

std::string tenths(double millimetres) {
    return std::to_string(std::llround(millimetres * 10.0));
}

} // namespace

std::string_view matCornerCode(MatCorner corner) {
    constexpr std::array<std::string_view, 4> codes{"TL", "TR", "BR", "BL"};
    return codes[static_cast<std::size_t>(corner)];
}

std::string encodeMatMarker(const MatMarker& marker) {
    return std::string(kPrefix) + std::to_string(marker.version) + ";" + marker.matId + ";" +
           std::string(matCornerCode(marker.corner)) + ";" + tenths(marker.xMm) + ";" +
           tenths(marker.yMm) + ";" + tenths(marker.sizeMm);
}

std::optional<MatMarker> decodeMatMarker(std::string_view text) {
    const auto parts = split(text, ';');
    if (parts.size() != 6 || !parts[0].starts_with(kPrefix)) return std::nullopt;
    MatMarker marker;
    const std::string_view version = parts[0].substr(kPrefix.size());
    const auto [end, error] =
        std::from_chars(version.data(), version.data() + version.size(), marker.version);
    if (version.empty() || error != std::errc() || end != version.data() + version.size() ||
        marker.version < 1)
        return std::nullopt;
    if (parts[1].empty()) return std::nullopt;
    marker.matId = std::string(parts[1]);
    bool cornerKnown = false;
    for (MatCorner corner : kCorners) {
        if (matCornerCode(corner) == parts[2]) {
            marker.corner = corner;
            cornerKnown = true;
        }
    }
    const auto x = parseTenths(parts[3]);
    const auto y = parseTenths(parts[4]);
    const auto size = parseTenths(parts[5]);
    if (!cornerKnown || !x || !y || !size || *size <= 0) return std::nullopt;
    marker.xMm = *x;
    marker.yMm = *y;
    marker.sizeMm = *size;
    return marker;
}

} // namespace packmate::calibration
