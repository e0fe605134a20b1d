#include <packmate/vision/OnnxNet.h>
#include <packmate/vision/dice/DiceCentreRefiner.h>
#include <packmate/vision/dice/SquareCrop.h>

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>

extern const unsigned char kDiceCentreModel[];
extern const std::size_t kDiceCentreModel_size;

namespace packmate::vision::dice {

DiceCentreRefiner::DiceCentreRefiner(const std::vector<unsigned char>& onnx)
    : net_(readOnnxNet(onnx, "dice centre model")) {}

DiceCentreRefiner& DiceCentreRefiner::builtIn() {
    static DiceCentreRefiner refiner(
        std::vector<unsigned char>(kDiceCentreModel, kDiceCentreModel + kDiceCentreModel_size));
    return refiner;
}

cv::Mat centreWindow(const cv::Mat& bgr, const FoundDie& die, const RefinerConfig& config) {
    return squareCrop(bgr, die.center, die.side, config.windowFaces, config.windowPixels);
}

void applyCentreOffset(FoundDie& die, const float* offset, const RefinerConfig& config) {
    const double dx = std::clamp(double(offset[0]), -config.maxShift, config.maxShift);
    const double dy = std::clamp(double(offset[1]), -config.maxShift, config.maxShift);
    const double logScale = std::log(config.maxScale);
    die.center += cv::Point2f(float(dx * die.side), float(dy * die.side));
    die.side *= std::exp(std::clamp(double(offset[2]), -logScale, logScale));
}

void DiceCentreRefiner::refine(const cv::Mat& bgr, std::vector<FoundDie>& dice,
                               const RefinerConfig& config) {
    if (dice.empty()) return;
    for (int pass = 0; pass < config.passes; ++pass) {
        std::vector<cv::Mat> windows;
        for (const FoundDie& die : dice)
            windows.push_back(centreWindow(bgr, die, config));
        const cv::Mat blob = cv::dnn::blobFromImages(windows, 1.0 / 255.0);
        cv::Mat offsets;
        {
            const std::lock_guard<std::mutex> lock(mutex_);
            net_.setInput(blob);
            offsets = net_.forward().clone();
        }
        for (std::size_t i = 0; i < dice.size(); ++i)
            applyCentreOffset(dice[i], offsets.ptr<float>(int(i)), config);
    }
}

} // namespace packmate::vision::dice
