#pragma once

#include <packmate/vision/CardFinder.h>
#include <packmate/vision/config/CardFinderConfig.h>

#include <opencv2/core.hpp>
#include <opencv2/dnn.hpp>

#include <mutex>
#include <vector>

namespace packmate::vision {

/// The learned part of stage 1 (vision/training/card/train_card_finder.py): a small fully
/// convolutional net looks at the photo shrunk to 192×144 and gives, at half that resolution,
/// the probability that each point lies on the truck card (whatever its art; stacks on it
/// included).
class CardMaskNet {
public:
    /// Loads an ONNX model; throws packmate::InputError when it cannot be read.
    explicit CardMaskNet(const std::vector<unsigned char>& onnx);

    /// The model built into the library (vision/models/card_finder.onnx).
    static CardMaskNet& builtIn();

    /// Card probability (CV_32F, 0–1) over the photo: one mask pixel covers `imagePerMask`
    /// photo pixels each way (the photo is fitted into the net's input, its aspect kept).
    /// Thread-safe. `half`, when given, is `bgr` shrunk by area to (cols / 2, rows / 2), made
    /// once for several looks: the net's input is shrunk from it (the same pixels).
    cv::Mat cardMask(const cv::Mat& bgr, double& imagePerMask, const cv::Mat& half = {});

private:
    cv::dnn::Net net_;
    std::mutex mutex_;
};

/// Stage 1, learned: card outlines from the net's card mask, each side then moved onto the
/// card's outer edge in the photo. Best (largest, surest) first; empty when the mask holds no
/// card-sized, card-shaped blob.
std::vector<CardQuad> findCardByMask(const cv::Mat& bgr, const CardFinderConfig& config = {});

/// The same on a mask the caller already has (CardMaskNet::cardMask of `bgr`).
std::vector<CardQuad> findCardByMask(const cv::Mat& bgr, const cv::Mat& mask, double imagePerMask,
                                     const CardFinderConfig& config = {});

/// Mean card probability of `mask` over the quad (image pixels; one mask pixel covers
/// `imagePerMask` of them each way). 0 when the quad covers no mask pixel.
double maskSupport(const cv::Mat& mask, double imagePerMask, const CardQuad& quad);

/// Area (image pixels) of the blob of `mask` above `threshold` under the quad's centre (the
/// mean of its corners); 0 when the centre lies on none.
double maskBlobArea(const cv::Mat& mask, double imagePerMask, const CardQuad& quad,
                    double threshold);

/// Outlines of the blobs of a card mask (CV_32F probabilities), in mask pixels (continuous:
/// pixel (0, 0) spans [0, 1)²), clockwise, best first; `score` is the area × mean probability.
std::vector<CardQuad> maskOutlines(const cv::Mat& mask, const CardFinderConfig& config = {});

} // namespace packmate::vision
