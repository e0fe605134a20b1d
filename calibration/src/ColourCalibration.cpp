#include <packmate/calibration/CardLocator.h>
#include <packmate/calibration/CardMask.h>
#include <packmate/calibration/ColourCalibration.h>
#include <packmate/calibration/RaisedPlane.h>
#include <packmate/engine/InputError.h>

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>
#include <limits>

namespace packmate::calibration {

namespace {

Json rgbJson(const Rgb& rgb) {
    return Json::array({rgb[0], rgb[1], rgb[2]});
}

Rgb rgbFromJson(const Json& json, const std::string& what) {
    if (!json.is_array() || json.size() != 3)
        throw InputError("colour calibration: " + what + " must be [r, g, b]");
    Rgb rgb{};
    for (std::size_t i = 0; i < 3; ++i) {
        if (!json[i].is_number())
            throw InputError("colour calibration: " + what + " holds a non-number");
        rgb[i] = json[i].get<double>();
        if (rgb[i] < 0 || rgb[i] > 255)
            throw InputError("colour calibration: " + what + " is outside 0–255");
    }
    return rgb;
}

std::string stringOr(const Json& json, const char* key, const std::string& fallback) {
    if (!json.contains(key)) return fallback;
    if (!json[key].is_string())
        throw InputError(std::string("colour calibration: \"") + key + "\" must be a string, got " +
                         json[key].dump());
    return json[key].get<std::string>();
}

double distance(const vision::RelativeColour& a, const vision::RelativeColour& b) {
    return std::sqrt((a.r - b.r) * (a.r - b.r) + (a.g - b.g) * (a.g - b.g) +
                     (a.b - b.b) * (a.b - b.b));
}

// Reference colours of the calibration samples: the patches and the card white neutral, as bright
// relative to the paper white as the camera saw them (mean over channels, in linear light), the
// paper white as bright as the camera's green; the sticks as the reference model has them,
// relative to the card white (or the paper when no card was seen). A clipped paper white is
// rebuilt from the grey patch (its unclipped channels give the scale).
void fitCorrection(ColourCalibration& calibration, const std::array<Rgb, kColourCount>& sticks,
                   const ColourCorrectionConfig& config) {
    const double g = config.gamma;
    const auto linear = [g](double value) {
        return std::pow(std::clamp(value / 255.0, 0.0, 1.0), g);
    };
    const auto encoded = [g](double value) {
        return 255.0 * std::pow(std::clamp(value, 0.0, 1.0), 1.0 / g);
    };
    std::array<double, 3> paper{};
    bool clipped = false;
    double scale = 0;
    int unclipped = 0;
    double largest = 0;
    for (std::size_t c = 0; c < 3; ++c) {
        const double ratio =
            linear(calibration.white[c]) / std::max(1e-6, linear(calibration.grey[c]));
        largest = std::max(largest, ratio);
        if (calibration.white[c] >= config.clippedAbove) {
            clipped = true;
        } else {
            scale += ratio;
            ++unclipped;
        }
    }
    // With every channel clipped the true white is at least `largest` times the grey.
    scale = unclipped > 0 ? scale / unclipped : largest;
    for (std::size_t c = 0; c < 3; ++c)
        paper[c] = clipped ? linear(calibration.grey[c]) * scale : linear(calibration.white[c]);
    const double level = paper[1];
    const auto neutralSample = [&](const Rgb& camera, double weight) {
        double ratio = 0;
        for (std::size_t c = 0; c < 3; ++c)
            ratio += linear(camera[c]) / std::max(1e-6, paper[c]) / 3.0;
        const double value = encoded(ratio * level);
        return ColourSample{camera, {value, value, value}, weight};
    };
    std::vector<ColourSample> samples{
        neutralSample(calibration.grey, 1.0),
        neutralSample(calibration.white, clipped ? config.clippedWeight : 1.0),
        neutralSample(calibration.black, 1.0)};
    // The white balance the matrix is pulled towards comes from the grey when the white clipped.
    const std::size_t anchor = clipped ? 0 : 1;
    double base = level;
    if (calibration.cardWhite) {
        const bool cardClipped =
            *std::max_element(calibration.cardWhite->begin(), calibration.cardWhite->end()) >=
            config.clippedAbove;
        samples.push_back(
            neutralSample(*calibration.cardWhite, cardClipped ? config.clippedWeight : 1.0));
        double ratio = 0;
        for (std::size_t c = 0; c < 3; ++c)
            ratio += linear((*calibration.cardWhite)[c]) / std::max(1e-6, paper[c]) / 3.0;
        base = ratio * level;
    }
    for (Colour colour : kAllColours) {
        const vision::RelativeColour& ref = config.reference.stick(colour);
        const auto channel = [&](double relative) {
            return encoded(std::pow(std::max(0.0, relative), g) * base);
        };
        samples.push_back({sticks[static_cast<std::size_t>(colourIndex(colour))],
                           {channel(ref.r), channel(ref.g), channel(ref.b)}});
    }
    calibration.correction = fitColourCorrection(samples, anchor, config);
    const Rgb white =
        correctColour(*calibration.correction,
                      calibration.cardWhite ? *calibration.cardWhite : calibration.white);
    for (Colour colour : kAllColours)
        calibration.correctedModel.sticks[static_cast<std::size_t>(colourIndex(colour))] =
            relativeColour(correctColour(*calibration.correction,
                                         sticks[static_cast<std::size_t>(colourIndex(colour))]),
                           white);
}

} // namespace

Json colourCalibrationToJson(const ColourCalibration& calibration) {
    Json json = vision::colourModelToJson(calibration.model);
    json["mat_id"] = calibration.matId;
    json["white_reference"] = calibration.whiteReference;
    json["reference"] = {{"white", rgbJson(calibration.white)},
                         {"grey", rgbJson(calibration.grey)},
                         {"black", rgbJson(calibration.black)}};
    if (calibration.cardWhite) json["reference"]["card_white"] = rgbJson(*calibration.cardWhite);
    if (calibration.correction) {
        json["correction"] = colourCorrectionToJson(*calibration.correction);
        json["correction"]["model"] = vision::colourModelToJson(calibration.correctedModel);
    }
    return json;
}

ColourCalibration colourCalibrationFromJson(const Json& json) {
    ColourCalibration calibration;
    calibration.model = vision::colourModelFromJson(json);
    if (!json.contains("reference") || !json["reference"].is_object())
        throw InputError(
            "colour calibration: missing \"reference\" (the white, grey and black patches)");
    const Json& reference = json["reference"];
    for (const char* key : {"white", "grey", "black"})
        if (!reference.contains(key))
            throw InputError(std::string("colour calibration: missing reference.") + key);
    calibration.white = rgbFromJson(reference["white"], "reference.white");
    calibration.grey = rgbFromJson(reference["grey"], "reference.grey");
    calibration.black = rgbFromJson(reference["black"], "reference.black");
    if (calibration.white[1] <= 0) throw InputError("colour calibration: reference.white is black");
    calibration.matId = stringOr(json, "mat_id", std::string());
    calibration.whiteReference = stringOr(json, "white_reference", "paper");
    if (calibration.whiteReference != "paper" && calibration.whiteReference != "card")
        throw InputError("colour calibration: white_reference must be \"paper\" or \"card\"");
    if (reference.contains("card_white"))
        calibration.cardWhite = rgbFromJson(reference["card_white"], "reference.card_white");
    if (json.contains("correction")) {
        calibration.correction = colourCorrectionFromJson(json["correction"]);
        if (json["correction"].contains("model"))
            calibration.correctedModel = vision::colourModelFromJson(json["correction"]["model"]);
    }
    return calibration;
}

Rgb sampleMatRect(const cv::Mat& photo, const cv::Matx33d& mmToImage, const RectMm& rect,
                  double fraction, double pixelsPerMm) {
    const double side = std::min(rect.width, rect.height) * fraction;
    const RectMm centre{rect.centreX() - side / 2, rect.centreY() - side / 2, side, side};
    // Warp just this square straight-on: cheap, and the same pixels whatever the tilt.
    const cv::Matx33d toPatch(pixelsPerMm, 0, -centre.x * pixelsPerMm, 0, pixelsPerMm,
                              -centre.y * pixelsPerMm, 0, 0, 1);
    const int pixels = std::max(2, static_cast<int>(std::lround(side * pixelsPerMm)));
    cv::Mat patch;
    cv::warpPerspective(photo, patch, cv::Mat(toPatch * mmToImage.inv()), {pixels, pixels},
                        cv::INTER_AREA);
    const cv::Scalar mean = cv::mean(patch);
    if (photo.channels() == 1) return {mean[0], mean[0], mean[0]};
    return {mean[2], mean[1], mean[0]};
}

vision::RelativeColour relativeColour(const Rgb& colour, const Rgb& white) {
    const auto ratio = [](double value, double reference) {
        return reference > 0 ? value / reference : 0.0;
    };
    return {ratio(colour[0], white[0]), ratio(colour[1], white[1]), ratio(colour[2], white[2])};
}

Colour nearestStickColour(const vision::ColourModel& model, const vision::RelativeColour& colour) {
    Colour best = Colour::White;
    double bestDistance = std::numeric_limits<double>::max();
    for (Colour candidate : kAllColours) {
        const double d = distance(model.stick(candidate), colour);
        if (d < bestDistance) {
            bestDistance = d;
            best = candidate;
        }
    }
    return best;
}

ColourCalibration calibrateColours(const cv::Mat& photo, const ColourCalibrationConfig& config,
                                   const std::optional<cv::Matx33d>& cameraMatrix,
                                   const ColourCorrectionConfig& correctionConfig) {
    if (photo.channels() != 3) throw InputError("colour calibration needs a colour photo");
    const MatDetection detection = requireMat(photo);
    const MatLayout& mat = detection.layout;
    const double ppm = config.rectifyPixelsPerMm;
    ColourCalibration calibration;
    calibration.matId = mat.matId;
    calibration.white = sampleMatRect(photo, detection.mmToImage, mat.patches[0].place, 0.6, ppm);
    calibration.grey = sampleMatRect(photo, detection.mmToImage, mat.patches[1].place, 0.6, ppm);
    calibration.black = sampleMatRect(photo, detection.mmToImage, mat.patches[2].place, 0.6, ppm);
    if (calibration.white[1] < calibration.black[1] + 40)
        throw InputError(
            "the mat's white and black patches look alike: too dark, or the patches are covered");
    // The vision stages read colours relative to the card's white: use it when a card lies
    // on the card place, else the paper.
    Rgb white = calibration.white;
    if (const auto card = locateCardOnMat(photo, detection)) {
        const cv::Vec3d bgr = cardWhiteOf(cardFrameImage(photo, (*card)[0]));
        calibration.cardWhite = Rgb{bgr[2], bgr[1], bgr[0]};
        calibration.whiteReference = "card";
        white = *calibration.cardWhite;
    }
    const cv::Matx33d stickTops = raisedPlaneHomography(
        detection.mmToImage,
        cameraMatrix.value_or(assumedCameraMatrix(photo.size(), config.assumedFovDeg)),
        config.stickTopMm);
    std::array<Rgb, kColourCount> sticks{};
    for (const StickPlace& place : mat.stickPlaces) {
        const Rgb stick = sampleMatRect(photo, stickTops, place.place, config.sampleFraction, ppm);
        sticks[static_cast<std::size_t>(colourIndex(place.colour))] = stick;
        const auto relative = relativeColour(stick, white);
        if (place.colour != Colour::White &&
            distance(relative, vision::RelativeColour{1.0, 1.0, 1.0}) < config.emptyPlaceDistance)
            throw InputError("no stick on the " + std::string(colourName(place.colour)) +
                             " place of the mat (it looks like bare paper)");
        calibration.model.sticks[static_cast<std::size_t>(colourIndex(place.colour))] = relative;
    }
    fitCorrection(calibration, sticks, correctionConfig);
    return calibration;
}

} // namespace packmate::calibration
