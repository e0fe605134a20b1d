#pragma once

#include <packmate/engine/Json.h>
#include <packmate/engine/TruckCard.h>

#include <QString>

namespace packmate::cli {

/// The card's JSON object with its loading cells and capacity beside it.
Json cardSummaryJson(const TruckCard& card);

/// Prints "ID<tag>: N layers, C loading cells, capacity K" and the grid, one row a line.
void printCardSummary(const TruckCard& card, const QString& tag = {});

} // namespace packmate::cli
