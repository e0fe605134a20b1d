#pragma once

#include <packmate/vision/config/CardGeometry.h>

#include <array>

namespace packmate::calibration {

/// Every tunable of card registration in one place.
struct CardRegistrationConfig {
    vision::CardGeometry geometry;
    /// Searched area: the mat's card place grown by this much (a card may overhang its outline).
    double placeOutsetMm = 6.0;
    /// Resolution of the straight-on view of the card place used to find the card.
    double searchPixelsPerMm = 4.0;
    /// A pixel belongs to the card's art when its channels, relative to paper white, spread by
    /// more than this (it is coloured)...
    double artChroma = 0.10;
    /// ...or one of them is below this (it is dark).
    double artDarkness = 0.75;
    /// Printed lines thinner than this are removed before the card's outline is taken.
    double lineRemovalMm = 1.5;
    /// The card's printed art (everything not card white), in card cells: inside the white
    /// margin, but the wheels reach a little into the bottom margin.
    double artLeft = 0.2;
    double artTop = 0.2;
    double artRight = 7.8;
    double artBottom = 4.95;
    /// The card's art must measure within this fraction of the expected size.
    double sizeTolerance = 0.15;
    /// Resolution of the card-frame view in which cells are read.
    int pixelsPerCell = 32;
    /// A loading-area pixel: every channel at least this fraction of the card's white...
    double whiteMinRatio = 0.80;
    /// ...and its channels within this of each other (relative): white, not a pale colour.
    double whiteMaxSpread = 0.12;
    /// Central part of each half cell that is read (skips printed cell outlines).
    double sampleInner = 0.6;
    /// Weight of the "road along the bottom edge" cue when telling the cab end from the other.
    double roadCueWeight = 0.5;
    /// Where the layer count is printed (centre and radius of its white disc, in cells)...
    double digitCentreX = 1.3;
    double digitCentreY = 3.35;
    double digitRadius = 0.5;
    /// ...read at this many pixels per cell.
    int digitPixelsPerCell = 64;
    /// Ink per 4 × 4 zone of the digits 1–4 (row by row), measured on the rendered dev cards
    /// (datasets/calibration/cards/cards_dev_*) with layerDigitZones.
    std::array<std::array<double, 16>, 4> digitTemplates{{
        {0.741, 0.944, 0.741, 0.000, 0.000, 0.648, 0.833, 0.000, 0.000, 0.667, 0.833, 0.000, 0.630,
         0.926, 0.981, 0.759}, // 1 (1 cards)
        {0.659, 0.684, 0.849, 0.587, 0.000, 0.000, 0.480, 0.925, 0.054, 0.579, 0.802, 0.112, 0.855,
         1.000, 0.688, 0.638}, // 2 (4 cards)
        {0.468, 0.659, 0.873, 0.571, 0.000, 0.206, 0.706, 0.690, 0.000, 0.310, 0.675, 0.833, 0.595,
         0.587, 0.849, 0.690}, // 3 (2 cards)
        {0.000, 0.312, 0.989, 0.333, 0.228, 0.720, 0.831, 0.381, 0.894, 0.587, 0.905, 0.714, 0.254,
         0.280, 0.862, 0.545}, // 4 (3 cards)
    }};
    /// A reading farther than this (RMS over the zones) from its template is not trusted...
    double digitMaxDistance = 0.15;
    /// ...nor one less than this nearer to it than to the next digit's.
    double digitMinMargin = 0.05;
    /// Below this confidence the proposal is marked unsure: the user should check it.
    double minConfidence = 0.7;
};

} // namespace packmate::calibration
