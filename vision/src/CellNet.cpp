#include <packmate/vision/CellFeatures.h>
#include <packmate/vision/CellNet.h>
#include <packmate/vision/CellPatch.h>
#include <packmate/vision/OnnxNet.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <stdexcept>

extern const unsigned char kCellNetModel[];
extern const std::size_t kCellNetModel_size;
extern const unsigned char kCellNetModel2[];
extern const std::size_t kCellNetModel2_size;

namespace packmate::vision {

namespace {

// Cards have a few loading-cell counts; more nets than this are re-shaped instead.
constexpr std::size_t kMaxSizedNets = 8;

} // namespace

CellNet::CellNet(const std::vector<unsigned char>& onnx)
    : onnx_(onnx), nets_{{0, 0, readOnnxNet(onnx, "cell model")}} {}

cv::dnn::Net& CellNet::netFor(int batch) {
    ++uses_;
    for (SizedNet& sized : nets_)
        if (sized.batch == batch) {
            sized.lastUse = uses_;
            return sized.net;
        }
    // The net read by the constructor has not run yet: it takes the first batch size.
    for (SizedNet& sized : nets_)
        if (sized.batch == 0) {
            sized.batch = batch;
            sized.lastUse = uses_;
            return sized.net;
        }
    if (nets_.size() < kMaxSizedNets) {
        nets_.push_back({batch, uses_, readOnnxNet(onnx_, "cell model")});
        return nets_.back().net;
    }
    SizedNet& oldest =
        *std::min_element(nets_.begin(), nets_.end(), [](const SizedNet& a, const SizedNet& b) {
            return a.lastUse < b.lastUse;
        });
    oldest.batch = batch;
    oldest.lastUse = uses_;
    return oldest.net;
}

CellNet& CellNet::builtIn() {
    static CellNet net(
        std::vector<unsigned char>(kCellNetModel, kCellNetModel + kCellNetModel_size));
    return net;
}

CellNet& CellNet::secondOpinion() {
    static CellNet net(
        std::vector<unsigned char>(kCellNetModel2, kCellNetModel2 + kCellNetModel2_size));
    return net;
}

std::vector<CellProbabilities> CellNet::classify(const std::vector<cv::Mat>& patches,
                                                 const std::vector<std::vector<float>>& features) {
    std::vector<CellProbabilities> out;
    if (patches.empty()) return out;
    if (features.size() != patches.size())
        throw std::logic_error("cell model: one feature vector per patch");
    // [N, F, 1, 1]: the network's dense layers are 1×1 convolutions (see train_cell_net.py).
    const int featureSizes[] = {static_cast<int>(features.size()), kCellFeatureCount, 1, 1};
    cv::Mat featureBlob(4, featureSizes, CV_32F);
    for (std::size_t i = 0; i < features.size(); ++i) {
        if (features[i].size() != static_cast<std::size_t>(kCellFeatureCount))
            throw std::logic_error("cell model: feature count mismatch");
        std::memcpy(featureBlob.ptr<float>(static_cast<int>(i)), features[i].data(),
                    kCellFeatureCount * sizeof(float));
    }
    const int sizes[] = {static_cast<int>(patches.size()), patches[0].size[0], patches[0].size[1],
                         patches[0].size[2]};
    cv::Mat blob(4, sizes, CV_32F);
    const std::size_t each = patches[0].total();
    for (std::size_t i = 0; i < patches.size(); ++i) {
        if (patches[i].total() != each || !patches[i].isContinuous())
            throw std::logic_error("cell model: patches of different shapes");
        std::memcpy(blob.ptr<float>(static_cast<int>(i)), patches[i].ptr<float>(),
                    each * sizeof(float));
    }
    cv::Mat logits;
    {
        const std::lock_guard<std::mutex> lock(mutex_);
        cv::dnn::Net& net = netFor(static_cast<int>(patches.size()));
        net.setInput(blob, "patches");
        net.setInput(featureBlob, "features");
        logits = net.forward().clone();
    }
    if (logits.cols != kCellClassCount) throw std::logic_error("cell model: wrong class count");
    for (int i = 0; i < logits.rows; ++i) {
        const float* row = logits.ptr<float>(i);
        const float top = *std::max_element(row, row + kCellClassCount);
        CellProbabilities p{};
        double sum = 0.0;
        for (int c = 0; c < kCellClassCount; ++c)
            sum += p[c] = std::exp(double(row[c]) - top);
        for (double& v : p)
            v /= sum;
        out.push_back(p);
    }
    return out;
}

} // namespace packmate::vision
