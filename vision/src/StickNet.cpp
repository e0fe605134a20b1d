#include <packmate/vision/OnnxNet.h>
#include <packmate/vision/StickNet.h>

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <stdexcept>

extern const unsigned char kStickNetModel[];
extern const std::size_t kStickNetModel_size;

namespace packmate::vision {

namespace {

constexpr int kClasses = kColourCount + 1; // no stick, then W G B T V

} // namespace

StickNet::StickNet(const std::vector<unsigned char>& onnx)
    : net_(readOnnxNet(onnx, "stick model")) {}

StickNet& StickNet::builtIn() {
    static StickNet net(
        std::vector<unsigned char>(kStickNetModel, kStickNetModel + kStickNetModel_size));
    return net;
}

cv::Mat stickNetInput(const cv::Mat& relative, const cv::Mat& valid) {
    CV_Assert(relative.type() == CV_32FC3 && valid.type() == CV_8U &&
              relative.size() == valid.size());
    cv::Mat on;
    valid.convertTo(on, CV_32F, 1.0 / 255.0);
    cv::Mat masked(relative.size(), CV_32FC3);
    for (int y = 0; y < relative.rows; ++y) {
        const auto* src = relative.ptr<cv::Vec3f>(y);
        const auto* v = valid.ptr<unsigned char>(y);
        auto* dst = masked.ptr<cv::Vec3f>(y);
        for (int x = 0; x < relative.cols; ++x)
            dst[x] = v[x] ? src[x] : cv::Vec3f(0, 0, 0);
    }
    const cv::Size half(relative.cols / 2, relative.rows / 2);
    cv::Mat small, smallOn;
    cv::resize(masked, small, half, 0, 0, cv::INTER_AREA);
    cv::resize(on, smallOn, half, 0, 0, cv::INTER_AREA);
    const int sizes[] = {1, 4, half.height, half.width};
    cv::Mat blob(4, sizes, CV_32F);
    std::vector<cv::Mat> planes;
    for (int c = 0; c < 4; ++c)
        planes.emplace_back(half, CV_32F, blob.ptr<float>(0, c));
    cv::Mat rgb[3];
    cv::split(small, rgb);
    for (int c = 0; c < 3; ++c)
        rgb[c].copyTo(planes[std::size_t(c)]);
    smallOn.copyTo(planes[3]);
    return blob;
}

StickTopMaps StickNet::topProbabilities(const cv::Mat& relative, const cv::Mat& valid) {
    const cv::Mat blob = stickNetInput(relative, valid);
    cv::Mat logits;
    {
        const std::lock_guard<std::mutex> lock(mutex_);
        net_.setInput(blob);
        logits = net_.forward().clone();
    }
    if (logits.dims != 4 || logits.size[1] != kClasses)
        throw std::logic_error("stick model: wrong output shape");
    const int h = logits.size[2], w = logits.size[3];
    std::array<const float*, kClasses> in{};
    for (int c = 0; c < kClasses; ++c)
        in[std::size_t(c)] = logits.ptr<float>(0, c);
    StickTopMaps small;
    for (cv::Mat& m : small)
        m.create(h, w, CV_32F);
    for (int i = 0; i < h * w; ++i) {
        float top = in[0][i];
        for (int c = 1; c < kClasses; ++c)
            top = std::max(top, in[std::size_t(c)][i]);
        std::array<float, kClasses> e{};
        float sum = 0.f;
        for (int c = 0; c < kClasses; ++c)
            sum += e[std::size_t(c)] = std::exp(in[std::size_t(c)][i] - top);
        for (int c = 1; c < kClasses; ++c)
            small[std::size_t(c - 1)].ptr<float>()[i] = e[std::size_t(c)] / sum;
    }
    StickTopMaps out;
    for (int c = 0; c < kColourCount; ++c)
        cv::resize(small[std::size_t(c)], out[std::size_t(c)], relative.size(), 0, 0,
                   cv::INTER_LINEAR);
    return out;
}

} // namespace packmate::vision
