#pragma once

#include <packmate/calibration/CardLocator.h>

#include <opencv2/core.hpp>

#include <optional>
#include <vector>

namespace packmate::calibration {

/// Ink fraction of the dark figure in the layer disc on a 4 × 4 grid over its bounding box
/// (row by row); empty when the disc holds no figure.
std::vector<double> layerDigitZones(const cv::Mat& photo, const CardOnMat& card,
                                    const CardRegistrationConfig& config = {});

/// Reads the layer count (1–4) printed in the white disc on the cab: the digit whose zone
/// template (config.digitTemplates, measured on the rendered dev cards) is nearest. nullopt
/// when no figure is there, it is far from every template or two are about as near: ask.
std::optional<int> readLayerDigit(const cv::Mat& photo, const CardOnMat& card,
                                  const CardRegistrationConfig& config = {});

} // namespace packmate::calibration
