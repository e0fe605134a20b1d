#pragma once

#include <packmate/engine/Colour.h>

#include <opencv2/core.hpp>
#include <opencv2/dnn.hpp>

#include <array>
#include <mutex>
#include <vector>

namespace packmate::vision {

/// Plane pixels per cell the network was trained at (StickFinderConfig::pixelsPerCell).
inline constexpr int kStickNetPixelsPerCell = 8;

/// Per stick colour (Colour order): the probability (CV_32F, one value per plane pixel) that a
/// point of the stick plane lies on the top face of a stick of that colour.
using StickTopMaps = std::array<cv::Mat, kColourCount>;

/// The learned stick look of stage 4 (round sticks-net): a small fully convolutional net
/// (vision/training/train_stick_net.py) on the stick finder's plane that tells the top faces of
/// sticks, and their colour, from the table by their shape, side faces and shadow as well as
/// their colour, at 2 points per cell. The built-in model (since round twenty-nine, `--arch full`)
/// sees the plane at 8 pixels per cell as it is (Input::Full); the models before it saw it
/// shrunk to 4 (Input::Blocked). The trained ONNX model is built into the library.
class StickNet {
public:
    /// How a model takes the plane: `Blocked` shrunk 2 × 2 and taken 4 × 4 points at a time
    /// (stickNetInput; its logits 4 points at a time), `Full` the plane at 8 pixels per cell as it
    /// is (stickNetFullInput; its logits one map per class).
    enum class Input { Blocked, Full };

    /// Loads an ONNX model that takes the plane as `input` says; throws packmate::InputError
    /// when it cannot be read.
    explicit StickNet(const std::vector<unsigned char>& onnx, Input input = Input::Full);

    /// The model built into the library (vision/models/stick_net.onnx).
    static StickNet& builtIn();

    /// The top-face probabilities of a plane at 8 pixels per cell (`relative`: CV_32FC3 r g b
    /// relative to the card white, `valid`: CV_8U, 255 on the table), at the plane's size.
    /// Thread-safe.
    StickTopMaps topProbabilities(const cv::Mat& relative, const cv::Mat& valid);

    /// The same at the network's own resolution (a quarter of the plane's each way), before
    /// topProbabilities' cv::resize (INTER_LINEAR) to the plane's size: read through
    /// UpsampledMap, which gives topProbabilities' values without making the whole maps.
    /// Thread-safe.
    StickTopMaps smallTopProbabilities(const cv::Mat& relative, const cv::Mat& valid);

private:
    cv::dnn::Net net_;
    Input input_;
    std::mutex mutex_;
};

/// A map taken to a larger size as cv::resize (INTER_LINEAR) takes it, read a point at a time or
/// as a threshold: the same numbers, bit for bit, computed only where they are needed (round
/// sticks-net3: the five whole maps cost about a fifth of the learned look).
class UpsampledMap {
public:
    UpsampledMap() = default;
    /// `small`: CV_32F (or empty: no map), taken to `size`.
    UpsampledMap(cv::Mat small, cv::Size size);

    bool empty() const { return small_.empty(); }
    cv::Size size() const { return size_; }
    /// cv::resize(small, size, INTER_LINEAR) at (x, y).
    float at(int x, int y) const;
    /// CV_8U, 255 where the map taken to `size` is at least `threshold` (cv::compare CMP_GE),
    /// computed only round the source points near it; empty when no point can reach it.
    cv::Mat atLeast(double threshold) const;

private:
    struct Tap {
        int first = 0, second = 0;
        float w0 = 1.f, w1 = 0.f;
    };
    cv::Mat small_;
    cv::Size size_;
    std::vector<Tap> cols_, rows_;
};

/// The network's input for a plane at 8 pixels per cell: r g b (zero off the table) and the
/// table mask (0–1), each the mean of 2 × 2 plane pixels, taken 4 × 4 points at a time (a
/// 1 × 64 × side/8 × side/8 blob, channel (c × 4 + i) × 4 + j holding channel c at the points
/// (4y + i, 4x + j): PyTorch's pixel_unshuffle).
cv::Mat stickNetInput(const cv::Mat& relative, const cv::Mat& valid);

/// The input of a network that sees the plane as it is: r g b (zero off the table) and the table
/// mask (0–1) at every plane pixel, a 1 × 4 × rows × cols blob.
cv::Mat stickNetFullInput(const cv::Mat& relative, const cv::Mat& valid);

} // namespace packmate::vision
