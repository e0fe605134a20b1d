#pragma once

#include <packmate/engine/Cargo.h>
#include <packmate/engine/Piece.h>
#include <packmate/engine/TruckCard.h>

namespace packmate::bench {

/// The packing problem as an integer program solved by COIN-OR CBC: one binary variable per
/// stick placement, at most one stick per cell, an occupied cell above the bed needs an
/// occupied cell below, at most the cargo's sticks per colour; maximise the loaded volume.
struct CbcResult {
    int loadedVolume = 0;
    bool provenOptimal = false;
    int variables = 0;
    int constraints = 0;
};

CbcResult solveWithCbc(const TruckCard& card, const Cargo& cargo);

} // namespace packmate::bench
