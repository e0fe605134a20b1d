#include "Command.h"

namespace packmate::cli {

Command makeCardsCommand();
Command makeCheckCardCommand();
Command makeScoreCommand();
Command makeSimulateCommand();

// Each subcommand lives in its own file and exposes one `Command make...Command()`.
// Add new ones here; the order is the order `--help` prints.

const std::vector<Command>& allCommands() {
    static const std::vector<Command> commands{
        makeCardsCommand(),
        makeCheckCardCommand(),
        makeScoreCommand(),
        makeSimulateCommand(),
    };
    return commands;
}

} // namespace packmate::cli
