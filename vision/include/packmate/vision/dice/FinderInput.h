#pragma once

#include <packmate/vision/dice/DiceConfig.h>

#include <opencv2/core.hpp>

namespace packmate::vision::dice {

/// The dice finder's input: the frame shrunk to fit `config.inputWidth` × `inputHeight`
/// (keeping the aspect), padded by repeating its last row and column, as a 1×3×H×W float blob
/// scaled to 0..1.
struct FinderInput {
    cv::Mat blob;
    cv::Size fitted; ///< the shrunk frame's size inside the blob (top left)
};

/// Shrinks with 2× area halvings (OpenCV's fast path), then one bilinear step when the ratio
/// is not a power of two, and writes the three colour planes straight into the blob: the
/// same blob as cv::dnn::blobFromImage of the padded image, bit for bit, without its two
/// full-size float copies. Throws packmate::InputError unless the input size is a positive
/// multiple of 16.
FinderInput finderInput(const cv::Mat& bgr, const DetectorConfig& config);

} // namespace packmate::vision::dice
