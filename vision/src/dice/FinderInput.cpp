#include <packmate/engine/InputError.h>
#include <packmate/vision/dice/FinderInput.h>

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>

namespace packmate::vision::dice {

FinderInput finderInput(const cv::Mat& bgr, const DetectorConfig& config) {
    // The net halves the input four times and adds the upsampled maps back.
    if (config.inputWidth < 16 || config.inputHeight < 16 || config.inputWidth % 16 ||
        config.inputHeight % 16)
        throw InputError("dice finder: the input size must be a positive multiple of 16");
    if (bgr.channels() != 3) throw InputError("dice finder: expected a colour (BGR) image");
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
        cv::Mat half;
        cv::resize(small, half, cv::Size(small.cols / 2, small.rows / 2), 0, 0, cv::INTER_AREA);
        small = half;
    }
    if (small.size() != fitted) {
        cv::Mat exact;
        cv::resize(small, exact, fitted, 0, 0, cv::INTER_LINEAR);
        small = exact;
    }
    cv::Mat input = small;
    if (fitted != cv::Size(config.inputWidth, config.inputHeight))
        cv::copyMakeBorder(small, input, 0, config.inputHeight - fitted.height, 0,
                           config.inputWidth - fitted.width, cv::BORDER_REPLICATE);
    // Written straight into the blob's planes: blobFromImage converts the whole image to float
    // and copies it again, in fresh allocations each time (its cost varied 0.3-1.3 ms a frame).
    const int shape[] = {1, 3, config.inputHeight, config.inputWidth};
    out.blob.create(4, shape, CV_32F);
    cv::Mat channels[3];
    cv::split(input, channels);
    for (int c = 0; c < 3; ++c) {
        cv::Mat plane(config.inputHeight, config.inputWidth, CV_32F, out.blob.ptr<float>(0, c));
        channels[c].convertTo(plane, CV_32F, 1.0 / 255.0);
    }
    return out;
}

} // namespace packmate::vision::dice
