#pragma once

namespace packmate::vision {

/// Does each side of a card outline lie on the white paper's edge? Each side is checked at
/// `samples` points: is the photo's darkest channel higher `offset` × the card's diagonal inside
/// than as far outside, by at least `minStep` levels? A side whose share of such points is below
/// `minShare` is off the edge (a corner on a stack, a wheel or a pale tile). Right outlines of
/// dev, test3, test4 and train-random: 14 of 900 have a side below 0.2 (a stack leaning over it, a
/// pale table); the confidently wrong ones at most 0.17.
struct SideEdgeCheck {
    int samples = 24;
    double offset = 0.007;
    double minStep = 12.0;
    double minShare = 0.2;
};

} // namespace packmate::vision
