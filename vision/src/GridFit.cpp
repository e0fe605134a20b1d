#include <packmate/vision/CardSampler.h>
#include <packmate/vision/CellClassifier.h>
#include <packmate/vision/GridFit.h>

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>
#include <vector>

namespace packmate::vision {

namespace {

double brightness(const RelativeColour& c) {
    return (c.r + c.g + c.b) / 3.0;
}

double whiteness(const RelativeColour& c) {
    const double lo = std::min({c.r, c.g, c.b}), hi = std::max({c.r, c.g, c.b});
    return hi <= 0 ? 0.0 : lo * lo / hi;
}

double quantile(std::vector<double> values, double q) {
    const auto k = static_cast<std::size_t>(q * double(values.size() - 1) + 0.5);
    std::nth_element(values.begin(), values.begin() + k, values.end());
    return values[k];
}

// Image outlines of everything that may stand on the card if this pose is right: every
// loading cell's column up to the card's layer count (a little wider: sticks lie off-grid).
// Stacks lean over the card face (and its edges) in a tilted photo; what they may hide is not
// evidence for or against the pose.
std::vector<std::vector<cv::Point2f>> possibleOccluders(const CardPose& pose, const TruckCard& card,
                                                        const CardGeometry& geometry,
                                                        const GridFitConfig& config) {
    std::vector<std::vector<cv::Point2f>> out;
    const double left0 = geometry.gridLeft(card.cols()), top0 = geometry.gridTop(card.rows());
    const double pad = config.occluderPad;
    for (int y = 0; y < card.rows(); ++y)
        for (int x = 0; x < card.cols(); ++x) {
            if (!card.isLoadingCell(x, y)) continue;
            std::vector<cv::Point2f> corners, hull;
            for (double h : {0.0, double(card.layers())})
                for (double du : {-pad, 1.0 + pad})
                    for (double dv : {-pad, 1.0 + pad})
                        corners.emplace_back(pose.project(left0 + x + du, top0 + y + dv, h));
            cv::convexHull(corners, hull);
            out.push_back(std::move(hull));
        }
    return out;
}

bool hidden(const std::vector<std::vector<cv::Point2f>>& occluders, cv::Point2d p) {
    for (const auto& hull : occluders)
        if (cv::pointPolygonTest(hull, cv::Point2f(p), false) >= 0) return true;
    return false;
}

// Brightness of a strip patch relative to the card white, corrected by the white margin right
// beside it (a shadow across one end of the card must not pass for the dark road); the margin
// reference is bounded so a margin sample that caught the table or a wheel cannot flip it.
double stripBrightness(const CardSampler& sampler, double u, double v, double marginV,
                       const GridFitConfig& config) {
    const double patch = brightness(sampler.meanColour(u, v, 0.0, config.stripPatch));
    const double reference = brightness(sampler.meanColour(u, marginV, 0.0, 0.1));
    return patch / std::clamp(reference, config.minMarginReference, 1.0);
}

double fitScore(const cv::Mat& bgr, const CardPose& pose, const TruckCard& card,
                const CardGeometry& geometry, const GridFitConfig& config,
                const std::vector<std::vector<cv::Point2f>>& occluders) {
    const CardSampler sampler(bgr, pose, geometry);
    const double half = config.stripPatch / 2.0;
    auto visible = [&](double u, double v) {
        for (double du : {-half, half})
            for (double dv : {-half, half})
                if (hidden(occluders, pose.project(u + du, v + dv))) return false;
        return true;
    };
    // Road and wheels along the bottom edge, sky along the top: compare only what no stack on
    // this pose's loading cells can hide. The sky by a bright quantile (shadows of stacks fall
    // on it), the road by a dark one (a stick lying over it is bright).
    std::vector<double> top, bottom;
    const double m = geometry.margin / 2.0, h = geometry.cardHeight;
    for (int i = 0; i < config.edgeSamples; ++i) {
        const double u = 0.5 + i * (geometry.cardWidth - 1.0) / (config.edgeSamples - 1);
        if (visible(u, config.topStripV))
            top.push_back(stripBrightness(sampler, u, config.topStripV, m, config));
        if (visible(u, h - config.bottomStripFromEdge))
            bottom.push_back(
                stripBrightness(sampler, u, h - config.bottomStripFromEdge, h - m, config));
    }
    double score = 0.0;
    if (top.size() >= config.minStripSamples && bottom.size() >= config.minStripSamples)
        score += config.bottomDarkWeight *
                 (quantile(top, config.topQuantile) - quantile(bottom, config.bottomQuantile));
    const double left0 = geometry.gridLeft(card.cols()), top0 = geometry.gridTop(card.rows());
    for (int y = 0; y < card.rows(); ++y)
        for (int x = 0; x < card.cols(); ++x) {
            if (card.isLoadingCell(x, y)) {
                score += config.gridLineWeight * gridLineEvidence(sampler, left0 + x, top0 + y);
            } else {
                const RelativeColour c =
                    sampler.meanColour(left0 + x + 0.5, top0 + y + 0.5, 0.0, 0.5);
                score -= config.maskWeight * (whiteness(c) > 0.8 ? 1.0 : 0.0);
            }
        }
    return score;
}

} // namespace

GridFit fitGrid(const cv::Mat& bgr, const std::vector<CardPose>& hypotheses, const TruckCard& card,
                const CardGeometry& geometry, const GridFitConfig& config) {
    // Rotations that fit the card's shape clearly worse than the best one are not candidates.
    double bestShape = 1e9;
    for (const CardPose& pose : hypotheses)
        bestShape = std::min(bestShape, pose.shapeError);
    // What any hypothesis' stacks may hide is left out for all of them, so every rotation is
    // judged on the same visible part of the card (a real stack is no evidence for the rotation
    // that happens to leave it uncovered).
    std::vector<double> scores;
    for (const CardPose& pose : hypotheses) {
        if (pose.shapeError > config.shapeSlack * bestShape + 1.0) {
            scores.push_back(-1e9);
            continue;
        }
        scores.push_back(fitScore(bgr, pose, card, geometry, config,
                                  possibleOccluders(pose, card, geometry, config)));
    }
    std::size_t best = 0;
    for (std::size_t i = 1; i < scores.size(); ++i)
        if (scores[i] > scores[best]) best = i;
    double sum = 0.0;
    for (double s : scores)
        sum += std::exp((s - scores[best]) / config.temperature);
    return {hypotheses[best], 1.0 / sum};
}

} // namespace packmate::vision
