#include <packmate/calibration/MatDrawing.h>
#include <packmate/vision/QrCodec.h>

#include <string>

namespace packmate::calibration {

namespace {

constexpr double kLineMm = 0.6;
constexpr double kLabelMm = 3.5;

void addQrModules(const MatLayout& mat, const MatMarker& marker, std::vector<MatShape>& shapes) {
    const cv::Mat modules = vision::encodeQrCode(encodeMatMarker(marker), mat.qrEccLevel);
    const double moduleMm = marker.sizeMm / modules.cols;
    for (int y = 0; y < modules.rows; ++y) {
        int x = 0;
        while (x < modules.cols) {
            if (modules.at<std::uint8_t>(y, x) >= 128) {
                ++x;
                continue;
            }
            const int start = x;
            while (x < modules.cols && modules.at<std::uint8_t>(y, x) < 128)
                ++x;
            shapes.push_back({MatShape::Kind::Fill,
                              {marker.xMm + start * moduleMm, marker.yMm + y * moduleMm,
                               (x - start) * moduleMm, moduleMm},
                              0,
                              0,
                              {}});
        }
    }
}

void addZone(const RectMm& rect, const std::string& label, std::vector<MatShape>& shapes) {
    shapes.push_back({MatShape::Kind::Outline, rect, 0, kLineMm, {}});
    shapes.push_back(
        {MatShape::Kind::Text, {rect.x + 2.0, rect.y + 2.0 + kLabelMm, 0, kLabelMm}, 0, 0, label});
}

} // namespace

std::vector<MatShape> matDrawing(const MatLayout& mat) {
    std::vector<MatShape> shapes;
    for (const MatMarker& marker : mat.markers)
        addQrModules(mat, marker, shapes);
    for (const ColourPatch& patch : mat.patches) {
        shapes.push_back({MatShape::Kind::Fill, patch.place, patch.grey, 0, {}});
        shapes.push_back({MatShape::Kind::Outline, patch.place, 0, 0.3, {}});
    }
    addZone(mat.cardPlace, "truck card", shapes);
    addZone(mat.sticksZone, "sticks left over", shapes);
    addZone(mat.diceZone, "dice", shapes);
    for (const StickPlace& place : mat.stickPlaces) {
        shapes.push_back({MatShape::Kind::Outline, place.place, 0, kLineMm, {}});
        const RectMm& r = place.place;
        shapes.push_back({MatShape::Kind::Text,
                          {r.x, r.y + r.height + 2.0 + kLabelMm, 0, kLabelMm},
                          0,
                          0,
                          std::string(colourName(place.colour))});
    }
    const RectMm& top = mat.patches[0].place;
    shapes.push_back(
        {MatShape::Kind::Text,
         {top.x, top.y + top.height + 2.0 + 2.5, 0, 2.5},
         0,
         0,
         "Packmate mat " + mat.matId + " v" + std::to_string(mat.version) + " - print at 100 %"});
    return shapes;
}

} // namespace packmate::calibration
