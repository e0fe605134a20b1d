#include <packmate/engine/ScoreJson.h>
#include <packmate/engine/SolveJson.h>

namespace packmate {

Json solveResultToJson(const SolveResult& result, const Cargo& cargo) {
    Json json;
    json["card"] = result.layout.card.id();
    json["cargo"] = formatCargo(cargo);
    json["penalty"] = result.penalty;
    json["free_cells"] = result.freeCells;
    json["overflow_points"] = result.overflowPoints;
    json["optimal"] = result.optimal;
    json["bound"] = result.penaltyBound;
    json["capacity"] = result.capacity;
    json["cargo_volume"] = result.cargoVolume;
    json["loaded_volume"] = result.loadedVolume;
    json["overflow"] = scoreReportToJson(scoreLayout(result.layout, cargo))["overflow"];
    json["nodes"] = result.nodes;
    json["time_ms"] = result.timeMs;
    json["layout"] = layoutToJson(result.layout);
    return json;
}

} // namespace packmate
