#pragma once

#include <packmate/engine/Colour.h>

#include <opencv2/core.hpp>
#include <opencv2/dnn.hpp>

#include <array>
#include <cstdint>
#include <mutex>
#include <vector>

namespace packmate::vision {

/// Classes of the cell network: W, G, B, T, V (in Colour order), then bare card.
inline constexpr int kCellClassCount = kColourCount + 1;

/// Class probabilities of one cell: W, G, B, T, V (in Colour order), then bare card.
using CellProbabilities = std::array<double, kCellClassCount>;

/// A small CNN (vision/training/train_cell_net.py) reading the top of a loading cell from
/// its neighbourhood on every layer plane (cellPatch) together with the hand features of its
/// centre (cellFeatures); the trained ONNX model, with its calibration temperature folded in,
/// is built into the library.
class CellNet {
public:
    /// Loads an ONNX model; throws packmate::InputError when it cannot be read.
    explicit CellNet(const std::vector<unsigned char>& onnx);

    /// The model built into the library (vision/models/cell_net.onnx).
    static CellNet& builtIn();

    /// The second opinion built into the library (vision/models/cell_net_2.onnx): a wider
    /// network that re-reads the cells the built-in one reads below
    /// CellClassifierConfig::secondOpinionBelow (classifyCells).
    static CellNet& secondOpinion();

    /// Probabilities for each cell from its patch (cellPatch) and features (cellFeatures), one
    /// batch through the network. Thread-safe.
    std::vector<CellProbabilities> classify(const std::vector<cv::Mat>& patches,
                                            const std::vector<std::vector<float>>& features);

private:
    /// A network kept for one batch size: cv::dnn re-allocates every layer when the input
    /// shape changes, which costs about half a whole card's forward pass.
    struct SizedNet {
        int batch = 0;
        std::uint64_t lastUse = 0;
        cv::dnn::Net net;
    };
    cv::dnn::Net& netFor(int batch);

    std::vector<unsigned char> onnx_;
    std::vector<SizedNet> nets_;
    std::uint64_t uses_ = 0;
    std::mutex mutex_;
};

} // namespace packmate::vision
