#pragma once

#include <packmate/engine/InputError.h>
#include <packmate/engine/Json.h>

#include <QCommandLineParser>
#include <QString>

#include <stdexcept>

namespace packmate::cli {

/// Wrong or missing command-line arguments: reported on one line, exit status 2.
class UsageError : public std::runtime_error {
public:
    explicit UsageError(const QString& message) : std::runtime_error(message.toStdString()) {}
};

/// Sets up a subcommand's parser with --help and the shared --json flag.
void initParser(QCommandLineParser& parser, const QString& command, const QString& description);

/// Parses `arguments` (after the subcommand name). Throws UsageError on unknown options or
/// missing values. Returns false when --help was shown and the command should exit 0.
bool parseArguments(QCommandLineParser& parser, const QString& command,
                    const QStringList& arguments);

/// Value of a required option, or UsageError naming it.
QString requiredOption(const QCommandLineParser& parser, const QString& name);

/// Positional arguments, exactly `count` of them, or UsageError naming `what`.
QStringList positionals(const QCommandLineParser& parser, int count, const QString& what);

/// Integer value of an option within [min, max], or UsageError.
int intOption(const QCommandLineParser& parser, const QString& name, int min, int max,
              int fallback);

/// Reads the JSON file at `path` and parses it with `parse`; its InputErrors (and JSON type
/// errors) are InputErrors that name the file.
template <typename Parse> auto parseJsonFile(const QString& path, Parse&& parse) {
    const Json json = readJsonFile(path.toStdString());
    try {
        return parse(json);
    } catch (const InputError& error) {
        throw InputError(path.toStdString() + ": " + error.what());
    } catch (const Json::exception& error) {
        throw InputError(path.toStdString() + ": " + error.what());
    }
}

/// Prints JSON to stdout, indented, with a trailing newline.
void printJson(const Json& json);

/// Prints a line of text to stdout.
void printLine(const QString& text);

} // namespace packmate::cli
