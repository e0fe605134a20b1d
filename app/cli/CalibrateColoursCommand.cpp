// packmate-cli calibrate-colours IMAGE --out colours.json: learns the stick colours from a
// photo of the mat with one stick of each colour on its marked place.
#include "CliSupport.h"
#include "Command.h"

#include <packmate/calibration/ColourCalibration.h>
#include <packmate/engine/InputError.h>
#include <packmate/vision/ImageLoader.h>

#include <fstream>

namespace packmate::cli {

namespace {

int runCalibrateColours(const QStringList& arguments) {
    QCommandLineParser parser;
    initParser(
        parser, QStringLiteral("calibrate-colours"),
        QStringLiteral(
            "learn the stick colours from a photo of the mat with a stick on each colour place"));
    parser.addPositionalArgument(QStringLiteral("IMAGE"),
                                 QStringLiteral("Photo of the mat with the five sticks."));
    parser.addOption({QStringLiteral("out"), QStringLiteral("Colour calibration JSON to write."),
                      QStringLiteral("FILE")});
    if (!parseArguments(parser, QStringLiteral("calibrate-colours"), arguments)) return kExitOk;
    const QString image =
        positionals(parser, 1, QStringLiteral("IMAGE (a photo of the mat)")).constFirst();
    const QString out = requiredOption(parser, QStringLiteral("out"));
    const calibration::ColourCalibration result =
        calibration::calibrateColours(vision::loadImage(image.toStdString()));
    const Json json = calibration::colourCalibrationToJson(result);
    {
        std::ofstream file(out.toStdString());
        file << json.dump(2) << '\n';
        if (!file) throw InputError("cannot write " + out.toStdString());
    }
    if (parser.isSet(QStringLiteral("json"))) {
        printJson(json);
        return kExitOk;
    }
    printLine(QStringLiteral("wrote %1").arg(out));
    for (Colour colour : kAllColours) {
        const vision::RelativeColour& c = result.model.stick(colour);
        printLine(
            QStringLiteral("  %1: %2 %3 %4 (relative to white)")
                .arg(QString::fromStdString(std::string(colourName(colour))).leftJustified(10))
                .arg(c.r, 0, 'f', 2)
                .arg(c.g, 0, 'f', 2)
                .arg(c.b, 0, 'f', 2));
    }
    return kExitOk;
}

} // namespace

Command makeCalibrateColoursCommand() {
    return {QStringLiteral("calibrate-colours"),
            QStringLiteral("Learn the stick colours from a photo of the mat"), runCalibrateColours};
}

} // namespace packmate::cli
