// packmate-cli eval-photos DIR [--json] [--errors] [--no-stick-net] [--stick-weights LIST]: runs
// score-photo on every rendered scene of DIR and compares with its ground truth, overall and per
// condition.
#include "CliSupport.h"
#include "Command.h"

#include <packmate/engine/InputError.h>
#include <packmate/vision/ImageLoader.h>
#include <packmate/vision/PhotoScorer.h>
#include <packmate/vision/eval/TruckEval.h>

#include <filesystem>
#include <iostream>

namespace packmate::cli {

namespace {

int runEvalPhotos(const QStringList& arguments) {
    QCommandLineParser parser;
    initParser(parser, QStringLiteral("eval-photos"),
               QStringLiteral("score every photo of a dataset folder against its ground truth"));
    parser.addPositionalArgument(QStringLiteral("DIR"),
                                 QStringLiteral("Folder of NAME.jpg + NAME.json scenes."));
    parser.addOption(
        {QStringLiteral("errors"), QStringLiteral("List the scenes that were not read exactly.")});
    parser.addOption({QStringLiteral("stick-net"),
                      QStringLiteral("Find the sticks with the learned stick look as well "
                                     "(StickFinderConfig::netLook; the default).")});
    parser.addOption({QStringLiteral("no-stick-net"),
                      QStringLiteral("Find the sticks without the learned stick look.")});
    parser.addOption({QStringLiteral("stick-weights"),
                      QStringLiteral("The confidence weights with the learned stick look "
                                     "(StickFinderConfig::evidenceWeights, comma-separated, as "
                                     "fit_stick_confidence.py prints them)."),
                      QStringLiteral("LIST")});
    if (!parseArguments(parser, QStringLiteral("eval-photos"), arguments)) return kExitOk;
    const std::string dir =
        positionals(parser, 1, QStringLiteral("DIR (a dataset folder)")).constFirst().toStdString();
    vision::PhotoScorerConfig config;
    if (parser.isSet(QStringLiteral("no-stick-net"))) config.sticks.netLook = false;
    if (parser.isSet(QStringLiteral("stick-net"))) config.sticks.netLook = true;
    if (parser.isSet(QStringLiteral("stick-weights"))) {
        const QStringList list =
            parser.value(QStringLiteral("stick-weights")).split(QLatin1Char(','));
        if (list.size() != int(config.sticks.evidenceWeights.size())) {
            std::cerr << "eval-photos: --stick-weights needs "
                      << config.sticks.evidenceWeights.size() << " numbers\n";
            return kExitBadInput;
        }
        for (int i = 0; i < list.size(); ++i)
            config.sticks.evidenceWeights[std::size_t(i)] = list[i].toDouble();
    }
    const vision::eval::TruckEvaluation result = vision::eval::evaluateTruckFolder(dir, config);
    if (parser.isSet(QStringLiteral("json"))) {
        Json out = result.toJson();
        printJson(out);
        return kExitOk;
    }
    std::cout << result.report.toText()
              << "\nreliability (whole-score confidence → penalty right)\n"
              << result.reliability.toText();
    if (parser.isSet(QStringLiteral("errors")))
        for (const std::string& line : result.mistakes)
            std::cout << line << '\n';
    return kExitOk;
}

} // namespace

Command makeEvalPhotosCommand() {
    return {QStringLiteral("eval-photos"),
            QStringLiteral("Evaluate photo scoring on a dataset folder"), runEvalPhotos};
}

} // namespace packmate::cli
