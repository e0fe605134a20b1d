#pragma once

#include <packmate/vision/dice/DiceColourModel.h>
#include <packmate/vision/dice/DiceConfig.h>
#include <packmate/vision/dice/DieReading.h>

#include <opencv2/core.hpp>

namespace packmate::vision::dice {

/// Reads every die in a photo or camera frame (8-bit BGR): top-face value, colour, outline,
/// confidence; then checks the roll (impossible faces, cargo, missing or extra dice).
/// Throws packmate::InputError for an empty image or one that is not 8-bit BGR or grey.
DiceResult readDice(const cv::Mat& image, const DiceConfig& config = {},
                    const DiceColourModel& colours = DiceColourModel::defaults());

} // namespace packmate::vision::dice
