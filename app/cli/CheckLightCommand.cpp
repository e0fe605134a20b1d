// packmate-cli check-light IMAGE --colours colours.json: has the light changed too much since
// colour calibration? Compares the mat's white patch.
#include "CliSupport.h"
#include "Command.h"

#include <packmate/calibration/LightCheck.h>
#include <packmate/vision/ImageLoader.h>

namespace packmate::cli {

namespace {

int runCheckLight(const QStringList& arguments) {
    QCommandLineParser parser;
    initParser(
        parser, QStringLiteral("check-light"),
        QStringLiteral(
            "tell whether the light changed too much since colour calibration (white patch)"));
    parser.addPositionalArgument(QStringLiteral("IMAGE"),
                                 QStringLiteral("Photo with the mat in view."));
    parser.addOption({QStringLiteral("colours"),
                      QStringLiteral("Colour calibration JSON (from calibrate-colours)."),
                      QStringLiteral("FILE")});
    if (!parseArguments(parser, QStringLiteral("check-light"), arguments)) return kExitOk;
    const QString image =
        positionals(parser, 1, QStringLiteral("IMAGE (a photo of the mat)")).constFirst();
    const calibration::ColourCalibration stored = parseJsonFile(
        requiredOption(parser, QStringLiteral("colours")), calibration::colourCalibrationFromJson);
    const calibration::LightCheck check =
        calibration::checkLight(stored, vision::loadImage(image.toStdString()));
    if (parser.isSet(QStringLiteral("json"))) {
        printJson({{"changed", check.changed},
                   {"chroma_shift", check.chromaShift},
                   {"brightness_ratio", check.brightnessRatio},
                   {"message", check.message}});
        return kExitOk;
    }
    printLine(QString::fromStdString(check.message));
    return kExitOk;
}

} // namespace

Command makeCheckLightCommand() {
    return {QStringLiteral("check-light"),
            QStringLiteral("Has the light changed since colour calibration?"), runCheckLight};
}

} // namespace packmate::cli
