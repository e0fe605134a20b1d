#pragma once

#include <packmate/vision/config/SideEdgeCheck.h>

#include <array>
#include <cstddef>

namespace packmate::vision {

/// Thresholds of the card finder (stage 1).
struct CardFinderConfig {
    /// Work on a copy scaled so its longer side is this many pixels (speed).
    int workSide = 640;
    /// Card area as a fraction of the image: smaller or larger blobs are not cards.
    double minAreaFraction = 0.01;
    double maxAreaFraction = 0.6;
    /// Whiteness = darkest channel × (darkest / brightest channel). The "card white level" is
    /// the whiteness exceeded by this fraction of the pixels; masks are cut at these fractions
    /// of it (and at Otsu's threshold), never below minWhitenessThreshold.
    double brightFraction = 0.004;
    std::array<double, 4> thresholdFractions{0.9, 0.8, 0.6, 0.42};
    double minWhitenessThreshold = 0.12;
    /// Before that, the photo may be white-balanced by its pixels above the white level (the
    /// margin, tinted by cool or warm light): each channel gains at most this (1 = as shot).
    double maxWhiteGain = 1.0;
    /// The card locator looks again with this maxWhiteGain when no outline fits in the photo
    /// as shot (1 = no second look).
    double retryWhiteGain = 1.3;
    /// Closing radii (work pixels) that join the white margin round the art.
    std::array<int, 2> closeRadii{2, 7};
    /// A quad's fill of its own contour area must reach this (rejects ragged blobs).
    double minSolidity = 0.85;
    /// Blobs whose bounding boxes overlap this much (intersection / union) are the same blob.
    double sameBlobOverlap = 0.98;
    /// Largest accepted reprojection error of the card rectangle (fraction of the card diagonal).
    double maxShapeError = 0.03;
    /// A card seen more obliquely than this (degrees off its normal) is not accepted.
    double maxViewAngleDeg = 55.0;
    /// Corners may lie at most this far outside the image (pixels): the whole card must show.
    double outsideTolerance = 3.0;
    /// When no outline fits, the largest this-many candidates get one corner rebuilt; a rebuilt
    /// outline needs at least this mean edge step (grey levels) along its sides.
    std::size_t repairCandidates = 3;
    double minEdgeSupport = 12.0;
    /// The chosen outline with a side off the paper's edge (a corner on a stack or a wheel) gets
    /// one corner rebuilt from the other three (repairOneCorner); the rebuilt outline replaces it
    /// when every side of it lies on the edge.
    SideEdgeCheck sideCheck;
    /// When no corner rebuild puts every side on the edge, another card-shaped outline of the
    /// looks (learned, white margin as shot and white-balanced) replaces it: the one whose weakest
    /// side lies best on the edge, at least at replaceSideShare of its points (stricter than the
    /// check: a pale tile beside the card can carry a side a little way), its area within
    /// replaceAreaRatio of the first one's either way (not a white block on the card).
    double replaceSideShare = 0.4;
    double replaceAreaRatio = 1.25;
    /// Edge refinement: how far (work pixels) each side is searched along its normal, and at
    /// how many points.
    int edgeSearch = 4;
    int edgeSamples = 40;
    /// The learned finder (CardMaskFinder) and the white-margin search both look; an outline
    /// of the white margin whose corners all lie within agreeFraction × sqrt(card area) of the
    /// learned one's is taken for its precision, else the learned one.
    bool learned = true;
    double agreeFraction = 0.15;
    /// A white-margin outline whose corners lie within sameCardFraction × sqrt(card area) of
    /// the learned one's is on the same card (then compared with it).
    double sameCardFraction = 0.5;
    /// A learned outline whose every side found the card's edge at this share of its samples,
    /// the found points within this RMS distance (work pixels) of a straight line, is taken
    /// without the white-margin search (the slowest part of the stage): both would refine it
    /// onto the same edges.
    double sureEdgeShare = 0.95;
    double sureEdgeResidual = 0.5;
    /// Beside a learned outline, white-margin outlines are searched only within this fraction
    /// × sqrt(card area) of its bounding box (beyond sameCardFraction: refinement moves corners).
    double nearSearchFraction = 0.75;
    /// Of two card-shaped outlines, the later one wins only when larger by this factor.
    double largerAreaMargin = 1.02;
    /// Without a metric table homography, any outline needs at least this mean card
    /// probability in the learned mask (the net gives ≥ 0.85 on held-out card arts, < 0.01 on
    /// bare tables).
    double minMaskSupport = 0.5;
    /// An outline smaller than this share of the photo is not a card (a die's top face, a tile):
    /// every rendered card covers at least 0.049 of its photo, and a card that far away leaves
    /// its cells too few pixels to read.
    double minAreaShare = 0.02;
    /// Learned finder: the net's card mask is cut at this probability; each
    /// side of its outline is then searched this far (mask pixels) along its normal for the
    /// card's outer edge (a step of at least maskMinEdgeStep Sobel units, bright inside, on the
    /// photo scaled to workSide), and again edgeSearch work pixels round that.
    double maskThreshold = 0.5;
    double maskEdgeSearch = 1.5;
    double maskMinEdgeStep = 40.0;
    /// A mask blob less solid than minSolidity (a blurred, rounded mask: a pale table under
    /// cool light) but within maskLooseSolidity still gives an outline, taken only when its
    /// sides are found on the photo's edges and it fits the card's shape within
    /// looseMaxShapeError (fraction of the card diagonal; good ones fit within 0.002, ones
    /// with a side on a wrong edge 0.004 and more).
    double maskLooseSolidity = 0.67;
    double looseMaxShapeError = 0.0025;
    /// On a table with white squares (findCardByArt, the last look): the art is what is less
    /// white than these fractions of the card white level, opened by a disc of each of these radii
    /// (work pixels) so thin joints between tiles do not join it to the table; its blob must fill
    /// this share of its hull. Along the middle of the margin round it, at least artRingShare of
    /// artRingSamples points on three sides must be as white as the cut, artWheelSideShare on the
    /// fourth (the printed wheels reach into the margin along the bottom); inside the art shrunk by
    /// artSpreadInset work pixels the grey levels must spread by at least artMinSpread (standard
    /// deviation): a flat coloured table square does not.
    bool artLook = true;
    std::array<double, 3> artWhiteFractions{0.9, 0.8, 0.7};
    std::array<int, 2> artOpenRadii{2, 4};
    double artMinSolidity = 0.8;
    /// A blob less solid than that but at least this (the art joined to a table square, a stick
    /// or a shadow at a corner), and a solid one whose outline is not kept, is tried again with
    /// each corner rebuilt from the other three.
    double artJoinedSolidity = 0.6;
    double artRingShare = 0.8;
    double artWheelSideShare = 0.45;
    int artRingSamples = 24;
    double artSpreadInset = 2.0;
    double artMinSpread = 12.0;
    /// An outline of the white-margin search (or its repair or white-balanced retry) is checked
    /// against the card's template: along the middle of its margin, the weakest side must be at
    /// least marginWhiteFraction of the card white level at marginWeakestShare of
    /// artRingSamples points, the second weakest at marginSecondShare (wheels, sticks, shadows
    /// and stacks leaning over the margin take some). When it is not, the art look
    /// (findCardByArt) is asked, and its outline taken if it finds one (not on the mat, its
    /// homography given: the margin does not stand out there): on a table with white
    /// squares the margin's blob takes in squares beside the card, or is the pale loading area.
    bool marginCheck = true;
    /// The same check on the outline taken beside the learned one (path "near"): of the two,
    /// the one whose margin holds; when neither, the art look's outline if it finds one. Off:
    /// with the mask before round `card-mask` it lost a card on test4 and test6 and gained none;
    /// with the mask trained on tiled tables (see vision/README.md) it is needed.
    bool nearMarginCheck = true;
    /// There the art looks search only round the learned outline (its white-margin search box,
    /// nearSearchFraction), not the whole photo: the learned mask places the card.
    bool nearLooksRound = true;
    /// There, when the chosen outline's margin does not hold, the other outline (learned or of the
    /// white margin, also when the two agree) replaces it if its margin holds or is the whiter
    /// (the sum of its sides' shares). Off: only the other of two that disagree, when it holds.
    bool nearWhiterMargin = true;
    /// An outline whose margin is not white, and the art looks' outline for it, is kept only when
    /// it covers at least this share of the learned mask's blob under it (as area): a smaller one
    /// is a part of the card (a white cube's side and the cab's margin cut off, dev_0112; the
    /// number badge of a grey card on gingham, test6_0109). Then the mask-lines look's outline
    /// when it covers lineMinBlobShare of its blob, else no card.
    double minMaskBlobShare = 0.6;
    double marginWhiteFraction = 0.9;
    double marginWeakestShare = 0.3;
    double marginSecondShare = 0.7;
    /// On a tiled or checked table (findCardByTrimmedMargin, after the art look): the white
    /// margin's blob at these fractions of the card white level, filled and opened by discs of
    /// these radii (shares of the square root of the blob's area: wider than a table square
    /// beside the card). Its ring and art checks are the art look's (artRingShare,
    /// artWheelSideShare, artMinSpread).
    bool trimLook = true;
    std::array<double, 2> trimWhiteFractions{0.8, 0.7};
    std::array<double, 3> trimRadii{0.06, 0.12, 0.2};
    /// On a patterned table (round `patterned`, findCardByMaskLines): the learned mask's blob
    /// bleeds into pale squares beside the card (loose, no learned outline) and the strongest
    /// steps near its sides are the pattern's. Each side of the blob's quad (mask cut at these
    /// probabilities) is fitted as the straight bright-inside edge that most of lineSamples
    /// points along it lie on (within lineInlier work pixels; steps of at least lineMinStep
    /// Sobel units, the linePeaksPerSample strongest per point, searched lineSearch × √area
    /// along its normal, within lineMaxAngleDeg of the side), then again within
    /// lineRefineSearch work pixels and lineRefineAngleDeg. Kept when every side has
    /// lineMinShare of its points on its line and the four lineMinShareSum together (test8's
    /// harlequin: the right outlines 3.4–3.9, the wrong ones 3.3 or less). Used when no learned
    /// outline fits: taken at once when its margin holds (path "lines"), else after every other
    /// look found nothing (path "lines" too).
    bool lineLook = true;
    std::array<double, 2> lineMaskCuts{0.5, 0.8};
    double lineSearch = 0.15;
    int lineSamples = 40;
    /// Points along each side in the first, wide search (lineSearch); the refinement within
    /// lineRefineSearch, whose shares decide, takes lineSamples. The search's pairs grow with
    /// the cube of its points: 32 instead of 40 (round fifteen) cut fitSideLines' instructions by
    /// 36 % and rt-decide's median by ~0.7 ms; on the eleven decision sets 4 more scenes exact
    /// and 7 fewer unsure, confident-wrong 0 (24 points: 9 fewer exact). vision/README.md.
    int lineSearchSamples = 32;
    int linePeaksPerSample = 8;
    double lineMinStep = 10.0;
    double lineMaxAngleDeg = 15.0;
    double lineInlier = 1.5;
    double lineRefineSearch = 3.0;
    double lineRefineAngleDeg = 4.0;
    double lineMinShare = 0.4;
    double lineMinShareSum = 3.3;
    double lineMaxShapeError = 0.01;
    /// Of a side's lineKeep best lines, the one with the most points times (lineWhiteWeight +
    /// the share of the middle of the margin inside it at lineWhiteFraction of the white
    /// level): a road strip's edge inside the card or a tile joint outside it runs as straight.
    int lineKeep = 3;
    double lineWhiteWeight = 0.5;
    double lineWhiteFraction = 0.8;
    /// When no outline of a mask cut fits the card's shape (lineMaxShapeError), the sides are
    /// chosen again with each line's score times the mean learned-mask probability
    /// lineMaskDepth mask pixels inside it, first fitting outline taken (round fifteen, branch
    /// pale-card: on pale stripes and scales a table edge beyond the margin outscores the
    /// card's own edge, the margin no whiter than the table; the mask, good there, lies inside
    /// the card's edge only). 1.5 mask pixels (~27 photo px at 1280 × 960): rt-decide, rt-fresh
    /// and the white tables one more card found each, test6_0133 14.6 → 2.3 px, dev test_0100
    /// 2.7 → 0.6 px, no outline worse on the thirteen decision sets; 0.5 also finds
    /// r5-decide's 0099 but puts rt-fresh's 0002 31 px off; 1.0–3.5 the same as 1.5 on r5's
    /// scenes. false: off.
    bool lineMaskChoice = true;
    double lineMaskDepth = 1.5;
    /// On the near path, a learned outline whose sides found the photo's edges at fewer than
    /// this share of their points (a pattern's edges beside it) asks this look too; its outline
    /// replaces the near one when its margin holds and it lies on the same card (path
    /// "near+lines"). 0: never.
    double nearLinesBelow = 0.9;
    /// Taken after every other look (its margin not white), the outline must cover this share of
    /// the learned mask's blob under it (as area): a smaller one lies on the art's edges inside
    /// the card (train_white_0003: a stack's side and the art's bottom edge).
    double lineMinBlobShare = 0.8;
    /// When no other look found a card, the mask-lines look is taken with these looser shares
    /// (the sum of the four sides', the weakest side's) if its outline covers lineLastBlobShare
    /// of the mask's blob (test9's spiral rings as white as the margin: sums 2.75-3.3, the blob
    /// bled into the rings). lineLastShareSum at or above lineMinShareSum: off.
    double lineLastShareSum = 2.7;
    double lineLastMinShare = 0.3;
    double lineLastBlobShare = 0.6;
    /// When every look found nothing, the mask-lines look's outlines with one side or one corner
    /// rebuilt by the card's shape (a stack leaning over the far edge took it); the rebuilt
    /// outline covering lineMinBlobShare of the mask's blob whose margin is the whitest of those
    /// whose card edge is at least lineRebuildSupportShare of the strongest (and at least
    /// minEdgeSupport) is the card (path "lines+rebuilt").
    bool lineRebuild = true;
    /// The chosen outline with a side off the paper's edge, no corner rebuild mending it: one
    /// side rebuilt from the other three (rebuildOneSide), taken when every side of it lies on
    /// the edge (path "+side").
    bool sideRebuild = true;
    /// An outline returned with its margin failing (no look found a better one): one corner
    /// (oneCornerRebuilds) or one side (rebuildOneSide) rebuilt from the others, taken when its
    /// margin is whiter and every side lies on the paper's edge at `marginRebuildSideShare` of
    /// its points, more than the outline's weakest side, moving it by more than
    /// `marginRebuildMinMove`; of those the one whose weakest side lies best (path "+margin").
    /// Round twenty-one: a corner of the learned outline on a shibori's pale blob.
    bool marginRebuild = true;
    double marginRebuildSideShare = 0.5;
    /// A rebuild whose every side lies on the paper's edge at this share of its points needs no
    /// whiter margin (dim light: test5_0093's card margin reads 0.7-1.0 white of 4 sides).
    double marginRebuildEdgeShare = 0.9;
    /// A rebuild that moves the outline by at most this × √area is no mend: the outline was right
    /// and its margin fails for the stacks or shadows on it (dev_0045, dev_0137: 0.006-0.007;
    /// the outlines it mends on the decision sets moved 0.03-0.26).
    double marginRebuildMinMove = 0.02;
    double lineRebuildSupportShare = 0.9;
    /// A rebuilt outline is only looked at when the learned mask's mean inside it reaches this
    /// and it covers this share of the photo (a cluster of dice makes a blob too, 0.55–0.9).
    double lineRebuildMinMaskSupport = 0.85;
    double lineRebuildMinAreaShare = 0.04;
    /// An outline of the white-margin search, repair or retry whose margin fails (and the art
    /// look's in its place) gives way to the mask-lines look's outline of the card's shape
    /// (its margin failing too, covering lineMinBlobShare of the mask's blob) when that one's
    /// margin is the whiter (branch pale-card: r5-decide 0052, a pale table's blob outlined
    /// 146 px off, margin shares 0.13/0.29 against the lines' 0.54/0.62; with it, over the
    /// thirteen decision sets 6 more outlines found, 15 moved, all better but test9_0060 0.25 →
    /// 0.33 px; CW 0).
    bool lineWhiterMargin = true;
    /// Hulls are simplified to polygons within this share of the square root of their area
    /// before the largest inscribed quad is taken (the learned mask, the art look, this look);
    /// outlines whose corners lie this close (same share) are the same.
    double polygonTolerance = 0.02;
    /// With a metric table homography: the table is searched from straight above at this many
    /// pixels per centimetre, at most this far (cm) from the homography's origin; art is what
    /// is darker than this fraction of the white nearby, and its box must match the art's size
    /// within this fraction.
    double tablePixelsPerCm = 8.0;
    double tableReachCm = 60.0;
    double artBelowWhite = 0.8;
    double artSizeTolerance = 0.12;
    /// The blob may be this much larger (fraction) than the art: stacks on the card.
    double artGrowTolerance = 0.72;
    /// The art's outline is searched this far (cells) round the blob's box.
    double artShiftCells = 0.5;
};

} // namespace packmate::vision
