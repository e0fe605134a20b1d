// packmate-cli dice IMAGE: reads the dice in a photo (values, colours, cargo, warnings).
#include "CliSupport.h"
#include "Command.h"

#include <packmate/calibration/DiceColours.h>
#include <packmate/engine/InputError.h>
#include <packmate/vision/ImageLoader.h>
#include <packmate/vision/dice/DiceJson.h>
#include <packmate/vision/dice/DiceReader.h>

#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

namespace packmate::cli {

namespace {

using namespace packmate::vision::dice;

void writeAnnotated(const cv::Mat& image, const DiceResult& result, const QString& path) {
    cv::Mat out = image.clone();
    for (const DieReading& die : result.dice) {
        std::vector<cv::Point> outline;
        for (const cv::Point2f& c : die.corners)
            outline.emplace_back(c);
        const cv::Scalar colour = die.unsure ? cv::Scalar(0, 0, 255) : cv::Scalar(0, 200, 0);
        cv::polylines(out, outline, true, colour, 2);
        cv::putText(out, std::to_string(die.value) + " " + die.colour,
                    cv::Point(die.corners[0]) + cv::Point(0, -4), cv::FONT_HERSHEY_SIMPLEX, 0.5,
                    colour, 1);
    }
    if (!cv::imwrite(path.toStdString(), out))
        throw InputError(path.toStdString() + ": cannot write the image");
}

int runDice(const QStringList& arguments) {
    QCommandLineParser parser;
    initParser(parser, QStringLiteral("dice"),
               QStringLiteral("read the dice in a photo: values, colours and cargo"));
    parser.addPositionalArgument(QStringLiteral("IMAGE"),
                                 QStringLiteral("Photo of the dice (JPEG or PNG)."));
    parser.addOption({QStringLiteral("colours"),
                      QStringLiteral("Colour calibration from calibrate-colours --out (or a "
                                     "JSON table of die colours)."),
                      QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("annotate"),
                      QStringLiteral("Write the photo with the dice outlined."),
                      QStringLiteral("OUT")});
    parser.addOption({QStringLiteral("config"),
                      QStringLiteral("Dice reader settings laid over the defaults (JSON)."),
                      QStringLiteral("FILE")});
    if (!parseArguments(parser, QStringLiteral("dice"), arguments)) return kExitOk;
    DiceConfig config;
    if (parser.isSet(QStringLiteral("config")))
        config =
            diceConfigFromJson(readJsonFile(parser.value(QStringLiteral("config")).toStdString()));
    const QString path =
        positionals(parser, 1, QStringLiteral("IMAGE (a photo of dice)")).constFirst();

    DiceColourModel colours = DiceColourModel::defaults();
    if (parser.isSet(QStringLiteral("colours")))
        colours = parseJsonFile(parser.value(QStringLiteral("colours")),
                                calibration::diceColoursFromJsonFile);
    const cv::Mat image = vision::loadImage(path.toStdString());
    const DiceResult result = readDice(image, config, colours);
    if (parser.isSet(QStringLiteral("annotate")))
        writeAnnotated(image, result, parser.value(QStringLiteral("annotate")));

    if (parser.isSet(QStringLiteral("json"))) {
        printJson(diceResultToJson(result));
        return kExitOk;
    }
    printLine(QStringLiteral("%1 dice").arg(result.dice.size()));
    for (const DieReading& die : result.dice) {
        printLine(QStringLiteral("  %1 %2 at (%3, %4), confidence %5%6")
                      .arg(die.value)
                      .arg(QString::fromStdString(die.colour))
                      .arg(double(die.center.x), 0, 'f', 0)
                      .arg(double(die.center.y), 0, 'f', 0)
                      .arg(die.confidence, 0, 'f', 2)
                      .arg(die.unsure ? QStringLiteral(" (unsure: please check)") : QString()));
    }
    printLine(result.cargo ? QStringLiteral("cargo W,G,B,T,V: %1")
                                 .arg(QString::fromStdString(formatCargo(*result.cargo)))
                           : QStringLiteral("no cargo"));
    for (const std::string& warning : result.warnings)
        printLine(QStringLiteral("warning: ") + QString::fromStdString(warning));
    return kExitOk;
}

} // namespace

Command makeDiceCommand() {
    return {QStringLiteral("dice"),
            QStringLiteral("Read the dice in a photo (values, colours, cargo)"), runDice};
}

} // namespace packmate::cli
