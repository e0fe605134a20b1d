#pragma once

#include <opencv2/core.hpp>

#include <filesystem>
#include <string>
#include <vector>

namespace packmate::vision::dice {

/// One labelled die: its top-face value, colour when known, and outline in image pixels.
struct LabelledDie {
    int value = 0;
    std::string colour;               ///< empty when the labels do not say
    std::vector<cv::Point2f> outline; ///< polygon around the top face (or its pips)
    int line = 0; ///< where it was read: the YOLO file's line, or the JSON entry's number (1-based)
};

/// The labelled images of a folder: every NAME.jpg/.png with NAME.txt (YOLO lines
/// "CLASS XC YC W H", normalised, CLASS = value − 1) or NAME.json (rendered ground truth:
/// {"dice":[{"value":N,"colour":"..","corners":[[x,y],...]}]}) beside it. Sorted by name.
/// Throws packmate::InputError when the folder is missing or holds no labelled image.
std::vector<std::filesystem::path> labelledImages(const std::filesystem::path& folder);

/// Labels of one image (of the given size, for YOLO's normalised boxes). Throws
/// packmate::InputError naming the file and line on malformed labels.
std::vector<LabelledDie> loadDiceLabels(const std::filesystem::path& image, cv::Size imageSize);

} // namespace packmate::vision::dice
