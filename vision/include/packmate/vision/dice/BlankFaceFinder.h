#pragma once

#include <packmate/vision/dice/DiceColourModel.h>
#include <packmate/vision/dice/DiceConfig.h>
#include <packmate/vision/dice/DieReading.h>

#include <opencv2/core.hpp>

#include <vector>

namespace packmate::vision::dice {

/// Finds blank top faces (value 0): square patches of a game die colour, the size of the
/// faces already read (`faceSides`, working pixels; config limits when there are none),
/// away from the dice already found. With `anyColour`, patches of every die colour are
/// returned (value 0, to be read by the face classifier). Working-image coordinates.
std::vector<DieReading> findBlankFaces(const cv::Mat& bgr, const std::vector<DieReading>& found,
                                       const std::vector<double>& faceSides,
                                       const DiceColourModel& colours,
                                       const BlankFaceConfig& config, bool anyColour = false);

} // namespace packmate::vision::dice
