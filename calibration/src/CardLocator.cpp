#include <packmate/calibration/CardLocator.h>
#include <packmate/calibration/ColourCalibration.h>

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>

namespace packmate::calibration {

namespace {

cv::Point2d apply(const cv::Matx33d& h, cv::Point2d p) {
    const cv::Vec3d q = h * cv::Vec3d(p.x, p.y, 1.0);
    return {q[0] / q[2], q[1] / q[2]};
}

// Pixels that are not paper: coloured (channels differ, relative to paper white) or dark.
// Relative to paper, so a warm lamp does not make the paper itself look coloured.
cv::Mat artMask(const cv::Mat& view, const Rgb& paper, const CardRegistrationConfig& config) {
    cv::Mat mask(view.size(), CV_8U);
    for (int y = 0; y < view.rows; ++y)
        for (int x = 0; x < view.cols; ++x) {
            const cv::Vec3b pixel = view.at<cv::Vec3b>(y, x);
            double low = 10;
            double high = 0;
            for (int c = 0; c < 3; ++c) {
                const double ratio =
                    pixel[c] / std::max(1.0, paper[static_cast<std::size_t>(2 - c)]);
                low = std::min(low, ratio);
                high = std::max(high, ratio);
            }
            mask.at<std::uint8_t>(y, x) =
                high - low > config.artChroma || low < config.artDarkness ? 255 : 0;
        }
    return mask;
}

} // namespace

std::array<cv::Point2f, 4> CardOnMat::imageCorners(const vision::CardGeometry& geometry) const {
    const double w = geometry.cardWidth;
    const double h = geometry.cardHeight;
    std::array<cv::Point2f, 4> corners;
    const std::array<cv::Point2d, 4> cells{cv::Point2d(0, 0), cv::Point2d(w, 0), cv::Point2d(w, h),
                                           cv::Point2d(0, h)};
    for (std::size_t i = 0; i < 4; ++i)
        corners[i] = cv::Point2f(apply(cellsToImage, cells[i]));
    return corners;
}

std::optional<std::array<CardOnMat, 2>> locateCardOnMat(const cv::Mat& photo,
                                                        const MatDetection& detection,
                                                        const CardRegistrationConfig& config) {
    const RectMm& place = detection.layout.cardPlace;
    const double out = config.placeOutsetMm;
    const double ppm = config.searchPixelsPerMm;
    const RectMm area{place.x - out, place.y - out, place.width + 2 * out, place.height + 2 * out};
    const cv::Matx33d mmToView(ppm, 0, -area.x * ppm, 0, ppm, -area.y * ppm, 0, 0, 1);
    cv::Mat view;
    const cv::Size size(static_cast<int>(area.width * ppm), static_cast<int>(area.height * ppm));
    cv::warpPerspective(photo, view, cv::Mat(mmToView * detection.imageToMm), size, cv::INTER_AREA,
                        cv::BORDER_REPLICATE);
    const Rgb paper =
        sampleMatRect(photo, detection.mmToImage, detection.layout.whitePatch().place, 0.6, ppm);
    cv::Mat mask = artMask(view, paper, config);
    const int line = std::max(3, static_cast<int>(std::lround(config.lineRemovalMm * ppm)) | 1);
    const cv::Mat kernel = cv::getStructuringElement(cv::MORPH_RECT, {line, line});
    cv::morphologyEx(mask, mask, cv::MORPH_OPEN, kernel);
    cv::morphologyEx(mask, mask, cv::MORPH_CLOSE, kernel);
    std::vector<std::vector<cv::Point>> contours;
    cv::findContours(mask, contours, cv::RETR_EXTERNAL, cv::CHAIN_APPROX_SIMPLE);
    if (contours.empty()) return std::nullopt;
    const auto largest =
        std::max_element(contours.begin(), contours.end(), [](const auto& a, const auto& b) {
            return cv::contourArea(a) < cv::contourArea(b);
        });
    const cv::RotatedRect box = cv::minAreaRect(*largest);

    const vision::CardGeometry& g = config.geometry;
    const double artCellsX = config.artRight - config.artLeft;
    const double artCellsY = config.artBottom - config.artTop;
    const double longMm = std::max(box.size.width, box.size.height) / ppm;
    const double shortMm = std::min(box.size.width, box.size.height) / ppm;
    const double cellMm = g.cellCm * 10.0;
    // A pale sky along the top edge can pass for paper, so the short side may come out short;
    // the long side (cab to tail, road along it) is trusted and the top edge rebuilt from it.
    if (std::abs(longMm / (artCellsX * cellMm) - 1.0) > config.sizeTolerance ||
        shortMm / (artCellsY * cellMm) < 1.0 - 2 * config.sizeTolerance ||
        shortMm / (artCellsY * cellMm) > 1.0 + config.sizeTolerance)
        return std::nullopt;

    // Long axis = the card's x axis; y is x turned a quarter clockwise (image y points down).
    const double angle = box.angle * CV_PI / 180.0;
    cv::Point2d along(std::cos(angle), std::sin(angle));
    if (box.size.width < box.size.height) along = {-along.y, along.x};
    const cv::Point2d centre((box.center.x + 0.5) / ppm + area.x,
                             (box.center.y + 0.5) / ppm + area.y);
    const double sx = longMm / artCellsX;
    const double sy = sx; // square cells
    std::array<CardOnMat, 2> ends;
    for (std::size_t end = 0; end < 2; ++end) {
        const cv::Point2d x = end == 0 ? along : -along;
        const cv::Point2d y(-x.y, x.x);
        // Anchored on the bottom edge (road, wheels: always dark), the top rebuilt from the
        // cell size; the art box is not centred on the card, so each end has its own origin.
        const cv::Point2d bottom = centre + y * (shortMm / 2);
        const cv::Point2d origin = bottom - y * (config.artBottom * sy) -
                                   x * ((config.artLeft + config.artRight) / 2 * sx);
        const cv::Matx33d cellsToMm(x.x * sx, y.x * sy, origin.x, x.y * sx, y.y * sy, origin.y, 0,
                                    0, 1);
        ends[end] = {detection.mmToImage * cellsToMm, sx, sy};
    }
    return ends;
}

cv::Mat cardFrameImage(const cv::Mat& photo, const CardOnMat& card,
                       const CardRegistrationConfig& config) {
    const double p = config.pixelsPerCell;
    // Frame pixel (i, j) has its centre at cell ((i + 0.5) / p, (j + 0.5) / p).
    const cv::Matx33d pixelToCells(1 / p, 0, 0.5 / p, 0, 1 / p, 0.5 / p, 0, 0, 1);
    const cv::Size size(static_cast<int>(std::lround(config.geometry.cardWidth * p)),
                        static_cast<int>(std::lround(config.geometry.cardHeight * p)));
    cv::Mat frame;
    cv::warpPerspective(photo, frame, cv::Mat(card.cellsToImage * pixelToCells), size,
                        cv::INTER_LINEAR | cv::WARP_INVERSE_MAP, cv::BORDER_REPLICATE);
    return frame;
}

} // namespace packmate::calibration
