#pragma once

#include <QString>
#include <QStringList>

#include <functional>
#include <vector>

namespace packmate::cli {

/// The exit codes every subcommand follows.
enum ExitCode : int { kExitOk = 0, kExitInternalError = 1, kExitBadInput = 2 };

/// One `packmate-cli` subcommand. `run` receives the arguments after the subcommand's name
/// and returns an ExitCode; it may throw packmate::InputError or UsageError (exit 2).
struct Command {
    QString name;
    QString summary;
    std::function<int(const QStringList& arguments)> run;
    /// Needs a QGuiApplication (fonts, painting, e.g. PDF output); run on the offscreen
    /// platform so no display is needed.
    bool needsGui = false;
};

/// Every subcommand, in the order `--help` lists them.
const std::vector<Command>& allCommands();

} // namespace packmate::cli
