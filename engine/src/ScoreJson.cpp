#include <packmate/engine/ScoreJson.h>

namespace packmate {

Json scoreReportToJson(const ScoreReport& report, const Layout* layout) {
    Json json;
    json["valid"] = report.valid;
    json["errors"] = Json::array();
    for (const Violation& violation : report.errors) {
        Json error;
        error["piece"] = violation.piece;
        error["stick"] = violation.piece + 1;
        error["reason"] = violation.reason;
        error["message"] = layout ? describeViolation(violation, *layout) : violation.reason;
        json["errors"].push_back(error);
    }
    json["free_cells"] = report.freeCells;
    json["occupied_cells"] = report.occupiedCells;
    json["overflow"] = Json::array();
    for (const OverflowItem& item : report.overflow) {
        Json entry;
        entry["colour"] = colourName(item.colour);
        entry["letter"] = std::string(1, colourLetter(item.colour));
        entry["length"] = item.length;
        entry["count"] = item.count;
        json["overflow"].push_back(entry);
    }
    json["overflow_points"] = report.overflowPoints;
    json["penalty"] = report.penalty;
    return json;
}

} // namespace packmate
