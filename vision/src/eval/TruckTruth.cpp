#include <packmate/engine/InputError.h>
#include <packmate/vision/eval/CellVisibility.h>
#include <packmate/vision/eval/StickMatch.h>
#include <packmate/vision/eval/TruckTruth.h>

#include <algorithm>
#include <cmath>

namespace packmate::vision::eval {

namespace {

const Json& need(const Json& json, const char* key) {
    if (!json.contains(key)) throw InputError(std::string("ground truth: missing \"") + key + "\"");
    return json[key];
}

std::string tiltBucket(double tilt) {
    if (tilt < 10) return "tilt=0-10";
    if (tilt < 20) return "tilt=10-20";
    return "tilt=20-30";
}

} // namespace

TruckTruth truckTruthFromJson(const Json& json) {
    try {
        TruckTruth t;
        t.image = need(json, "image").get<std::string>();
        t.card = cardFromJson(need(json, "card"));
        const Json& cargo = need(json, "cargo");
        for (std::size_t i = 0; i < kColourCount; ++i)
            t.cargo.counts[i] = cargo.at(i).get<int>();
        const Json& corners = need(json, "card_corners");
        for (std::size_t i = 0; i < 4; ++i)
            t.cardCorners[i] = {corners.at(i).at(0).get<double>(),
                                corners.at(i).at(1).get<double>()};
        t.orientation = need(json, "orientation").get<int>();
        t.top = need(json, "top").get<std::vector<std::string>>();
        if (json.contains("heights"))
            t.heights = json["heights"].get<std::vector<std::vector<int>>>();
        if (json.contains("camera")) {
            const Json& k = json["camera"].at("K");
            cv::Matx33d matrix;
            for (int i = 0; i < 3; ++i)
                for (int j = 0; j < 3; ++j)
                    matrix(i, j) = k.at(i).at(j).get<double>();
            t.cameraMatrix = matrix;
        }
        for (const Json& s : need(json, "off_card")) {
            const auto colour = colourFromLetter(s.at("colour").get<std::string>().at(0));
            if (!colour) throw InputError("ground truth: bad off_card colour");
            t.offCard.push_back(
                {*colour,
                 {s.at("center").at(0).get<double>(), s.at("center").at(1).get<double>()}});
        }
        t.freeCells = need(json, "free_cells").get<int>();
        t.overflowPoints = need(json, "overflow_points").get<int>();
        t.penalty = need(json, "penalty").get<int>();
        const Json& c = need(json, "conditions");
        t.buckets = {
            tiltBucket(c.at("tilt").get<double>()), "light=" + c.at("light").get<std::string>(),
            "table=" + c.at("table").get<std::string>(),
            "layers=" + std::to_string(t.card.layers()), "art=" + c.at("art").get<std::string>()};
        return t;
    } catch (const Json::exception& error) {
        throw InputError(std::string("ground truth: ") + error.what());
    }
}

double cornerError(const std::array<cv::Point2d, 4>& found,
                   const std::array<cv::Point2d, 4>& truth) {
    double sum = 0.0;
    for (int i = 0; i < 4; ++i)
        sum += cv::norm(found[i] - truth[i]);
    return sum / 4.0;
}

double cellSizeInImage(const TruckTruth& truth, const CardGeometry& geometry) {
    return cv::norm(truth.cardCorners[2] - truth.cardCorners[0]) /
           std::hypot(geometry.cardWidth, geometry.cardHeight);
}

double stickMatchRadius(Colour colour, double cell) {
    return 1.5 * cell * stickLength(colour) / 2 + cell;
}

bool cornersMatch(const std::array<cv::Point2d, 4>& found,
                  const std::array<cv::Point2d, 4>& truth) {
    return cornerError(found, truth) < 0.04 * cv::norm(truth[2] - truth[0]);
}

void addToReport(const TruckTruth& truth, const PhotoScore& result, ConditionReport& report) {
    const auto& b = truth.buckets;
    const bool cardFound = result.found && cornersMatch(result.cardCorners, truth.cardCorners);
    report.count(b, "card_found", cardFound ? 1 : 0);
    const auto shares =
        truth.cameraMatrix && !truth.heights.empty()
            ? visibleTopShares(truth.card, truth.heights, truth.cardCorners, *truth.cameraMatrix)
            : std::vector<std::vector<double>>{};
    const bool knowsVisibility = !shares.empty();
    int cells = 0, wrong = 0, visible = 0, visibleWrong = 0;
    for (std::size_t y = 0; y < truth.top.size(); ++y)
        for (std::size_t x = 0; x < truth.top[y].size(); ++x) {
            if (truth.top[y][x] == '.') continue;
            ++cells;
            const bool right = cardFound && y < result.top.size() && x < result.top[y].size() &&
                               result.top[y][x] == truth.top[y][x];
            wrong += right ? 0 : 1;
            if (knowsVisibility && y < shares.size() && x < shares[y].size() &&
                shares[y][x] >= 1.0) {
                ++visible;
                visibleWrong += right ? 0 : 1;
            }
        }
    report.count(b, "cell_error", wrong, cells);
    // The cell classifier alone: cells of scenes whose card was found (counted as 0 of 0
    // otherwise, so the column keeps its place when the first scene's card is missed).
    report.count(b, "cell_error_found", cardFound ? wrong : 0, cardFound ? cells : 0);
    // The same split by what the camera can see: a cell partly hidden behind a taller column
    // cannot be read whole by any reader.
    const bool split = cardFound && knowsVisibility;
    report.count(b, "cell_error_visible", split ? visibleWrong : 0, split ? visible : 0);
    report.count(b, "cell_error_hidden", split ? wrong - visibleWrong : 0,
                 split ? cells - visible : 0);
    const bool exact = result.penalty && *result.penalty == truth.penalty;
    report.count(b, "penalty_exact", exact ? 1 : 0);
    report.count(b, "confident_wrong", !result.unsure && !exact ? 1 : 0);
    report.count(b, "unsure", result.unsure ? 1 : 0);
    // A stick beside the card counts as found when a result of its colour is paired with it
    // (matchSticks: within stickMatchRadius, as many pairs as can be, of least total distance).
    const std::vector<int> match =
        matchSticks(truth.offCard, result.offCard, cellSizeInImage(truth), true);
    const int found =
        static_cast<int>(std::count_if(match.begin(), match.end(), [](int m) { return m >= 0; }));
    report.count(b, "sticks_found", found, static_cast<int>(truth.offCard.size()));
    if (!result.offCard.empty())
        report.count(b, "sticks_extra", static_cast<int>(result.offCard.size()) - found,
                     static_cast<int>(result.offCard.size()));
}

} // namespace packmate::vision::eval
