// packmate-cli advise --cards ID,ID,... --cargo W,G,B,T,V: ranks trucks by their best
// possible penalty for a cargo. advise --table [--cards ...]: the expected optimal penalty of
// every card over all 6^5 dice rolls.
#include "CardArgument.h"
#include "CliSupport.h"
#include "Command.h"

#include <packmate/engine/ExpectedPenalty.h>
#include <packmate/engine/SolveJson.h>
#include <packmate/engine/TruckAdvisor.h>

#include <algorithm>

namespace packmate::cli {

namespace {

std::vector<TruckCard> cardsOption(const QCommandLineParser& parser, const Catalogue& catalogue) {
    std::vector<TruckCard> cards;
    for (const QString& item : parser.value(QStringLiteral("cards")).split(QLatin1Char(',')))
        cards.push_back(loadCardArgument(item.trimmed(), catalogue));
    return cards;
}

int printRanking(const QCommandLineParser& parser, const std::vector<TruckCard>& cards) {
    const Cargo cargo = parseCargo(requiredOption(parser, QStringLiteral("cargo")).toStdString());
    SolveOptions options;
    options.timeLimitMs = intOption(parser, QStringLiteral("time-limit-ms"), 0, 3600000, 0);
    PackingSolver solver;
    const std::vector<TruckAdvice> ranking = rankTrucks(cards, cargo, solver, options);

    if (parser.isSet(QStringLiteral("json"))) {
        Json out;
        out["cargo"] = formatCargo(cargo);
        out["ranking"] = Json::array();
        for (const TruckAdvice& advice : ranking) {
            Json entry;
            entry["rank"] = advice.rank;
            entry.update(solveResultToJson(advice.best, cargo));
            out["ranking"].push_back(entry);
        }
        printJson(out);
        return kExitOk;
    }
    printLine(QStringLiteral("Cargo %1: trucks ranked by best possible penalty")
                  .arg(QString::fromStdString(formatCargo(cargo))));
    for (const TruckAdvice& advice : ranking)
        printLine(QStringLiteral("%1. %2  penalty %3%4  (free cells %5, overflow points %6)")
                      .arg(advice.rank)
                      .arg(QString::fromStdString(advice.best.layout.card.id()))
                      .arg(advice.best.penalty)
                      .arg(advice.best.optimal ? QString() : QStringLiteral(" (not proven)"))
                      .arg(advice.best.freeCells)
                      .arg(advice.best.overflowPoints));
    return kExitOk;
}

int printTable(const QCommandLineParser& parser, const std::vector<TruckCard>& cards,
               const Catalogue& catalogue) {
    struct Row {
        const TruckCard* card;
        PenaltyStatistics stats;
    };
    PackingSolver solver;
    std::vector<Row> rows;
    for (const TruckCard& card : cards)
        rows.push_back({&card, expectedPenalty(card, solver)});
    std::stable_sort(rows.begin(), rows.end(),
                     [](const Row& a, const Row& b) { return a.stats.mean < b.stats.mean; });

    if (parser.isSet(QStringLiteral("json"))) {
        Json out;
        out["rolls"] = kRollCount;
        out["distinct_cargos"] = rollCargoDistribution().size();
        out["method"] = "exact enumeration, every cargo solved to proven optimality";
        out["cards"] = Json::array();
        for (std::size_t i = 0; i < rows.size(); ++i) {
            const TruckCard& card = *rows[i].card;
            const PenaltyStatistics& stats = rows[i].stats;
            Json entry;
            entry["rank"] = i + 1;
            entry["card"] = card.id();
            entry["stand_in"] = catalogue.isStandIn(card.id());
            entry["layers"] = card.layers();
            entry["loading_cells"] = card.loadingCellCount();
            entry["capacity"] = card.capacity();
            entry["expected_penalty"] = stats.mean;
            entry["standard_deviation"] = stats.standardDeviation;
            entry["best"] = stats.best;
            entry["worst"] = stats.worst;
            entry["perfect_chance"] = stats.perfectChance;
            entry["mean_loaded_volume"] = stats.meanLoadedVolume;
            entry["mean_cargo_volume"] = stats.meanCargoVolume;
            out["cards"].push_back(entry);
        }
        printJson(out);
        return kExitOk;
    }
    printLine(QStringLiteral("Expected best possible penalty over all %1 dice rolls (exact):")
                  .arg(kRollCount));
    printLine(QStringLiteral("rank  card  layers  cells  capacity  expected  std.dev  best  worst  "
                             "P(penalty 0)"));
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const TruckCard& card = *rows[i].card;
        const PenaltyStatistics& stats = rows[i].stats;
        printLine(QStringLiteral("%1  %2  %3  %4  %5  %6  %7  %8  %9  %10%")
                      .arg(i + 1, 4)
                      .arg(QString::fromStdString(card.id()), -4)
                      .arg(card.layers(), 6)
                      .arg(card.loadingCellCount(), 5)
                      .arg(card.capacity(), 8)
                      .arg(stats.mean, 8, 'f', 2)
                      .arg(stats.standardDeviation, 7, 'f', 2)
                      .arg(stats.best, 4)
                      .arg(stats.worst, 5)
                      .arg(100.0 * stats.perfectChance, 11, 'f', 1));
    }
    if (std::any_of(rows.begin(), rows.end(),
                    [&](const Row& row) { return catalogue.isStandIn(row.card->id()); }))
        printLine(QStringLiteral("(Z01..Z30 are stand-in cards, not the real Zack & Pack cards.)"));
    return kExitOk;
}

int runAdvise(const QStringList& arguments) {
    QCommandLineParser parser;
    initParser(
        parser, QStringLiteral("advise"),
        QStringLiteral("rank trucks for a cargo, or tabulate each truck's expected penalty"));
    parser.addOption({QStringLiteral("cards"),
                      QStringLiteral("Comma-separated catalogue ids or card JSON files."),
                      QStringLiteral("ID,ID,...")});
    parser.addOption({QStringLiteral("cargo"),
                      QStringLiteral("Sticks of each colour, W,G,B,T,V (e.g. 3,2,3,0,1)."),
                      QStringLiteral("W,G,B,T,V")});
    parser.addOption({QStringLiteral("table"),
                      QStringLiteral("Expected best penalty of each card (default: the whole "
                                     "catalogue) over all 7776 dice rolls.")});
    parser.addOption(
        {QStringLiteral("time-limit-ms"),
         QStringLiteral("Per truck: stop after N ms (0 = no limit; not with --table)."),
         QStringLiteral("N")});
    if (!parseArguments(parser, QStringLiteral("advise"), arguments)) return kExitOk;
    positionals(parser, 0, QString());
    const Catalogue catalogue = cliCatalogue();

    if (parser.isSet(QStringLiteral("table"))) {
        if (parser.isSet(QStringLiteral("cargo")))
            throw UsageError(QStringLiteral("--table covers every roll; drop --cargo"));
        if (parser.isSet(QStringLiteral("time-limit-ms")))
            throw UsageError(QStringLiteral(
                "--table solves every roll exactly and takes no time limit; drop --time-limit-ms"));
        const std::vector<TruckCard> cards = parser.isSet(QStringLiteral("cards"))
                                                 ? cardsOption(parser, catalogue)
                                                 : catalogue.cards();
        return printTable(parser, cards, catalogue);
    }
    requiredOption(parser, QStringLiteral("cards"));
    return printRanking(parser, cardsOption(parser, catalogue));
}

} // namespace

Command makeAdviseCommand() {
    return {QStringLiteral("advise"),
            QStringLiteral("Rank trucks by best possible penalty; --table: expected penalties"),
            runAdvise};
}

} // namespace packmate::cli
