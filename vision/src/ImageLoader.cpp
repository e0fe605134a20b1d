#include <packmate/engine/InputError.h>
#include <packmate/vision/ImageLoader.h>

#include <opencv2/imgcodecs.hpp>

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <optional>
#include <utility>

namespace packmate::vision {

namespace {

bool startsWith(const std::vector<unsigned char>& bytes,
                std::initializer_list<unsigned char> head) {
    return bytes.size() >= head.size() && std::equal(head.begin(), head.end(), bytes.begin());
}

/// True when `marker` occurs within the last `tail` bytes.
bool endsWith(const std::vector<unsigned char>& bytes, std::initializer_list<unsigned char> marker,
              std::size_t tail) {
    const auto from = bytes.end() - static_cast<std::ptrdiff_t>(std::min(tail, bytes.size()));
    return std::search(from, bytes.end(), marker.begin(), marker.end()) != bytes.end();
}

std::uint32_t bigEndian32(const std::vector<unsigned char>& bytes, std::size_t at) {
    return (std::uint32_t(bytes[at]) << 24) | (std::uint32_t(bytes[at + 1]) << 16) |
           (std::uint32_t(bytes[at + 2]) << 8) | std::uint32_t(bytes[at + 3]);
}

/// Width and height from a PNG's header (IHDR), or nothing when `bytes` is no PNG.
std::optional<std::pair<std::uint32_t, std::uint32_t>>
pngSize(const std::vector<unsigned char>& bytes) {
    if (!startsWith(bytes, {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'}) || bytes.size() < 24)
        return std::nullopt;
    return std::pair{bigEndian32(bytes, 16), bigEndian32(bytes, 20)};
}

std::string sizeText(long long width, long long height) {
    return std::to_string(width) + "x" + std::to_string(height);
}

/// What the file's own bytes say before any pixel is decoded: a JPEG or PNG cut short (the
/// decoder would fill the missing part with grey and take it for the photo), and a PNG too
/// large to allocate (its size is in its header).
void checkEncoding(const std::vector<unsigned char>& bytes, const std::string& what) {
    constexpr std::size_t kTrailerReach = 64 * 1024; // padding after the end marker is allowed
    if (startsWith(bytes, {0xFF, 0xD8}) && !endsWith(bytes, {0xFF, 0xD9}, kTrailerReach))
        throw InputError(what + ": the JPEG is cut short (no end marker): a truncated file");
    if (const auto size = pngSize(bytes)) {
        const auto [width, height] = *size;
        checkImageSize(what, width, height);
        if (!endsWith(bytes, {'I', 'E', 'N', 'D'}, kTrailerReach))
            throw InputError(what + ": the PNG is cut short (no IEND chunk): a truncated file");
    }
}

cv::Mat decoded(const std::vector<unsigned char>& bytes, int flags, const std::string& what) {
    try {
        return cv::imdecode(bytes, flags);
    } catch (const cv::Exception& error) {
        throw InputError(what + ": not a readable image (" + error.msg + ")");
    }
}

} // namespace

void checkImageSize(const std::string& what, long long width, long long height) {
    if (width > kMaxImageSide || height > kMaxImageSide)
        throw InputError(what + ": image is " + sizeText(width, height) + ", larger than " +
                         std::to_string(kMaxImageSide) + " pixels on a side");
    if (width < kMinImageSide || height < kMinImageSide)
        throw InputError(what + ": image is " + sizeText(width, height) + ", smaller than " +
                         std::to_string(kMinImageSide) + " pixels on a side");
}

cv::Mat decodeImage(const std::vector<unsigned char>& bytes, const std::string& what) {
    if (bytes.empty()) throw InputError(what + ": the file is empty");
    checkEncoding(bytes, what);
    // A PNG's size was read from its header; other formats' from a reduced decode first, so a
    // huge image is refused before its pixels are allocated.
    if (!pngSize(bytes)) {
        const cv::Mat header = decoded(bytes, cv::IMREAD_REDUCED_COLOR_8, what);
        if (header.empty())
            throw InputError(what + ": not a readable image (corrupt or unsupported format)");
        if (header.cols * 8 > kMaxImageSide || header.rows * 8 > kMaxImageSide)
            throw InputError(what + ": image is larger than " + std::to_string(kMaxImageSide) +
                             " pixels on a side");
    }
    cv::Mat image = decoded(bytes, cv::IMREAD_COLOR, what);
    if (image.empty())
        throw InputError(what + ": not a readable image (corrupt or unsupported format)");
    checkImageSize(what, image.cols, image.rows);
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
