// packmate-cli score --layout LAYOUT.json --cargo W,G,B,T,V: checks and scores a loaded truck.
#include "CardArgument.h"
#include "CliSupport.h"
#include "Command.h"

#include <packmate/engine/Counted.h>
#include <packmate/engine/InputError.h>
#include <packmate/engine/ScoreJson.h>

namespace packmate::cli {

namespace {

void printReport(const Layout& layout, const ScoreReport& report) {
    const TruckCard& card = layout.card;
    printLine(QStringLiteral("Truck %1: %2, %3 loading cells, capacity %4")
                  .arg(QString::fromStdString(card.id()))
                  .arg(QString::fromStdString(counted(card.layers(), "layer", "layers")))
                  .arg(card.loadingCellCount())
                  .arg(card.capacity()));
    printLine(report.valid ? QStringLiteral("Layout: valid (%1)")
                                 .arg(QString::fromStdString(counted(
                                     static_cast<int>(layout.pieces.size()), "stick", "sticks")))
                           : QStringLiteral("Layout: INVALID, %1 broken")
                                 .arg(QString::fromStdString(counted(
                                     static_cast<int>(report.errors.size()), "rule", "rules"))));
    for (const Violation& violation : report.errors)
        printLine(QStringLiteral("  ") +
                  QString::fromStdString(describeViolation(violation, layout)));
    printLine(QStringLiteral("Free cells: %1").arg(report.freeCells));
    for (const OverflowItem& item : report.overflow)
        printLine(
            QStringLiteral("Left over: %1 x %2 (length %3) = %4 points")
                .arg(item.count)
                .arg(QString::fromUtf8(colourName(item.colour).data(),
                                       static_cast<qsizetype>(colourName(item.colour).size())))
                .arg(item.length)
                .arg(2 * item.length * item.count));
    printLine(QStringLiteral("Overflow points: %1").arg(report.overflowPoints));
    printLine(QStringLiteral("Penalty: %1").arg(report.penalty));
}

int runScore(const QStringList& arguments) {
    QCommandLineParser parser;
    initParser(parser, QStringLiteral("score"),
               QStringLiteral("check a loaded truck against the rules and compute its penalty"));
    parser.addOption({QStringLiteral("layout"),
                      QStringLiteral("Layout JSON: {\"card\": <card or id>, \"pieces\": [...]}."),
                      QStringLiteral("LAYOUT.json")});
    parser.addOption({QStringLiteral("cargo"),
                      QStringLiteral("Sticks of each colour, W,G,B,T,V (e.g. 3,2,3,0,1)."),
                      QStringLiteral("W,G,B,T,V")});
    parser.addOption(
        {QStringLiteral("card"),
         QStringLiteral("Use this card (catalogue id or card JSON file) instead of the layout's."),
         QStringLiteral("CARD")});
    if (!parseArguments(parser, QStringLiteral("score"), arguments)) return kExitOk;
    positionals(parser, 0, QString());
    const QString layoutPath = requiredOption(parser, QStringLiteral("layout"));
    const Cargo cargo = parseCargo(requiredOption(parser, QStringLiteral("cargo")).toStdString());
    const Catalogue catalogue = cliCatalogue();

    Json layoutJson = readJsonFile(layoutPath.toStdString());
    if (parser.isSet(QStringLiteral("card")) && layoutJson.is_object())
        layoutJson["card"] =
            cardToJson(loadCardArgument(parser.value(QStringLiteral("card")), catalogue));
    const Layout layout = [&] {
        try {
            return layoutFromJson(layoutJson, catalogue.lookup());
        } catch (const InputError& error) {
            throw InputError(layoutPath.toStdString() + ": " + error.what());
        }
    }();
    const ScoreReport report = scoreLayout(layout, cargo);

    if (parser.isSet(QStringLiteral("json"))) {
        Json out = scoreReportToJson(report, &layout);
        out["card"] = layout.card.id();
        out["capacity"] = layout.card.capacity();
        out["cargo"] = formatCargo(cargo);
        printJson(out);
    } else {
        printReport(layout, report);
    }
    return kExitOk;
}

} // namespace

Command makeScoreCommand() {
    return {QStringLiteral("score"),
            QStringLiteral("Check a loaded truck (layout JSON) and compute its penalty"), runScore};
}

} // namespace packmate::cli
