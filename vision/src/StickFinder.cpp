#include <packmate/engine/Dice.h>
#include <packmate/vision/RotatedRectMask.h>
#include <packmate/vision/StickEvidence.h>
#include <packmate/vision/StickFinder.h>
#include <packmate/vision/StickFitter.h>
#include <packmate/vision/StickNet.h>
#include <packmate/vision/StickPlane.h>
#include <packmate/vision/StickSideFinder.h>

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <climits>
#include <cmath>
#include <optional>

namespace packmate::vision {

namespace {

cv::Vec3f toVec(const RelativeColour& c) {
    return {float(c.r), float(c.g), float(c.b)};
}

// A reference colour as colourDistance uses it: chroma (colour / mean) and mean.
struct ColourReference {
    cv::Vec3d chroma;
    double mean = 1.0;
};

ColourReference colourReference(const cv::Vec3f& c) {
    const double mean = (c[0] + c[1] + c[2]) / 3.0 + 1e-3;
    return {cv::Vec3d(c[0] / mean, c[1] / mean, c[2] / mean), mean};
}

// A k-means cluster of the table round the card left out of its colours: stick-like, small.
struct StickLikeCluster {
    cv::Vec3f centre;
    Colour stickColour; // the stick colour nearest its centre
    double pixels;      // its share of the table, in plane pixels
};

struct TableColours {
    std::vector<cv::Vec3f> table;
    std::vector<StickLikeCluster> leftOut;
};

// The most sticks of a colour one roll orders: its die's highest face.
int mostOneRollOrders(Colour colour) {
    const auto& faces = dieFaces(colour);
    return *std::max_element(faces.begin(), faces.end());
}

// The table's own colours (k-means), leaving out small clusters that look like a stick colour
// (with the small clusters of the same colour, at most tableClusterShare of the table, and no
// more than the sticks of that colour one roll can order could cover: tableClusterRollArea)
// unless the stick colour nearest it is one of `tableShows`. `validPixels`: the plane's valid
// pixels, which the left-out clusters' shares are scaled to.
TableColours tableColours(const StickPlane& r, const ColourModel& colours,
                          const StickFinderConfig& config, const std::vector<Colour>& tableShows,
                          double validPixels) {
    std::vector<cv::Vec3f> picked;
    for (int y = 0; y < r.relative.rows; y += 4)
        for (int x = 0; x < r.relative.cols; x += 4)
            if (r.valid.at<unsigned char>(y, x)) picked.push_back(r.relative.at<cv::Vec3f>(y, x));
    TableColours out;
    if (picked.size() < static_cast<std::size_t>(config.minTableSamples)) return out;
    const cv::Mat samples(int(picked.size()), 3, CV_32F, picked.data());
    cv::Mat labels, centres;
    const int k = config.tableClusters;
    cv::setRNGSeed(7);
    cv::kmeans(samples, k, labels,
               cv::TermCriteria(cv::TermCriteria::COUNT + cv::TermCriteria::EPS, 10, 1e-3), 1,
               cv::KMEANS_PP_CENTERS, centres);
    std::vector<int> counts(k, 0);
    for (int i = 0; i < labels.rows; ++i)
        ++counts[labels.at<int>(i)];
    // Small and stick-like: a candidate for sticks, not table.
    std::vector<bool> small(std::size_t(k), false);
    std::vector<Colour> nearestOf(std::size_t(k), Colour::White);
    for (int i = 0; i < k; ++i) {
        const cv::Vec3f c = centres.at<cv::Vec3f>(i);
        bool stickLike = false;
        double nearest = 1e9;
        Colour nearestColour = Colour::White;
        for (Colour colour : kAllColours) {
            const double d =
                colourDistance(c, toVec(colours.stick(colour)), config.brightnessWeight);
            stickLike = stickLike || d < config.stickClusterDistance;
            if (d < nearest) nearest = d, nearestColour = colour;
        }
        nearestOf[std::size_t(i)] = nearestColour;
        const bool shown =
            std::find(tableShows.begin(), tableShows.end(), nearestColour) != tableShows.end();
        // Samples are taken every 4 plane pixels each way.
        const double samplesPerCell = config.pixelsPerCell * config.pixelsPerCell / 16.0;
        const double rollArea =
            double(mostOneRollOrders(nearestColour)) * stickLength(nearestColour) * samplesPerCell;
        const bool beyondRoll =
            config.tableClusterRollArea > 0 && counts[i] > config.tableClusterRollArea * rollArea;
        small[std::size_t(i)] = stickLike && !shown && !beyondRoll &&
                                counts[i] <= config.tableClusterShare * labels.rows;
    }
    // A table of fewer colours than clusters has a colour split over two or more small
    // clusters (the sunburst's cream rays: two clusters of 19 % and 13 %): the small clusters
    // within tableClusterMerge of each other count together.
    for (int i = 0; i < k; ++i) {
        const cv::Vec3f c = centres.at<cv::Vec3f>(i);
        int colourCount = counts[i];
        if (small[std::size_t(i)])
            for (int j = 0; j < k; ++j)
                if (j != i && small[std::size_t(j)] &&
                    colourDistance(centres.at<cv::Vec3f>(j), c, config.brightnessWeight) <
                        config.tableClusterMerge)
                    colourCount += counts[j];
        if (!small[std::size_t(i)] || colourCount > config.tableClusterShare * labels.rows)
            out.table.push_back(c);
        else
            out.leftOut.push_back(
                {c, nearestOf[std::size_t(i)], double(counts[i]) / labels.rows * validPixels});
    }
    return out;
}

// One lane of a blob (a stick wide) along its axis: where the blob starts and ends, relative
// to the lane's centre point (pixels), and whether an end meets the keep-out or the photo's
// edge instead of the table.
struct Lane {
    double from = 0.0, to = 0.0, length = 0.0;
    bool cutFrom = false, cutTo = false, cut = false;
};

Lane measureLane(const cv::Mat& mask, const cv::Mat& valid, cv::Point2f centre, cv::Point2f axis,
                 double reach, const StickFinderConfig& config) {
    const cv::Point2f normal(-axis.y, axis.x);
    const float half = float(config.laneBand * config.stickWidth * config.pixelsPerCell / 2);
    auto inside = [&](cv::Point2f p) {
        const int x = cvRound(p.x), y = cvRound(p.y);
        return x >= 0 && y >= 0 && x < mask.cols && y < mask.rows;
    };
    // Most of the lane's cross-section on the blob.
    auto onBlob = [&](float t) {
        int hits = 0;
        for (float o : {-half, 0.f, half}) {
            const cv::Point2f p = centre + axis * t + normal * o;
            hits += inside(p) && mask.at<unsigned char>(cvRound(p.y), cvRound(p.x)) ? 1 : 0;
        }
        return hits >= 2;
    };
    auto blocked = [&](float t) {
        const cv::Point2f p = centre + axis * t;
        return !inside(p) || !valid.at<unsigned char>(cvRound(p.y), cvRound(p.x));
    };
    // The longest run of the lane on the blob (gaps of a few pixels bridged: a speckled top
    // face), over the blob's whole length: side-by-side sticks may be staggered.
    const float step = 0.5f;
    const int maxGap = int(config.laneGap * config.pixelsPerCell / step);
    const int n = int(std::ceil(reach / step));
    int runStart = 0, bestStart = 0, bestEnd = -1, lastHit = 0;
    bool any = false;
    for (int i = -n; i <= n; ++i) {
        if (!onBlob(float(i) * step)) continue;
        if (!any || i - lastHit > maxGap + 1) runStart = i;
        any = true;
        lastHit = i;
        if (lastHit - runStart > bestEnd - bestStart) bestStart = runStart, bestEnd = lastHit;
    }
    Lane lane;
    if (bestEnd < bestStart) return lane;
    lane.from = float(bestStart) * step;
    lane.to = float(bestEnd) * step;
    lane.length = lane.to - lane.from + 1.0;
    auto cutBeyond = [&](double end, float direction) {
        for (float t = step; t <= float(config.cutReach * config.pixelsPerCell); t += step)
            if (blocked(float(end) + direction * t)) return true;
        return false;
    };
    lane.cutFrom = cutBeyond(lane.from, -1.f);
    lane.cutTo = cutBeyond(lane.to, 1.f);
    lane.cut = lane.cutFrom || lane.cutTo;
    return lane;
}

// A stick of `colour` whose top face's middle is `top` on the rectified plane, at its colour's
// length; its confidence is the caller's to set.
OffCardStick stickAt(cv::Point2f top, Colour colour, const StickPlane& r) {
    const cv::Vec3d q = r.rectToImage * cv::Vec3d(top.x, top.y, 1.0);
    OffCardStick stick;
    stick.colour = colour;
    stick.length = stickLength(colour);
    stick.measuredLength = stick.length;
    stick.center = {q[0] / q[2], q[1] / q[2]};
    return stick;
}

/// A whole stick of `colour` whose top face's middle is `top` on the rectified plane, read at its
/// colour's length with the fitted confidence (the blob fitter and the side finder find them).
OffCardStick wholeStickAt(cv::Point2f top, Colour colour, const StickPlane& r,
                          const StickFinderConfig& config) {
    OffCardStick stick = stickAt(top, colour, r);
    stick.confidence = config.fittedConfidence;
    stick.evidence.fitted = 1.0;
    return stick;
}

// The whole sticks of `colour` in one irregular blob (touching at an angle, partly shaded),
// fitted as rectangles of the stick's top face; what they leave unexplained may be a stick
// partly hidden.
void addFitted(const cv::Mat& mask, const std::vector<cv::Point>& contour, Colour colour,
               const StickPlane& r, const StickFinderConfig& config, SticksBeside& out,
               std::vector<cv::RotatedRect>& tops) {
    const double ppc = config.pixelsPerCell;
    const int length = stickLength(colour);
    const int pad = 2;
    const cv::Rect bounds =
        (cv::boundingRect(contour) + cv::Size(2 * pad, 2 * pad) - cv::Point(pad, pad)) &
        cv::Rect(0, 0, mask.cols, mask.rows);
    cv::Mat blob = cv::Mat::zeros(bounds.size(), CV_8U);
    cv::drawContours(blob, std::vector<std::vector<cv::Point>>{contour}, 0, cv::Scalar(255),
                     cv::FILLED, cv::LINE_8, cv::noArray(), INT_MAX, -bounds.tl());
    blob &= mask(bounds);
    StickFitSettings settings;
    settings.length = (length - config.fitShortening) * ppc;
    settings.width = config.stickWidth * ppc;
    settings.minCoverage = config.fitMinCoverage;
    settings.angleStep = config.fitAngleStep;
    cv::Mat leftover;
    for (const FittedStick& fitted : fitSticks(blob, settings, &leftover)) {
        const cv::Point2f centre = fitted.box.center + cv::Point2f(bounds.tl());
        out.sticks.push_back(wholeStickAt(centre, colour, r, config));
        tops.emplace_back(centre, fitted.box.size, fitted.box.angle);
    }
    if (cv::countNonZero(leftover) >= config.suspiciousBlobCells * ppc * ppc)
        ++out.unexplainedBlobs;
}

// The sticks found so far, each with its top face in the rectified table (for its evidence and
// for the second look).
struct Found {
    SticksBeside out;
    std::vector<cv::RotatedRect> tops;

    void add(const OffCardStick& stick, const cv::RotatedRect& top) {
        out.sticks.push_back(stick);
        tops.push_back(top);
    }
};

// Where the table itself has a stick's colour, sticks of that colour cannot stand out.
std::vector<Colour> blindColoursOf(const std::vector<cv::Vec3f>& table, const ColourModel& colours,
                                   const StickFinderConfig& config) {
    std::vector<Colour> blind;
    for (Colour colour : kAllColours) {
        const double within = colour == Colour::White
                                  ? config.whiteShownWithin
                                  : config.maxColourDistance / config.tableRatio;
        const bool shown = std::any_of(table.begin(), table.end(), [&](const cv::Vec3f& t) {
            return colourDistance(t, toVec(colours.stick(colour)), config.brightnessWeight) <
                   within;
        });
        if (shown) blind.push_back(colour);
    }
    return blind;
}

bool isBlind(const SticksBeside& out, Colour colour) {
    return std::find(out.blindColours.begin(), out.blindColours.end(), colour) !=
           out.blindColours.end();
}

// Per stick colour: the pixels nearer it than the table (`first`), and those of a chroma the
// table lacks (`outliers`, for the second look; `first` included).
struct ColourMasks {
    std::array<cv::Mat, kColourCount> first, outliers;
};

ColourMasks classifyPixels(const StickPlane& r, const std::vector<cv::Vec3f>& table,
                           const ColourModel& colours, const StickFinderConfig& config) {
    ColourMasks masks;
    for (auto& mask : masks.first)
        mask = cv::Mat::zeros(r.relative.size(), CV_8U);
    for (auto& mask : masks.outliers)
        mask = cv::Mat::zeros(r.relative.size(), CV_8U);
    // colourDistance per pixel and reference, with the references' chroma precomputed and
    // squared distances compared (the slowest loop of this stage).
    std::array<ColourReference, kColourCount> stickRefs;
    for (Colour colour : kAllColours)
        stickRefs[colourIndex(colour)] = colourReference(toVec(colours.stick(colour)));
    std::vector<ColourReference> tableRefs;
    for (const cv::Vec3f& t : table)
        tableRefs.push_back(colourReference(t));
    const double maxDistance2 = config.maxColourDistance * config.maxColourDistance;
    const double ratio2 = config.tableRatio * config.tableRatio;
    const double outlierDistance2 =
        std::pow(std::max(config.maxColourDistance, config.outlierMaxDistance), 2);
    const double outlierChroma2 = config.outlierChroma * config.outlierChroma;
    // A distance is its chroma part plus a brightness part that is never negative: where the
    // chroma part alone decides a comparison, the brightness part (a division) is skipped.
    // Every decision is the one the whole distances give.
    auto chromaPart = [](const cv::Vec3d& chroma, const ColourReference& b) {
        const double d0 = chroma[0] - b.chroma[0], d1 = chroma[1] - b.chroma[1],
                     d2 = chroma[2] - b.chroma[2];
        return d0 * d0 + d1 * d1 + d2 * d2;
    };
    auto withBrightness = [&](double chromaDistance, double mean, const ColourReference& b) {
        const double bright = (mean - b.mean) / b.mean;
        return chromaDistance + config.brightnessWeight * bright * bright;
    };
    auto classify = [&](const cv::Vec3f& p, int y, int x) {
        const double mean = (p[0] + p[1] + p[2]) / 3.0 + 1e-3;
        const cv::Vec3d chroma(p[0] / mean, p[1] / mean, p[2] / mean);
        double best = 1e18;
        int bestColour = -1;
        for (int c = 0; c < kColourCount; ++c) {
            const ColourReference& stick = stickRefs[std::size_t(c)];
            const double part = chromaPart(chroma, stick);
            if (part >= best) continue;
            const double d = withBrightness(part, mean, stick);
            if (d < best) best = d, bestColour = c;
        }
        if (best >= outlierDistance2) return;
        // Nearer a stick colour than the table (than every table colour, by the ratio); or, for
        // a second look, of a chroma the table does not have (light shifts stick colours).
        if (best < maxDistance2) {
            bool nearer = true;
            for (const ColourReference& t : tableRefs) {
                const double part = chromaPart(chroma, t);
                if (best < ratio2 * part) continue;
                if (!(best < ratio2 * withBrightness(part, mean, t))) {
                    nearer = false;
                    break;
                }
            }
            if (nearer) {
                masks.first[std::size_t(bestColour)].ptr<unsigned char>(y)[x] = 255;
                return;
            }
        }
        for (const ColourReference& t : tableRefs)
            if (chromaPart(chroma, t) <= outlierChroma2) return;
        masks.outliers[std::size_t(bestColour)].ptr<unsigned char>(y)[x] = 255;
    };
    for (int y = 0; y < r.relative.rows; ++y) {
        const auto* valid = r.valid.ptr<unsigned char>(y);
        const auto* pixel = r.relative.ptr<cv::Vec3f>(y);
        for (int x = 0; x < r.relative.cols; ++x)
            if (valid[x]) classify(pixel[x], y, x);
    }
    for (Colour colour : kAllColours)
        masks.outliers[colourIndex(colour)] |= masks.first[colourIndex(colour)];
    return masks;
}

// Where the table shows this colour, its pixels of it are grain lines and tile edges that an
// opening leaves joined to a stick's top face: a majority vote keeps solid faces only.
void cleanMask(cv::Mat& mask, bool blind, const StickFinderConfig& config) {
    if (blind && config.blindMajorityWindow > 1) {
        // A box mean over 0/255 rounds above 127 exactly when most pixels are set (a median of
        // the window, several times faster).
        const int window = config.blindMajorityWindow;
        cv::blur(mask, mask, cv::Size(window, window), cv::Point(-1, -1), cv::BORDER_REPLICATE);
        cv::threshold(mask, mask, 127, 255, cv::THRESH_BINARY);
    } else
        cv::morphologyEx(mask, mask, cv::MORPH_OPEN, cv::Mat());
    cv::morphologyEx(mask, mask, cv::MORPH_CLOSE, cv::Mat());
}

using ColourMaps = std::array<cv::Mat, kColourCount>;

// Marks round the sticks found from the `from`-th on as taken (see takenByFirstLook).
void markTaken(const Found& found, std::size_t from, const StickFinderConfig& config,
               ColourMaps& taken) {
    auto fillTop = [&](cv::Mat& into, const cv::RotatedRect& top, double margin) {
        const float grow = float(2 * margin * config.pixelsPerCell);
        fillRotatedRect(
            into, cv::RotatedRect(top.center, top.size + cv::Size2f(grow, grow), top.angle), 255);
    };
    for (std::size_t i = from; i < found.tops.size(); ++i)
        for (Colour colour : kAllColours)
            fillTop(taken[colourIndex(colour)], found.tops[i],
                    colour == found.out.sticks[i].colour ? config.takenMargin
                                                         : config.takenMarginOthers);
}

// What the first look found is not looked at again: round a stick, its own colour (fringes of
// its top face) and, closer in, every colour. A stick touching it is of another colour and
// stays whole.
ColourMaps takenByFirstLook(const Found& found, cv::Size size, const StickFinderConfig& config) {
    ColourMaps taken;
    for (auto& t : taken)
        t = cv::Mat::zeros(size, CV_8U);
    markTaken(found, 0, config, taken);
    return taken;
}

// A blob's outline as a rectangle: its axis, size in cells, and how far from whole sticks.
struct BlobShape {
    cv::RotatedRect box;
    cv::Point2f axis, normal;
    double longSide = 0.0, shortSide = 0.0;
    double area = 0.0;
    double fill = 0.0; // area over the rectangle's
    bool rectangular = false;
};

// The unit vector along a rectangle's long side.
cv::Point2f longAxisOf(const cv::RotatedRect& box) {
    const float angle = box.angle * float(CV_PI) / 180;
    return box.size.width >= box.size.height ? cv::Point2f(std::cos(angle), std::sin(angle))
                                             : cv::Point2f(-std::sin(angle), std::cos(angle));
}

// A stick's top face on the rectified plane: `lengthPixels` along `axis`, a stick wide.
cv::RotatedRect topFaceAlong(cv::Point2f centre, double lengthPixels, cv::Point2f axis,
                             const StickFinderConfig& config) {
    return cv::RotatedRect(
        centre, cv::Size2f(float(lengthPixels), float(config.stickWidth * config.pixelsPerCell)),
        float(std::atan2(axis.y, axis.x) * 180 / CV_PI));
}

// A blob's shape as sticks would fill it; `endToEndCells` > 0: the length of sticks that may lie
// end to end in it, not quite in line (not for a colour the table shows: its stripes are long).
BlobShape blobShape(const std::vector<cv::Point>& contour, int endToEndCells,
                    const StickFinderConfig& config) {
    const double ppc = config.pixelsPerCell;
    BlobShape b;
    b.area = cv::contourArea(contour);
    b.box = cv::minAreaRect(contour);
    b.longSide = std::max(b.box.size.width, b.box.size.height) / ppc;
    b.shortSide = std::min(b.box.size.width, b.box.size.height) / ppc;
    // Touching sticks of one colour: side by side widen the blob, end to end lengthen it. A
    // stick's top face is a solid rectangle a whole number of sticks wide; table texture that
    // happens to share a stick colour is neither.
    b.fill = b.area / std::max(1.0f, b.box.size.area());
    const double widthError =
        std::abs(b.shortSide / config.stickWidth - std::round(b.shortSide / config.stickWidth));
    // Sticks end to end, not quite in line, widen a blob a stick wide.
    const bool endToEnd = endToEndCells > 0 && std::round(b.shortSide / config.stickWidth) == 1 &&
                          b.longSide >= config.endToEndMinSticks * endToEndCells;
    b.rectangular =
        b.fill >= config.minRectangleFill &&
        b.shortSide >= config.minRectangleWidth * config.stickWidth &&
        widthError <= (endToEnd ? config.endToEndWidthTolerance : config.widthTolerance);
    b.axis = longAxisOf(b.box);
    b.normal = {-b.axis.y, b.axis.x};
    return b;
}

std::string lengthText(double cells) {
    return std::to_string(cells).substr(0, 3);
}

// The sticks of one lane (a stick wide) of a rectangular blob: end to end sticks split by the
// colour's length; a lane cut by the keep-out or the photo's edge is partly hidden.
void addLaneSticks(const cv::Mat& mask, const BlobShape& b, int lane, int across, Colour colour,
                   bool blind, const StickPlane& r, const StickFinderConfig& config, Found& found,
                   int& unexplained) {
    const double ppc = config.pixelsPerCell;
    const int length = stickLength(colour);
    const float dc = float((lane + 0.5) / across - 0.5) * float(b.shortSide * ppc);
    const cv::Point2f laneCentre = b.box.center + b.normal * dc;
    Lane measured =
        measureLane(mask, r.valid, laneCentre, b.axis, (b.longSide / 2 + 1) * ppc, config);
    double laneLength = measured.length / ppc;
    // A lane much shorter than a stick is none when it is a side face widening the blob; a blob
    // one stick wide (a speckled top face) keeps its outline's length.
    if (laneLength < config.minLaneShare * length && !measured.cut) {
        if (across > 1) return;
        laneLength = b.longSide;
        measured.from = -b.longSide * ppc / 2;
        measured.to = b.longSide * ppc / 2;
    }
    // A blob far shorter than the colour's stick is a dot of table pattern (or a stick mostly
    // hidden, which needs a check anyway); a cut one may show less of itself, one of a colour the
    // table shows must show more (blindMinStickShare).
    const double minShare = measured.cut ? config.minCutShare
                            : blind      ? std::max(config.minStickShare, config.blindMinStickShare)
                                         : config.minStickShare;
    if (laneLength < minShare * length) {
        ++unexplained;
        return;
    }
    const int sticks =
        std::max(1, static_cast<int>(std::lround(laneLength / length - config.splitBias)));
    const double residual = (laneLength - sticks * length) / sticks;
    const bool cutShort = measured.cut && residual < 0;
    // Where the table shows this colour, a cut-off shape proves nothing.
    if (cutShort && blind) {
        ++unexplained;
        return;
    }
    for (int a = 0; a < sticks; ++a) {
        const double from = measured.from + (measured.to - measured.from) * a / sticks;
        const double to = measured.from + (measured.to - measured.from) * (a + 1) / sticks;
        double middle = (from + to) / 2;
        // A stick cut at one end reaches on past the cut, by what is missing.
        if (cutShort && sticks == 1 && measured.cutFrom != measured.cutTo)
            middle += (measured.cutTo ? 0.5 : -0.5) * (length * ppc - measured.length);
        const cv::Point2f centre = laneCentre + b.axis * static_cast<float>(middle);
        const cv::Vec3d q = r.rectToImage * cv::Vec3d(centre.x, centre.y, 1.0);
        OffCardStick stick;
        stick.colour = colour;
        stick.length = length;
        stick.measuredLength = laneLength / sticks;
        stick.center = {q[0] / q[2], q[1] / q[2]};
        stick.partlyHidden = cutShort;
        stick.confidence =
            cutShort
                ? config.partlyHiddenConfidence
                : std::clamp(1.0 - std::abs(residual) / (2 * config.lengthTolerance), 0.0, 1.0);
        if (cutShort)
            stick.problem = std::string(colourName(colour)) +
                            " stick partly hidden: " + lengthText(stick.measuredLength) + " of " +
                            std::to_string(length) + " cells seen";
        else if (std::abs(residual) > config.lengthTolerance)
            stick.problem = std::string(colourName(colour)) + " stick measures " +
                            lengthText(stick.measuredLength) + " cells, expected " +
                            std::to_string(length);
        found.add(stick,
                  topFaceAlong(centre, cutShort ? length * ppc : (to - from), b.axis, config));
    }
}

// Mean brightness of the blob's pixels in one lane.
double laneBrightness(const cv::Mat& mask, const BlobShape& b, int lane, int across,
                      const StickPlane& r, const StickFinderConfig& config) {
    const double ppc = config.pixelsPerCell;
    const float dc = float((lane + 0.5) / across - 0.5) * float(b.shortSide * ppc);
    const cv::Point2f centre = b.box.center + b.normal * dc;
    const double halfLength = b.longSide * ppc / 2, halfWidth = b.shortSide * ppc / across / 4;
    double sum = 0.0;
    int n = 0;
    for (double u = -halfLength; u <= halfLength; u += 1.0)
        for (double v = -halfWidth; v <= halfWidth; v += 1.0) {
            const cv::Point2f p = centre + b.axis * float(u) + b.normal * float(v);
            const int x = cvRound(p.x), y = cvRound(p.y);
            if (x < 0 || y < 0 || x >= mask.cols || y >= mask.rows || !mask.at<unsigned char>(y, x))
                continue;
            const cv::Vec3f c = r.relative.at<cv::Vec3f>(y, x);
            sum += (c[0] + c[1] + c[2]) / 3.0;
            ++n;
        }
    return n > 0 ? sum / n : 0.0;
}

// The lane of a blob two or more sticks wide that is the side face of its neighbour: where the
// camera sees the side face at least `sideLaneWidth` sticks wide, the outermost lane towards
// the drop when it is darker than `sideLaneDarker` × its neighbour; -1 when none.
int sideFaceLane(const cv::Mat& mask, const BlobShape& b, int across, const StickPlane& r,
                 const StickFinderConfig& config) {
    if (across < 2) return -1;
    const cv::Vec3d q = r.topToTable * cv::Vec3d(b.box.center.x, b.box.center.y, 1.0);
    const cv::Point2f drop(float(q[0] / q[2]) - b.box.center.x,
                           float(q[1] / q[2]) - b.box.center.y);
    const double dropAcross = drop.dot(b.normal);
    if (std::abs(dropAcross) < config.sideLaneWidth * config.stickWidth * config.pixelsPerCell)
        return -1;
    const int outer = dropAcross > 0 ? across - 1 : 0, inner = dropAcross > 0 ? across - 2 : 1;
    const double outerBrightness = laneBrightness(mask, b, outer, across, r, config);
    const double innerBrightness = laneBrightness(mask, b, inner, across, r, config);
    return outerBrightness < config.sideLaneDarker * innerBrightness ? outer : -1;
}

// A blob of a whole stick's length but too thin for a stick's top face (at least
// `alongsideMinWidth` sticks wide), filled like a rectangle and lying along a stick of another
// colour found already: the stick half hidden by its neighbour's side (test6_0107).
bool thinAlongAStick(const BlobShape& b, Colour colour, const Found& found,
                     const StickFinderConfig& config) {
    const double ppc = config.pixelsPerCell;
    if (config.alongsideMinWidth <= 0.0 || b.fill < config.minRectangleFill ||
        b.shortSide < config.alongsideMinWidth * config.stickWidth ||
        b.shortSide >= config.minRectangleWidth * config.stickWidth ||
        std::abs(b.longSide - stickLength(colour)) > config.lengthTolerance)
        return false;
    for (std::size_t i = 0; i < found.tops.size(); ++i) {
        if (found.out.sticks[i].colour == colour) continue;
        const cv::RotatedRect& top = found.tops[i];
        const cv::Point2f axis = longAxisOf(top);
        const cv::Point2f offset = b.box.center - top.center;
        const double across = std::abs(offset.x * -axis.y + offset.y * axis.x) / ppc;
        const double along = std::abs(offset.dot(axis)) / ppc;
        const bool parallel =
            std::abs(axis.dot(b.axis)) > std::cos(config.alongsideMaxTurnDeg * CV_PI / 180);
        // Beside it (its middle within the neighbour's half length), touching it.
        if (parallel && across < config.alongsideMaxOffset * config.stickWidth &&
            along < 0.5 * std::max(top.size.width, top.size.height) / ppc)
            return true;
    }
    return false;
}

// The stick thinAlongAStick saw: partly hidden (unsure), its length its colour's.
void addHiddenAlongside(const BlobShape& b, Colour colour, const StickPlane& r,
                        const StickFinderConfig& config, Found& found) {
    const double ppc = config.pixelsPerCell;
    OffCardStick stick = stickAt(b.box.center, colour, r);
    stick.measuredLength = b.longSide;
    stick.partlyHidden = true;
    stick.confidence = config.partlyHiddenConfidence;
    stick.problem = std::string(colourName(colour)) + " stick partly hidden beside another";
    found.add(stick, topFaceAlong(b.box.center, stickLength(colour) * ppc, b.axis, config));
}

// The sticks in one blob of `colour`; blobs that are no sticks count as unexplained when large.
// Without `fitIrregular` a blob that is no rectangle is left alone (no sticks fitted into it).
void readBlob(const cv::Mat& mask, const std::vector<cv::Point>& contour, Colour colour, bool blind,
              const StickPlane& r, const StickFinderConfig& config, Found& found,
              bool fitIrregular = true) {
    const double ppc = config.pixelsPerCell;
    const BlobShape b = blobShape(contour, blind ? 0 : stickLength(colour), config);
    if (b.area < config.minBlobCells * ppc * ppc) return;
    int unexplained = 0;
    auto leaveUnexplained = [&] {
        if (b.area >= config.suspiciousBlobCells * ppc * ppc) ++found.out.unexplainedBlobs;
    };
    if (!b.rectangular && !blind && thinAlongAStick(b, colour, found, config)) {
        addHiddenAlongside(b, colour, r, config, found);
        return;
    }
    if (!b.rectangular) {
        // Sticks touching at an angle or partly shaded: fit whole sticks into the blob, unless
        // the table itself shows this colour.
        // A blob larger than a few sticks is a patch of table (the fit is slow, and its
        // leftover alone makes it unexplained).
        if (!fitIrregular) return;
        const double fitLimit =
            config.maxFitSticks * stickLength(colour) * config.stickWidth * ppc * ppc;
        if (blind || b.area > fitLimit)
            leaveUnexplained();
        else
            addFitted(mask, contour, colour, r, config, found.out, found.tops);
        return;
    }
    const int across = std::max(1, static_cast<int>(std::lround(b.shortSide / config.stickWidth)));
    const int along = std::max(1, static_cast<int>(std::lround(b.longSide / stickLength(colour))));
    // A patch of table tiles into a grid of "sticks": more than a roll orders anywhere, more than
    // a couple where the table shows this colour.
    const int maxSticks = blind ? std::min(config.blindMaxSticksPerBlob, config.maxSticksPerBlob)
                                : config.maxSticksPerBlob;
    if (across * along > maxSticks) {
        leaveUnexplained();
        return;
    }
    // Each lane (one stick wide) is measured on its own: side-by-side sticks need not line up.
    const int sideLane = sideFaceLane(mask, b, across, r, config);
    for (int lane = 0; lane < across; ++lane)
        if (lane != sideLane)
            addLaneSticks(mask, b, lane, across, colour, blind, r, config, found, unexplained);
    for (int i = 0; i < unexplained; ++i)
        leaveUnexplained();
}

// One look: every colour's mask cleaned and its blobs read.
void look(ColourMaps& masks, const StickPlane& r, const StickFinderConfig& config, Found& found,
          bool fitIrregular = true) {
    for (Colour colour : kAllColours) {
        cv::Mat& mask = masks[colourIndex(colour)];
        // No pixel of this colour: cleaning leaves the mask empty and it has no blob.
        if (cv::countNonZero(mask) == 0) continue;
        const bool blind = isBlind(found.out, colour);
        cleanMask(mask, blind, config);
        std::vector<std::vector<cv::Point>> contours;
        cv::findContours(mask, contours, cv::RETR_EXTERNAL, cv::CHAIN_APPROX_SIMPLE);
        for (const auto& contour : contours)
            readBlob(mask, contour, colour, blind, r, config, found, fitIrregular);
    }
}

// The left-out clusters the look by cluster reads: nearest a stick colour longer than a cube (a
// cube is a square, which a table's pattern draws as well), not of a colour the table shows, not
// a table colour in shadow (the card's load casts one: the chroma kept, darker), and larger than
// the top faces of the sticks of its colour found so far times clusterLookFoundShare (their side
// faces fall in it too). Every other k-means centre (the table's, then the left-out clusters
// skipped) is one of the `others` a pixel may be nearer.
struct ClusterLookPlan {
    std::vector<StickLikeCluster> lookAt;
    std::vector<cv::Vec3f> others;
};
ClusterLookPlan clustersToLookAt(const TableColours& colours, const Found& found,
                                 const StickFinderConfig& config) {
    const auto tableInShadow = [&](const cv::Vec3f& centre) {
        const ColourReference c = colourReference(centre);
        return std::any_of(colours.table.begin(), colours.table.end(), [&](const cv::Vec3f& t) {
            const ColourReference table = colourReference(t);
            return cv::norm(c.chroma - table.chroma) < config.clusterLookShadowChroma &&
                   c.mean < table.mean;
        });
    };
    const auto foundAlready = [&](const StickLikeCluster& cluster) {
        double tops = 0.0;
        for (std::size_t i = 0; i < found.out.sticks.size(); ++i)
            if (found.out.sticks[i].colour == cluster.stickColour)
                tops += found.tops[i].size.area();
        return cluster.pixels <= config.clusterLookFoundShare * tops;
    };
    ClusterLookPlan plan;
    plan.others = colours.table;
    for (const StickLikeCluster& cluster : colours.leftOut)
        if (stickLength(cluster.stickColour) >= 2 && !isBlind(found.out, cluster.stickColour) &&
            !tableInShadow(cluster.centre) && !foundAlready(cluster))
            plan.lookAt.push_back(cluster);
        else
            plan.others.push_back(cluster.centre);
    return plan;
}

// Per stick colour, the pixels nearest one of the `clusters` (clustersToLookAt) of that colour,
// each pixel with its nearest k-means centre (the clusters' or the `others`) within
// clusterLookRadius, where no stick was found (`taken`).
ColourMaps clusterMasks(const StickPlane& r, const std::vector<StickLikeCluster>& clusters,
                        const std::vector<cv::Vec3f>& others, const ColourMaps& taken,
                        const StickFinderConfig& config) {
    ColourMaps masks;
    for (auto& mask : masks)
        mask = cv::Mat::zeros(r.relative.size(), CV_8U);
    const float radius2 = float(config.clusterLookRadius * config.clusterLookRadius);
    const auto distance2 = [](const cv::Vec3f& a, const cv::Vec3f& b) {
        const cv::Vec3f d = a - b;
        return d.dot(d);
    };
    for (int y = 0; y < r.relative.rows; ++y) {
        const auto* valid = r.valid.ptr<unsigned char>(y);
        const auto* pixel = r.relative.ptr<cv::Vec3f>(y);
        for (int x = 0; x < r.relative.cols; ++x) {
            if (!valid[x]) continue;
            // Most pixels are far from every left-out centre: the table's are compared only
            // for the few near one.
            float best = radius2;
            const StickLikeCluster* closest = nullptr;
            for (const StickLikeCluster& cluster : clusters)
                if (const float d2 = distance2(pixel[x], cluster.centre); d2 < best)
                    best = d2, closest = &cluster;
            if (!closest || std::any_of(others.begin(), others.end(), [&](const cv::Vec3f& t) {
                    return distance2(pixel[x], t) <= best;
                }))
                continue;
            const int colour = colourIndex(closest->stickColour);
            if (!taken[std::size_t(colour)].ptr<unsigned char>(y)[x])
                masks[std::size_t(colour)].ptr<unsigned char>(y)[x] = 255;
        }
    }
    return masks;
}

// Third look, where the light moved a stick colour away from its reference (over-exposed violet
// sticks on plum velvet, test6_0090): the pixels of the plan's clusters are read as sticks of each
// one's nearest stick colour (clusterMasks). Only whole sticks in rectangular blobs are kept,
// marked as the second look's; no blob of theirs is unexplained: a fallback that must not guess.
void lookByCluster(const StickPlane& r, const ClusterLookPlan& plan, const ColourMaps& taken,
                   const StickFinderConfig& config, Found& found) {
    ColourMaps masks = clusterMasks(r, plan.lookAt, plan.others, taken, config);
    const std::size_t before = found.out.sticks.size();
    const int blobs = found.out.unexplainedBlobs;
    look(masks, r, config, found, false);
    found.out.unexplainedBlobs = blobs;
    std::size_t kept = before;
    for (std::size_t i = before; i < found.out.sticks.size(); ++i) {
        OffCardStick& stick = found.out.sticks[i];
        if (stick.partlyHidden || std::abs(stick.measuredLength - stickLength(stick.colour)) >
                                      config.clusterLookLengthTolerance)
            continue;
        stick.evidence.secondLook = 1.0;
        stick.foundByCluster = true;
        found.out.sticks[kept] = std::move(stick);
        found.tops[kept] = found.tops[i];
        ++kept;
    }
    found.out.sticks.resize(kept);
    found.tops.resize(kept);
}

// Fourth look, for the colours the table shows: sticks found by their side face and shadow where
// no stick was found yet.
void lookBySide(const StickPlane& r, const ColourModel& colours, const StickFinderConfig& config,
                Found& found) {
    // A cube is as wide as long: no band tells its axis.
    const auto hasAxis = [](Colour colour) { return stickLength(colour) >= 2; };
    if (std::none_of(found.out.blindColours.begin(), found.out.blindColours.end(), hasAxis)) return;
    const double ppc = config.pixelsPerCell;
    SideFindSettings settings;
    settings.width = config.stickWidth * ppc;
    settings.darkRatio = config.sideDarkRatio;
    settings.maxBandLengths = config.sideMaxBandLengths;
    settings.foundMargin = config.sideFoundMargin * ppc;
    settings.rimWidth = config.sideRimWidth * ppc;
    settings.alongside = config.sideAlongClear * ppc;
    settings.pastEnds = config.sidePastEnds * ppc;
    settings.fineSlack = config.sideFineSlack * ppc;
    settings.coarseStep = config.sideCoarseStep * ppc;
    settings.maxDarkWidth = config.sideMaxDarkWidth * ppc;
    settings.minSide = config.minSideWidth * ppc;
    settings.colourDistance = config.sideColourDistance;
    settings.minTopShare = config.sideTopShare;
    settings.maxTopDark = config.sideTopDark;
    settings.brightnessWeight = config.brightnessWeight;
    settings.minSideDark = config.sideMinDark;
    settings.sideChroma = config.sideBandChroma;
    settings.minBandShare = config.sideMinBandShare;
    settings.minBandWidth = config.sideMinBandWidth * ppc;
    settings.edgeClearance = int(std::lround(config.sideEdgeClearance * ppc));
    settings.angleStep = config.sideAngleStep;
    settings.maxTurn = config.sideMaxTurn;
    settings.minTopFree = config.sideMinTopFree;
    settings.minSideFree = config.sideMinSideFree;
    const SideFindArea area = sideFindArea(r.valid, found.tops, settings);
    for (Colour colour : found.out.blindColours) {
        if (!hasAxis(colour)) continue;
        settings.length = stickLength(colour) * ppc;
        for (const cv::RotatedRect& top : findTopsBySide(
                 r.relative, area, toVec(colours.stick(colour)), r.topToTable, settings)) {
            OffCardStick stick = wholeStickAt(top.center, colour, r, config);
            stick.foundBySide = true;
            found.add(stick, top);
        }
    }
}

// The learned look's top-face maps at the plane's size (StickNet::topProbabilities' values).
using NetMaps = std::array<UpsampledMap, kColourCount>;

// Fifth look, the learned one (StickNet): where no stick was found yet, each colour's top-face
// probability above `netThreshold` is read as a colour mask is (what it adds is marked, and no
// blob of it is unexplained).
void lookByNet(const StickPlane& r, const NetMaps& maps, const StickFinderConfig& config,
               Found& found) {
    std::array<cv::Mat, kColourCount> masks;
    bool any = false;
    for (Colour colour : kAllColours) {
        if (config.netLookBlindOnly && !isBlind(found.out, colour)) continue;
        masks[colourIndex(colour)] = maps[colourIndex(colour)].atLeast(config.netThreshold);
        any = any || !masks[colourIndex(colour)].empty();
    }
    if (!any) return;
    const auto taken = takenByFirstLook(found, r.relative.size(), config);
    const std::size_t before = found.out.sticks.size();
    const int blobs = found.out.unexplainedBlobs;
    for (Colour colour : kAllColours) {
        cv::Mat& mask = masks[colourIndex(colour)];
        if (mask.empty()) continue;
        mask &= r.valid;
        mask.setTo(0, taken[colourIndex(colour)]);
        if (cv::countNonZero(mask) == 0) continue;
        cleanMask(mask, false, config);
        std::vector<std::vector<cv::Point>> contours;
        cv::findContours(mask, contours, cv::RETR_EXTERNAL, cv::CHAIN_APPROX_SIMPLE);
        for (const auto& contour : contours)
            readBlob(mask, contour, colour, false, r, config, found);
    }
    found.out.unexplainedBlobs = blobs;
    for (std::size_t i = before; i < found.out.sticks.size(); ++i)
        found.out.sticks[i].evidence.netLook = 1.0;
}

// Per colour the table shows that the look may clear (StickFinderConfig::netClearsBlindBelow),
// the network's highest top-face probability on the table (points wholly on it) away from every
// stick found (SticksBeside::netLeftOver; the other colours stay 0).
std::array<double, kColourCount> netLeftOver(const StickTopMaps& small, const StickPlane& r,
                                             const Found& found, const StickFinderConfig& config) {
    std::array<double, kColourCount> out{};
    std::vector<Colour> wanted;
    for (Colour colour : found.out.blindColours)
        if (config.netClearsBlindBelow[colourIndex(colour)] > 0.0) wanted.push_back(colour);
    if (wanted.empty()) return out;
    const auto taken = takenByFirstLook(found, r.relative.size(), config);
    cv::Mat valid;
    for (Colour colour : wanted) {
        const cv::Mat& map = small[colourIndex(colour)];
        if (map.empty()) continue;
        if (valid.empty()) {
            cv::resize(r.valid, valid, map.size(), 0, 0, cv::INTER_AREA);
            cv::compare(valid, 254, valid, cv::CMP_GE);
        }
        cv::Mat takenSmall;
        cv::resize(taken[colourIndex(colour)], takenSmall, map.size(), 0, 0, cv::INTER_AREA);
        cv::Mat open;
        cv::compare(takenSmall, 0, open, cv::CMP_EQ);
        open &= valid;
        double best = 0.0;
        cv::minMaxLoc(map, nullptr, &best, nullptr, nullptr, open);
        out[colourIndex(colour)] = best;
    }
    return out;
}

// Mean of `map` over the inside of a top face (its rim left out, as StickEvidence does).
double meanOnTop(const UpsampledMap& map, const cv::RotatedRect& top) {
    const double angle = top.angle * CV_PI / 180.0;
    const cv::Point2d axis(std::cos(angle), std::sin(angle)), normal(-axis.y, axis.x);
    const double halfLength = top.size.width / 2.0, halfWidth = top.size.height / 2.0;
    const double inset = std::min(1.5, halfWidth / 3.0);
    double sum = 0.0;
    int n = 0;
    for (double u = -halfLength + inset; u <= halfLength - inset; u += 1.0)
        for (double v = -halfWidth + inset; v <= halfWidth - inset; v += 1.0) {
            const cv::Point2d p = cv::Point2d(top.center) + axis * u + normal * v;
            const int x = cvRound(p.x), y = cvRound(p.y);
            if (x < 0 || y < 0 || x >= map.size().width || y >= map.size().height) continue;
            sum += map.at(x, y);
            ++n;
        }
    return n > 0 ? sum / n : 0.0;
}

// Each stick's look beyond its shape (StickEvidence), for its fitted confidence.
void measureEvidence(Found& found, const StickPlane& r, const std::vector<cv::Vec3f>& table,
                     const std::array<double, kColourCount>& colourShare, const NetMaps& netMaps,
                     const ColourModel& colours, const StickFinderConfig& config) {
    const double ppc = config.pixelsPerCell;
    StickLookSettings look;
    look.ringWidth = config.ringWidth * ppc;
    look.darkRatio = config.darkRimRatio;
    look.sideChroma = config.sideChroma;
    look.minSide = config.minSideWidth * ppc;
    look.brightnessWeight = config.brightnessWeight;
    SticksBeside& out = found.out;
    for (std::size_t i = 0; i < out.sticks.size(); ++i) {
        OffCardStick& stick = out.sticks[i];
        StickEvidence& e = stick.evidence;
        e.shapeConfidence = stick.confidence;
        e.partlyHidden = stick.partlyHidden ? 1.0 : 0.0;
        e.blind = isBlind(out, stick.colour) ? 1.0 : 0.0;
        e.unexplained = out.unexplainedBlobs > 0 ? 1.0 : 0.0;
        e.colourShare = colourShare[colourIndex(stick.colour)];
        e.white = stick.colour == Colour::White ? 1.0 : 0.0;
        e.grey = stick.colour == Colour::Grey ? 1.0 : 0.0;
        e.brown = stick.colour == Colour::Brown ? 1.0 : 0.0;
        const cv::RotatedRect& top = found.tops[i];
        const cv::Vec3d bottom = r.topToTable * cv::Vec3d(top.center.x, top.center.y, 1.0);
        const cv::Point2d drop(bottom[0] / bottom[2] - top.center.x,
                               bottom[1] / bottom[2] - top.center.y);
        measureStickLook(r.relative, r.valid, top, drop, toVec(colours.stick(stick.colour)), table,
                         look, e);
        const UpsampledMap& netMap = netMaps[colourIndex(stick.colour)];
        if (!netMap.empty()) e.netTop = meanOnTop(netMap, top);
    }
}

// The fitted confidence replaces the shape's; sticks below `dropBelow` are left out (those that
// may still be sticks count as unexplained blobs).
void applyFittedConfidence(SticksBeside& out, bool netRan, const StickFinderConfig& config) {
    const auto& weights = netRan ? config.evidenceWeights : config.evidenceWeightsWithoutNet;
    std::vector<OffCardStick> kept;
    for (OffCardStick& stick : out.sticks) {
        const double p = stickProbability(stick.evidence, weights);
        if (stick.evidence.netLook > 0 && p < config.netDropBelow) continue;
        if (stick.foundByCluster && p < config.dropBelow) continue;
        if (p < config.dropBelow) {
            if (p >= config.doubtfulAbove) ++out.unexplainedBlobs;
            continue;
        }
        // A partly hidden stick stays unsure: its length comes from its colour alone.
        stick.confidence = stick.partlyHidden ? std::min(p, config.partlyHiddenConfidence) : p;
        if (stick.foundBySide)
            stick.confidence = std::min(stick.confidence, config.sideFoundConfidence);
        kept.push_back(std::move(stick));
    }
    out.sticks = std::move(kept);
}

// The sticks on the plane, the clusters of table colours near `tableShows` taken for table.
// `netOutput` is the learned look's output, made on the first call that needs it.
SticksBeside findOnPlane(const StickPlane& r, const ColourModel& colours,
                         const StickFinderConfig& config, StickNet* net,
                         const std::vector<Colour>& tableShows,
                         std::optional<StickTopMaps>& netOutput) {
    const int validCount = cv::countNonZero(r.valid);
    const TableColours tableAndLeftOut =
        tableColours(r, colours, config, tableShows, double(validCount));
    const std::vector<cv::Vec3f>& table = tableAndLeftOut.table;
    Found found;
    found.out.blindColours = blindColoursOf(table, colours, config);
    ColourMasks masks = classifyPixels(r, table, colours, config);
    const double validPixels = std::max(1, validCount);
    std::array<double, kColourCount> colourShare{};
    for (Colour colour : kAllColours)
        colourShare[colourIndex(colour)] =
            cv::countNonZero(masks.first[colourIndex(colour)]) / validPixels;
    look(masks.first, r, config, found);
    // Second look: where the first found no stick, pixels of a chroma the table lacks count too
    // (what they add is marked, and no blob of theirs is unexplained).
    const std::size_t firstLookSticks = found.out.sticks.size();
    const int firstLookBlobs = found.out.unexplainedBlobs;
    ColourMaps taken = takenByFirstLook(found, r.relative.size(), config);
    for (Colour colour : kAllColours)
        masks.outliers[colourIndex(colour)].setTo(0, taken[colourIndex(colour)]);
    look(masks.outliers, r, config, found);
    found.out.unexplainedBlobs = firstLookBlobs;
    for (std::size_t i = firstLookSticks; i < found.out.sticks.size(); ++i)
        found.out.sticks[i].evidence.secondLook = 1.0;
    if (config.clusterLook)
        if (const ClusterLookPlan plan = clustersToLookAt(tableAndLeftOut, found, config);
            !plan.lookAt.empty()) {
            markTaken(found, firstLookSticks, config, taken);
            lookByCluster(r, plan, taken, config, found);
        }
    if (config.findBySide) lookBySide(r, colours, config, found);
    NetMaps netMaps;
    const bool netRuns = config.netLook && config.pixelsPerCell == kStickNetPixelsPerCell;
    if (netRuns) {
        if (!netOutput)
            netOutput =
                (net ? *net : StickNet::builtIn()).smallTopProbabilities(r.relative, r.valid);
        const StickTopMaps& small = *netOutput;
        for (int c = 0; c < kColourCount; ++c)
            netMaps[std::size_t(c)] = UpsampledMap(small[std::size_t(c)], r.relative.size());
        lookByNet(r, netMaps, config, found);
        found.out.netLeftOver = netLeftOver(small, r, found, config);
        for (Colour colour : found.out.blindColours) {
            if (config.netClearsBlindBelow[colourIndex(colour)] > 0.0 &&
                found.out.netLeftOver[colourIndex(colour)] <
                    config.netClearsBlindBelow[colourIndex(colour)])
                found.out.blindCleared.push_back(colour);
        }
    }
    measureEvidence(found, r, table, colourShare, netMaps, colours, config);
    SticksBeside out = std::move(found.out);
    if (config.fittedEvidence) applyFittedConfidence(out, netRuns, config);
    // A stick the learned look alone found, of a colour the table shows: unsure
    // (netBlindConfidence).
    for (OffCardStick& stick : out.sticks)
        if (stick.evidence.netLook > 0 && isBlind(out, stick.colour))
            stick.confidence = std::min(stick.confidence, config.netBlindConfidence);
    return out;
}

long sticksOf(const SticksBeside& out, Colour colour) {
    return std::count_if(out.sticks.begin(), out.sticks.end(),
                         [&](const OffCardStick& s) { return s.colour == colour; });
}

// Found by the look by height or the learned look alone, not by its colour.
bool byShapeOrNet(const OffCardStick& stick) {
    return stick.foundBySide || stick.evidence.netLook > 0;
}

// Colours the table does not show of which more sticks were kept than one roll orders (the
// die's highest face) plus `config.beyondOneRollBy`: the table shows them after all.
std::vector<Colour> unseenTableColours(const SticksBeside& out, const StickFinderConfig& config) {
    std::vector<Colour> beyond;
    for (Colour colour : kAllColours)
        if (!isBlind(out, colour) &&
            sticksOf(out, colour) > mostOneRollOrders(colour) + config.beyondOneRollBy)
            beyond.push_back(colour);
    return beyond;
}

// Leaves out as unexplained blobs the sticks of each colour the table shows that are its pattern
// rather than sticks, deciding every colour on the sticks as they were read: all of them when
// there are more than one roll orders plus `config.beyondOneRollBy` (the colour look reads the
// pattern too), else those the look by height or the learned look alone found when these are
// more than one roll orders plus `config.blindBeyondOneRollBy`. Returns how many.
int leaveOutTablePatterns(SticksBeside& out, const StickFinderConfig& config) {
    enum class Pattern { None, ByShape, All };
    std::array<Pattern, kColourCount> pattern{};
    for (Colour colour : out.blindColours) {
        const long byShape =
            std::count_if(out.sticks.begin(), out.sticks.end(), [&](const OffCardStick& s) {
                return s.colour == colour && byShapeOrNet(s);
            });
        if (sticksOf(out, colour) > mostOneRollOrders(colour) + config.beyondOneRollBy)
            pattern[colourIndex(colour)] = Pattern::All;
        else if (byShape > mostOneRollOrders(colour) + config.blindBeyondOneRollBy)
            pattern[colourIndex(colour)] = Pattern::ByShape;
    }
    const auto isPattern = [&](const OffCardStick& s) {
        const Pattern p = pattern[colourIndex(s.colour)];
        return p == Pattern::All || (p == Pattern::ByShape && byShapeOrNet(s));
    };
    const auto kept = std::remove_if(out.sticks.begin(), out.sticks.end(), isPattern);
    const int left = int(out.sticks.end() - kept);
    out.sticks.erase(kept, out.sticks.end());
    return left;
}

// The table shows a stick's colour and has stick-coloured shapes that are no sticks: a stick of
// that colour may be a patch of table too, read with at most `config.blindConfidence`.
void capBlindSticks(SticksBeside& out, const StickFinderConfig& config) {
    if (out.unexplainedBlobs == 0) return;
    for (OffCardStick& stick : out.sticks)
        if (isBlind(out, stick.colour))
            stick.confidence = std::min(stick.confidence, config.blindConfidence);
}

} // namespace

SticksBeside findOffCardSticks(const cv::Mat& bgr, const CardSampler& sampler,
                               const TruckCard& card, const CardGeometry& geometry,
                               const ColourModel& colours, const StickFinderConfig& config,
                               StickNet* net) {
    const StickPlane r = rectifyStickPlane(bgr, sampler, card, geometry, config);
    std::optional<StickTopMaps> netOutput;
    SticksBeside out = findOnPlane(r, colours, config, net, {}, netOutput);
    if (config.oneRollRules) {
        // More sticks of a colour than one roll orders: the table's pattern.
        const std::vector<Colour> unseen = unseenTableColours(out, config);
        if (!unseen.empty()) {
            out = findOnPlane(r, colours, config, net, unseen, netOutput);
            for (Colour colour : unseen)
                if (!isBlind(out, colour)) out.blindColours.push_back(colour);
        }
        out.unexplainedBlobs += leaveOutTablePatterns(out, config);
    }
    capBlindSticks(out, config);
    return out;
}

} // namespace packmate::vision
