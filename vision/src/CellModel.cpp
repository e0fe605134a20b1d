#include <packmate/vision/CellModel.h>

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace packmate::vision {

std::array<double, kCellClassCount> CellModel::predict(const std::vector<float>& features,
                                                       double temperature) const {
    if (features.size() != mean.size())
        throw std::logic_error("cell model: feature count mismatch");
    const std::size_t n = features.size();
    std::vector<double> x(n), h(hidden);
    for (std::size_t i = 0; i < n; ++i)
        x[i] = (features[i] - mean[i]) / scale[i];
    for (int j = 0; j < hidden; ++j) {
        double s = b1[j];
        for (std::size_t i = 0; i < n; ++i)
            s += w1[j * n + i] * x[i];
        h[j] = std::max(0.0, s);
    }
    std::array<double, kCellClassCount> out{};
    for (int c = 0; c < kCellClassCount; ++c) {
        double s = b2[c];
        for (int j = 0; j < hidden; ++j)
            s += w2[c * hidden + j] * h[j];
        out[c] = s / temperature;
    }
    const double top = *std::max_element(out.begin(), out.end());
    double sum = 0.0;
    for (double& v : out)
        sum += v = std::exp(v - top);
    for (double& v : out)
        v /= sum;
    return out;
}

const CellModel& defaultCellModel() {
    static const CellModel model = [] {
        CellModel m;
#include "CellModelWeights.inc"
        return m;
    }();
    return model;
}

} // namespace packmate::vision
