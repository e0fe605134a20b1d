// packmate-cli simulate --players N --seed S: plays a whole game with random rolls and a
// greedy loader, printing every round and the chip ledger.
#include "CliSupport.h"
#include "Command.h"

#include <packmate/engine/Simulator.h>

namespace packmate::cli {

namespace {

QString text(std::string_view value) {
    return QString::fromUtf8(value.data(), static_cast<qsizetype>(value.size()));
}

Json chipsToJson(const Chips& chips) {
    Json json;
    for (std::size_t i = 0; i < chips.counts.size(); ++i)
        json[std::to_string(kChipValues[i])] = chips.counts[i];
    return json;
}

Json ledgerToJson(const GameState& state) {
    Json json;
    json["players"] = Json::array();
    for (int p = 0; p < state.playerCount(); ++p) {
        Json entry;
        entry["name"] = state.players[static_cast<std::size_t>(p)];
        entry["points"] = state.ledger.points(p);
        entry["chips"] = chipsToJson(state.ledger.chips(p));
        json["players"].push_back(entry);
    }
    json["kitty"] = {{"points", state.ledger.points(ChipLedger::kKitty)},
                     {"chips", chipsToJson(state.ledger.chips(ChipLedger::kKitty))}};
    json["total_points"] = state.ledger.totalPoints();
    json["total_chips"] = state.ledger.totalChipCount();
    return json;
}

Json simulationToJson(const Simulation& simulation, std::uint32_t seed) {
    const GameState& state = simulation.game.state();
    Json json;
    json["players"] = state.players;
    json["house_variant"] = state.houseVariant;
    json["seed"] = seed;
    json["cards_are_stand_ins"] = true;
    json["rounds"] = Json::array();
    for (std::size_t r = 0; r < simulation.rounds.size(); ++r) {
        const SimulatedRound& round = simulation.rounds[r];
        const RoundRecord& record = state.history[r];
        Json entry;
        entry["round"] = round.number;
        entry["players"] = Json::array();
        for (std::size_t p = 0; p < round.cargo.size(); ++p) {
            const ScoreReport& score = round.scores[p];
            Json player;
            player["name"] = state.players[p];
            player["cargo"] = formatCargo(round.cargo[p]);
            player["truck"] = round.trucks[p].id();
            player["free_cells"] = score.freeCells;
            player["overflow_points"] = score.overflowPoints;
            player["penalty"] = score.penalty;
            entry["players"].push_back(player);
        }
        entry["best"] = Json::array();
        for (int p : record.best)
            entry["best"].push_back(state.players[static_cast<std::size_t>(p)]);
        entry["payments"] = Json::array();
        for (const Payment& payment : record.payments)
            entry["payments"].push_back({{"from", holderName(payment.from)},
                                         {"to", holderName(payment.to)},
                                         {"owed", payment.owed},
                                         {"paid", payment.paid},
                                         {"give", describeChips(payment.chips.give)},
                                         {"change", describeChips(payment.chips.change)},
                                         {"exact_change", payment.chips.exact}});
        json["rounds"].push_back(entry);
    }
    json["finished"] = simulation.finished;
    json["winners"] = Json::array();
    for (int p : state.winners)
        json["winners"].push_back(state.players[static_cast<std::size_t>(p)]);
    json["ledger"] = ledgerToJson(state);
    json["roll_offs"] = simulation.rollOffs;
    json["reshuffles"] = simulation.reshuffles;
    return json;
}

void printSimulation(const Simulation& simulation, std::uint32_t seed) {
    const GameState& state = simulation.game.state();
    printLine(QStringLiteral(
                  "Simulated game: %1 players%2, seed %3 (built-in stand-in cards, greedy loader)")
                  .arg(state.playerCount())
                  .arg(state.houseVariant ? QStringLiteral(" (house variant)") : QString())
                  .arg(seed));
    for (std::size_t r = 0; r < simulation.rounds.size(); ++r) {
        const SimulatedRound& round = simulation.rounds[r];
        printLine(QStringLiteral("Round %1").arg(round.number));
        for (std::size_t p = 0; p < round.cargo.size(); ++p)
            printLine(QStringLiteral("  %1: cargo %2, truck %3, free %4, overflow %5, penalty %6")
                          .arg(QString::fromStdString(state.players[p]),
                               QString::fromStdString(formatCargo(round.cargo[p])),
                               QString::fromStdString(round.trucks[p].id()))
                          .arg(round.scores[p].freeCells)
                          .arg(round.scores[p].overflowPoints)
                          .arg(round.scores[p].penalty));
        QStringList best;
        for (int p : state.history[r].best)
            best << QString::fromStdString(state.players[static_cast<std::size_t>(p)]);
        printLine(QStringLiteral("  best of round (+%1): %2")
                      .arg(kRoundBonus)
                      .arg(best.join(QStringLiteral(", "))));
    }
    printLine(QStringLiteral("Ledger:"));
    for (int p = 0; p < state.playerCount(); ++p)
        printLine(QStringLiteral("  %1: %2 points (%3)")
                      .arg(QString::fromStdString(state.players[static_cast<std::size_t>(p)]))
                      .arg(state.ledger.points(p))
                      .arg(text(describeChips(state.ledger.chips(p)))));
    printLine(QStringLiteral("  kitty: %1 points (%2)")
                  .arg(state.ledger.points(ChipLedger::kKitty))
                  .arg(text(describeChips(state.ledger.chips(ChipLedger::kKitty)))));
    QStringList winners;
    for (int p : state.winners)
        winners << QString::fromStdString(state.players[static_cast<std::size_t>(p)]);
    printLine(simulation.finished ? (winners.size() == 1 ? QStringLiteral("Winner: %1")
                                                         : QStringLiteral("Winners: %1"))
                                        .arg(winners.join(QStringLiteral(", ")))
                                  : QStringLiteral("Stopped after %1 rounds without a winner")
                                        .arg(simulation.rounds.size()));
}

int runSimulate(const QStringList& arguments) {
    QCommandLineParser parser;
    initParser(parser, QStringLiteral("simulate"),
               QStringLiteral("play a whole game with random rolls and a simple greedy loader"));
    parser.addOption({QStringLiteral("players"),
                      QStringLiteral("Number of players, 3 to 6 (2 = house variant)."),
                      QStringLiteral("N")});
    parser.addOption({QStringLiteral("seed"), QStringLiteral("Random seed, 0 to 4294967295."),
                      QStringLiteral("S")});
    parser.addOption({QStringLiteral("max-rounds"),
                      QStringLiteral("Stop after this many rounds (default 200)."),
                      QStringLiteral("R")});
    if (!parseArguments(parser, QStringLiteral("simulate"), arguments)) return kExitOk;
    positionals(parser, 0, QString());
    requiredOption(parser, QStringLiteral("players"));
    const int players = intOption(parser, QStringLiteral("players"), 2, 6, 0);
    const QString seedText = requiredOption(parser, QStringLiteral("seed"));
    bool ok = false;
    const uint seed = seedText.toUInt(&ok);
    if (!ok)
        throw UsageError(
            QStringLiteral("--seed must be a whole number from 0 to 4294967295, got '%1'")
                .arg(seedText));
    const int maxRounds = intOption(parser, QStringLiteral("max-rounds"), 1, 10000, 200);

    const Simulation simulation = simulateGame(players, seed, maxRounds);
    if (parser.isSet(QStringLiteral("json")))
        printJson(simulationToJson(simulation, seed));
    else
        printSimulation(simulation, seed);
    return kExitOk;
}

} // namespace

Command makeSimulateCommand() {
    return {QStringLiteral("simulate"),
            QStringLiteral("Play a whole simulated game and print rounds and ledger"), runSimulate};
}

} // namespace packmate::cli
