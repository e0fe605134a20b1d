#include <packmate/calibration/CardLocator.h>
#include <packmate/calibration/MatFinder.h>
#include <packmate/calibration/eval/ColourCastEval.h>
#include <packmate/engine/InputError.h>
#include <packmate/engine/Json.h>
#include <packmate/vision/CardPose.h>
#include <packmate/vision/CardSampler.h>
#include <packmate/vision/GridFit.h>
#include <packmate/vision/ImageLoader.h>
#include <packmate/vision/PhotoScorer.h>
#include <packmate/vision/TruckScore.h>
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

// The card outline from the mat's card place (calibration's CardLocator) instead of vision's card
// finder, which does not yet look for a card lying on the white mat; then vision's own later
// stages (scoreLocatedCard). Measurement only: the cell and stick readings
// are what is compared.
std::optional<vision::CardQuad> cardQuadFromMat(const cv::Mat& photo, const MatDetection& mat,
                                                const vision::CardGeometry& geometry) {
    const auto located = locateCardOnMat(photo, mat);
    if (!located) return std::nullopt;
    vision::CardQuad quad;
    const auto corners = (*located)[0].imageCorners(geometry);
    for (std::size_t i = 0; i < 4; ++i)
        quad.corners[i] = corners[i];
    return quad;
}

vision::PhotoScore scoreLocatedCard(const cv::Mat& bgr, const vision::CardQuad& quad,
                                    const TruckCard& card, const vision::PhotoInputs& inputs,
                                    const vision::PhotoScorerConfig& config) {
    const cv::Matx33d intrinsics =
        inputs.intrinsics.value_or(config.camera.intrinsicsFor(bgr.size()));
    const auto hypotheses =
        vision::poseHypotheses(quad, intrinsics, config.geometry, config.finder.maxShapeError * 3,
                               config.finder.maxViewAngleDeg);
    if (hypotheses.empty()) return {};
    const vision::GridFit fit =
        vision::fitGrid(bgr, hypotheses, card, config.geometry, config.grid);
    return vision::scoreLocatedCard(bgr, fit, card, inputs, config);
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
        const vision::eval::TruckTruth truth =
            vision::eval::truckTruthFromJson(readJsonFile(file.string()));
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
        const std::optional<vision::CardQuad> quad =
            mat.detection ? cardQuadFromMat(photo, *mat.detection, config.geometry) : std::nullopt;
        const auto score = [&](const cv::Mat& image) {
            vision::PhotoScore result = vision::scorePhoto(image, truth.card, inputs, config);
            if (!result.found && quad) {
                result = scoreLocatedCard(image, *quad, truth.card, inputs, config);
                ++out.cardsFromMat;
            }
            return result;
        };
        const vision::PhotoScore plain = score(photo);
        vision::eval::addToReport(truth, plain, out.plain);
        vision::PhotoScore corrected = plain;
        if (out.calibration.correction) {
            config.colours = out.calibration.correctedModel;
            corrected = score(applyColourCorrection(photo, *out.calibration.correction));
        }
        vision::eval::addToReport(truth, corrected, out.corrected);
        ++out.scenes;
        const bool located =
            plain.found && vision::eval::cornersMatch(plain.cardCorners, truth.cardCorners);
        out.lines.push_back(
            file.stem().string() + (located ? "" : " (card not located)") + ": penalty " +
            std::to_string(truth.penalty) + " → " + penaltyText(plain) + " / " +
            penaltyText(corrected) + ", wrong cells " + std::to_string(wrongCells(truth, plain)) +
            " / " + std::to_string(wrongCells(truth, corrected)) + ", sticks beside " +
            std::to_string(truth.offCard.size()) + " → " + std::to_string(plain.offCard.size()) +
            " / " + std::to_string(corrected.offCard.size()));
    }
    return out;
}

std::string colourCastTable(const std::vector<ColourCastEvaluation>& evaluations) {
    std::string out = "light        scenes  card found       cell error       penalty exact   "
                      "  confident & wrong   (plain → corrected)\n";
    char line[256];
    for (const ColourCastEvaluation& e : evaluations) {
        const auto pct = [](const vision::eval::ConditionReport& report, const char* metric) {
            return 100.0 * report.rate("all", metric);
        };
        std::snprintf(line, sizeof line,
                      "%-12s %6d  %5.1f → %5.1f %%  %5.1f → %5.1f %%  %5.1f → %5.1f %%  %5.1f → "
                      "%5.1f %%\n",
                      e.light.c_str(), e.scenes, pct(e.plain, "card_found"),
                      pct(e.corrected, "card_found"), pct(e.plain, "cell_error"),
                      pct(e.corrected, "cell_error"), pct(e.plain, "penalty_exact"),
                      pct(e.corrected, "penalty_exact"), pct(e.plain, "confident_wrong"),
                      pct(e.corrected, "confident_wrong"));
        out += line;
    }
    return out;
}

} // namespace packmate::calibration::eval
