#include "CliSupport.h"

#include <cstdio>
#include <iostream>

namespace packmate::cli {

void initParser(QCommandLineParser& parser, const QString& command, const QString& description) {
    parser.setApplicationDescription(QStringLiteral("packmate-cli %1: %2").arg(command, description));
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    parser.addHelpOption();
    parser.addOption({QStringLiteral("json"), QStringLiteral("Machine-readable JSON on stdout.")});
}

bool parseArguments(QCommandLineParser& parser, const QString& command, const QStringList& arguments) {
    QStringList withProgram = arguments;
    withProgram.prepend(QStringLiteral("packmate-cli %1").arg(command));
    if (!parser.parse(withProgram)) throw UsageError(command + QStringLiteral(": ") + parser.errorText());
    if (parser.isSet(QStringLiteral("help"))) {
        // QCommandLineParser names the executable's path; users type "packmate-cli <command>".
        QString help = parser.helpText();
        const qsizetype usageEnd = help.indexOf(QLatin1String(" [options]"));
        if (help.startsWith(QLatin1String("Usage: ")) && usageEnd > 0)
            help.replace(7, usageEnd - 7, QStringLiteral("packmate-cli %1").arg(command));
        std::cout << help.toStdString();
        return false;
    }
    return true;
}

QString requiredOption(const QCommandLineParser& parser, const QString& name) {
    if (!parser.isSet(name)) throw UsageError(QStringLiteral("missing required option --%1").arg(name));
    return parser.value(name);
}

QStringList positionals(const QCommandLineParser& parser, int count, const QString& what) {
    const QStringList args = parser.positionalArguments();
    if (args.size() < count) throw UsageError(QStringLiteral("missing %1").arg(what));
    if (args.size() > count)
        throw UsageError(QStringLiteral("unexpected argument '%1'").arg(args.at(count)));
    return args;
}

int intOption(const QCommandLineParser& parser, const QString& name, int min, int max, int fallback) {
    if (!parser.isSet(name)) return fallback;
    bool ok = false;
    const int value = parser.value(name).toInt(&ok);
    if (!ok || value < min || value > max)
        throw UsageError(QStringLiteral("--%1 must be a whole number from %2 to %3, got '%4'")
                             .arg(name)
                             .arg(min)
                             .arg(max)
                             .arg(parser.value(name)));
    return value;
}

void printJson(const Json& json) { std::cout << json.dump(2) << '\n'; }

void printLine(const QString& text) { std::cout << text.toStdString() << '\n'; }

} // namespace packmate::cli
