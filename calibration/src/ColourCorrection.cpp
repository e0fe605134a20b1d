#include <packmate/calibration/ColourCorrection.h>
#include <packmate/engine/InputError.h>

#include <opencv2/core.hpp>

#include <algorithm>
#include <cmath>
#include <string>

namespace packmate::calibration {

namespace {

using Rgb3 = std::array<double, 3>;

cv::Vec3d decode(const Rgb3& rgb, double gamma) {
    cv::Vec3d out;
    for (int c = 0; c < 3; ++c)
        out[c] = std::pow(std::clamp(rgb[static_cast<std::size_t>(c)] / 255.0, 0.0, 1.0), gamma);
    return out;
}

Rgb3 encode(const cv::Vec3d& linear, double gamma) {
    Rgb3 out{};
    for (int c = 0; c < 3; ++c)
        out[static_cast<std::size_t>(c)] =
            255.0 * std::pow(std::clamp(linear[c], 0.0, 1.0), 1.0 / gamma);
    return out;
}

} // namespace

ColourCorrection fitColourCorrection(const std::vector<ColourSample>& samples,
                                     std::size_t whiteIndex, const ColourCorrectionConfig& config) {
    if (samples.size() < 3 || whiteIndex >= samples.size())
        throw InputError("colour correction needs at least 3 samples, one of them white");
    const double g = config.gamma;
    std::vector<cv::Vec3d> x;
    std::vector<cv::Vec3d> y;
    for (const ColourSample& sample : samples) {
        x.push_back(decode(sample.camera, g));
        y.push_back(decode(sample.reference, g));
    }
    const cv::Vec3d& white = x[whiteIndex];
    if (std::min({white[0], white[1], white[2]}) <= 1e-4)
        throw InputError("colour correction: the white sample has a black channel");
    // Scale so the white's brightest channel is 1: the Huber threshold is then in white units.
    const double unit = std::max({white[0], white[1], white[2]});
    cv::Matx33d diagonal = cv::Matx33d::zeros();
    for (int c = 0; c < 3; ++c)
        diagonal(c, c) = y[whiteIndex][c] / white[c];

    std::vector<double> weights;
    for (const ColourSample& sample : samples)
        weights.push_back(sample.weight);
    weights[whiteIndex] *= config.whiteWeight;
    std::vector<double> robust(samples.size(), 1.0);
    cv::Matx33d matrix = diagonal;
    for (int iteration = 0; iteration <= config.robustIterations; ++iteration) {
        cv::Matx33d normal = cv::Matx33d::zeros();
        for (std::size_t i = 0; i < x.size(); ++i)
            normal += (weights[i] * robust[i]) * (x[i] * x[i].t());
        const double ridge =
            config.ridge * (normal(0, 0) + normal(1, 1) + normal(2, 2)) / 3.0 + 1e-12;
        for (int row = 0; row < 3; ++row) {
            cv::Vec3d rhs = ridge * cv::Vec3d(diagonal(row, 0), diagonal(row, 1), diagonal(row, 2));
            for (std::size_t i = 0; i < x.size(); ++i)
                rhs += (weights[i] * robust[i] * y[i][row]) * x[i];
            cv::Vec3d solution;
            cv::solve(normal + ridge * cv::Matx33d::eye(), rhs, solution, cv::DECOMP_CHOLESKY);
            for (int c = 0; c < 3; ++c)
                matrix(row, c) = solution[c];
        }
        for (std::size_t i = 0; i < x.size(); ++i) {
            const double error = cv::norm(matrix * x[i] - y[i]) / unit;
            robust[i] = error <= config.huber ? 1.0 : config.huber / error;
        }
    }
    ColourCorrection correction;
    correction.gamma = g;
    correction.matrix = matrix;
    double sum = 0;
    for (const ColourSample& sample : samples) {
        const Rgb3 corrected = correctColour(correction, sample.camera);
        for (std::size_t c = 0; c < 3; ++c)
            sum += (corrected[c] - sample.reference[c]) * (corrected[c] - sample.reference[c]);
    }
    correction.residual = std::sqrt(sum / static_cast<double>(samples.size()));
    return correction;
}

std::array<double, 3> correctColour(const ColourCorrection& correction,
                                    const std::array<double, 3>& rgb) {
    return encode(correction.matrix * decode(rgb, correction.gamma), correction.gamma);
}

cv::Mat applyColourCorrection(const cv::Mat& bgr, const ColourCorrection& correction) {
    if (bgr.type() != CV_8UC3) throw InputError("colour correction needs an 8-bit colour photo");
    cv::Mat decodeTable(1, 256, CV_32F);
    for (int v = 0; v < 256; ++v)
        decodeTable.at<float>(v) = static_cast<float>(std::pow(v / 255.0, correction.gamma));
    cv::Mat linear;
    cv::LUT(bgr, decodeTable, linear);
    // The matrix works on r, g, b; the photo is b, g, r.
    cv::Matx33f bgrMatrix;
    for (int i = 0; i < 3; ++i)
        for (int j = 0; j < 3; ++j)
            bgrMatrix(i, j) = static_cast<float>(correction.matrix(2 - i, 2 - j));
    cv::transform(linear, linear, bgrMatrix);
    cv::max(linear, 0.0, linear);
    cv::min(linear, 1.0, linear);
    cv::pow(linear, 1.0 / correction.gamma, linear);
    cv::Mat out;
    linear.convertTo(out, CV_8UC3, 255.0);
    return out;
}

Json colourCorrectionToJson(const ColourCorrection& correction) {
    Json rows = Json::array();
    for (int r = 0; r < 3; ++r)
        rows.push_back({correction.matrix(r, 0), correction.matrix(r, 1), correction.matrix(r, 2)});
    return {{"gamma", correction.gamma}, {"matrix", rows}, {"residual", correction.residual}};
}

ColourCorrection colourCorrectionFromJson(const Json& json) {
    if (!json.is_object()) throw InputError("colour correction: must be an object");
    ColourCorrection correction;
    const Json gamma = json.value("gamma", Json(2.2));
    if (!gamma.is_number() || gamma.get<double>() < 0.2 || gamma.get<double>() > 5)
        throw InputError("colour correction: gamma must be a number in 0.2–5");
    correction.gamma = gamma.get<double>();
    if (!json.contains("matrix") || !json["matrix"].is_array() || json["matrix"].size() != 3)
        throw InputError("colour correction: matrix must be 3 rows of 3 numbers");
    for (std::size_t r = 0; r < 3; ++r) {
        const Json& row = json["matrix"][r];
        if (!row.is_array() || row.size() != 3)
            throw InputError("colour correction: matrix must be 3 rows of 3 numbers");
        for (std::size_t c = 0; c < 3; ++c) {
            if (!row[c].is_number() || !std::isfinite(row[c].get<double>()) ||
                std::abs(row[c].get<double>()) > 100)
                throw InputError("colour correction: matrix holds a non-number or a huge value");
            correction.matrix(static_cast<int>(r), static_cast<int>(c)) = row[c].get<double>();
        }
    }
    if (json.contains("residual")) {
        if (!json["residual"].is_number())
            throw InputError("colour correction: \"residual\" must be a number, got " +
                             json["residual"].dump());
        correction.residual = json["residual"].get<double>();
    }
    return correction;
}

} // namespace packmate::calibration
