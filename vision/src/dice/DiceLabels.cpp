#include <packmate/engine/InputError.h>
#include <packmate/engine/Json.h>
#include <packmate/vision/dice/DiceLabels.h>

#include <algorithm>
#include <fstream>
#include <sstream>

namespace packmate::vision::dice {

namespace fs = std::filesystem;

namespace {

bool isImage(const fs::path& path) {
    std::string ext = path.extension().string();
    std::transform(ext.begin(), ext.end(), ext.begin(),
                   [](unsigned char c) { return char(std::tolower(c)); });
    return ext == ".jpg" || ext == ".jpeg" || ext == ".png";
}

fs::path labelPath(const fs::path& image, const char* extension) {
    fs::path path = image;
    return path.replace_extension(extension);
}

std::vector<LabelledDie> loadYolo(const fs::path& file, cv::Size size) {
    std::ifstream in(file);
    std::vector<LabelledDie> dice;
    std::string line;
    for (int number = 1; std::getline(in, line); ++number) {
        if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
        std::istringstream fields(line);
        int cls = -1;
        double x = 0, y = 0, w = 0, h = 0;
        if (!(fields >> cls >> x >> y >> w >> h) || cls < 0 || cls > 5 || w <= 0 || h <= 0)
            throw InputError(file.string() + ":" + std::to_string(number) +
                             ": expected 'CLASS XC YC W H' with CLASS 0-5");
        const float x0 = float((x - w / 2) * size.width), x1 = float((x + w / 2) * size.width);
        const float y0 = float((y - h / 2) * size.height), y1 = float((y + h / 2) * size.height);
        dice.push_back({cls + 1, "", {{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}}, number});
    }
    return dice;
}

std::vector<LabelledDie> loadJson(const fs::path& file) {
    const Json json = readJsonFile(file.string());
    std::vector<LabelledDie> dice;
    try {
        for (const Json& entry : json.at("dice")) {
            LabelledDie die;
            die.value = entry.at("value").get<int>();
            if (die.value < 0 || die.value > 6) throw InputError("value must be 0-6");
            die.colour = entry.value("colour", std::string());
            for (const Json& corner : entry.at("corners"))
                die.outline.emplace_back(corner.at(0).get<float>(), corner.at(1).get<float>());
            if (die.outline.size() < 3) throw InputError("a die needs at least 3 corners");
            die.line = int(dice.size()) + 1;
            dice.push_back(std::move(die));
        }
    } catch (const Json::exception& error) {
        throw InputError(file.string() + ": " + error.what());
    } catch (const InputError& error) {
        throw InputError(file.string() + ": " + error.what());
    }
    return dice;
}

} // namespace

std::vector<fs::path> labelledImages(const fs::path& folder) {
    std::error_code error;
    if (!fs::is_directory(folder, error)) throw InputError(folder.string() + ": not a folder");
    std::vector<fs::path> images;
    for (const fs::directory_entry& entry : fs::directory_iterator(folder)) {
        const fs::path& path = entry.path();
        if (isImage(path) &&
            (fs::exists(labelPath(path, ".txt")) || fs::exists(labelPath(path, ".json"))))
            images.push_back(path);
    }
    if (images.empty())
        throw InputError(folder.string() +
                         ": no labelled images (NAME.jpg with NAME.txt or NAME.json)");
    std::sort(images.begin(), images.end());
    return images;
}

std::vector<LabelledDie> loadDiceLabels(const fs::path& image, cv::Size imageSize) {
    const fs::path json = labelPath(image, ".json");
    if (fs::exists(json)) return loadJson(json);
    const fs::path yolo = labelPath(image, ".txt");
    if (fs::exists(yolo)) return loadYolo(yolo, imageSize);
    throw InputError(image.string() + ": no label file (.txt or .json) beside it");
}

} // namespace packmate::vision::dice
