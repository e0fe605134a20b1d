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
// The input is taken kBlock × kBlock points at a time, the output given kOutBlock × kOutBlock.
constexpr int kBlock = 4;
constexpr int kOutBlock = 2;

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
    cv::Mat channels[4];
    cv::split(small, channels);
    channels[3] = smallOn;
    // Blocks of kBlock × kBlock points, each a point of kBlock² channels (pixel_unshuffle).
    const int h = half.height / kBlock, w = half.width / kBlock;
    const int sizes[] = {1, 4 * kBlock * kBlock, h, w};
    cv::Mat blob(4, sizes, CV_32F);
    for (int c = 0; c < 4; ++c)
        for (int i = 0; i < kBlock; ++i)
            for (int j = 0; j < kBlock; ++j) {
                float* dst = blob.ptr<float>(0, (c * kBlock + i) * kBlock + j);
                for (int y = 0; y < h; ++y) {
                    const float* src = channels[c].ptr<float>(y * kBlock + i);
                    for (int x = 0; x < w; ++x)
                        dst[y * w + x] = src[x * kBlock + j];
                }
            }
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
    // kClasses × kOutBlock² channels, each a kOutBlock × kOutBlock block of points
    // (pixel_shuffle).
    if (logits.dims != 4 || logits.size[1] != kClasses * kOutBlock * kOutBlock)
        throw std::logic_error("stick model: wrong output shape");
    const int bh = logits.size[2], bw = logits.size[3];
    const int h = bh * kOutBlock, w = bw * kOutBlock;
    StickTopMaps small;
    for (cv::Mat& m : small)
        m.create(h, w, CV_32F);
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x) {
            const int k = (y % kOutBlock) * kOutBlock + x % kOutBlock,
                      at = (y / kOutBlock) * bw + x / kOutBlock;
            std::array<float, kClasses> v{};
            for (int c = 0; c < kClasses; ++c)
                v[std::size_t(c)] = logits.ptr<float>(0, c * kOutBlock * kOutBlock + k)[at];
            const float top = *std::max_element(v.begin(), v.end());
            float sum = 0.f;
            for (float& e : v)
                sum += e = std::exp(e - top);
            for (int c = 1; c < kClasses; ++c)
                small[std::size_t(c - 1)].ptr<float>(y)[x] = v[std::size_t(c)] / sum;
        }
    StickTopMaps out;
    for (int c = 0; c < kColourCount; ++c)
        cv::resize(small[std::size_t(c)], out[std::size_t(c)], relative.size(), 0, 0,
                   cv::INTER_LINEAR);
    return out;
}

} // namespace packmate::vision
