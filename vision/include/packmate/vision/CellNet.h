#pragma once

#include <packmate/vision/CellModel.h>

#include <opencv2/core.hpp>
#include <opencv2/dnn.hpp>

#include <array>
#include <mutex>
#include <vector>

namespace packmate::vision {

/// Class probabilities of one cell: W, G, B, T, V (in Colour order), then bare card.
using CellProbabilities = std::array<double, kCellClassCount>;

/// A small CNN (vision/training/train_cell_net.py) reading the top of a loading cell from
/// its neighbourhood on every layer plane (cellPatch); the trained ONNX model, with its
/// calibration temperature folded in, is built into the library.
class CellNet {
public:
    /// Loads an ONNX model; throws packmate::InputError when it cannot be read.
    explicit CellNet(const std::vector<unsigned char>& onnx);

    /// The model built into the library (vision/models/cell_net.onnx).
    static CellNet& builtIn();

    /// Probabilities for each patch (cellPatch), one batch through the network. Thread-safe.
    std::vector<CellProbabilities> classify(const std::vector<cv::Mat>& patches);

private:
    cv::dnn::Net net_;
    std::mutex mutex_;
};

} // namespace packmate::vision
