#pragma once

#include <packmate/vision/config/SideEdgeCheck.h>

namespace packmate::vision {

/// Weights of the orientation choice (stage 2).
struct GridFitConfig {
    /// Weight of "the wheels are along the bottom edge": the light hub inside a dark tyre at each
    /// wheel's place, minus the same look at the places the wheels would have on the card turned
    /// half round. Every art has its wheels there; the sky and road colours vary, so "the sky
    /// strip is brighter than the road strip" (the old cue) is no cue: backwards on a dark-sky
    /// art (issue 5).
    double wheelWeight = 4.0;
    /// Side of the hub patch, distance of the tyre patches from the centre and their side (cells).
    double hubPatch = 0.15;
    double tyreRadius = 0.3;
    double tyrePatch = 0.1;
    /// The tyre's brightness is this rank (0 = darkest) of its eight patches: all but the
    /// brightest two must be dark.
    int tyreRank = 5;
    /// Each wheel is looked for this far (cells) round its printed place (the outline may be a
    /// little off), on the card rectified at this many pixels per cell.
    double wheelSearch = 0.15;
    int wheelPixelsPerCell = 20;
    /// One wheel's hub-minus-tyre contrast (relative to the card white) counts up to this much
    /// either way: one clear wheel is enough, one odd patch of sky is not.
    double wheelCap = 0.4;
    /// Below this sum of wheel contrasts at the chosen pose's wheel places (no wheel seen: the
    /// outline may not be the card's), the orientation confidence is at most noWheelsConfidence.
    /// Every correctly found card of dev, the seed-3 split and the random-art renders had at
    /// least 0.37; wrong outlines as little as 0.07.
    double minWheelsSeen = 0.3;
    double noWheelsConfidence = 0.5;
    /// An outline with a side off the paper's edge (SideEdgeCheck) is no sure choice either: the
    /// confidence is at most weakSideConfidence.
    SideEdgeCheck sideCheck;
    double weakSideConfidence = 0.5;
    /// Hypotheses whose shape error exceeds slack × the best one (+1 px) are dropped.
    double shapeSlack = 2.0;
    /// Weight of "a non-loading cell does not look like bare card": it does when the mean
    /// colour of its middle (a square `maskPatch` cells wide) is whiter than `maskWhiteAbove`.
    double maskWeight = 1.0;
    double maskPatch = 0.5;
    double maskWhiteAbove = 0.8;
    /// Weight of "a loading cell shows its printed outline".
    double gridLineWeight = 1.0;
    /// Weight of the learned look at the whole card (CardViewNet: its log-odds that the outline
    /// is the right way round, cut to ±viewNetCap): the cab, the bed's place and the wheels at
    /// once, where round things in an art (glints, planets) pass for wheels. 0: off.
    double viewNetWeight = 1.0;
    double viewNetCap = 4.0;
    /// Softmax temperature of the orientation confidence.
    double temperature = 0.5;
};

} // namespace packmate::vision
