#pragma once

#include <opencv2/dnn.hpp>

#include <string>
#include <vector>

namespace packmate::vision {

/// An ONNX model from memory, set to run on OpenCV's own CPU backend. Throws
/// packmate::InputError naming `modelName` when the bytes are no readable network.
cv::dnn::Net readOnnxNet(const std::vector<unsigned char>& onnx, const std::string& modelName);

} // namespace packmate::vision
