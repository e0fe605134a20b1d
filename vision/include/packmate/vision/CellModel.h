#pragma once

#include <packmate/engine/Colour.h>
#include <packmate/vision/CellNet.h>

#include <array>
#include <vector>

namespace packmate::vision {

/// A small learned cell classifier on the hand features alone: standardised features →
/// dense(ReLU) → dense → softmax. Weights from vision/training/train_cell_model.py, trained on
/// dev + the old test split.
struct CellModel {
    std::vector<float> mean, scale;
    int hidden = 0;
    std::vector<float> w1, b1, w2, b2;

    /// Class probabilities for one feature vector (size must match `mean`).
    std::array<double, kCellClassCount> predict(const std::vector<float>& features,
                                                double temperature = 1.0) const;
};

/// The model committed in vision/src/CellModelWeights.inc.
const CellModel& defaultCellModel();

} // namespace packmate::vision
