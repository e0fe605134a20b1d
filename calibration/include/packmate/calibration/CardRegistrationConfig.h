#pragma once

#include <packmate/vision/config/CardGeometry.h>

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
    /// Below this confidence the proposal is marked unsure: the user should check it.
    double minConfidence = 0.7;
};

} // namespace packmate::calibration
