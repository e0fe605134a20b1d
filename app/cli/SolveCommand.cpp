// packmate-cli solve --card CARD --cargo W,G,B,T,V [--time-limit-ms N]: the best possible
// loading of a truck and its penalty, proven optimal unless the time limit cuts it short.
#include "CardArgument.h"
#include "CliSupport.h"
#include "Command.h"

#include <packmate/engine/Counted.h>
#include <packmate/engine/SolveJson.h>

namespace packmate::cli {

namespace {

/// Each layer seen from above: the colour letter of the stick in a cell, '.' for a free
/// loading cell, ' ' outside the loading area.
void printLayers(const Layout& layout) {
    const TruckCard& card = layout.card;
    std::vector<std::vector<std::string>> layers(
        static_cast<std::size_t>(card.layers()),
        std::vector<std::string>(static_cast<std::size_t>(card.rows()),
                                 std::string(static_cast<std::size_t>(card.cols()), ' ')));
    for (int z = 0; z < card.layers(); ++z)
        for (int y = 0; y < card.rows(); ++y)
            for (int x = 0; x < card.cols(); ++x)
                if (card.isLoadingCell(x, y))
                    layers[static_cast<std::size_t>(z)][static_cast<std::size_t>(y)]
                          [static_cast<std::size_t>(x)] = '.';
    for (const Piece& piece : layout.pieces)
        for (const Cell& c : piece.cells())
            layers[static_cast<std::size_t>(c.z)][static_cast<std::size_t>(c.y)]
                  [static_cast<std::size_t>(c.x)] = colourLetter(piece.colour);
    for (int z = 0; z < card.layers(); ++z) {
        printLine(QStringLiteral("Layer %1:").arg(z + 1));
        for (const std::string& row : layers[static_cast<std::size_t>(z)])
            printLine(QStringLiteral("    ") + QString::fromStdString(row));
    }
}

int runSolve(const QStringList& arguments) {
    QCommandLineParser parser;
    initParser(parser, QStringLiteral("solve"),
               QStringLiteral("find the loading with the lowest possible penalty"));
    parser.addOption({QStringLiteral("card"),
                      QStringLiteral("Truck card: a catalogue id (e.g. Z07) or a card JSON file."),
                      QStringLiteral("CARD")});
    parser.addOption({QStringLiteral("cargo"),
                      QStringLiteral("Sticks of each colour, W,G,B,T,V (e.g. 3,2,3,0,1)."),
                      QStringLiteral("W,G,B,T,V")});
    parser.addOption(
        {QStringLiteral("time-limit-ms"),
         QStringLiteral("Stop after N ms with the best loading so far (0 = no limit)."),
         QStringLiteral("N")});
    if (!parseArguments(parser, QStringLiteral("solve"), arguments)) return kExitOk;
    positionals(parser, 0, QString());
    const TruckCard card = loadCardArgument(requiredOption(parser, QStringLiteral("card")));
    const Cargo cargo = parseCargo(requiredOption(parser, QStringLiteral("cargo")).toStdString());
    SolveOptions options;
    options.timeLimitMs = intOption(parser, QStringLiteral("time-limit-ms"), 0, 3600000, 0);

    PackingSolver solver;
    const SolveResult result = solver.solve(card, cargo, options);
    if (parser.isSet(QStringLiteral("json"))) {
        printJson(solveResultToJson(result, cargo));
        return kExitOk;
    }
    printLine(QStringLiteral("Truck %1: %2, capacity %3; cargo %4 (%5 cells)")
                  .arg(QString::fromStdString(card.id()))
                  .arg(QString::fromStdString(counted(card.layers(), "layer", "layers")))
                  .arg(card.capacity())
                  .arg(QString::fromStdString(formatCargo(cargo)))
                  .arg(result.cargoVolume));
    printLine(result.optimal
                  ? QStringLiteral("Best possible penalty: %1 (proven optimal)").arg(result.penalty)
                  : QStringLiteral("Best penalty found: %1 (time limit reached; no loading scores "
                                   "below %2)")
                        .arg(result.penalty)
                        .arg(result.penaltyBound));
    printLine(QStringLiteral("Free cells: %1, overflow points: %2 (left over W,G,B,T,V: %3)")
                  .arg(result.freeCells)
                  .arg(result.overflowPoints)
                  .arg(QString::fromStdString(formatCargo(result.overflow))));
    printLayers(result.layout);
    return kExitOk;
}

} // namespace

Command makeSolveCommand() {
    return {QStringLiteral("solve"),
            QStringLiteral("Find the best possible loading of a truck for a cargo"), runSolve};
}

} // namespace packmate::cli
