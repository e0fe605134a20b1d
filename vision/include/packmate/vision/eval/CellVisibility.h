#pragma once

#include <packmate/engine/TruckCard.h>
#include <packmate/vision/config/CardGeometry.h>

#include <opencv2/core.hpp>

#include <array>
#include <vector>

namespace packmate::vision::eval {

/// How much of each loading cell's top face the camera sees, from a scene's ground truth: the
/// true column heights (in sticks) stand as boxes one cell wide on the card, and a sample of
/// points on each top face is traced to the camera. `cardCorners` are the image points of the
/// card's corners (cab-left frame, clockwise from top-left), `cameraMatrix` the intrinsics.
/// Returns rows × cols shares in [0, 1]; cells outside the loading area are 1. Empty when the
/// corners give no pose. A cell that a
/// taller neighbour hides cannot be read by any reader: reports count its errors apart.
std::vector<std::vector<double>> visibleTopShares(const TruckCard& card,
                                                  const std::vector<std::vector<int>>& heights,
                                                  const std::array<cv::Point2d, 4>& cardCorners,
                                                  const cv::Matx33d& cameraMatrix,
                                                  const CardGeometry& geometry = {});

} // namespace packmate::vision::eval
