#include <packmate/vision/CardFinder.h>
#include <packmate/vision/LevelBoxes.h>
#include <packmate/vision/QuadRefine.h>

#include <opencv2/core/hal/intrin.hpp>
#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>
#include <numbers>
#include <optional>
#include <tuple>
#include <vector>

namespace packmate::vision {

namespace {

cv::Point2d mapPoint(const cv::Matx33d& h, cv::Point2d p) {
    const cv::Vec3d q = h * cv::Vec3d(p.x, p.y, 1.0);
    return {q[0] / q[2], q[1] / q[2]};
}

// Mean step (outside − inside) across the four sides of the rectangle centred on `centre` with
// half sides `a` along `u` and `b` along `v`, 1.5 pixels either side.
double outlineContrast(const cv::Mat& image, cv::Point2f centre, cv::Point2f u, cv::Point2f v,
                       double a, double b) {
    double sum = 0.0;
    int count = 0;
    auto at = [&](cv::Point2f p) {
        const int x = int(p.x), y = int(p.y);
        return x >= 0 && y >= 0 && x < image.cols && y < image.rows ? image.at<uchar>(y, x) : -1;
    };
    for (int side = 0; side < 4; ++side) {
        const cv::Point2f normal = side == 0 ? -v : side == 1 ? u : side == 2 ? v : -u;
        const cv::Point2f along = side % 2 == 0 ? u : v;
        const double reach = side % 2 == 0 ? b : a, length = side % 2 == 0 ? a : b;
        for (int k = -8; k <= 8; ++k) {
            const cv::Point2f p = centre + normal * float(reach) + along * float(length * k / 10.0);
            const int outside = at(p + normal * 1.5f), inside = at(p - normal * 1.5f);
            if (outside < 0 || inside < 0) continue;
            sum += outside - inside;
            ++count;
        }
    }
    return count ? sum / count : 0.0;
}

} // namespace

cv::Mat whitenessMap(const cv::Mat& bgr) {
    // lo² / hi per pixel (0 where hi is 0), 16 or more pixels at a time. lo² and hi are exact
    // in float and the true quotient is an integer or at least 1/255 from one, far more than
    // a float's rounding below 256: truncating the float quotient gives the integer one.
    cv::Mat out(bgr.size(), CV_8U);
    for (int y = 0; y < bgr.rows; ++y) {
        const auto* src = bgr.ptr<unsigned char>(y);
        auto* dst = out.ptr<unsigned char>(y);
        int x = 0;
#if CV_SIMD
        auto quotient = [](const cv::v_uint16& lo, const cv::v_uint16& hi) {
            cv::v_uint32 square0, square1, hi0, hi1;
            cv::v_mul_expand(lo, lo, square0, square1);
            cv::v_expand(hi, hi0, hi1);
            const cv::v_int32 q0 = cv::v_trunc(cv::v_cvt_f32(cv::v_reinterpret_as_s32(square0)) /
                                               cv::v_cvt_f32(cv::v_reinterpret_as_s32(hi0)));
            const cv::v_int32 q1 = cv::v_trunc(cv::v_cvt_f32(cv::v_reinterpret_as_s32(square1)) /
                                               cv::v_cvt_f32(cv::v_reinterpret_as_s32(hi1)));
            return cv::v_pack(q0, q1);
        };
        const cv::v_uint8 one = cv::vx_setall_u8(1);
        for (; x <= bgr.cols - cv::v_uint8::nlanes; x += cv::v_uint8::nlanes) {
            cv::v_uint8 b, g, r;
            cv::v_load_deinterleave(src + 3 * x, b, g, r);
            const cv::v_uint8 lo = cv::v_min(cv::v_min(b, g), r);
            // hi 0 means lo 0: dividing by 1 instead gives the same 0.
            const cv::v_uint8 hi = cv::v_max(cv::v_max(cv::v_max(b, g), r), one);
            cv::v_uint16 lo0, lo1, hi0, hi1;
            cv::v_expand(lo, lo0, lo1);
            cv::v_expand(hi, hi0, hi1);
            cv::v_store(dst + x, cv::v_pack_u(quotient(lo0, hi0), quotient(lo1, hi1)));
        }
#endif
        for (; x < bgr.cols; ++x) {
            const unsigned char* p = src + 3 * x;
            const int lo = std::min({p[0], p[1], p[2]}), hi = std::max({p[0], p[1], p[2]});
            dst[x] = static_cast<unsigned char>(hi ? lo * lo / hi : 0);
        }
    }
    return out;
}

int whiteLevel(const cv::Mat& whiteness, double fraction) {
    // Four partial histograms: neighbouring pixels often share a value, and one counter
    // incremented back to back waits for its own store.
    std::array<std::array<int, 256>, 4> partial{};
    for (int y = 0; y < whiteness.rows; ++y) {
        const unsigned char* row = whiteness.ptr<unsigned char>(y);
        int x = 0;
        for (; x + 4 <= whiteness.cols; x += 4) {
            ++partial[0][row[x]];
            ++partial[1][row[x + 1]];
            ++partial[2][row[x + 2]];
            ++partial[3][row[x + 3]];
        }
        for (; x < whiteness.cols; ++x)
            ++partial[0][row[x]];
    }
    std::array<int, 256> histogram{};
    for (const auto& part : partial)
        for (int i = 0; i < 256; ++i)
            histogram[i] += part[i];
    int level = 255;
    for (long above = 0; level > 0; --level) {
        above += histogram[level];
        if (double(above) > fraction * double(whiteness.total())) break;
    }
    return level;
}

cv::Mat balancedToWhite(const cv::Mat& bgr, const cv::Mat& whiteness, int level, double maxGain) {
    if (maxGain <= 1.0) return bgr;
    const cv::Scalar white = cv::mean(bgr, whiteness >= level);
    const double top = std::max({white[0], white[1], white[2]});
    cv::Vec3d gain;
    for (int c = 0; c < 3; ++c)
        gain[c] = std::clamp(top / std::max(1.0, white[c]), 1.0, maxGain);
    if (gain == cv::Vec3d(1.0, 1.0, 1.0)) return bgr;
    cv::Mat table(1, 256, CV_8UC3);
    for (int i = 0; i < 256; ++i)
        for (int c = 0; c < 3; ++c)
            table.at<cv::Vec3b>(0, i)[c] = cv::saturate_cast<uchar>(i * gain[c]);
    cv::Mat out;
    cv::LUT(bgr, table, out);
    return out;
}

cv::Mat workImage(const cv::Mat& bgr, const CardFinderConfig& config) {
    const double scale = std::min(1.0, double(config.workSide) / std::max(bgr.cols, bgr.rows));
    if (scale >= 1.0) return bgr;
    cv::Mat small;
    cv::resize(bgr, small, cv::Size(), scale, scale, cv::INTER_AREA);
    return small;
}

std::vector<cv::Point> contourHull(const std::vector<cv::Point>& contour) {
    const std::size_t n = contour.size();
    std::vector<cv::Point> turns, hull;
    if (n < 3) {
        turns = contour;
    } else {
        turns.reserve(n / 2);
        for (std::size_t i = 0; i < n; ++i) {
            const cv::Point& before = contour[i == 0 ? n - 1 : i - 1];
            const cv::Point& after = contour[i + 1 == n ? 0 : i + 1];
            if (contour[i] - before != after - contour[i]) turns.push_back(contour[i]);
        }
    }
    if (!turns.empty()) cv::convexHull(turns, hull);
    return hull;
}

std::optional<BlobQuad> blobQuad(const std::vector<cv::Point>& contour,
                                 const std::vector<cv::Point>& hull, double hullArea,
                                 double tolerance) {
    std::vector<cv::Point> simple;
    cv::approxPolyDP(hull, simple, tolerance * std::sqrt(hullArea), true);
    if (simple.size() < 4) return std::nullopt;
    BlobQuad out;
    out.inscribed = largestInscribedQuad(simple);
    out.outline = offsetSides(refineSidesByContour(out.inscribed, contour), 0.5);
    return out;
}

cv::Rect workRegion(cv::Rect within, double scale, cv::Size size) {
    const cv::Rect whole(0, 0, size.width, size.height);
    if (within.empty()) return whole;
    return cv::Rect(cv::Point(int(std::floor(within.x * scale)), int(std::floor(within.y * scale))),
                    cv::Point(int(std::ceil(within.br().x * scale)),
                              int(std::ceil(within.br().y * scale)))) &
           whole;
}

WorkMaps makeWorkMaps(const cv::Mat& bgr, const CardFinderConfig& config, const cv::Mat& work) {
    WorkMaps maps;
    maps.work = work.empty() ? workImage(bgr, config) : work;
    maps.white = whitenessMap(maps.work);
    maps.level = whiteLevel(maps.white, config.brightFraction);
    cv::cvtColor(maps.work, maps.grey, cv::COLOR_BGR2GRAY);
    return maps;
}

std::array<cv::Point2d, 4> largestInscribedQuad(const std::vector<cv::Point>& hull) {
    const int n = static_cast<int>(hull.size());
    std::array<cv::Point2d, 4> best{};
    double bestArea = -1.0;
    for (int a = 0; a < n; ++a)
        for (int b = a + 1; b < n; ++b)
            for (int c = b + 1; c < n; ++c)
                for (int d = c + 1; d < n; ++d) {
                    const std::array<cv::Point2d, 4> q{cv::Point2d(hull[a]), cv::Point2d(hull[b]),
                                                       cv::Point2d(hull[c]), cv::Point2d(hull[d])};
                    const double area = std::abs(signedQuadArea(q));
                    if (area > bestArea) {
                        bestArea = area;
                        best = q;
                    }
                }
    // Image y points down, so a positive shoelace area is clockwise on screen.
    if (signedQuadArea(best) < 0) std::reverse(best.begin(), best.end());
    return best;
}

std::vector<CardQuad> findCardCandidates(const cv::Mat& bgr, const CardFinderConfig& config,
                                         cv::Rect within, const CardQuad* sameCard,
                                         double sameCardReach, const cv::Mat& work,
                                         const WorkMaps* maps) {
    const double scale = std::min(1.0, double(config.workSide) / std::max(bgr.cols, bgr.rows));
    const cv::Mat small = !work.empty() ? work : maps ? maps->work : workImage(bgr, config);
    cv::Mat white = maps ? maps->white : whitenessMap(small);
    // The card's white margin is among the brightest neutral things in view; try a few cuts
    // below that level (and Otsu's) so a light table or a pale sky in the art does not merge in.
    int level = maps ? maps->level : whiteLevel(white, config.brightFraction);
    // Under tinted light the margin takes the light's tint and a light table may come out
    // nearly as white: seen in the light's white balance, the table's own colour shows.
    const cv::Mat balanced = balancedToWhite(small, white, level, config.maxWhiteGain);
    if (balanced.data != small.data) {
        white = whitenessMap(balanced);
        level = whiteLevel(white, config.brightFraction);
    }
    std::vector<double> thresholds;
    for (double fraction : config.thresholdFractions)
        thresholds.push_back(fraction * level);
    cv::Mat scratch;
    thresholds.push_back(
        cv::threshold(white, scratch, 0, 255, cv::THRESH_BINARY | cv::THRESH_OTSU));
    // A blob of area A has a boundary of at least 2·sqrt(pi·A) pixel lengths, each contour step
    // at most sqrt(2) long: shorter contours cannot be a card (most of the many small blobs).
    const double imageArea = double(small.cols) * small.rows;
    const auto minContour = static_cast<std::size_t>(
        2.0 * std::sqrt(std::numbers::pi * config.minAreaFraction * imageArea) / std::sqrt(2.0));
    // A small closing keeps the outline exact; a wide one joins a margin ring broken by
    // shadows or by stacks leaning over the edge (edge refinement then restores the outline).
    // A flat closing commutes with a threshold: close the whiteness once per radius and cut
    // that at every level (the same masks as closing each cut, a fraction of the work).
    // Only inside `within` (work pixels): closed with enough context round it that the closing
    // there is the whole image's.
    const cv::Rect whole(0, 0, small.cols, small.rows);
    const cv::Rect region = workRegion(within, scale, small.size());
    if (region.empty()) return {};
    const int context =
        2 * *std::max_element(config.closeRadii.begin(), config.closeRadii.end()) + 1;
    const cv::Rect padded = cv::Rect(region.x - context, region.y - context,
                                     region.width + 2 * context, region.height + 2 * context) &
                            whole;
    const cv::Rect inner = region - padded.tl();
    std::array<cv::Mat, std::tuple_size_v<decltype(config.closeRadii)>> closedWhite;
    for (std::size_t r = 0; r < closedWhite.size(); ++r) {
        const int radius = config.closeRadii[r];
        cv::morphologyEx(
            white(padded), closedWhite[r], cv::MORPH_CLOSE,
            cv::getStructuringElement(cv::MORPH_RECT, cv::Size(2 * radius + 1, 2 * radius + 1)));
        closedWhite[r] = closedWhite[r](inner);
    }
    // Each cut is made and traced only inside the box of its pixels (the same blobs, in the
    // same order: the rest of it is empty).
    std::vector<LevelBoxes> boxes;
    for (const cv::Mat& closedLevels : closedWhite)
        boxes.emplace_back(closedLevels);
    std::vector<std::vector<cv::Point>> contours, cut;
    cv::Mat closed;
    for (double threshold : thresholds) {
        if (threshold < config.minWhitenessThreshold * 255) continue;
        for (std::size_t r = 0; r < closedWhite.size(); ++r) {
            const cv::Rect box = boxes[r].above(threshold);
            if (box.empty()) continue;
            cv::threshold(closedWhite[r](box), closed, threshold, 255, cv::THRESH_BINARY);
            cv::findContours(closed, cut, cv::RETR_EXTERNAL, cv::CHAIN_APPROX_NONE,
                             region.tl() + box.tl());
            for (auto& contour : cut)
                if (contour.size() >= minContour) contours.push_back(std::move(contour));
        }
    }

    struct Outline {
        const std::vector<cv::Point>* contour;
        std::array<cv::Point2d, 4> quad;
        double solidity;
    };
    std::vector<Outline> outlines;
    // Where edge refinement may look: round each outline's box by how far refineSides may move
    // a corner, the edge search and the bilinear neighbour.
    cv::Rect reach;
    std::vector<cv::Rect> seenBoxes;
    for (const auto& contour : contours) {
        // Several cuts often give the same blob: refine each outline once. The hull's box is
        // the contour's, and a hull is smaller than its box: both checks can come before it.
        const cv::Rect box = cv::boundingRect(contour);
        bool seen = false;
        for (const cv::Rect& other : seenBoxes)
            seen = seen || (box & other).area() > config.sameBlobOverlap * (box | other).area();
        if (seen || box.area() < config.minAreaFraction * imageArea) continue;
        // The hull, not the blob: the margin ring may be broken by a shadow or a leaning stack.
        const std::vector<cv::Point> hull = contourHull(contour);
        std::vector<cv::Point> simple;
        const double area = cv::contourArea(hull);
        if (area < config.minAreaFraction * imageArea || area > config.maxAreaFraction * imageArea)
            continue;
        seenBoxes.push_back(box);
        cv::approxPolyDP(hull, simple, 0.01 * std::sqrt(area), true);
        if (simple.size() < 4) continue;
        if (simple.size() > 24) cv::approxPolyDP(hull, simple, 0.03 * std::sqrt(area), true);
        std::array<cv::Point2d, 4> quad = largestInscribedQuad(simple);
        const double quadArea = std::abs(signedQuadArea(quad));
        const double solidity = area / std::max(1.0, quadArea);
        if (solidity < config.minSolidity || solidity > 1.0 / config.minSolidity) continue;
        if (sameCard) {
            // Refinement moves a corner at most 0.1 sqrt(quad area) (by the contour) plus
            // 2.5 × edgeSearch (by the edges): an outline that cannot end in reach is skipped.
            std::array<cv::Point2d, 4> corners;
            for (int i = 0; i < 4; ++i)
                corners[i] = (quad[i] + cv::Point2d(0.5, 0.5)) / scale;
            const double move = (0.1 * std::sqrt(quadArea) + 2.5 * config.edgeSearch + 1) / scale;
            if (cornerDistance(corners, sameCard->corners) > sameCardReach + move) continue;
        }
        const int pad = int(std::ceil(0.1 * std::sqrt(area))) + config.edgeSearch + 2;
        const cv::Rect near(box.x - pad, box.y - pad, box.width + 2 * pad, box.height + 2 * pad);
        reach = reach.empty() ? near : (reach | near);
        outlines.push_back({&contour, quad, solidity});
    }

    // Gradients only round the outlines (zero elsewhere): edge refinement looks nowhere else.
    thread_local cv::Mat gx, gy; // reused: see edgeGradients
    if (!outlines.empty()) edgeGradients(small, reach, gx, gy);
    std::vector<CardQuad> out;
    for (const Outline& outline : outlines) {
        const std::array<cv::Point2d, 4> sides =
            refineSidesByContour(outline.quad, *outline.contour);
        const std::array<cv::Point2d, 4> quad =
            refineSidesByEdges(sides, gx, gy, config.edgeSearch, config.edgeSamples)
                .value_or(sides);
        CardQuad found;
        // Contour pixels are pixel centres of the boundary; +0.5 maps them to image coordinates.
        for (int i = 0; i < 4; ++i)
            found.corners[i] = (quad[i] + cv::Point2d(0.5, 0.5)) / scale;
        found.area = std::abs(signedQuadArea(found.corners));
        found.score = found.area * std::min(outline.solidity, 1.0);
        out.push_back(found);
    }
    std::sort(out.begin(), out.end(),
              [](const CardQuad& a, const CardQuad& b) { return a.score > b.score; });
    return out;
}

std::vector<CardQuad> findCardOnTable(const cv::Mat& bgr, const cv::Matx33d& tableToImage,
                                      const CardFinderConfig& config,
                                      const CardGeometry& geometry) {
    // The table plane seen from straight above, in metric pixels, over the part of it in view.
    const cv::Matx33d imageToTable = tableToImage.inv();
    std::vector<cv::Point2f> footprint;
    for (const cv::Point2d p : {cv::Point2d(0, 0), cv::Point2d(bgr.cols, 0),
                                cv::Point2d(bgr.cols, bgr.rows), cv::Point2d(0, bgr.rows)})
        footprint.emplace_back(mapPoint(imageToTable, p));
    cv::Rect2f area = cv::boundingRect(footprint);
    const auto reachCm = static_cast<float>(config.tableReachCm);
    area &= cv::Rect2f(-reachCm, -reachCm, 2 * reachCm, 2 * reachCm);
    if (area.width <= 0 || area.height <= 0) return {};
    const double ppc = config.tablePixelsPerCm;
    const cv::Matx33d tableToTop(ppc, 0, -ppc * area.x, 0, ppc, -ppc * area.y, 0, 0, 1);
    const cv::Matx33d topToImage = tableToImage * tableToTop.inv();
    cv::Mat top;
    cv::warpPerspective(
        bgr, top, cv::Mat(topToImage), cv::Size(int(area.width * ppc), int(area.height * ppc)),
        cv::INTER_AREA | cv::WARP_INVERSE_MAP, cv::BORDER_CONSTANT, cv::Scalar(0, 0, 0));
    // Not white relative to the white nearby (the mat under uneven light): some channel darker
    // than the same channel of the brightest paper round it. Pale art (a light-blue sky) is
    // nearly as bright as the mat but not the same colour.
    cv::Mat localWhite, art;
    const int reach = std::max(3, int(geometry.cardHeight * geometry.cellCm * ppc / 2));
    cv::dilate(top, localWhite,
               cv::getStructuringElement(cv::MORPH_RECT, cv::Size(2 * reach + 1, 2 * reach + 1)));
    cv::Mat relative(top.size(), CV_8U);
    for (int y = 0; y < top.rows; ++y) {
        const auto* c = top.ptr<cv::Vec3b>(y);
        const auto* w = localWhite.ptr<cv::Vec3b>(y);
        auto* r = relative.ptr<uchar>(y);
        for (int x = 0; x < top.cols; ++x) {
            int lowest = 255;
            for (int k = 0; k < 3; ++k)
                lowest = std::min(lowest, w[x][k] ? 255 * c[x][k] / w[x][k] : 0);
            const bool paper =
                std::min({w[x][0], w[x][1], w[x][2]}) >= config.minWhitenessThreshold * 255;
            r[x] = paper ? static_cast<uchar>(lowest) : 0;
        }
    }
    cv::threshold(relative, art, config.artBelowWhite * 255, 255, cv::THRESH_BINARY_INV);
    cv::morphologyEx(art, art, cv::MORPH_CLOSE,
                     cv::getStructuringElement(cv::MORPH_ELLIPSE, cv::Size(3, 3)));
    std::vector<std::vector<cv::Point>> blobs;
    cv::findContours(art, blobs, cv::RETR_LIST, cv::CHAIN_APPROX_SIMPLE);
    const double cell = geometry.cellCm * ppc;
    const double wantLong = (geometry.cardWidth - 2 * geometry.margin) * cell,
                 wantShort = (geometry.cardHeight - 2 * geometry.margin) * cell;
    std::vector<CardQuad> out;
    for (const auto& blob : blobs) {
        const cv::RotatedRect box = cv::minAreaRect(blob);
        const double longSide = std::max(box.size.width, box.size.height),
                     shortSide = std::min(box.size.width, box.size.height);
        if (longSide / wantLong - 1 < -config.artSizeTolerance ||
            shortSide / wantShort - 1 < -config.artSizeTolerance ||
            longSide / wantLong - 1 > config.artGrowTolerance ||
            shortSide / wantShort - 1 > config.artGrowTolerance)
            continue;
        // A pale strip of art (a light sky) may be missing from the blob, stacks on the card may
        // enlarge it: try the art's true size at each place the blob allows and keep the one
        // with the sharpest white-outside, dark-inside outline.
        const cv::Point2f axisLong = box.size.width >= box.size.height
                                         ? cv::Point2f(std::cos(float(box.angle * CV_PI / 180)),
                                                       std::sin(float(box.angle * CV_PI / 180)))
                                         : cv::Point2f(-std::sin(float(box.angle * CV_PI / 180)),
                                                       std::cos(float(box.angle * CV_PI / 180)));
        const cv::Point2f axisShort(-axisLong.y, axisLong.x);
        // The blob may also hold things poking out of the art (wheels over the margin).
        const double shift = config.artShiftCells * cell;
        const float slackLong = float(std::abs(wantLong - longSide) / 2 + shift),
                    slackShort = float(std::abs(wantShort - shortSide) / 2 + shift);
        double bestContrast = -1e9;
        cv::Point2f bestCentre = box.center;
        for (float i = -slackLong; i <= slackLong; i += 1.0f)
            for (float j = -slackShort; j <= slackShort; j += 1.0f) {
                const cv::Point2f centre = box.center + axisLong * i + axisShort * j;
                const double contrast = outlineContrast(relative, centre, axisLong, axisShort,
                                                        wantLong / 2, wantShort / 2);
                if (contrast > bestContrast) {
                    bestContrast = contrast;
                    bestCentre = centre;
                }
            }
        // The art is the card inset by the margin: grow it by the margin.
        const double grow = 2 * geometry.margin * cell;
        const cv::Point2f halfLong = axisLong * float((wantLong + grow) / 2),
                          halfShort = axisShort * float((wantShort + grow) / 2);
        const std::array<cv::Point2f, 4> corners{
            bestCentre - halfLong - halfShort, bestCentre + halfLong - halfShort,
            bestCentre + halfLong + halfShort, bestCentre - halfLong + halfShort};

        CardQuad quad;
        for (int i = 0; i < 4; ++i)
            quad.corners[i] = mapPoint(topToImage, cv::Point2d(corners[i]) + cv::Point2d(0.5, 0.5));
        const double signedArea = signedQuadArea(quad.corners);
        if (signedArea < 0) std::reverse(quad.corners.begin(), quad.corners.end());
        quad.area = std::abs(signedArea);
        quad.score = quad.area * cv::contourArea(blob) / std::max(1.0f, box.size.area());
        out.push_back(quad);
    }
    std::sort(out.begin(), out.end(),
              [](const CardQuad& a, const CardQuad& b) { return a.score > b.score; });
    return out;
}

} // namespace packmate::vision
