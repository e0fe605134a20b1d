#include "Command.h"

namespace packmate::cli {

Command makeAdviseCommand();
Command makeCardsCommand();
Command makeCheckCardCommand();
Command makeDiceCommand();
Command makeEvalDiceCommand();
Command makeScoreCommand();
Command makeSimulateCommand();
Command makeSolveCommand();

// Each subcommand lives in its own file and exposes one `Command make...Command()`.
// Add new ones here; the order is the order `--help` prints.

const std::vector<Command>& allCommands() {
    static const std::vector<Command> commands{
        makeCardsCommand(),
        makeCheckCardCommand(),
        makeDiceCommand(),
        makeEvalDiceCommand(),
        makeScoreCommand(),
        makeSimulateCommand(),
        makeSolveCommand(),
        makeAdviseCommand(),
    };
    return commands;
}

} // namespace packmate::cli
