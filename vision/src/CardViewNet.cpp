#include <packmate/vision/CardViewNet.h>
#include <packmate/vision/OnnxNet.h>

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cstddef>
#include <vector>

extern const unsigned char kCardViewNetModel[];
extern const std::size_t kCardViewNetModel_size;

namespace packmate::vision {

namespace {

constexpr int kWarpWidth = 128, kWarpHeight = 80;
constexpr int kViewWidth = 64, kViewHeight = 40;
constexpr std::size_t kWhitePercentile = 95;

} // namespace

cv::Mat cardView(const cv::Mat& bgr, const std::array<cv::Point2d, 4>& corners) {
    const std::array<cv::Point2f, 4> from{cv::Point2f(corners[0]), cv::Point2f(corners[1]),
                                          cv::Point2f(corners[2]), cv::Point2f(corners[3])};
    const std::array<cv::Point2f, 4> to{cv::Point2f(0, 0), cv::Point2f(kWarpWidth, 0),
                                        cv::Point2f(kWarpWidth, kWarpHeight),
                                        cv::Point2f(0, kWarpHeight)};
    cv::Mat big, small;
    cv::warpPerspective(bgr, big, cv::getPerspectiveTransform(from.data(), to.data()),
                        cv::Size(kWarpWidth, kWarpHeight), cv::INTER_LINEAR, cv::BORDER_REPLICATE);
    cv::resize(big, small, cv::Size(kViewWidth, kViewHeight), 0, 0, cv::INTER_AREA);
    cv::Mat view;
    small.convertTo(view, CV_32FC3);
    std::array<cv::Mat, 3> channels;
    cv::split(view, channels.data());
    for (cv::Mat& channel : channels) {
        std::vector<float> values(channel.begin<float>(), channel.end<float>());
        const auto at =
            values.begin() + static_cast<std::ptrdiff_t>(values.size() * kWhitePercentile / 100);
        std::nth_element(values.begin(), at, values.end());
        channel = channel / std::max(*at, 1.0f) - 0.5f;
    }
    cv::merge(channels.data(), 3, view);
    return view;
}

CardViewNet::CardViewNet(const std::vector<unsigned char>& onnx)
    : net_(readOnnxNet(onnx, "card view model")) {}

CardViewNet& CardViewNet::builtIn() {
    static CardViewNet net(
        std::vector<unsigned char>(kCardViewNetModel, kCardViewNetModel + kCardViewNetModel_size));
    return net;
}

double CardViewNet::cabLeftLogit(const cv::Mat& bgr, const std::array<cv::Point2d, 4>& corners) {
    return cabLeftLogits(bgr, {corners}).front();
}

std::vector<double>
CardViewNet::cabLeftLogits(const cv::Mat& bgr,
                           const std::vector<std::array<cv::Point2d, 4>>& outlines) {
    if (outlines.empty()) return {};
    std::vector<cv::Mat> views;
    for (const auto& corners : outlines)
        views.push_back(cardView(bgr, corners));
    const cv::Mat blob = cv::dnn::blobFromImages(views);
    cv::Mat logits;
    {
        const std::lock_guard<std::mutex> lock(mutex_);
        net_.setInput(blob);
        logits = net_.forward().clone();
    }
    std::vector<double> out;
    for (std::size_t i = 0; i < outlines.size(); ++i)
        out.push_back(logits.at<float>(static_cast<int>(i)));
    return out;
}

} // namespace packmate::vision
