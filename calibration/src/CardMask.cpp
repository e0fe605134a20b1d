#include <packmate/calibration/CardMask.h>

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>

namespace packmate::calibration {

namespace {

cv::Rect cellsRect(double left, double top, double width, double height, int pixelsPerCell) {
    return {static_cast<int>(std::lround(left * pixelsPerCell)),
            static_cast<int>(std::lround(top * pixelsPerCell)),
            std::max(1, static_cast<int>(std::lround(width * pixelsPerCell))),
            std::max(1, static_cast<int>(std::lround(height * pixelsPerCell)))};
}

} // namespace

// Median: robust to a stray mark or a stick's shadow on the margin.
cv::Vec3d cardWhiteOf(const cv::Mat& frame, const CardRegistrationConfig& config) {
    const vision::CardGeometry& g = config.geometry;
    const int p = config.pixelsPerCell;
    std::vector<std::vector<float>> values(3);
    for (const double top : {g.margin * 0.2, g.cardHeight - g.margin * 0.8}) {
        const cv::Mat strip = frame(cellsRect(0.5, top, g.cardWidth - 1.0, g.margin * 0.6, p) &
                                    cv::Rect({}, frame.size()));
        for (int y = 0; y < strip.rows; ++y)
            for (int x = 0; x < strip.cols; ++x)
                for (int c = 0; c < 3; ++c)
                    values[static_cast<std::size_t>(c)].push_back(strip.at<cv::Vec3b>(y, x)[c]);
    }
    cv::Vec3d white;
    for (int c = 0; c < 3; ++c) {
        auto& v = values[static_cast<std::size_t>(c)];
        std::nth_element(v.begin(), v.begin() + static_cast<long>(v.size() / 2), v.end());
        white[c] = std::max(1.0f, v[v.size() / 2]);
    }
    return white;
}

namespace {

cv::Mat whiteMask(const cv::Mat& frame, const cv::Vec3d& white,
                  const CardRegistrationConfig& config) {
    cv::Mat mask(frame.size(), CV_8U);
    for (int y = 0; y < frame.rows; ++y)
        for (int x = 0; x < frame.cols; ++x) {
            const cv::Vec3b pixel = frame.at<cv::Vec3b>(y, x);
            double low = 10;
            double high = 0;
            for (int c = 0; c < 3; ++c) {
                const double ratio = pixel[c] / white[c];
                low = std::min(low, ratio);
                high = std::max(high, ratio);
            }
            mask.at<std::uint8_t>(y, x) =
                low >= config.whiteMinRatio && high - low <= config.whiteMaxSpread ? 1 : 0;
        }
    return mask;
}

double meanBrightness(const cv::Mat& frame, const cv::Rect& rect) {
    cv::Mat gray;
    cv::cvtColor(frame(rect & cv::Rect({}, frame.size())), gray, cv::COLOR_BGR2GRAY);
    return cv::mean(gray)[0] / 255.0;
}

struct Candidate {
    std::vector<std::string> grid;
    double error = 1.0;
};

// White fraction of each half cell of the bed (2·bedRows × 2·bedCols), central part only.
std::vector<std::vector<double>> halfCellWhite(const cv::Mat& white,
                                               const CardRegistrationConfig& config) {
    const vision::CardGeometry& g = config.geometry;
    const double inset = (1.0 - config.sampleInner) / 4.0; // in cells, each side of a half cell
    std::vector<std::vector<double>> fractions(
        static_cast<std::size_t>(2 * g.bedRows),
        std::vector<double>(static_cast<std::size_t>(2 * g.bedCols)));
    for (int r = 0; r < 2 * g.bedRows; ++r)
        for (int c = 0; c < 2 * g.bedCols; ++c) {
            const cv::Rect rect =
                cellsRect(g.bedLeft + c * 0.5 + inset, g.bedTop + r * 0.5 + inset, 0.5 - 2 * inset,
                          0.5 - 2 * inset, config.pixelsPerCell) &
                cv::Rect({}, white.size());
            fractions[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)] =
                rect.area() ? cv::mean(white(rect))[0] : 0.0;
        }
    return fractions;
}

Candidate scoreCandidate(const std::vector<std::vector<double>>& seen, int rows, int cols,
                         const vision::CardGeometry& g) {
    const int rowOffset = g.bedRows - rows; // in half cells: the grid is centred in the bed
    const int colOffset = g.bedCols - cols;
    Candidate candidate;
    std::vector<std::vector<bool>> predicted(seen.size(),
                                             std::vector<bool>(seen.front().size(), false));
    for (int r = 0; r < rows; ++r) {
        std::string row;
        for (int c = 0; c < cols; ++c) {
            double sum = 0;
            for (int dy = 0; dy < 2; ++dy)
                for (int dx = 0; dx < 2; ++dx)
                    sum += seen[static_cast<std::size_t>(rowOffset + 2 * r + dy)]
                               [static_cast<std::size_t>(colOffset + 2 * c + dx)];
            const bool loading = sum / 4 >= 0.5;
            row += loading ? '#' : '.';
            for (int dy = 0; dy < 2; ++dy)
                for (int dx = 0; dx < 2; ++dx)
                    predicted[static_cast<std::size_t>(rowOffset + 2 * r + dy)]
                             [static_cast<std::size_t>(colOffset + 2 * c + dx)] = loading;
        }
        candidate.grid.push_back(row);
    }
    // Every row and column must hold a loading cell, else a smaller grid says the same thing.
    for (const std::string& row : candidate.grid)
        if (row.find('#') == std::string::npos) return {};
    for (int c = 0; c < cols; ++c)
        if (std::none_of(candidate.grid.begin(), candidate.grid.end(), [c](const std::string& row) {
                return row[static_cast<std::size_t>(c)] == '#';
            }))
            return {};
    double error = 0;
    for (std::size_t r = 0; r < seen.size(); ++r)
        for (std::size_t c = 0; c < seen[r].size(); ++c)
            error += std::abs(seen[r][c] - (predicted[r][c] ? 1.0 : 0.0));
    candidate.error = error / static_cast<double>(seen.size() * seen.front().size());
    return candidate;
}

} // namespace

CardMaskProposal proposeCardMask(const cv::Mat& cardFrame, const CardRegistrationConfig& config) {
    const vision::CardGeometry& g = config.geometry;
    const cv::Mat white = whiteMask(cardFrame, cardWhiteOf(cardFrame, config), config);
    const auto seen = halfCellWhite(white, config);
    Candidate best;
    for (int rows = 1; rows <= g.bedRows; ++rows)
        for (int cols = 1; cols <= g.bedCols; ++cols) {
            Candidate candidate = scoreCandidate(seen, rows, cols, g);
            if (!candidate.grid.empty() && candidate.error < best.error) best = candidate;
        }
    CardMaskProposal proposal;
    proposal.grid = best.grid;
    proposal.error = best.error;
    proposal.confidence = std::clamp(1.0 - 4.0 * best.error, 0.0, 1.0);
    proposal.sure = !best.grid.empty() && proposal.confidence >= config.minConfidence;
    const int p = config.pixelsPerCell;
    const double band = 0.3;
    const double bottom = meanBrightness(
        cardFrame, cellsRect(0.5, g.cardHeight - g.margin - 0.55, g.cardWidth - 1.0, band, p));
    const double top =
        meanBrightness(cardFrame, cellsRect(0.5, g.margin + 0.25, g.cardWidth - 1.0, band, p));
    proposal.roadCue = top - bottom;
    return proposal;
}

} // namespace packmate::calibration
