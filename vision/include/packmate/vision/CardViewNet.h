#pragma once

#include <opencv2/core.hpp>
#include <opencv2/dnn.hpp>

#include <array>
#include <mutex>
#include <vector>

namespace packmate::vision {

/// The learned look at a whole card for its orientation (stage 2, GridFit): a tiny CNN
/// (vision/training/orientation/train_orientation_net.py) on the card rectified from an
/// outline's corners (TL, TR, BR, BL of the cab-left frame) to 8 × 5 cells at 8 pixels a cell.
/// It says how much more the view looks like the card the right way round (cab left) than turned
/// half round: the cab, the bed's place and the wheels at once, where the wheels alone are
/// mimicked by round things in some arts (glints, planets). Built into the library.
class CardViewNet {
public:
    /// Loads an ONNX model; throws packmate::InputError when it cannot be read.
    explicit CardViewNet(const std::vector<unsigned char>& onnx);

    /// The model built into the library (vision/models/card_view_net.onnx).
    static CardViewNet& builtIn();

    /// The log-odds that the card seen through `corners` is the right way round. Thread-safe.
    double cabLeftLogit(const cv::Mat& bgr, const std::array<cv::Point2d, 4>& corners);

    /// The same for several outlines of one photo, in one pass of the network.
    std::vector<double> cabLeftLogits(const cv::Mat& bgr,
                                      const std::vector<std::array<cv::Point2d, 4>>& outlines);

private:
    cv::dnn::Net net_;
    std::mutex mutex_;
};

/// The net's input: the card rectified from `corners` to 128 × 80 (INTER_LINEAR, replicated
/// border), shrunk to 64 × 40 by area, each channel divided by its own 95th percentile (the card
/// white: light and white balance cancel) minus 0.5; CV_32FC3. As the training script's
/// card_view().
cv::Mat cardView(const cv::Mat& bgr, const std::array<cv::Point2d, 4>& corners);

} // namespace packmate::vision
