#pragma once

#include <opencv2/core.hpp>

#include <array>
#include <vector>

namespace packmate::vision {

/// What a stick found beside the card looks like, beyond its colour: the features from which
/// its confidence is fitted (vision/training/fit_stick_confidence.py). Brightness and colours
/// are relative to the card's white.
struct StickEvidence {
    /// Confidence from the shape alone (length against the colour's length; fixed for a
    /// fitted or partly hidden stick).
    double shapeConfidence = 0.0;
    double fitted = 0.0;
    double partlyHidden = 0.0;
    /// Found only on the second look, by a chroma the table lacks, or on the look by cluster
    /// (both colours the light moved off their reference; the fitted weights predate the
    /// latter) (1) or not (0).
    double secondLook = 0.0;
    /// The table itself shows the stick's colour (1) or not (0).
    double blind = 0.0;
    /// The photo has stick-coloured blobs that are no sticks (1) or not (0).
    double unexplained = 0.0;
    /// Colour distance of the top face's mean to the stick colour over that to the nearest
    /// table colour (below 1: nearer the stick).
    double colourRatio = 0.0;
    /// Spread of brightness over the top face (standard deviation / mean).
    double textureSpread = 0.0;
    /// Share of a ring round the top face clearly darker than it (side faces and shadow of a
    /// stick that stands above the table; a flat tile has none).
    double darkRim = 0.0;
    /// Where the camera sees the stick's side face (between the top face and the bottom face's
    /// place seen through it): the share of it with the top face's chroma, and the share darker
    /// than the top face. A flat tile or shadow shows the table there; 0.5 when the camera sees
    /// no side.
    double sideFace = 0.0;
    double sideDark = 0.0;
    /// Share of the searched table that has this stick colour (a patterned table shows it
    /// everywhere).
    double colourShare = 0.0;
    /// Chroma distance of the top face to the table colour nearest in chroma, and the top
    /// face's brightness over that colour's (a shadow: same chroma, darker).
    double tableChroma = 0.0;
    double tableBrightness = 0.0;
    /// The stick's colour: white, grey, brown (one-hot; turquoise and violet are neither).
    double white = 0.0;
    double grey = 0.0;
    double brown = 0.0;
    /// The learned look (StickNet): the mean probability of the stick's colour over its top
    /// face (0 when the network did not run), and whether only that look found it (1) or not.
    /// The network is surer of a grey, and far surer of a turquoise, violet or brown top than
    /// of a white cube's: its log-odds enters alone and again for white and grey sticks.
    double netTop = 0.0;
    double netLook = 0.0;

    static constexpr int kCount = 21;
    /// The features in the order of StickFinderConfig::evidenceWeights (after its bias); ratios
    /// and shares enter as logarithms, the rim shares as square roots, netTop as its log-odds.
    std::array<double, kCount> features() const;
    static const std::array<const char*, kCount>& names();
};

/// Logistic probability that the stick is right: sigmoid(weights[0] + Σ weights[i+1] ×
/// feature i).
double stickProbability(const StickEvidence& evidence,
                        const std::array<double, StickEvidence::kCount + 1>& weights);

/// Distance of colour `a` to colour `b`: their chromas (colour / mean) apart, plus
/// `brightnessWeight` × the squared relative brightness difference. Hue matters more than
/// brightness: a stick's top face may lie partly in shadow. Weight 0 is the chroma alone.
double colourDistance(const cv::Vec3f& a, const cv::Vec3f& b, double brightnessWeight);

/// Settings of measureStickLook, in pixels of the rectified table.
struct StickLookSettings {
    /// Width of the ring round the top face.
    double ringWidth = 4.0;
    /// A pixel is dark below this × the top face's median brightness.
    double darkRatio = 0.75;
    /// A side-face pixel is of the stick's chroma within this distance.
    double sideChroma = 0.12;
    /// Side faces narrower than this are not seen.
    double minSide = 1.5;
    /// Brightness weight of colourDistance against the stick and table colours.
    double brightnessWeight = 0.4;
};

/// Measures the look of the stick whose top face is `top` in the rectified table (`relative`:
/// CV_32FC3 colours relative to the card white, `valid`: where the table is seen); `drop` is
/// where the camera sees the bottom of the top face's middle, relative to it. The shape, colour
/// and table fields are left to the caller.
void measureStickLook(const cv::Mat& relative, const cv::Mat& valid, const cv::RotatedRect& top,
                      cv::Point2d drop, const cv::Vec3f& stickColour,
                      const std::vector<cv::Vec3f>& table, const StickLookSettings& settings,
                      StickEvidence& evidence);

} // namespace packmate::vision
