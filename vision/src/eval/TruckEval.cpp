#include <packmate/engine/InputError.h>
#include <packmate/vision/ImageLoader.h>
#include <packmate/vision/eval/AssistedCheck.h>
#include <packmate/vision/eval/TruckEval.h>
#include <packmate/vision/eval/TruckTruth.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>

namespace packmate::vision::eval {

namespace {

std::string confidenceBucket(double confidence) {
    const double edges[] = {0.0, 0.5, 0.8, 0.9, 0.97, 0.99, 1.01};
    for (int i = 0; i + 1 < 7; ++i)
        if (confidence < edges[i + 1]) {
            char name[40];
            std::snprintf(name, sizeof name, "confidence=%.2f-%.2f", edges[i],
                          std::min(edges[i + 1], 1.0));
            return name;
        }
    return "confidence=1.00";
}

std::string joined(const std::vector<std::string>& rows) {
    std::string out;
    for (const std::string& row : rows)
        out += (out.empty() ? "" : "/") + row;
    return out;
}

} // namespace

Json TruckEvaluation::toJson() const {
    Json out;
    out["scenes"] = scenes;
    out["by_condition"] = report.toJson();
    out["reliability"] = reliability.toJson();
    out["mistakes"] = mistakes;
    return out;
}

TruckEvaluation evaluateTruckFolder(const std::string& dir, const PhotoScorerConfig& config) {
    namespace fs = std::filesystem;
    std::error_code error;
    if (!fs::is_directory(dir, error)) throw InputError(dir + ": no such folder");
    std::vector<fs::path> files;
    for (const auto& entry : fs::directory_iterator(dir))
        if (entry.path().extension() == ".json") files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    TruckEvaluation out;
    for (const fs::path& file : files) {
        const TruckTruth truth = truckTruthFromJson(readJsonFile(file.string()));
        const cv::Mat image = loadImage((file.parent_path() / truth.image).string());
        PhotoInputs inputs;
        inputs.cargo = truth.cargo;
        const PhotoScore result = scorePhoto(image, truth.card, inputs, config);
        addToReport(truth, result, out.report);
        addAssistedToReport(truth, result, {config.cells.unsureBelow, config.sticks.unsureBelow},
                            out.report);
        ++out.scenes;
        const bool exact = result.penalty && *result.penalty == truth.penalty;
        out.reliability.count({confidenceBucket(result.confidence)}, "penalty_exact",
                              exact ? 1 : 0);
        if (!exact || result.top != truth.top)
            out.mistakes.push_back(
                file.stem().string() + ": corners off by " +
                (result.found ? std::to_string(cornerError(result.cardCorners, truth.cardCorners))
                                    .substr(0, 5)
                              : "-") +
                " px, orientation " + std::to_string(truth.orientation) + " → " +
                std::to_string(result.orientation) + ", penalty " + std::to_string(truth.penalty) +
                " → " + (result.penalty ? std::to_string(*result.penalty) : "none") +
                (result.unsure ? " (unsure)" : " (SURE)") + ", top " + joined(truth.top) + " → " +
                joined(result.top) + ", sticks beside " + std::to_string(truth.offCard.size()) +
                " → " + std::to_string(result.offCard.size()));
    }
    if (out.scenes == 0)
        throw InputError(dir + ": no ground-truth scenes (NAME.json + image) found");
    return out;
}

} // namespace packmate::vision::eval
