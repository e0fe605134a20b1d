#include <packmate/vision/MaskLines.h>
#include <packmate/vision/QuadRefine.h>

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>

namespace packmate::vision {

namespace {

float sampleAt(const cv::Mat& m, cv::Point2d p) {
    const int x = int(std::floor(p.x)), y = int(std::floor(p.y));
    const float fx = float(p.x - x), fy = float(p.y - y);
    const auto* r0 = m.ptr<short>(y);
    const auto* r1 = m.ptr<short>(y + 1);
    return (1 - fy) * ((1 - fx) * r0[x] + fx * r0[x + 1]) +
           fy * ((1 - fx) * r1[x] + fx * r1[x + 1]);
}

std::optional<cv::Point2d> crossing(const cv::Vec4f& l1, const cv::Vec4f& l2) {
    const double det = double(l1[0]) * l2[1] - double(l1[1]) * l2[0];
    if (std::abs(det) < 1e-9) return std::nullopt;
    const double dx = double(l2[2]) - l1[2], dy = double(l2[3]) - l1[3];
    const double t = (dx * l2[1] - dy * l2[0]) / det;
    return cv::Point2d(l1[2] + t * l1[0], l1[3] + t * l1[1]);
}

struct Candidate {
    int sample;
    cv::Point2d at;
    double step;
};

// Calls `visit` with `samples` points along the line (from 0.1 to 0.9 of the way between the
// side's ends), each `inset` pixels inside it.
template <typename Visit>
void forPointsInside(const cv::Vec4f& line, cv::Point2d a, cv::Point2d b, double inset, int samples,
                     Visit visit) {
    const cv::Point2d d(line[0], line[1]), origin(line[2], line[3]);
    cv::Point2d n(d.y, -d.x);
    if (n.dot(cv::Point2d((b - a).y, -(b - a).x)) < 0) n = -n; // outward, as the side's
    const double ta = (a - origin).dot(d), tb = (b - origin).dot(d);
    for (int k = 0; k < samples; ++k) {
        const double t = ta + (tb - ta) * (0.1 + 0.8 * k / std::max(1, samples - 1));
        visit(origin + d * t - n * inset);
    }
}

// Share of points along the line (between the side's ends) `inset` pixels inside it that are
// as white as `cut`: the card's margin lies inside its outer edge; a road strip's edge inside
// the card or a tile joint outside it has art or tile there.
double whiteInside(const cv::Vec4f& line, cv::Point2d a, cv::Point2d b, double inset,
                   const cv::Mat& white, double cut, int samples) {
    int white_ = 0;
    forPointsInside(line, a, b, inset, samples, [&](cv::Point2d p) {
        const int x = int(std::lround(p.x)), y = int(std::lround(p.y));
        if (x >= 0 && y >= 0 && x < white.cols && y < white.rows &&
            white.at<unsigned char>(y, x) >= cut)
            ++white_;
    });
    return double(white_) / samples;
}

// Mean learned-mask probability along the line (between the side's ends) `depth` work pixels
// inside it; `mask` pixel (x, y) is centred on work (x + 0.5, y + 0.5) × workPerMask - 0.5.
double maskInside(const cv::Vec4f& line, cv::Point2d a, cv::Point2d b, double depth,
                  const cv::Mat& mask, double workPerMask, int samples) {
    double sum = 0.0;
    forPointsInside(line, a, b, depth, samples, [&](cv::Point2d inside) {
        const cv::Point2d p =
            (inside + cv::Point2d(0.5, 0.5)) / workPerMask - cv::Point2d(0.5, 0.5);
        const int x = std::clamp(int(std::lround(p.x)), 0, mask.cols - 1);
        const int y = std::clamp(int(std::lround(p.y)), 0, mask.rows - 1);
        sum += mask.at<float>(y, x);
    });
    return sum / samples;
}

// The sides of `quad` (work pixels, clockwise) fitted as lines; nullopt when a side finds none
// or two neighbouring lines do not cross.
std::optional<std::pair<std::array<cv::Point2d, 4>, std::array<double, 4>>>
fitQuadLines(const std::array<cv::Point2d, 4>& quad, const cv::Mat& gx, const cv::Mat& gy,
             double search, double maxAngleDeg, int samples, const WorkMaps& maps, double inset,
             const CardFinderConfig& config, const cv::Mat* byMask = nullptr,
             double workPerMask = 1.0) {
    std::array<SideLine, 4> sides;
    for (int i = 0; i < 4; ++i) {
        const cv::Point2d a = quad[i], b = quad[(i + 1) % 4];
        const auto lines =
            fitSideLines(a, b, gx, gy, search, samples, config.lineMinStep, maxAngleDeg,
                         config.lineInlier, config.linePeaksPerSample, config.lineKeep);
        if (lines.empty()) return std::nullopt;
        // Of the lines most of the side lies on, the one with the card's white margin inside
        // (and, given `byMask`, the learned mask's card `lineMaskDepth` mask pixels inside).
        double bestScore = -1.0;
        for (const SideLine& line : lines) {
            double score = line.share * (config.lineWhiteWeight +
                                         whiteInside(line.line, a, b, inset, maps.white,
                                                     config.lineWhiteFraction * maps.level,
                                                     config.artRingSamples));
            if (byMask)
                score *= maskInside(line.line, a, b, config.lineMaskDepth * workPerMask, *byMask,
                                    workPerMask, config.artRingSamples);
            if (score > bestScore) {
                bestScore = score;
                sides[i] = line;
            }
        }
    }
    std::array<cv::Point2d, 4> corners;
    std::array<double, 4> shares;
    for (int i = 0; i < 4; ++i) {
        const auto corner = crossing(sides[(i + 3) % 4].line, sides[i].line);
        if (!corner) return std::nullopt;
        corners[i] = *corner;
        shares[i] = sides[i].share;
    }
    return std::make_pair(corners, shares);
}

} // namespace

std::vector<SideLine> fitSideLines(cv::Point2d a, cv::Point2d b, const cv::Mat& gx,
                                   const cv::Mat& gy, double search, int samples, double minStep,
                                   double maxAngleDeg, double inlier, int peaksPerSample,
                                   int keep) {
    const double length = cv::norm(b - a);
    if (length < 1e-6 || samples < 4) return {};
    const cv::Point2d d = (b - a) / length;
    const cv::Point2d n(d.y, -d.x); // outward for a clockwise quad (y down)
    const int steps = int(std::ceil(2 * search));
    std::vector<double> drops(2 * steps + 1);
    std::vector<Candidate> candidates;
    for (int k = 0; k < samples; ++k) {
        const cv::Point2d p = a + (b - a) * (0.05 + 0.9 * k / (samples - 1));
        std::fill(drops.begin(), drops.end(), 0.0);
        for (int s = -steps; s <= steps; ++s) {
            const cv::Point2d q = p + n * (s / 2.0);
            if (q.x < 1 || q.y < 1 || q.x >= gx.cols - 2 || q.y >= gx.rows - 2) continue;
            drops[s + steps] = -(sampleAt(gx, q) * n.x + sampleAt(gy, q) * n.y);
        }
        const std::size_t first = candidates.size();
        for (int s = 1; s < 2 * steps; ++s)
            if (drops[s] >= minStep && drops[s] >= drops[s - 1] && drops[s] > drops[s + 1])
                candidates.push_back({k, p + n * ((s - steps) / 2.0), drops[s]});
        // The strongest peaks only: the pairs tried grow with the square of the candidates.
        if (candidates.size() - first > std::size_t(peaksPerSample)) {
            std::partial_sort(
                candidates.begin() + long(first), candidates.begin() + long(first) + peaksPerSample,
                candidates.end(),
                [](const Candidate& x, const Candidate& y) { return x.step > y.step; });
            candidates.resize(first + std::size_t(peaksPerSample));
        }
    }
    if (candidates.size() < 2) return {};
    const double maxSin = std::sin(maxAngleDeg * CV_PI / 180.0);
    // The best lines, each with its inliers; two lines are the same when they cross the
    // side's middle normal within 2 × inlier.
    struct Scored {
        int count;
        double step, offset;
        std::vector<char> inliers;
    };
    std::vector<Scored> best;
    const cv::Point2d middle = (a + b) / 2.0;
    // Most pairs cannot beat the line they must beat (the same line kept before, else the
    // weakest kept one, none while fewer than `keep` are kept): their count (distinct samples
    // with an inlier) is taken sample by sample, in the order the candidates were found, and
    // dropped as soon as the samples left could no longer lift it to that line's; the step sum
    // and the inliers are made only for a pair that may be kept. (Same lines as a full count.)
    const std::size_t found = candidates.size();
    std::vector<double> xs(found), ys(found);
    std::vector<std::size_t> firstOf(std::size_t(samples) + 1, found);
    for (std::size_t c = found; c-- > 0;) {
        xs[c] = candidates[c].at.x;
        ys[c] = candidates[c].at.y;
        firstOf[std::size_t(candidates[c].sample)] = c;
    }
    for (int k = samples - 1; k >= 0; --k) // a sample without candidates starts where the next does
        firstOf[std::size_t(k)] = std::min(firstOf[std::size_t(k)], firstOf[std::size_t(k) + 1]);
    // Candidates come sample by sample: the partners of i start a quarter of the side on.
    // A pair clearly steeper than maxSin is dropped before its direction is normalised.
    const double clearlySteeper = maxSin * maxSin * (1.0 + 1e-6);
    std::vector<double> rx(found), ry(found); // candidates relative to i
    for (std::size_t i = 0; i < found; ++i) {
        const int firstPartner = candidates[i].sample + samples / 4;
        if (firstPartner >= samples) break;
        const double xi = xs[i], yi = ys[i];
        for (std::size_t c = 0; c < found; ++c) {
            rx[c] = xs[c] - xi;
            ry[c] = ys[c] - yi;
        }
        for (std::size_t j = firstOf[std::size_t(firstPartner)]; j < found; ++j) {
            cv::Point2d v(rx[j], ry[j]); // candidates[j].at - candidates[i].at
            const double cross = v.x * d.y - v.y * d.x;
            if (cross * cross > clearlySteeper * (v.x * v.x + v.y * v.y)) continue;
            v /= cv::norm(v);
            if (std::abs(v.x * d.y - v.y * d.x) > maxSin) continue;
            const cv::Point2d across(v.y, -v.x);
            // Where the line crosses the normal through the side's middle.
            const double cosine = n.dot(across);
            if (std::abs(cosine) < 1e-9) continue;
            const double offset = (candidates[i].at - middle).dot(across) / cosine;
            const auto same = std::find_if(best.begin(), best.end(), [&](const Scored& x) {
                return std::abs(x.offset - offset) < 2 * inlier;
            });
            // Its step sum decides only a tie.
            const Scored* rival = same != best.end()        ? &*same
                                  : int(best.size()) < keep ? nullptr
                                                            : &best.back();
            const auto isInlier = [&](std::size_t c) {
                return std::abs(rx[c] * across.x + ry[c] * across.y) < inlier;
            };
            const int needed = rival ? rival->count : 0;
            int count = 0;
            for (int k = 0; k < samples && count + (samples - k) >= needed; ++k)
                for (std::size_t c = firstOf[std::size_t(k)]; c < firstOf[std::size_t(k) + 1]; ++c)
                    if (isInlier(c)) {
                        ++count;
                        break;
                    }
            if (count < needed) continue;
            double step = 0.0;
            for (std::size_t c = 0; c < found; ++c)
                if (isInlier(c)) step += candidates[c].step;
            if (rival && count == rival->count && !(step > rival->step)) continue;
            std::vector<char> inliers(found);
            for (std::size_t c = 0; c < found; ++c)
                inliers[c] = isInlier(c) ? 1 : 0;
            if (same != best.end())
                *same = {count, step, offset, std::move(inliers)};
            else {
                if (int(best.size()) >= keep) best.pop_back();
                best.push_back({count, step, offset, std::move(inliers)});
            }
            std::sort(best.begin(), best.end(), [](const Scored& x, const Scored& y) {
                return x.count > y.count || (x.count == y.count && x.step > y.step);
            });
        }
    }
    std::vector<SideLine> out;
    for (const Scored& scored : best) {
        std::vector<cv::Point2f> points;
        for (std::size_t c = 0; c < candidates.size(); ++c)
            if (scored.inliers[c]) points.emplace_back(candidates[c].at);
        SideLine line;
        cv::fitLine(points, line.line, cv::DIST_HUBER, 0, 0.01, 0.01);
        line.share = double(scored.count) / samples;
        out.push_back(line);
    }
    return out;
}

std::optional<SideLine> fitSideLine(cv::Point2d a, cv::Point2d b, const cv::Mat& gx,
                                    const cv::Mat& gy, double search, int samples, double minStep,
                                    double maxAngleDeg, double inlier, int peaksPerSample) {
    const auto lines = fitSideLines(a, b, gx, gy, search, samples, minStep, maxAngleDeg, inlier,
                                    peaksPerSample, 1);
    if (lines.empty()) return std::nullopt;
    return lines.front();
}

std::vector<CardQuad> findCardByMaskLines(const cv::Mat& bgr, const WorkMaps& maps,
                                          const cv::Mat& mask, double imagePerMask,
                                          const CardGeometry& geometry,
                                          const CardFinderConfig& config) {
    return findCardByMaskLines(bgr, maps, mask, imagePerMask, geometry, config,
                               config.lineMaskCuts);
}

std::vector<CardQuad> findCardByMaskLines(const cv::Mat& bgr, const WorkMaps& maps,
                                          const cv::Mat& mask, double imagePerMask,
                                          const CardGeometry& geometry,
                                          const CardFinderConfig& config,
                                          std::span<const double> cuts, bool alternatives) {
    const cv::Mat& work = maps.work;
    if (mask.empty() || work.empty()) return {};
    const double scale = double(work.cols) / bgr.cols;
    const double maskArea = double(mask.total());
    const cv::Rect whole(0, 0, work.cols, work.rows);
    std::vector<CardQuad> out;
    for (const double cut : cuts) {
        cv::Mat binary;
        cv::threshold(mask, binary, cut, 255, cv::THRESH_BINARY);
        binary.convertTo(binary, CV_8U);
        std::vector<std::vector<cv::Point>> contours;
        cv::findContours(binary, contours, cv::RETR_EXTERNAL, cv::CHAIN_APPROX_NONE);
        for (const auto& contour : contours) {
            const std::vector<cv::Point> hull = contourHull(contour);
            const double area = cv::contourArea(hull);
            if (area < config.minAreaFraction * maskArea ||
                area > config.maxAreaFraction * maskArea)
                continue;
            const auto blob = blobQuad(contour, hull, area, config.polygonTolerance);
            if (!blob) continue;
            // Mask pixel (x, y) is centred on (x + 0.5, y + 0.5); work pixels likewise.
            std::array<cv::Point2d, 4> quad;
            for (int i = 0; i < 4; ++i)
                quad[i] = (blob->outline[i] + cv::Point2d(0.5, 0.5)) * imagePerMask * scale -
                          cv::Point2d(0.5, 0.5);
            const double quadArea = std::abs(signedQuadArea(quad));
            if (quadArea < 1.0) continue;
            const double search = config.lineSearch * std::sqrt(quadArea);
            cv::Rect box = cv::boundingRect(std::vector<cv::Point2f>(quad.begin(), quad.end()));
            const int pad = int(std::ceil(2 * search + 4));
            box = cv::Rect(box.x - pad, box.y - pad, box.width + 2 * pad, box.height + 2 * pad) &
                  whole;
            if (box.empty()) continue;
            cv::Mat gx, gy;
            edgeGradients(work, box, gx, gy);
            // The middle of the margin: half its width in from the edge, the card's short
            // side taken from its area and shape.
            const double shortSide = std::sqrt(quadArea * geometry.cardHeight / geometry.cardWidth);
            const double inset = 0.5 * geometry.margin / geometry.cardHeight * shortSide;
            // With `alternatives`, each side's line is chosen with the learned mask's card inside
            // it too.
            const double workPerMask = imagePerMask * scale;
            const cv::Mat* byMask = alternatives ? &mask : nullptr;
            const auto first =
                fitQuadLines(quad, gx, gy, search, config.lineMaxAngleDeg, config.lineSearchSamples,
                             maps, inset, config, byMask, workPerMask);
            if (!first) continue;
            const auto fitted = fitQuadLines(first->first, gx, gy, config.lineRefineSearch,
                                             config.lineRefineAngleDeg, config.lineSamples, maps,
                                             inset, config, byMask, workPerMask);
            if (!fitted) continue;
            const std::array<double, 4>& shares = fitted->second;
            const double weakest = *std::min_element(shares.begin(), shares.end());
            const double sum = shares[0] + shares[1] + shares[2] + shares[3];
            if (weakest < config.lineMinShare || sum < config.lineMinShareSum) continue;
            CardQuad card;
            for (int i = 0; i < 4; ++i)
                card.corners[i] = (fitted->first[i] + cv::Point2d(0.5, 0.5)) / scale;
            card.area = std::abs(signedQuadArea(card.corners));
            if (signedQuadArea(card.corners) <= 0.0) continue;
            card.score = sum;
            card.edgeShare = weakest;
            const bool seen = std::any_of(out.begin(), out.end(), [&](const CardQuad& q) {
                return cornerDistance(q.corners, card.corners) <
                       config.polygonTolerance * std::sqrt(card.area);
            });
            if (!seen) out.push_back(card);
        }
    }
    std::sort(out.begin(), out.end(),
              [](const CardQuad& a, const CardQuad& b) { return a.score > b.score; });
    return out;
}

} // namespace packmate::vision
