#pragma once

#include <packmate/engine/Json.h>
#include <packmate/engine/Scoring.h>

namespace packmate {

/// The score as JSON (the `packmate-cli score --json` contract): "valid", "errors" (list of
/// {"piece" 0-based, "stick" 1-based, "reason", "message"}), "free_cells", "occupied_cells",
/// "overflow" (list of {"colour" English name, "letter", "length", "count"}),
/// "overflow_points", "penalty". `layout` (optional) words the error messages.
Json scoreReportToJson(const ScoreReport& report, const Layout* layout = nullptr);

} // namespace packmate
