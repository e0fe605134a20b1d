#pragma once

#include <packmate/vision/dice/DiceConfig.h>

#include <opencv2/core.hpp>
#include <opencv2/dnn.hpp>

#include <array>
#include <memory>
#include <mutex>
#include <vector>

namespace packmate::vision::dice {

/// Where the classifier should look: a die centre and its face side, image pixels.
struct FaceSpot {
    cv::Point2f center;
    double side = 0;
};

/// Class probabilities of one spot: index 0-6 = the top face shows that value, 7 = no die.
using FaceProbabilities = std::array<float, 8>;
inline constexpr int kNoDie = 7;

/// A small CNN (vision/training/dice/train_dice_classifier.py) reading a die's top face
/// from a 40×40 crop around it; the trained ONNX model is built into the library.
class FaceClassifier {
public:
    /// Loads an ONNX model; throws packmate::InputError when it cannot be read.
    explicit FaceClassifier(const std::vector<unsigned char>& onnx);

    /// The model built into the library (vision/models/dice_faces.onnx).
    static FaceClassifier& builtIn();
    /// The face models the reader may combine (ClassifierConfig::faceModels): builtIn(), then
    /// vision/models/dice_faces_2.onnx (the same recipe, another seed).
    /// The environment variable PACKMATE_DICE_FACE_MODELS (ONNX files separated by ':')
    /// replaces the list, its first file then taking builtIn()'s place in the reader (to try
    /// models without a rebuild; read once).
    static const std::vector<FaceClassifier*>& models();

    /// Probabilities for each spot (one batch through the network). Thread-safe.
    std::vector<FaceProbabilities> classify(const cv::Mat& bgr, const std::vector<FaceSpot>& spots,
                                            const ClassifierConfig& config);
    /// Probabilities for crops already cut (faceCrop), one batch. Thread-safe.
    std::vector<FaceProbabilities> classifyCrops(const std::vector<cv::Mat>& crops);

private:
    cv::dnn::Net net_;
    std::mutex mutex_;
};

/// The crop the classifier sees: an axis-aligned square of `cropFaces` face sides around
/// the spot, warped bilinearly to cropPixels² (the training script cuts the same way).
cv::Mat faceCrop(const cv::Mat& bgr, const FaceSpot& spot, const ClassifierConfig& config);

} // namespace packmate::vision::dice
