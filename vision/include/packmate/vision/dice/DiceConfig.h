#pragma once

namespace packmate::vision::dice {

/// Stage 1: pip candidates (small round spots darker or lighter than the face around them).
/// Sizes are in pixels of the working image (the frame shrunk to `workingMaxSide`).
struct PipFinderConfig {
    double levelScale = 1.0;     ///< face level computed at this fraction of the size (speed)
    int workingMaxSide = 800;    ///< frames larger than this are shrunk first (speed)
    int faceKernel = 25;         ///< neighbourhood (px) that gives the face level; > pip size
    int smallFaceKernel = 0;     ///< a second, smaller one for small dice (0: none)
    int minContrast = 45;        ///< grey levels between a pip and its face
    int minLightContrast = 30;   ///< the same for light pips (on coloured dice, less contrast)
    double maxLevelRatio = 0.70; ///< dark pip level / face level must stay below this
    int minArea = 5;             ///< px²
    int maxArea = 500;           ///< px²
    double minFill = 0.60;       ///< pixel area / area of the fitted ellipse
    double minAspect = 0.30;     ///< minor / major axis of any candidate
    bool lightPips = true;       ///< also look for light pips on dark dice
};

/// Stage 2: pips grouped into faces and read.
struct FaceReaderConfig {
    double frontalAspect = 0.70;  ///< pips rounder than this (minor/major) may be top-face pips
    double relativeAspect = 0.85; ///< ...and at least this fraction of the roundest pip nearby
    double linkDistance = 3.0;    ///< max centre distance of two pips of a face, in pip diameters
    double pairDistance = 5.0;    ///< two lone pips this close (in pip diameters) may be a "2"
    double maxAreaRatio = 2.3;    ///< max area ratio of two pips of one face
    double minBridgeLevel = 0.72; ///< darkest point between two linked pips / face level
    double faceToPip = 5.2;       ///< face side / pip diameter, to draw the face outline
    double maxFaceSpread = 28.0;  ///< grey-level std. dev. of a face around its pips
    double sameDieDistance = 1.0; ///< faces closer than this many face sides share a die
    double upperFaceBonus = 0.25; ///< of two faces of one die, the upper one is the top
                                  ///< (the camera looks forward and down)
    double unsureBelow = 0.80;    ///< dice with a lower confidence are flagged
    /// Confidence factor for a face the colour's die lacks (always warned). With `unsureBelow`
    /// 0.8 such a die stays confident only when read at least 0.94 sure: ordinary pip dice and
    /// white/grey mix-ups of the colour otherwise flagged most sure 5s and 6s (real train/:
    /// 204 of 234 abstentions, value right).
    double impossiblePenalty = 0.85;
};

/// Stage 3: blank faces (value 0) found as die-sized patches of a game colour without pips.
struct BlankFaceConfig {
    double searchScale = 0.5; ///< colour patches are searched at this fraction of the working size
    double maxColourDistance = 18.0; ///< Lab distance to a game colour reference
    double minSquareness = 0.70;     ///< area / minAreaRect area
    double minSide = 14.0;           ///< px at working scale when no pipped die gives the size
    double maxSide = 90.0;
    double sizeTolerance = 0.35; ///< relative to the median pipped face size
};

/// Neutral dice (white, grey, black) re-read in the light of the whole frame (FrameColours).
/// Colours right (eval-dice, found dice): rendered dev/ 87.3 -> 95.7 %, train/ 89.8 -> 99.6 %;
/// renders not looked at while choosing (/work/render/dice-cls-a, -b): 83.3 -> 96.7 %.
/// Bright frames (the white die clipped near L* 100, the grey one read white) and the cast
/// (a brown die read grey under cool light), 2026-11-22, chosen on dev/: dev 511 -> 534/534,
/// train 235 -> 236/236; not looked at while choosing: dice-cls-a + -b 343 -> 355/355,
/// /work/render/dice-v2-a + -b (fresh, seeds 301/302): see docs/dice-recognition.md.
struct FrameColourConfig {
    bool enabled = true;
    double maxNeutralChroma = 10.0; ///< references with a smaller Lab chroma are neutral
    double minPairRatio = 0.6;      ///< a grey die is this fraction of the white one's lightness
    /// ... up to this fraction (rendered dev/: grey / lightest neutral 0.66-0.86, a second white
    /// die 0.90-1.0)
    double maxPairRatio = 0.88;
    double maxGain = 1.5;  ///< at most this much lighter (L* + 16 scaled)
    double minGain = 0.85; ///< at most this much darker (a clipped white die: ~0.88)
    /// The light's cast (a*, b* of the grey dice off the grey reference) taken out of every die
    /// before it is classified again, when at least this large (Lab units; 0: off). Rendered
    /// grey dice: b* -10 (cool light), +3, +10 (warm).
    double minCast = 4.0;
    double maxCastA = 3.0; ///< grey dice further than this off in a* do not measure the cast
};

/// Blank faces read by the learned path that are the table in a die's shadow (ShadowCheck):
/// the face's median colour over the table ring's is about the same in every channel and
/// well below 1. Chosen on the blank finds of rendered dev/, train/ and dice-cls-b: shadows
/// spread <= 1.10, dimming 0.50-0.67; true blank faces spread >= 1.27, or (grey and brown dice
/// on like tables) spread 1.02-1.08 at ratios >= 0.83.
struct ShadowConfig {
    bool enabled = true;
    double maxSpread = 1.12;    ///< largest / smallest channel ratio
    double maxDimming = 0.72;   ///< mean channel ratio
    double faceRadius = 0.3;    ///< the face's disc, in face sides from the centre
    double ringFrom = 0.9;      ///< the table ring round it, from and to (face sides): mostly
    double ringTo = 1.4;        ///< table, of which the die casting a shadow covers only part
    double samplesPerSide = 16; ///< sampling step = side / this (medians need no more)
};

/// Stage 4: the learned face classifier re-reads every candidate from a crop around it.
struct ClassifierConfig {
    bool enabled = true;
    int cropPixels = 40;              ///< network input side (fixed by the trained model)
    double cropFaces = 1.6;           ///< crop side in face sides (fixed by the trained model)
    double minProbability = 0.6;      ///< a die found by colour alone needs this much
    double overrideProbability = 0.9; ///< the classifier overrides the pip count when this sure
    double dropNoDie = 0.8;           ///< "no die here" at least this sure removes a candidate
    /// With the learned finder, a blank read (value 0) less sure than this (classifier ×
    /// finder) is no die: such finds are table tiles, shadows and gaps between dice. True blank
    /// faces were read at least 0.71 sure (360 on the renders), most false blank finds 0.14-0.65
    /// (false positives 31 -> 11 on the rendered decision sets, no die lost). 0: never.
    double dropBlankBelow = 0.6;
    /// A lone pip read as "1" may be one pip of a face whose other pips were missed, the crop
    /// then centred off the face: crops shifted this many face sides around it are read too.
    double shiftedLook = 0.2;
    double shiftedDoubt = 0.5; ///< a shifted crop this sure of another value makes the die unsure
    /// With the learned finder the crop is centred on the whole face, not on a pip: a "1" read
    /// at least this sure (classifier × finder) skips the shifted crops (they cost 8 crops each).
    /// 0: never with the finder; the turned look below catches what it caught, without
    /// flagging sure "1"s next to other dice (training splits: 5 more dice correct, none wrong).
    double shiftedLookBelow = 0.0;
    /// With the learned finder, a die whose classifier probability is below this is read again
    /// from its crop turned by 90°, 180° and 270°; the four readings are averaged. A confident
    /// misread of one view rarely survives the other three (rendered dev/ + train/: 5 -> 0).
    double turnedLookBelow = 0.98;
    /// Turned views of such a die: 1 (the half turn only; a third of the cost) or 3 (quarter,
    /// half and three quarters turns). 1 was measured on the training splits: one misread more
    /// on rendered train/ (0 -> 1), so 3.
    int turnedViews = 3;
    /// The turned look also reads the mirrored crop and its turns (a mirrored face shows the
    /// same value): twice the views, for the dice looked at only.
    bool mirroredLook = false;
    /// A weak finder peak (DetectorConfig::weakScore) is a die only when a value 1-6 is read at
    /// least this sure (after the turned look); its confidence is then that probability.
    double weakPeakSure = 0.95;
    /// With the learned finder, the face models combined (FaceClassifier::models(): the
    /// built-in dice_faces.onnx, then dice_faces_2.onnx, the same recipe with another seed);
    /// 1: the first one alone. Their probabilities are averaged, view by view.
    int faceModels = 2;
    /// 0: every model reads every crop and every turned view (the full ensemble; dice-v9: 6.0-6.3
    /// ms a frame instead of 4.4-4.6, and fewer dice right than the second opinion). Above 0: the
    /// first model reads as with one model (first look, turned look); only a die it reads less
    /// than this sure (its best class) is read by the other models too, from its crop and the
    /// turned look's views, and the models' probabilities are averaged (a second opinion). 0.8
    /// (`FaceReaderConfig::unsureBelow`): only dice the first model alone would flag are asked,
    /// so no confident reading changes. Decision sets (dice-v9, seeds 7+8): correct 4315 -> 4328,
    /// misread 2 -> 2, abstained 40 -> 27; over all 12 ordered pairs of 4 seeds correct +4 to +13
    /// on the first model, misread +0 to +2 (a second model sure of a light-pip 6 read 4). 0.94
    /// (chosen, fourteenth round: a misread is worse than an abstention): seeds 7+8 4325 / 1 / 31
    /// / 18 / 18 (correct +10, misread -1); over the 12 pairs +4.5 correct and misread -0.1 on
    /// average; ~0.2-0.3 ms a frame.
    double secondOpinionBelow = 0.94;
};

/// The learned dice finder (vision/training/dice/train_dice_detector.py): die centres, face
/// sides and turns from the frame shrunk to the network's input.
struct DetectorConfig {
    bool enabled = true;  ///< false: the classic pip-grouping stages find the dice
    int inputWidth = 320; ///< network input (fixed by the trained model)
    int inputHeight = 240;
    int stride = 4;        ///< input pixels per output cell (fixed by the trained model)
    double minScore = 0.4; ///< heatmap peaks below this are no die...
    /// ... unless at least this high and read by the face classifier at least
    /// `ClassifierConfig::weakPeakSure` sure (a second look: black dice in dim light peak just
    /// under `minScore`). 0 or >= minScore: off. Decision sets (dice-v7): missed 29 -> 16, no
    /// misread or false positive more; 0.25: one side face of a real photo more, 0.2: three.
    double weakScore = 0.3;
    /// A peak between this and `weakScore` is a second look too when its face colour is black
    /// (DiceColourModel; then read as a weak peak). 0, >= weakScore or weakScore off: off. On
    /// the eight decision renders (thirtieth round; 2,651 dice; correct / misread / missed /
    /// false finds) 2617 / 1 / 12 / 4 -> 0.2: 2620 / 1 / 9 / 4, 0.15: 2622 / 1 / 7 / 4, 0.1:
    /// 2623 / 1 / 6 / 4, 0.05: 2623 / 1 / 6 / 6; real train/ unchanged at each (937 / 0 / 2 / 9:
    /// its false finds are side faces of white dice, which a lower floor for every colour added,
    /// 9 -> 12 at 0.2).
    double darkWeakScore = 0.15;
    double sureScore = 0.5;     ///< peaks below this lower the die's confidence
    double minSeparation = 0.6; ///< two peaks closer than this many face sides: one die
    /// A find whose centre is closer than this many face sides to the frame's edge is a die
    /// mostly out of the picture (unreadable; not labelled in the real photos, where the nearest
    /// labelled die is 0.44 of its box side in, 0.26 of the finder's side): it is not reported.
    /// 0: all are. Real train/ false positives 28 -> 21 (0.25: 20, one die lost).
    double minBorderFaces = 0.15;
};

/// The centre refiner (DiceCentreRefiner, vision/training/dice/train_dice_centre.py): each
/// found die's centre and side re-estimated on the full-resolution frame before the
/// classifier's crop is cut.
struct RefinerConfig {
    bool enabled = true;
    int windowPixels = 32;    ///< network input side (fixed by the trained model)
    double windowFaces = 2.0; ///< window side in face sides (fixed by the trained model)
    int passes = 1;           ///< refinements in a row (each one batch)
    double maxShift = 0.35;   ///< a pass moves the centre at most this many sides per axis
    /// ... and scales the side by at most this factor. The model learned sides on renders only;
    /// on real photos it grows them by 16 % (median; renders 1 %, p10-p90 0.93-1.11), and crops
    /// that large read worse: real train/ correct 920 with 1.35, 924 with 1.1 (922 unrefined).
    double maxScale = 1.1;
};

/// The classic baseline: blob detector pips, clustered by distance, counted.
struct BaselineConfig {
    int workingMaxSide = 640;
    double minArea = 5.0;
    double maxArea = 500.0;
    double minCircularity = 0.6;
    double clusterDistance = 3.0; ///< in median pip diameters (single linkage)
};

/// Every stage's settings; one object configures the whole dice reader.
struct DiceConfig {
    PipFinderConfig pips;
    FaceReaderConfig faces;
    BlankFaceConfig blanks;
    ClassifierConfig classifier;
    DetectorConfig detector;
    RefinerConfig refiner;
    FrameColourConfig colours;
    ShadowConfig shadows;
};

} // namespace packmate::vision::dice
