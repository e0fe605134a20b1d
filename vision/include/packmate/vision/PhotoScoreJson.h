#pragma once

#include <packmate/engine/Json.h>
#include <packmate/vision/PhotoScorer.h>

namespace packmate::vision {

/// The score-photo JSON contract: found, card_corners, orientation, top, off_card
/// ([{"colour","length","center"}]), free_cells, overflow_points, penalty, confidence,
/// unsure, warnings; plus cells (per-cell confidence) and conflict.
Json photoScoreToJson(const PhotoScore& score);

} // namespace packmate::vision
