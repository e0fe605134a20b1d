#pragma once

#include <packmate/vision/dice/Pip.h>

#include <opencv2/core.hpp>

#include <array>
#include <vector>

namespace packmate::vision::dice {

/// How well pips match the standard pip layout of a face with as many pips: 1 perfect,
/// 0 unlike it (compares normalised sorted pair distances, so rotation and scale do not
/// matter). Always 0 for more than six pips.
double pipPatternScore(const std::vector<cv::Point2f>& centers);

/// Outline of the face holding these pips: centre, side and a rotation fitted to the pip
/// layout, returned as four corners clockwise.
std::array<cv::Point2f, 4> faceOutline(const std::vector<Pip>& pips, double faceToPip);

} // namespace packmate::vision::dice
