#include <packmate/engine/InputError.h>
#include <packmate/vision/dice/FinderInput.h>

#include <opencv2/dnn.hpp>
#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>

namespace packmate::vision::dice {

namespace {

// Two 2× area halvings of an 8-bit BGR image exactly 4× `fitted` in one pass, into the planes
// of `blob` (1×3×H×W float, H×W at least `fitted`). The rounding is OpenCV's for 8-bit 2×
// INTER_AREA, (a + b + c + d + 2) >> 2 at each step, and the scaling blobFromImage's,
// float(v) * float(1 / 255.0): the blob matches the two cv::resize calls and blobFromImage bit
// for bit (FinderInputTest).
void quarterInto(const cv::Mat& bgr, cv::Size fitted, cv::Mat& blob) {
    const int rows = blob.size[2], cols = blob.size[3];
    const float scale = float(1.0 / 255.0);
    float* planes[3];
    for (int c = 0; c < 3; ++c)
        planes[c] = blob.ptr<float>(0, c);
    for (int y = 0; y < fitted.height; ++y) {
        const uchar* r[4];
        for (int k = 0; k < 4; ++k)
            r[k] = bgr.ptr<uchar>(4 * y + k);
        for (int x = 0; x < fitted.width; ++x) {
            const int o = 12 * x;
            for (int c = 0; c < 3; ++c) {
                const auto half = [&](int row, int col) {
                    const int i = o + 3 * col + c;
                    return (r[row][i] + r[row][i + 3] + r[row + 1][i] + r[row + 1][i + 3] + 2) >> 2;
                };
                const int v = (half(0, 0) + half(0, 2) + half(2, 0) + half(2, 2) + 2) >> 2;
                planes[c][std::size_t(y) * cols + x] = float(v) * scale;
            }
        }
    }
    for (int c = 0; c < 3; ++c) {
        float* plane = planes[c];
        for (int y = 0; y < fitted.height; ++y)
            std::fill(plane + std::size_t(y) * cols + fitted.width,
                      plane + std::size_t(y + 1) * cols,
                      plane[std::size_t(y) * cols + fitted.width - 1]);
        for (int y = fitted.height; y < rows; ++y)
            std::copy(plane + std::size_t(fitted.height - 1) * cols,
                      plane + std::size_t(fitted.height) * cols, plane + std::size_t(y) * cols);
    }
}

} // namespace

FinderInput finderInput(const cv::Mat& bgr, const DetectorConfig& config) {
    // The net halves the input four times and adds the upsampled maps back.
    if (config.inputWidth < 16 || config.inputHeight < 16 || config.inputWidth % 16 ||
        config.inputHeight % 16)
        throw InputError("dice finder: the input size must be a positive multiple of 16");
    const double k =
        std::min(double(config.inputWidth) / bgr.cols, double(config.inputHeight) / bgr.rows);
    FinderInput out;
    out.fitted = {std::max(1, int(std::lround(bgr.cols * k))),
                  std::max(1, int(std::lround(bgr.rows * k)))};
    const cv::Size fitted = out.fitted;
    // Halving steps first: OpenCV's 2x area shrink has a fast path, and a few of them average
    // exactly as one large area shrink does, several times faster. The last step (less than
    // 2x, e.g. 320 -> 192) is bilinear: INTER_AREA's non-integer path cost ~1 ms there, as
    // much as the halvings, and the finder finds the same dice either way
    // (check_detector.py --last).
    cv::Mat small = bgr;
    while (small.cols >= 2 * fitted.width && small.rows >= 2 * fitted.height) {
        if (bgr.type() == CV_8UC3 && small.cols == 4 * fitted.width &&
            small.rows == 4 * fitted.height) {
            const int shape[] = {1, 3, config.inputHeight, config.inputWidth};
            out.blob.create(4, shape, CV_32F);
            quarterInto(small, fitted, out.blob);
            return out;
        }
        cv::Mat half;
        cv::resize(small, half, cv::Size(small.cols / 2, small.rows / 2), 0, 0, cv::INTER_AREA);
        small = half;
    }
    if (small.size() != fitted) {
        cv::Mat exact;
        cv::resize(small, exact, fitted, 0, 0, cv::INTER_LINEAR);
        small = exact;
    }
    cv::Mat input;
    cv::copyMakeBorder(small, input, 0, config.inputHeight - fitted.height, 0,
                       config.inputWidth - fitted.width, cv::BORDER_REPLICATE);
    out.blob = cv::dnn::blobFromImage(input, 1.0 / 255.0);
    return out;
}

} // namespace packmate::vision::dice
