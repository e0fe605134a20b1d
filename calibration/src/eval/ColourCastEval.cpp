#include <packmate/calibration/MatFinder.h>
#include <packmate/calibration/eval/ColourCastEval.h>
#include <packmate/engine/InputError.h>
#include <packmate/engine/Json.h>
#include <packmate/vision/ImageLoader.h>
#include <packmate/vision/PhotoScorer.h>
#include <packmate/vision/eval/TruckTruth.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>

namespace packmate::calibration::eval {

namespace {

namespace fs = std::filesystem;

int wrongCells(const vision::eval::TruckTruth& truth, const vision::PhotoScore& score) {
    int wrong = 0;
    for (std::size_t y = 0; y < truth.top.size(); ++y)
        for (std::size_t x = 0; x < truth.top[y].size(); ++x) {
            if (truth.top[y][x] == '.') continue;
            const bool same = score.found && y < score.top.size() && x < score.top[y].size() &&
                              score.top[y][x] == truth.top[y][x];
            wrong += same ? 0 : 1;
        }
    return wrong;
}

std::string penaltyText(const vision::PhotoScore& score) {
    return score.penalty ? std::to_string(*score.penalty) + (score.unsure ? "?" : "") : "-";
}

} // namespace

ColourCastEvaluation evaluateColourCast(const std::string& dir) {
    std::error_code error;
    if (!fs::is_directory(dir, error)) throw InputError(dir + ": no such folder");
    std::vector<fs::path> calibrationPhotos;
    std::vector<fs::path> scenes;
    for (const auto& entry : fs::directory_iterator(dir)) {
        const std::string name = entry.path().filename().string();
        if (name.rfind("colours_", 0) == 0 && entry.path().extension() == ".jpg")
            calibrationPhotos.push_back(entry.path());
        if (name.rfind("trucks_", 0) == 0 && entry.path().extension() == ".json")
            scenes.push_back(entry.path());
    }
    if (calibrationPhotos.empty()) throw InputError(dir + ": no colours_*.jpg calibration photo");
    if (scenes.empty()) throw InputError(dir + ": no trucks_*.json scene");
    std::sort(calibrationPhotos.begin(), calibrationPhotos.end());
    std::sort(scenes.begin(), scenes.end());

    ColourCastEvaluation out;
    out.light = fs::path(dir).filename().string();
    if (out.light.empty()) out.light = fs::path(dir).parent_path().filename().string();
    out.calibration = calibrateColours(vision::loadImage(calibrationPhotos.front().string()));
    for (const fs::path& file : scenes) {
        const vision::eval::TruckTruth truth = vision::eval::truckTruthFromJson(readJsonFile(file.string()));
        const cv::Mat photo = vision::loadImage((file.parent_path() / truth.image).string());
        vision::PhotoInputs inputs;
        inputs.cargo = truth.cargo;
        const MatSearch mat = findMat(photo);
        if (mat.detection) {
            inputs.tableToImage = tableCmToImage(*mat.detection);
            ++out.matsFound;
        }
        vision::PhotoScorerConfig config;
        config.colours = out.calibration.model;
        const vision::PhotoScore plain = vision::scorePhoto(photo, truth.card, inputs, config);
        vision::eval::addToReport(truth, plain, out.plain);
        vision::PhotoScore corrected = plain;
        if (out.calibration.correction) {
            config.colours = out.calibration.correctedModel;
            corrected =
                vision::scorePhoto(applyColourCorrection(photo, *out.calibration.correction),
                                   truth.card, inputs, config);
        }
        vision::eval::addToReport(truth, corrected, out.corrected);
        ++out.scenes;
        out.lines.push_back(file.stem().string() + ": penalty " + std::to_string(truth.penalty) +
                            " → " + penaltyText(plain) + " / " + penaltyText(corrected) +
                            ", wrong cells " + std::to_string(wrongCells(truth, plain)) + " / " +
                            std::to_string(wrongCells(truth, corrected)));
    }
    return out;
}

std::string colourCastTable(const std::vector<ColourCastEvaluation>& evaluations) {
    std::string out = "light        scenes  card found      cell error         penalty exact    "
                      "  (plain → corrected)\n";
    char line[256];
    for (const ColourCastEvaluation& e : evaluations) {
        const auto pct = [](const vision::eval::ConditionReport& report, const char* metric) {
            return 100.0 * report.rate("all", metric);
        };
        std::snprintf(line, sizeof line,
                      "%-12s %6d  %5.1f → %5.1f %%  %5.1f → %5.1f %%   %5.1f → %5.1f %%\n",
                      e.light.c_str(), e.scenes, pct(e.plain, "card_found"),
                      pct(e.corrected, "card_found"), pct(e.plain, "cell_error"),
                      pct(e.corrected, "cell_error"), pct(e.plain, "penalty_exact"),
                      pct(e.corrected, "penalty_exact"));
        out += line;
    }
    return out;
}

} // namespace packmate::calibration::eval
