#include <packmate/vision/ArtOutline.h>
#include <packmate/vision/CardFinder.h>
#include <packmate/vision/CardLocator.h>
#include <packmate/vision/CardMaskFinder.h>
#include <packmate/vision/MarginRing.h>
#include <packmate/vision/MaskLines.h>
#include <packmate/vision/QuadRefine.h>
#include <packmate/vision/QuadRepair.h>
#include <packmate/vision/TrimmedMargin.h>

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>
#include <ctime>
#include <deque>

namespace packmate::vision {

namespace {

bool insideImage(const CardQuad& quad, cv::Size size, double tolerance) {
    for (const cv::Point2d& p : quad.corners)
        if (p.x < -tolerance || p.y < -tolerance || p.x > size.width + tolerance ||
            p.y > size.height + tolerance)
            return false;
    return true;
}

// The card is a known template: the middle of its white margin is white all round (but for the
// wheels, a stick or a shadow on it). The shares of it at marginWhiteFraction of the card white
// level (MarginRing) for the outline `corners` of `bgr`, read on its work maps.
std::array<double, 4> marginSharesOf(const std::array<cv::Point2d, 4>& corners, const cv::Mat& bgr,
                                     const CardGeometry& geometry, const CardFinderConfig& config,
                                     const WorkMaps& maps) {
    const double scale = double(maps.work.cols) / bgr.cols;
    return marginWhiteShares(corners, geometry, maps.white, scale,
                             config.marginWhiteFraction * maps.level, config.artRingSamples);
}

double whiteSum(const std::array<double, 4>& shares) {
    return shares[0] + shares[1] + shares[2] + shares[3];
}

// Without the mat's metric size to go by, an outline must also lie on what the learned finder's
// mask calls card: a card-shaped patch of a bare table is not a card.
bool acceptableOutline(const CardQuad& quad, cv::Size image,
                       const std::optional<cv::Matx33d>& tableToImage, const CardGeometry& geometry,
                       const cv::Mat& mask, double imagePerMask, const CardFinderConfig& config) {
    return quad.area >= config.minAreaShare * image.area() &&
           insideImage(quad, image, config.outsideTolerance) &&
           (tableToImage
                ? matchesMetricSize(quad.corners, *tableToImage, geometry)
                : mask.empty() || maskSupport(mask, imagePerMask, quad) >= config.minMaskSupport);
}

// Adds the CPU time since the last lap to a field of the trace (nothing without a trace).
class Laps {
public:
    explicit Laps(LocateTrace* trace) : trace_(trace), last_(trace ? std::clock() : 0) {}
    void lap(double LocateTrace::*field) {
        if (!trace_) return;
        const std::clock_t now = std::clock();
        trace_->*field += 1e3 * double(now - last_) / CLOCKS_PER_SEC;
        last_ = now;
    }
    std::vector<CardPose> done(std::vector<CardPose> poses, double LocateTrace::*field,
                               const char* path) {
        lap(field);
        if (trace_) trace_->path = poses.empty() ? "none" : path;
        return poses;
    }

private:
    LocateTrace* trace_;
    std::clock_t last_;
};

/// What findCardPoses computed on the way that the search for a better outline needs again.
struct SearchedLooks {
    cv::Mat work, mask;
    double imagePerMask = 1.0;
    std::vector<CardQuad> learned;
    /// White-margin outlines over the whole photo, as shot and white-balanced, when searched.
    std::optional<std::vector<CardQuad>> whole, wholeBalanced;
    /// The outline is the art's grown by the margin (findCardByArt): its sides need not show
    /// the paper's edge (beside a white square they do not).
    bool byArt = false;
    /// The outline returned is one whose margin failed, no look finding a better one.
    bool marginFailed = false;
    /// makeWorkMaps of `work`, made at the first look that needs them; `grey` only when a look
    /// reads it (the white-margin search and the margin checks do not).
    std::optional<WorkMaps> maps;

    const WorkMaps& whiteMaps(const CardFinderConfig& config) {
        if (!maps) {
            maps.emplace();
            maps->work = work;
            maps->white = whitenessMap(work);
            maps->level = whiteLevel(maps->white, config.brightFraction);
        }
        return *maps;
    }
    const WorkMaps& allMaps(const CardFinderConfig& config) {
        whiteMaps(config);
        if (maps->grey.empty()) cv::cvtColor(work, maps->grey, cv::COLOR_BGR2GRAY);
        return *maps;
    }
    /// The photo `bgr` in grey at full size, made once when a repair or a side's edge reads it.
    const cv::Mat& photoGrey(const cv::Mat& bgr) {
        if (grey.empty()) cv::cvtColor(bgr, grey, cv::COLOR_BGR2GRAY);
        return grey;
    }

private:
    cv::Mat grey;
};

std::vector<CardPose> findCardPoses(const cv::Mat& bgr, const cv::Matx33d& intrinsics,
                                    const std::optional<cv::Matx33d>& tableToImage,
                                    const CardGeometry& geometry, const CardFinderConfig& config,
                                    LocateTrace* trace, SearchedLooks& looks) {
    Laps laps(trace);
    // The photo shrunk once for the white-margin search; at half size the learned finder's
    // input is shrunk from it too (the same pixels as from the photo: a 2x area shrink).
    looks.work = workImage(bgr, config);
    const cv::Mat& work = looks.work;
    const bool halfSize = bgr.cols % 2 == 0 && bgr.rows % 2 == 0 &&
                          work.size() == cv::Size(bgr.cols / 2, bgr.rows / 2);
    double& imagePerMask = looks.imagePerMask;
    looks.mask = config.learned ? CardMaskNet::builtIn().cardMask(bgr, imagePerMask,
                                                                  halfSize ? work : cv::Mat())
                                : cv::Mat();
    const cv::Mat& mask = looks.mask;
    laps.lap(&LocateTrace::maskMs);
    auto acceptable = [&](const CardQuad& quad) {
        return acceptableOutline(quad, bgr.size(), tableToImage, geometry, mask, imagePerMask,
                                 config);
    };
    // Among the outlines that have a card's shape, the largest wins: a blob cut at a higher
    // threshold may have lost a shadowed strip of the margin.
    auto largestFitting = [&](const std::vector<CardQuad>& candidates) {
        std::vector<CardPose> hypotheses;
        double bestArea = 0.0;
        for (const CardQuad& quad : candidates) {
            if (!acceptable(quad)) continue;
            auto poses = poseHypotheses(quad, intrinsics, geometry, config.maxShapeError,
                                        config.maxViewAngleDeg);
            if (!poses.empty() && quad.area > bestArea * config.largerAreaMargin) {
                bestArea = quad.area;
                hypotheses = std::move(poses);
            }
        }
        return hypotheses;
    };
    // No outline fits: perhaps one corner is hidden or in shadow. Rebuild it from the others.
    auto repaired = [&](const std::vector<CardQuad>& candidates) {
        const cv::Mat& grey = looks.photoGrey(bgr);
        std::vector<CardPose> hypotheses;
        double bestSupport = 0.0;
        std::size_t tried = 0;
        for (const CardQuad& candidate : candidates) {
            if (tried++ >= config.repairCandidates) break;
            const auto quad = repairOneCorner(candidate, grey, intrinsics, geometry,
                                              config.maxViewAngleDeg, config.minEdgeSupport);
            if (!quad || !acceptable(*quad)) continue;
            const double support = edgeSupport(quad->corners, grey);
            auto poses = poseHypotheses(*quad, intrinsics, geometry, config.maxShapeError,
                                        config.maxViewAngleDeg);
            if (!poses.empty() && support > bestSupport) {
                bestSupport = support;
                hypotheses = std::move(poses);
            }
        }
        return hypotheses;
    };
    // An outline grown onto a table's white squares, or shrunk onto a pale loading area, has
    // other colours in the middle of its margin (marginSharesOf).
    auto workMaps = [&]() -> const WorkMaps& { return looks.allMaps(config); };
    auto marginShares = [&](const std::vector<CardPose>& poses) {
        return marginSharesOf(poses.front().corners, bgr, geometry, config,
                              looks.whiteMaps(config));
    };
    auto marginHolds = [&](const std::vector<CardPose>& poses) {
        // On the white mat (its homography given) the margin does not stand out: no check.
        if (!config.marginCheck || tableToImage) return true;
        const auto shares = marginShares(poses);
        return shares[0] >= config.marginWeakestShare && shares[1] >= config.marginSecondShare;
    };
    // On a table with white squares the margin merges with them and no white blob has the
    // card's outline: the art inside the margin, grown by it, is the card. Without `replacing`,
    // the last looks; with it, the looks for a better outline than that one.
    auto artPoses = [&](const std::vector<CardPose>* replacing, cv::Rect within) {
        std::vector<CardPose> hypotheses;
        auto firstFitting = [&](const std::vector<CardQuad>& quads) {
            for (const CardQuad& quad : quads) {
                if (!acceptable(quad)) continue;
                hypotheses = poseHypotheses(quad, intrinsics, geometry, config.maxShapeError,
                                            config.maxViewAngleDeg);
                if (hypotheses.empty()) continue;
                looks.byArt = true;
                break;
            }
        };
        if (config.artLook)
            firstFitting(findCardByArt(bgr, intrinsics, geometry, config, workMaps(), within));
        // A tiled table's white squares joined to the margin along its sides: trimmed off. It
        // replaces an outline only with a whiter margin (a checked table's squares can make
        // card-shaped blocks of their own).
        if (hypotheses.empty() && config.trimLook && !tableToImage) {
            firstFitting(
                findCardByTrimmedMargin(bgr, intrinsics, geometry, config, workMaps(), within));
            if (!hypotheses.empty() && replacing &&
                whiteSum(marginShares(hypotheses)) <= whiteSum(marginShares(*replacing))) {
                hypotheses.clear();
                looks.byArt = false;
            }
        }
        return hypotheses;
    };
    // The learned mask sees a larger card round an outline: the outline is a part of it.
    auto partOfCard = [&](const std::vector<CardPose>& poses, double share) {
        if (mask.empty() || tableToImage) return false;
        CardQuad quad;
        quad.corners = poses.front().corners;
        quad.area = std::abs(signedQuadArea(quad.corners));
        return quad.area < share * maskBlobArea(mask, imagePerMask, quad, config.maskThreshold);
    };
    // The mask-lines look needs the learned mask and is not for the white mat.
    const bool linesPossible = config.lineLook && !mask.empty() && !tableToImage;
    std::vector<CardPose> linePoses; // the mask-lines look's outline when its margin fails
    // The mask-lines look's outlines of one mask cut, kept for the looks after: the last look and
    // the rebuild ask again with the same looser shares. Every `look` passed differs from
    // `config` only in the shares, which are the key with the cut.
    struct MaskLinesKey {
        double cut, minShare, minShareSum;
        bool alternatives;
        bool operator==(const MaskLinesKey&) const = default;
    };
    // A deque: the outlines handed out stay where they are while later ones are added.
    std::deque<std::pair<MaskLinesKey, std::vector<CardQuad>>> maskLinesSeen;
    auto maskLines = [&](const CardFinderConfig& look, double cut,
                         bool alternatives) -> const std::vector<CardQuad>& {
        const MaskLinesKey key{cut, look.lineMinShare, look.lineMinShareSum, alternatives};
        for (const auto& [seen, quads] : maskLinesSeen)
            if (seen == key) return quads;
        maskLinesSeen.emplace_back(key,
                                   findCardByMaskLines(bgr, workMaps(), mask, imagePerMask,
                                                       geometry, look, {&cut, 1}, alternatives));
        return maskLinesSeen.back().second;
    };
    // On a patterned table the learned blob bleeds into pale squares beside the card and no
    // learned outline fits: each side of the blob fitted as the straight edge most of it lies
    // on. Taken at once when its margin holds, else only after every other look. The mask's
    // cuts are tried in turn, the next only when the outline of those before is not `taken`;
    // `fallback` is the best-scored outline of the cuts tried (the one all cuts at once give
    // first when every cut was tried).
    auto linesLook = [&](const auto& taken, std::vector<CardPose>* fallback,
                         const CardFinderConfig& look) {
        double fallbackScore = -1.0;
        // The best outlines of the card's shape; when no cut gives one, the sides chosen again
        // with the learned mask's card inside them (a pale pattern's edge outscored the card's).
        bool fits = false;
        for (const bool alternatives : {false, true}) {
            if (fits || (alternatives && !look.lineMaskChoice)) break;
            for (const double cut : look.lineMaskCuts) {
                for (const CardQuad& quad : maskLines(look, cut, alternatives)) {
                    if (!acceptable(quad)) continue;
                    std::vector<CardPose> poses =
                        poseHypotheses(quad, intrinsics, geometry, config.lineMaxShapeError,
                                       config.maxViewAngleDeg);
                    if (poses.empty()) continue;
                    if (taken(poses)) return poses;
                    if (fallback && quad.score > fallbackScore) {
                        fallbackScore = quad.score;
                        *fallback = std::move(poses);
                    }
                    fits = true;
                    break;
                }
            }
        }
        return std::vector<CardPose>{};
    };
    // Nothing else found a card, though the mask-lines look outlined a blob: a stack leaning
    // over the card's far edge (or a pattern's edge) took one side or one corner. Each outline
    // of the look rebuilt with one side (rebuildOneSide) or one corner (repairOneCorner) where
    // the card's shape puts it; of those with about the strongest card edge, the whitest margin
    // wins (a rebuilt side on a pattern's stripe can step as strongly as the paper's edge).
    // The last looks' shares: the mask-lines look's, loosened to the lineLast* ones.
    CardFinderConfig lastLook = config;
    lastLook.lineMinShareSum = config.lineLastShareSum;
    lastLook.lineMinShare = config.lineLastMinShare;
    auto rebuiltLines = [&]() {
        std::vector<CardPose> best;
        if (!linesPossible || !config.lineRebuild) return best;
        const cv::Mat& grey = looks.photoGrey(bgr);
        struct Rebuilt {
            double support, margin;
            std::vector<CardPose> poses;
        };
        std::vector<Rebuilt> found;
        const auto consider = [&](const CardQuad& quad) {
            if (!acceptable(quad) ||
                quad.area < config.lineRebuildMinAreaShare * double(bgr.total()) ||
                maskSupport(mask, imagePerMask, quad) < config.lineRebuildMinMaskSupport)
                return;
            auto poses = poseHypotheses(quad, intrinsics, geometry, config.maxShapeError,
                                        config.maxViewAngleDeg);
            if (poses.empty() || partOfCard(poses, config.lineMinBlobShare)) return;
            const double support = edgeSupport(quad.corners, grey);
            found.push_back({support, whiteSum(marginShares(poses)), std::move(poses)});
        };
        for (const bool alternatives : {false, true})
            for (const double cut : config.lineMaskCuts)
                for (const CardQuad& quad : maskLines(lastLook, cut, alternatives)) {
                    if (!acceptable(quad)) continue;
                    for (const CardQuad& rebuilt : rebuildOneSide(quad, intrinsics, geometry))
                        consider(rebuilt);
                    if (const auto cornerRebuilt =
                            repairOneCorner(quad, grey, intrinsics, geometry,
                                            config.maxViewAngleDeg, config.minEdgeSupport))
                        consider(*cornerRebuilt);
                }
        double strongest = config.minEdgeSupport;
        for (const Rebuilt& r : found)
            strongest = std::max(strongest, r.support);
        double whitest = -1.0;
        for (Rebuilt& r : found)
            if (r.support >= config.lineRebuildSupportShare * strongest && r.margin > whitest) {
                whitest = r.margin;
                best = std::move(r.poses);
            }
        return best;
    };
    // Nothing else found a card: the mask-lines look's outline when it covers the mask's blob,
    // else with looser shares of its sides on their lines and of the blob (a table whose rings
    // are as white as the margin hides a part of the card's edge, and the mask bleeds into them).
    // The path names which: "lines" or "lines+rebuilt" (no outline: "lines").
    struct LastLook {
        std::vector<CardPose> poses;
        const char* path = "lines";
    };
    auto lastLines = [&]() -> LastLook {
        if (!linePoses.empty() && !partOfCard(linePoses, config.lineMinBlobShare))
            return {std::move(linePoses)};
        const auto covers = [&](const std::vector<CardPose>& poses) {
            return !partOfCard(poses, config.lineLastBlobShare);
        };
        if (linesPossible && config.lineLastShareSum < config.lineMinShareSum) {
            std::vector<CardPose> loosened = linesLook(covers, nullptr, lastLook);
            if (!loosened.empty()) return {std::move(loosened)};
        }
        return {rebuiltLines(), "lines+rebuilt"};
    };
    // An outline whose margin is not white: the art look's outline, when it finds one, else it
    // (unless it is a part of a larger card).
    auto byArtOr = [&](std::vector<CardPose> hypotheses, const char* path, cv::Rect within = {}) {
        laps.lap(&LocateTrace::repairMs);
        std::vector<CardPose> art = artPoses(&hypotheses, within);
        if (!art.empty() && partOfCard(art, config.minMaskBlobShare)) art.clear();
        if (art.empty() && partOfCard(hypotheses, config.minMaskBlobShare)) {
            LastLook last = lastLines();
            const char* taken = last.poses.empty() ? path : last.path;
            return laps.done(std::move(last.poses), &LocateTrace::artMs, taken);
        }
        // The mask-lines look's outline of the card's shape, its margin failing too, when its
        // margin is the whiter (a pale table's blob the white-margin search outlined instead).
        std::vector<CardPose>& chosen = art.empty() ? hypotheses : art;
        if (config.lineWhiterMargin && !linePoses.empty() &&
            !partOfCard(linePoses, config.lineMinBlobShare) &&
            whiteSum(marginShares(linePoses)) > whiteSum(marginShares(chosen)))
            return laps.done(std::move(linePoses), &LocateTrace::artMs, "lines");
        if (art.empty()) {
            looks.marginFailed = true;
            return laps.done(std::move(hypotheses), &LocateTrace::artMs, path);
        }
        return laps.done(std::move(art), &LocateTrace::artMs, "margin+art");
    };
    // The learned finder knows a card by more than its white margin; the white margin's
    // outline, where there is one, is the more precise. Both agree: the margin's outline wins.
    // Learned outlines whose sides found no edge in the photo are coarse: last resort.
    looks.learned =
        config.learned ? findCardByMask(bgr, mask, imagePerMask, config) : std::vector<CardQuad>{};
    const std::vector<CardQuad>& learned = looks.learned;
    const CardQuad* learnedBest = nullptr;
    std::vector<CardPose> learnedPoses;
    for (const CardQuad& quad : learned) {
        if (!quad.edgesFound || !acceptable(quad)) continue;
        learnedPoses =
            poseHypotheses(quad, intrinsics, geometry,
                           quad.looseBlob ? config.looseMaxShapeError : config.maxShapeError,
                           config.maxViewAngleDeg);
        if (!learnedPoses.empty()) {
            learnedBest = &quad;
            break;
        }
    }
    if (!learnedBest && linesPossible) {
        std::vector<CardPose> taken = linesLook(marginHolds, &linePoses, config);
        if (!taken.empty()) return laps.done(std::move(taken), &LocateTrace::learnedMs, "lines");
    }
    laps.lap(&LocateTrace::learnedMs);
    // An outline whose sides all lie on straight edges of the photo: the white-margin search
    // would only refine it onto the same edges.
    if (learnedBest && learnedBest->edgeShare >= config.sureEdgeShare &&
        learnedBest->edgeResidual <= config.sureEdgeResidual)
        return laps.done(learnedPoses, &LocateTrace::learnedMs, "sure");
    // A learned outline whose sides lie on the photo's edges at under nearLinesBelow of their
    // points: its sides, and the white margin's round a pale pattern, may have taken a pattern's
    // edge; the straight edges the whole of each side lies on are the card's. Before the
    // white-margin search, which it makes needless.
    if (learnedBest && linesPossible && config.nearLinesBelow > 0.0 &&
        learnedBest->edgeShare < config.nearLinesBelow) {
        const auto onTheLearnedCard = [&](const std::vector<CardPose>& poses) {
            return marginHolds(poses) &&
                   cornerDistance(poses.front().corners, learnedBest->corners) <=
                       config.sameCardFraction * std::sqrt(learnedBest->area);
        };
        std::vector<CardPose> lines = linesLook(onTheLearnedCard, nullptr, config);
        if (!lines.empty())
            return laps.done(std::move(lines), &LocateTrace::learnedMs, "near+lines");
    }
    // Beside a learned outline only white-margin outlines on the same card count: search the
    // photo only round it (corners may move a little more than that reach in refinement).
    cv::Rect near;
    if (learnedBest) {
        const double pad = config.nearSearchFraction * std::sqrt(learnedBest->area);
        const cv::Rect2d box = cv::boundingRect(
            std::vector<cv::Point2f>(learnedBest->corners.begin(), learnedBest->corners.end()));
        near =
            cv::Rect(cv::Point(int(std::floor(box.x - pad)), int(std::floor(box.y - pad))),
                     cv::Point(int(std::ceil(box.br().x + pad)), int(std::ceil(box.br().y + pad))));
    }
    const std::vector<CardQuad> candidates = findCardCandidates(
        bgr, config, near, learnedBest,
        learnedBest ? config.sameCardFraction * std::sqrt(learnedBest->area) : 0.0, work,
        &looks.whiteMaps(config));
    if (!learnedBest) looks.whole = candidates;
    if (learnedBest) {
        // The largest white-margin outline on the same card (near the learned one): when the
        // two agree, its corners; when they differ, the one with the stronger card edge.
        const double reach = config.agreeFraction * std::sqrt(learnedBest->area);
        const CardQuad* margin = nullptr;
        std::vector<CardPose> marginPoses;
        for (const CardQuad& quad : candidates) {
            if (!acceptable(quad) ||
                cornerDistance(quad.corners, learnedBest->corners) >
                    config.sameCardFraction * std::sqrt(learnedBest->area) ||
                (margin && quad.area <= margin->area * config.largerAreaMargin))
                continue;
            auto poses = poseHypotheses(quad, intrinsics, geometry, config.maxShapeError,
                                        config.maxViewAngleDeg);
            if (poses.empty()) continue;
            margin = &quad;
            marginPoses = std::move(poses);
        }
        std::vector<CardPose> chosen, other;
        if (!margin || cornerDistance(margin->corners, learnedBest->corners) <= reach) {
            chosen = margin ? marginPoses : learnedPoses;
            if (margin && config.nearWhiterMargin) other = learnedPoses;
        } else {
            const cv::Mat& grey = looks.photoGrey(bgr);
            const bool marginWins =
                edgeSupport(margin->corners, grey) >= edgeSupport(learnedBest->corners, grey);
            chosen = marginWins ? marginPoses : learnedPoses;
            other = marginWins ? learnedPoses : marginPoses;
        }
        // The other one, when only it has the card's white margin (on a table with white squares
        // the stronger edge may be a square's, and a white-margin outline grown onto a gingham's
        // squares may still agree with the learned one), or when neither has and its margin is
        // the whiter.
        if (config.nearMarginCheck && !other.empty() && !marginHolds(chosen) &&
            (marginHolds(other) || (config.nearWhiterMargin && whiteSum(marginShares(other)) >
                                                                   whiteSum(marginShares(chosen)))))
            chosen = std::move(other);
        if (!config.nearMarginCheck || marginHolds(chosen))
            return laps.done(chosen, &LocateTrace::marginMs, "near");
        return byArtOr(std::move(chosen), "near", config.nearLooksRound ? near : cv::Rect());
    }
    // On the white mat the margin does not stand out: there the art inside it, found on the
    // metric table plane and grown by the margin, is the card.
    std::vector<CardPose> hypotheses = largestFitting(candidates);
    laps.lap(&LocateTrace::marginMs);
    if (!hypotheses.empty() && marginHolds(hypotheses))
        return laps.done(hypotheses, &LocateTrace::marginMs, "whole");
    if (!hypotheses.empty()) return byArtOr(std::move(hypotheses), "whole");
    const char* path = "mat";
    if (tableToImage)
        for (const CardQuad& quad : findCardOnTable(bgr, *tableToImage, config, geometry)) {
            if (!acceptable(quad)) continue;
            hypotheses = poseHypotheses(quad, intrinsics, geometry, config.maxShapeError,
                                        config.maxViewAngleDeg);
            if (!hypotheses.empty()) break;
        }
    if (hypotheses.empty()) path = "coarse";
    for (const CardQuad& quad : learned) {
        if (!hypotheses.empty()) break;
        if (quad.edgesFound || !acceptable(quad)) continue;
        hypotheses = poseHypotheses(quad, intrinsics, geometry, config.maxShapeError,
                                    config.maxViewAngleDeg);
    }
    if (hypotheses.empty()) {
        path = "repair";
        hypotheses = repaired(candidates);
    }
    if (!hypotheses.empty() && marginHolds(hypotheses))
        return laps.done(hypotheses, &LocateTrace::repairMs, path);
    if (!hypotheses.empty()) return byArtOr(std::move(hypotheses), path);
    laps.lap(&LocateTrace::repairMs);
    // Under tinted light a light table may merge with the card's margin: in the light's white
    // balance the table's own colour shows. Only as a last look: where the margin already
    // stands out, balancing can as well join a pale art or cube to it.
    if (hypotheses.empty() && config.retryWhiteGain > config.maxWhiteGain) {
        CardFinderConfig balanced = config;
        balanced.maxWhiteGain = config.retryWhiteGain;
        looks.wholeBalanced =
            findCardCandidates(bgr, balanced, {}, nullptr, 0.0, work, &looks.whiteMaps(config));
        hypotheses = largestFitting(*looks.wholeBalanced);
    }
    if (!hypotheses.empty() && marginHolds(hypotheses))
        return laps.done(hypotheses, &LocateTrace::retryMs, "retry");
    if (!hypotheses.empty()) return byArtOr(std::move(hypotheses), "retry");
    laps.lap(&LocateTrace::retryMs);
    std::vector<CardPose> art = artPoses(nullptr, {});
    if (art.empty()) {
        LastLook last = lastLines();
        if (!last.poses.empty())
            return laps.done(std::move(last.poses), &LocateTrace::artMs, last.path);
    }
    return laps.done(std::move(art), &LocateTrace::artMs, "art");
}

} // namespace

std::vector<CardPose> locateCardPoses(const cv::Mat& bgr, const cv::Matx33d& intrinsics,
                                      const std::optional<cv::Matx33d>& tableToImage,
                                      const CardGeometry& geometry, const CardFinderConfig& config,
                                      LocateTrace* trace) {
    SearchedLooks looks;
    std::vector<CardPose> poses =
        findCardPoses(bgr, intrinsics, tableToImage, geometry, config, trace, looks);
    if (poses.empty() || looks.byArt) return poses;
    if (looks.marginFailed && config.marginRebuild && !tableToImage) {
        std::vector<CardPose> rebuilt = rebuiltWithMargin(
            poses.front().corners, bgr, intrinsics, geometry, config, looks.whiteMaps(config));
        if (!rebuilt.empty()) {
            if (trace) trace->path += "+margin";
            return rebuilt;
        }
    }
    const double chosenShare = weakestSideShare(poses.front().corners, bgr, config.sideCheck);
    if (chosenShare >= config.sideCheck.minShare) return poses;
    // A side off the paper's edge: perhaps one corner lies on a stack or a wheel.
    Laps laps(trace);
    const cv::Mat& grey = looks.photoGrey(bgr);
    CardQuad chosen;
    chosen.corners = poses.front().corners;
    chosen.area = std::abs(signedQuadArea(chosen.corners));
    const auto rebuilt = repairOneCorner(chosen, grey, intrinsics, geometry, config.maxViewAngleDeg,
                                         config.minEdgeSupport);
    if (rebuilt && insideImage(*rebuilt, bgr.size(), config.outsideTolerance) &&
        weakestSideShare(rebuilt->corners, bgr, config.sideCheck) >= config.sideCheck.minShare) {
        auto repaired = poseHypotheses(*rebuilt, intrinsics, geometry, config.maxShapeError,
                                       config.maxViewAngleDeg);
        if (!repaired.empty()) {
            if (trace) trace->path += "+repair";
            laps.lap(&LocateTrace::repairMs);
            return repaired;
        }
    }
    // Perhaps a whole side lies on stacks: the side rebuilt from the other three, taken when
    // every side of the rebuilt outline lies on the paper's edge.
    if (config.sideRebuild) {
        std::vector<CardPose> sideRebuilt;
        double bestShare = config.sideCheck.minShare;
        for (const CardQuad& quad : rebuildOneSide(chosen, intrinsics, geometry)) {
            if (!insideImage(quad, bgr.size(), config.outsideTolerance)) continue;
            const double share = weakestSideShare(quad.corners, bgr, config.sideCheck);
            if (share < bestShare) continue;
            auto sidePoses = poseHypotheses(quad, intrinsics, geometry, config.maxShapeError,
                                            config.maxViewAngleDeg);
            if (sidePoses.empty()) continue;
            bestShare = share;
            sideRebuilt = std::move(sidePoses);
        }
        if (!sideRebuilt.empty()) {
            if (trace) trace->path += "+side";
            laps.lap(&LocateTrace::repairMs);
            return sideRebuilt;
        }
    }
    // Still off the edge: of every card-shaped outline the looks find (learned, white margin as
    // shot and white-balanced), the one whose weakest side lies best on the paper's edge.
    // The looks findCardPoses made are taken as they are, not made again.
    std::vector<CardQuad> outlines = looks.learned;
    for (const bool balanced : {false, true}) {
        const auto& searched = balanced ? looks.wholeBalanced : looks.whole;
        CardFinderConfig look = config;
        look.maxWhiteGain = balanced ? config.retryWhiteGain : config.maxWhiteGain;
        const std::vector<CardQuad> quads =
            searched ? *searched
                     : findCardCandidates(bgr, look, {}, nullptr, 0.0, looks.work,
                                          &looks.whiteMaps(config));
        outlines.insert(outlines.end(), quads.begin(), quads.end());
    }
    double best = chosenShare;
    const double area = chosen.area;
    bool replaced = false;
    for (const CardQuad& quad : outlines) {
        if (!acceptableOutline(quad, bgr.size(), tableToImage, geometry, looks.mask,
                               looks.imagePerMask, config))
            continue;
        const double share = weakestSideShare(quad.corners, bgr, config.sideCheck);
        if (share < config.replaceSideShare || share <= best ||
            quad.area < area / config.replaceAreaRatio ||
            quad.area > area * config.replaceAreaRatio)
            continue;
        auto others = poseHypotheses(quad, intrinsics, geometry, config.maxShapeError,
                                     config.maxViewAngleDeg);
        if (others.empty()) continue;
        best = share;
        poses = std::move(others);
        replaced = true;
    }
    if (trace && replaced) trace->path += "+sides";
    laps.lap(&LocateTrace::repairMs);
    return poses;
}

std::vector<CardPose> rebuiltWithMargin(const std::array<cv::Point2d, 4>& corners,
                                        const cv::Mat& bgr, const cv::Matx33d& intrinsics,
                                        const CardGeometry& geometry,
                                        const CardFinderConfig& config, const WorkMaps& maps) {
    CardQuad chosen;
    chosen.corners = corners;
    chosen.area = std::abs(signedQuadArea(corners));
    std::vector<CardQuad> rebuilds =
        oneCornerRebuilds(chosen, intrinsics, geometry, config.maxViewAngleDeg);
    for (CardQuad& quad : rebuildOneSide(chosen, intrinsics, geometry))
        rebuilds.push_back(std::move(quad));
    const auto marginWhite = [&](const std::array<cv::Point2d, 4>& outline) {
        return whiteSum(marginSharesOf(outline, bgr, geometry, config, maps));
    };
    const double chosenWhite = marginWhite(corners);
    const double minMove = config.marginRebuildMinMove * std::sqrt(chosen.area);
    double bestSide =
        std::max(config.marginRebuildSideShare, weakestSideShare(corners, bgr, config.sideCheck));
    std::vector<CardPose> best;
    for (const CardQuad& quad : rebuilds) {
        if (!insideImage(quad, bgr.size(), config.outsideTolerance)) continue;
        auto poses = poseHypotheses(quad, intrinsics, geometry, config.maxShapeError,
                                    config.maxViewAngleDeg);
        if (poses.empty() || cornerDistance(poses.front().corners, corners) <= minMove) continue;
        const double side = weakestSideShare(poses.front().corners, bgr, config.sideCheck);
        if (side <= bestSide || (side < config.marginRebuildEdgeShare &&
                                 marginWhite(poses.front().corners) <= chosenWhite))
            continue;
        bestSide = side;
        best = std::move(poses);
    }
    return best;
}

} // namespace packmate::vision
