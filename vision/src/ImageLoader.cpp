#include <packmate/engine/InputError.h>
#include <packmate/vision/ImageLoader.h>

#include <opencv2/imgcodecs.hpp>

#include <filesystem>
#include <fstream>
#include <iterator>

namespace packmate::vision {

cv::Mat decodeImage(const std::vector<unsigned char>& bytes, const std::string& what) {
    if (bytes.empty()) throw InputError(what + ": the file is empty");
    // Read the header first so a huge image is refused before its pixels are allocated.
    cv::Mat header = cv::imdecode(bytes, cv::IMREAD_REDUCED_COLOR_8);
    if (header.empty()) throw InputError(what + ": not a readable image (corrupt or unsupported format)");
    if (header.cols * 8 > kMaxImageSide || header.rows * 8 > kMaxImageSide)
        throw InputError(what + ": image is larger than " + std::to_string(kMaxImageSide) +
                         " pixels on a side");
    cv::Mat image = cv::imdecode(bytes, cv::IMREAD_COLOR);
    if (image.empty()) throw InputError(what + ": not a readable image (corrupt or unsupported format)");
    if (image.cols > kMaxImageSide || image.rows > kMaxImageSide)
        throw InputError(what + ": image is " + std::to_string(image.cols) + "x" +
                         std::to_string(image.rows) + ", larger than " +
                         std::to_string(kMaxImageSide) + " pixels on a side");
    return image;
}

cv::Mat loadImage(const std::string& path) {
    std::error_code error;
    if (!std::filesystem::is_regular_file(path, error)) throw InputError(path + ": no such file");
    std::ifstream in(path, std::ios::binary);
    if (!in) throw InputError(path + ": cannot open file");
    const std::vector<unsigned char> bytes((std::istreambuf_iterator<char>(in)),
                                           std::istreambuf_iterator<char>());
    return decodeImage(bytes, path);
}

} // namespace packmate::vision
