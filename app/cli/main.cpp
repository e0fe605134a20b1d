// packmate-cli: the headless face of Packmate. Contract for every subcommand:
// --json for machine output on stdout, exit 0 on success, 2 on bad input, 1 on an internal
// error, and a one-line message on stderr when something is wrong.
#include "CliSupport.h"
#include "Command.h"

#include <packmate/engine/InputError.h>

#include <QCoreApplication>
#include <QGuiApplication>

#include <iostream>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#include <unistd.h>
#endif
#include <memory>

using namespace packmate::cli;

namespace {

void printUsage() {
    std::cout << "Usage: packmate-cli <subcommand> [options]\n"
                 "       packmate-cli <subcommand> --help\n"
                 "       packmate-cli --version\n\n"
                 "Packmate " PACKMATE_VERSION
                 " — companion for Zack & Pack and other transport games.\n\n"
                 "Subcommands:\n";
    for (const Command& command : allCommands())
        std::cout << "  " << command.name.leftJustified(19).toStdString()
                  << command.summary.toStdString() << '\n';
    std::cout << "\nEvery subcommand takes --json for machine-readable output.\n"
                 "Exit status: 0 success, 1 internal error, 2 bad input or arguments.\n";
}

// Subcommands that paint (PDF) need a QGuiApplication; the others stay QtCore-only. The
// offscreen platform lets them run with no display.
std::unique_ptr<QCoreApplication> makeApplication(int& argc, char* argv[]) {
    for (const Command& command : allCommands()) {
        if (argc > 1 && command.needsGui && command.name == QLatin1String(argv[1])) {
            qputenv("QT_QPA_PLATFORM", "offscreen");
            // Without a session (ssh, CI) Qt warns on stderr that XDG_RUNTIME_DIR is unset and
            // falls back to /tmp/runtime-<user>; make that folder ourselves, quietly.
#ifdef Q_OS_UNIX
            if (qEnvironmentVariableIsEmpty("XDG_RUNTIME_DIR")) {
                const std::string dir = "/tmp/runtime-" + std::to_string(::getuid());
                ::mkdir(dir.c_str(), 0700);
                qputenv("XDG_RUNTIME_DIR", QByteArray::fromStdString(dir));
            }
#endif
            return std::make_unique<QGuiApplication>(argc, argv);
        }
    }
    return std::make_unique<QCoreApplication>(argc, argv);
}

int fail(int code, const std::string& message) {
    std::cerr << "packmate-cli: " << message << '\n';
    return code;
}

} // namespace

int main(int argc, char* argv[]) {
    const auto app = makeApplication(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("packmate-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PACKMATE_VERSION));

    QStringList arguments = QCoreApplication::arguments();
    arguments.removeFirst();
    if (arguments.isEmpty()) {
        printUsage();
        return fail(kExitBadInput, "no subcommand given (try --help)");
    }
    const QString first = arguments.takeFirst();
    if (first == QLatin1String("--help") || first == QLatin1String("-h") ||
        first == QLatin1String("help")) {
        printUsage();
        return kExitOk;
    }
    if (first == QLatin1String("--version") || first == QLatin1String("-v")) {
        std::cout << "packmate-cli " PACKMATE_VERSION "\n";
        return kExitOk;
    }
    for (const Command& command : allCommands()) {
        if (command.name != first) continue;
        try {
            return command.run(arguments);
        } catch (const UsageError& error) {
            return fail(kExitBadInput, error.what());
        } catch (const packmate::InputError& error) {
            return fail(kExitBadInput, error.what());
        } catch (const std::exception& error) {
            return fail(kExitInternalError, std::string("internal error: ") + error.what());
        }
    }
    if (first.startsWith(QLatin1Char('-')))
        return fail(kExitBadInput, "unknown option '" + first.toStdString() + "' (try --help)");
    return fail(kExitBadInput, "unknown subcommand '" + first.toStdString() + "' (try --help)");
}
