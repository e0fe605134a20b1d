#include "CardSummary.h"

#include "CliSupport.h"

#include <packmate/engine/Counted.h>

namespace packmate::cli {

Json cardSummaryJson(const TruckCard& card) {
    Json entry = cardToJson(card);
    entry["loading_cells"] = card.loadingCellCount();
    entry["capacity"] = card.capacity();
    return entry;
}

void printCardSummary(const TruckCard& card, const QString& tag) {
    printLine(QStringLiteral("%1%2: %3, %4 loading cells, capacity %5")
                  .arg(QString::fromStdString(card.id()), tag)
                  .arg(QString::fromStdString(counted(card.layers(), "layer", "layers")))
                  .arg(card.loadingCellCount())
                  .arg(card.capacity()));
    for (const std::string& row : card.grid())
        printLine(QStringLiteral("    ") + QString::fromStdString(row));
}

} // namespace packmate::cli
