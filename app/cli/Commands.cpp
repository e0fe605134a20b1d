#include "Command.h"

namespace packmate::cli {

Command makeCheckCardCommand();
Command makeScorePhotoCommand();
Command makeEvalPhotosCommand();

// Each subcommand lives in its own file and exposes one `Command make...Command()`.
// Add new ones here; the order is the order `--help` prints.

const std::vector<Command>& allCommands() {
    static const std::vector<Command> commands{
        makeCheckCardCommand(),
        makeScorePhotoCommand(),
        makeEvalPhotosCommand(),
    };
    return commands;
}

} // namespace packmate::cli
