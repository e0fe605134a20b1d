#include <packmate/engine/InputError.h>
#include <packmate/vision/OnnxNet.h>
#include <packmate/vision/dice/FaceClassifier.h>
#include <packmate/vision/dice/SquareCrop.h>

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>

extern const unsigned char kDiceFaceModel[];
extern const std::size_t kDiceFaceModel_size;
extern const unsigned char kDiceFaceModel2[];
extern const std::size_t kDiceFaceModel2_size;

namespace packmate::vision::dice {

FaceClassifier::FaceClassifier(const std::vector<unsigned char>& onnx)
    : net_(readOnnxNet(onnx, "dice face model")) {}

FaceClassifier& FaceClassifier::builtIn() {
    static FaceClassifier classifier(
        std::vector<unsigned char>(kDiceFaceModel, kDiceFaceModel + kDiceFaceModel_size));
    return classifier;
}

const std::vector<FaceClassifier*>& FaceClassifier::models() {
    static const std::vector<FaceClassifier*> list = [] {
        std::vector<FaceClassifier*> out;
        const char* files = std::getenv("PACKMATE_DICE_FACE_MODELS");
        if (!files || !*files) {
            static FaceClassifier second(std::vector<unsigned char>(
                kDiceFaceModel2, kDiceFaceModel2 + kDiceFaceModel2_size));
            out.push_back(&builtIn());
            out.push_back(&second);
            return out;
        }
        std::stringstream stream(files);
        std::string file;
        while (std::getline(stream, file, ':')) {
            if (file.empty()) continue;
            std::ifstream in(file, std::ios::binary);
            if (!in) throw InputError("dice face model: cannot read " + file);
            const std::vector<unsigned char> bytes((std::istreambuf_iterator<char>(in)),
                                                   std::istreambuf_iterator<char>());
            out.push_back(new FaceClassifier(bytes)); // lives as long as the program
        }
        if (out.empty())
            throw InputError("PACKMATE_DICE_FACE_MODELS names no model file: '" +
                             std::string(files) + "'");
        return out;
    }();
    return list;
}

cv::Mat faceCrop(const cv::Mat& bgr, const FaceSpot& spot, const ClassifierConfig& config) {
    return squareCrop(bgr, spot.center, spot.side, config.cropFaces, config.cropPixels);
}

std::vector<FaceProbabilities> FaceClassifier::classify(const cv::Mat& bgr,
                                                        const std::vector<FaceSpot>& spots,
                                                        const ClassifierConfig& config) {
    std::vector<cv::Mat> crops;
    for (const FaceSpot& spot : spots)
        crops.push_back(faceCrop(bgr, spot, config));
    return classifyCrops(crops);
}

std::vector<FaceProbabilities> FaceClassifier::classifyCrops(const std::vector<cv::Mat>& crops) {
    std::vector<FaceProbabilities> out;
    if (crops.empty()) return out;
    const cv::Mat blob = cv::dnn::blobFromImages(crops, 1.0 / 255.0);
    cv::Mat logits;
    {
        const std::lock_guard<std::mutex> lock(mutex_);
        net_.setInput(blob);
        logits = net_.forward().clone();
    }
    for (int i = 0; i < logits.rows; ++i) {
        FaceProbabilities p{};
        const float* row = logits.ptr<float>(i);
        const float top = *std::max_element(row, row + 8);
        float sum = 0;
        for (std::size_t c = 0; c < 8; ++c)
            sum += p[c] = std::exp(row[c] - top);
        for (float& v : p)
            v /= sum;
        out.push_back(p);
    }
    return out;
}

} // namespace packmate::vision::dice
