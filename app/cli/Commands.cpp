#include "Command.h"

namespace packmate::cli {

Command makeAdviseCommand();
Command makeCardsCommand();
Command makeCheckCardCommand();
Command makeMatCommand();
Command makeFindMatCommand();
Command makeCalibrateColoursCommand();
Command makeCheckLightCommand();
Command makeRegisterCardCommand();
Command makeCalibrateCameraCommand();
Command makeScorePhotoCommand();
Command makeEvalPhotosCommand();
Command makeScoreCommand();
Command makeSimulateCommand();
Command makeSolveCommand();

// Each subcommand lives in its own file and exposes one `Command make...Command()`.
// Add new ones here; the order is the order `--help` prints.

const std::vector<Command>& allCommands() {
    static const std::vector<Command> commands{
        // clang-format off
        makeCardsCommand(),
        makeCheckCardCommand(),
        makeMatCommand(),
        makeFindMatCommand(),
        makeCalibrateColoursCommand(),
        makeCheckLightCommand(),
        makeRegisterCardCommand(),
        makeCalibrateCameraCommand(),
        makeScorePhotoCommand(),
        makeEvalPhotosCommand(),
        makeScoreCommand(),
        makeSimulateCommand(),
        makeSolveCommand(),
        makeAdviseCommand(),
        // clang-format on
    };
    return commands;
}

} // namespace packmate::cli
