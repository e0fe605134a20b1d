#include <packmate/vision/PhotoScoreJson.h>

#include <algorithm>
#include <cmath>

namespace packmate::vision {

namespace {

double round1(double v) {
    return std::round(v * 10.0) / 10.0;
}
double round3(double v) {
    return std::round(v * 1000.0) / 1000.0;
}

template <typename T> Json optionalJson(const std::optional<T>& value) {
    return value ? Json(*value) : Json(nullptr);
}

} // namespace

Json photoScoreToJson(const PhotoScore& score) {
    Json out;
    out["found"] = score.found;
    Json corners = Json::array();
    if (score.found)
        for (const cv::Point2d& p : score.cardCorners)
            corners.push_back(Json::array({round1(p.x), round1(p.y)}));
    out["card_corners"] = corners;
    out["orientation"] = score.found ? Json(score.orientation) : Json(nullptr);
    out["top"] = score.top;
    auto asked = [](const std::vector<bool>& checks, std::size_t i) {
        return i < checks.size() && checks[i];
    };
    Json off = Json::array();
    for (std::size_t i = 0; i < score.offCard.size(); ++i) {
        const OffCardStick& stick = score.offCard[i];
        off.push_back({{"colour", std::string(1, colourLetter(stick.colour))},
                       {"length", stick.length},
                       {"center", Json::array({round1(stick.center.x), round1(stick.center.y)})},
                       {"measured_length", round1(stick.measuredLength)},
                       {"confidence", round3(stick.confidence)},
                       {"check", asked(score.checks.sticks, i)}});
    }
    out["off_card"] = off;
    out["free_cells"] = optionalJson(score.freeCells);
    out["overflow_points"] = optionalJson(score.overflowPoints);
    out["penalty"] = optionalJson(score.penalty);
    out["confidence"] = round3(score.confidence);
    out["unsure"] = score.unsure;
    out["warnings"] = score.warnings;
    out["conflict"] = score.conflict;
    const ScoreEvidence& e = score.evidence;
    out["evidence"] = {{"orientation", round3(e.orientation)},
                       {"cells_log", round3(e.cellsLog)},
                       {"sticks_log", round3(e.sticksLog)},
                       {"blind_colours", e.blindColours},
                       {"unexplained_blobs", e.unexplainedBlobs},
                       {"sticks_agree", e.sticksAgree},
                       {"layers", e.layers},
                       {"weak_disagreement", e.weakDisagreement},
                       {"cells_read_again", e.cellsReadAgain},
                       {"count_confirms_top", e.countConfirmsTop}};
    Json leftOver = Json::object();
    for (Colour colour : kAllColours)
        leftOver[std::string(1, colourLetter(colour))] = round3(e.netLeftOver[colourIndex(colour)]);
    out["evidence"]["net_left_over"] = leftOver;
    Json cells = Json::array();
    for (std::size_t i = 0; i < score.cells.size(); ++i) {
        const CellReading& cell = score.cells[i];
        Json entry{{"x", cell.x},
                   {"y", cell.y},
                   {"top", cell.top ? std::string(1, colourLetter(*cell.top)) : std::string("_")},
                   {"confidence", round3(cell.confidence)},
                   {"check", asked(score.checks.cells, i)}};
        // Every class's probability, where the reader gave them (W, G, B, T, V and "_" bare).
        if (std::any_of(cell.probabilities.begin(), cell.probabilities.end(),
                        [](double p) { return p > 0.0; })) {
            Json probabilities = Json::object();
            for (Colour colour : kAllColours)
                probabilities[std::string(1, colourLetter(colour))] =
                    round3(cell.probabilities[static_cast<std::size_t>(colourIndex(colour))]);
            probabilities["_"] = round3(cell.probabilities[kColourCount]);
            entry["probabilities"] = probabilities;
        }
        cells.push_back(entry);
    }
    out["cells"] = cells;
    Json tableLooksLike = Json::array();
    for (Colour colour : score.tableLooksLike)
        tableLooksLike.push_back(std::string(1, colourLetter(colour)));
    out["table_looks_like"] = tableLooksLike;
    out["checks"] = score.checks.count();
    return out;
}

} // namespace packmate::vision
