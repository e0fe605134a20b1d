#include <packmate/engine/InputError.h>
#include <packmate/vision/OnnxNet.h>

namespace packmate::vision {

cv::dnn::Net readOnnxNet(const std::vector<unsigned char>& onnx, const std::string& modelName) {
    cv::dnn::Net net;
    try {
        net = cv::dnn::readNetFromONNX(reinterpret_cast<const char*>(onnx.data()), onnx.size());
    } catch (const cv::Exception& error) {
        throw InputError(modelName + ": cannot read it: " + error.what());
    }
    if (net.empty()) throw InputError(modelName + ": empty network");
    net.setPreferableBackend(cv::dnn::DNN_BACKEND_OPENCV);
    net.setPreferableTarget(cv::dnn::DNN_TARGET_CPU);
    return net;
}

} // namespace packmate::vision
