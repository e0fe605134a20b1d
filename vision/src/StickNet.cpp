#include <packmate/vision/OnnxNet.h>
#include <packmate/vision/StickNet.h>

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>
#include <stdexcept>
#include <vector>

extern const unsigned char kStickNetModel[];
extern const std::size_t kStickNetModel_size;

namespace packmate::vision {

namespace {

constexpr int kClasses = kColourCount + 1; // no stick, then W G B T V
// The input is taken kBlock × kBlock points at a time, the output given kOutBlock × kOutBlock.
constexpr int kBlock = 4;
constexpr int kOutBlock = 2;

} // namespace

StickNet::StickNet(const std::vector<unsigned char>& onnx, Input input)
    : net_(readOnnxNet(onnx, "stick model")), input_(input) {}

StickNet& StickNet::builtIn() {
    static StickNet net(
        std::vector<unsigned char>(kStickNetModel, kStickNetModel + kStickNetModel_size));
    return net;
}

cv::Mat stickNetInput(const cv::Mat& relative, const cv::Mat& valid) {
    CV_Assert(relative.type() == CV_32FC3 && valid.type() == CV_8U &&
              relative.size() == valid.size());
    // One pass, the same numbers as masking, shrinking each channel 2 × 2 by cv::resize
    // (INTER_AREA: r g b summed as ((p00 + p01) + p10) + p11, the table's share as (p00 + p01)
    // + (p10 + p11), then × 0.25) and taking the points kBlock × kBlock at a time.
    const int h = relative.rows / 2 / kBlock, w = relative.cols / 2 / kBlock;
    const int sizes[] = {1, 4 * kBlock * kBlock, h, w};
    cv::Mat blob(4, sizes, CV_32F);
    // The table's share of a pixel as convertTo(CV_32F, 1 / 255) gives it.
    std::array<float, 256> share{};
    for (int k = 0; k < 256; ++k)
        share[std::size_t(k)] = float(k) * float(1.0 / 255.0);
    const int points = w * kBlock;
    std::vector<float> row(std::size_t(4 * points)); // one row of points: r, g, b, share
    for (int py = 0; py < h * kBlock; ++py) {
        const float* s0 = relative.ptr<float>(2 * py);
        const float* s1 = relative.ptr<float>(2 * py + 1);
        const unsigned char* v0 = valid.ptr<unsigned char>(2 * py);
        const unsigned char* v1 = valid.ptr<unsigned char>(2 * py + 1);
        for (int px = 0; px < points; ++px) {
            const int a = 2 * px, b = a + 1;
            for (int c = 0; c < 3; ++c) {
                const float p00 = v0[a] ? s0[3 * a + c] : 0.f, p01 = v0[b] ? s0[3 * b + c] : 0.f;
                const float p10 = v1[a] ? s1[3 * a + c] : 0.f, p11 = v1[b] ? s1[3 * b + c] : 0.f;
                row[std::size_t(c * points + px)] = (((p00 + p01) + p10) + p11) * 0.25f;
            }
            row[std::size_t(3 * points + px)] =
                ((share[v0[a]] + share[v0[b]]) + (share[v1[a]] + share[v1[b]])) * 0.25f;
        }
        const int y = py / kBlock, i = py % kBlock;
        for (int c = 0; c < 4; ++c)
            for (int j = 0; j < kBlock; ++j) {
                float* dst = blob.ptr<float>(0, (c * kBlock + i) * kBlock + j) + y * w;
                const float* src = row.data() + c * points + j;
                for (int x = 0; x < w; ++x)
                    dst[x] = src[x * kBlock];
            }
    }
    return blob;
}

cv::Mat stickNetFullInput(const cv::Mat& relative, const cv::Mat& valid) {
    CV_Assert(relative.type() == CV_32FC3 && valid.type() == CV_8U &&
              relative.size() == valid.size());
    const int sizes[] = {1, 4, relative.rows, relative.cols};
    cv::Mat blob(4, sizes, CV_32F);
    // Each channel written straight into its plane of the blob.
    std::array<cv::Mat, 4> planes;
    for (int c = 0; c < 4; ++c)
        planes[std::size_t(c)] = cv::Mat(relative.size(), CV_32F, blob.ptr<float>(0, c));
    cv::split(relative, planes.data());
    const cv::Mat off = valid == 0;
    for (int c = 0; c < 3; ++c)
        planes[std::size_t(c)].setTo(0.f, off);
    valid.convertTo(planes[3], CV_32F, 1.0 / 255.0);
    return blob;
}

StickTopMaps StickNet::smallTopProbabilities(const cv::Mat& relative, const cv::Mat& valid) {
    const bool full = input_ == Input::Full;
    const cv::Mat blob = full ? stickNetFullInput(relative, valid) : stickNetInput(relative, valid);
    cv::Mat logits;
    {
        const std::lock_guard<std::mutex> lock(mutex_);
        net_.setInput(blob);
        logits = net_.forward().clone();
    }
    // kClasses × block² channels, each a block × block block of points (pixel_shuffle; a full
    // model's block is one point).
    const int block = full ? 1 : kOutBlock;
    if (logits.dims != 4 || logits.size[1] != kClasses * block * block)
        throw std::logic_error("stick model: wrong output shape");
    const int bh = logits.size[2], bw = logits.size[3];
    const int h = bh * block, w = bw * block, n = block * block * bh * bw;
    // Softmax over the classes, all points at once (cv::exp): a row per class, the channels of
    // its block² points one after the other.
    const cv::Mat classes(kClasses, n, CV_32F, logits.ptr<float>());
    cv::Mat top, sum, e;
    cv::reduce(classes, top, 0, cv::REDUCE_MAX);
    cv::subtract(classes, cv::repeat(top, kClasses, 1), e);
    cv::exp(e, e);
    cv::reduce(e, sum, 0, cv::REDUCE_SUM);
    const float* total = sum.ptr<float>();
    StickTopMaps small;
    for (int c = 1; c < kClasses; ++c) {
        cv::Mat& m = small[std::size_t(c - 1)];
        m.create(h, w, CV_32F);
        const float* p = e.ptr<float>(c);
        for (int y = 0; y < h; ++y) {
            float* dst = m.ptr<float>(y);
            for (int x = 0; x < w; ++x) {
                const int at =
                    ((y % block) * block + x % block) * bh * bw + (y / block) * bw + x / block;
                dst[x] = p[at] / total[at];
            }
        }
    }
    return small;
}

StickTopMaps StickNet::topProbabilities(const cv::Mat& relative, const cv::Mat& valid) {
    const StickTopMaps small = smallTopProbabilities(relative, valid);
    StickTopMaps out;
    for (int c = 0; c < kColourCount; ++c)
        cv::resize(small[std::size_t(c)], out[std::size_t(c)], relative.size(), 0, 0,
                   cv::INTER_LINEAR);
    return out;
}

UpsampledMap::UpsampledMap(cv::Mat small, cv::Size size) : small_(std::move(small)), size_(size) {
    CV_Assert(small_.empty() || small_.type() == CV_32F);
    if (small_.empty()) return;
    // cv::resize's INTER_LINEAR coefficients (float: fx = (dx + 0.5) × scale − 0.5, its floor
    // the first source point): a column beyond the edges takes the edge point alone (weights
    // 1, 0), a row keeps its weights and clamps its source rows.
    const double scaleX = double(small_.cols) / size.width,
                 scaleY = double(small_.rows) / size.height;
    cols_.resize(std::size_t(size.width));
    for (int x = 0; x < size.width; ++x) {
        float f = float((x + 0.5) * scaleX - 0.5);
        int s = cvFloor(f);
        f -= float(s);
        if (s < 0) s = 0, f = 0.f;
        if (s >= small_.cols - 1) s = small_.cols - 1, f = 0.f;
        cols_[std::size_t(x)] = {s, std::min(s + 1, small_.cols - 1), 1.f - f, f};
    }
    rows_.resize(std::size_t(size.height));
    for (int y = 0; y < size.height; ++y) {
        float f = float((y + 0.5) * scaleY - 0.5);
        const int s = cvFloor(f);
        f -= float(s);
        rows_[std::size_t(y)] = {std::clamp(s, 0, small_.rows - 1),
                                 std::clamp(s + 1, 0, small_.rows - 1), 1.f - f, f};
    }
}

float UpsampledMap::at(int x, int y) const {
    const Tap& c = cols_[std::size_t(x)];
    const Tap& r = rows_[std::size_t(y)];
    const float* s0 = small_.ptr<float>(r.first);
    const float* s1 = small_.ptr<float>(r.second);
    const float h0 = s0[c.first] * c.w0 + s0[c.second] * c.w1;
    const float h1 = s1[c.first] * c.w0 + s1[c.second] * c.w1;
    return h0 * r.w0 + h1 * r.w1;
}

cv::Mat UpsampledMap::atLeast(double threshold) const {
    if (small_.empty()) return {};
    // A value is a mean of at most four source points, its weights summing to 1 (within a few
    // float roundings): where every source point is below the threshold by a margin, so is it.
    // Only the output points whose source points reach into the box round those that come
    // near the threshold are computed (as `at` computes them: cv::resize's numbers).
    const float below = float(threshold - 1e-5 * std::max(1.0, std::abs(threshold)));
    int x0 = small_.cols, x1 = -1, y0 = small_.rows, y1 = -1;
    for (int y = 0; y < small_.rows; ++y) {
        const float* s = small_.ptr<float>(y);
        for (int x = 0; x < small_.cols; ++x)
            if (s[x] >= below) {
                x0 = std::min(x0, x), x1 = std::max(x1, x);
                y0 = std::min(y0, y), y1 = std::max(y1, y);
            }
    }
    if (x1 < 0) return {};
    cv::Mat mask = cv::Mat::zeros(size_, CV_8U);
    const int width = size_.width, height = size_.height;
    int ox0 = 0, ox1 = width - 1, oy0 = 0, oy1 = height - 1;
    while (ox0 < width && cols_[std::size_t(ox0)].second < x0)
        ++ox0;
    while (ox1 >= 0 && cols_[std::size_t(ox1)].first > x1)
        --ox1;
    while (oy0 < height && rows_[std::size_t(oy0)].second < y0)
        ++oy0;
    while (oy1 >= 0 && rows_[std::size_t(oy1)].first > y1)
        --oy1;
    if (ox0 > ox1 || oy0 > oy1) return mask;
    // Rows first (cv::resize's order), then columns.
    const int r0 = rows_[std::size_t(oy0)].first, r1 = rows_[std::size_t(oy1)].second;
    const int n = ox1 - ox0 + 1;
    std::vector<float> across(std::size_t((r1 - r0 + 1) * n));
    for (int r = r0; r <= r1; ++r) {
        const float* s = small_.ptr<float>(r);
        float* d = across.data() + std::size_t((r - r0) * n);
        for (int x = ox0; x <= ox1; ++x) {
            const Tap& c = cols_[std::size_t(x)];
            d[x - ox0] = s[c.first] * c.w0 + s[c.second] * c.w1;
        }
    }
    const float t = float(threshold);
    for (int y = oy0; y <= oy1; ++y) {
        const Tap& r = rows_[std::size_t(y)];
        const float* a = across.data() + std::size_t((r.first - r0) * n);
        const float* b = across.data() + std::size_t((r.second - r0) * n);
        const float w0 = r.w0, w1 = r.w1;
        unsigned char* m = mask.ptr<unsigned char>(y) + ox0;
        for (int x = 0; x < n; ++x)
            m[x] = a[x] * w0 + b[x] * w1 >= t ? 255 : 0;
    }
    return mask;
}

} // namespace packmate::vision
