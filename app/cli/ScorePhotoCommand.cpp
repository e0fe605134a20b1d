// packmate-cli score-photo IMAGE --card CARD [--cargo W,G,B,T,V] [--colours FILE [--no-correction]]
// [--json]: reads a loaded truck card and the sticks beside it from a photo and computes the
// penalty. A calibration mat in view gives the vision stages the table's metric homography; a
// colour calibration file with a correction corrects the photo's colours first.
#include "CardArgument.h"
#include "CliSupport.h"
#include "Command.h"

#include <packmate/calibration/MatFinder.h>
#include <packmate/calibration/VisionColours.h>
#include <packmate/engine/Cargo.h>
#include <packmate/engine/Dice.h>
#include <packmate/engine/InputError.h>
#include <packmate/vision/ImageLoader.h>
#include <packmate/vision/PhotoScoreJson.h>
#include <packmate/vision/PhotoScorer.h>

namespace packmate::cli {

namespace {

QString valueText(const std::optional<int>& value) {
    return value ? QString::number(*value) : QStringLiteral("unknown");
}

int runScorePhoto(const QStringList& arguments) {
    QCommandLineParser parser;
    initParser(
        parser, QStringLiteral("score-photo"),
        QStringLiteral(
            "read a loaded truck card and the sticks beside it from a photo; print the penalty"));
    parser.addPositionalArgument(QStringLiteral("IMAGE"),
                                 QStringLiteral("Photo (JPEG or PNG) taken from above."));
    parser.addOption({QStringLiteral("card"),
                      QStringLiteral("The truck card: a catalogue id or a card JSON file."),
                      QStringLiteral("CARD")});
    parser.addOption({QStringLiteral("cargo"),
                      QStringLiteral("Cargo from the dice as W,G,B,T,V counts."),
                      QStringLiteral("W,G,B,T,V")});
    parser.addOption({QStringLiteral("colours"),
                      QStringLiteral("Colour model JSON from calibration."),
                      QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("no-correction"),
                      QStringLiteral("With --colours: use its colour model but do not correct "
                                     "the photo's colours.")});
    if (!parseArguments(parser, QStringLiteral("score-photo"), arguments)) return kExitOk;
    const QString imagePath =
        positionals(parser, 1, QStringLiteral("IMAGE (a photo file)")).constFirst();
    const TruckCard card = loadCardArgument(requiredOption(parser, QStringLiteral("card")));

    vision::PhotoInputs inputs;
    if (parser.isSet(QStringLiteral("cargo"))) {
        try {
            inputs.cargo = parseCargo(parser.value(QStringLiteral("cargo")).toStdString());
        } catch (const InputError& error) {
            throw InputError(std::string("--cargo: ") + error.what());
        }
    }
    vision::PhotoScorerConfig config;
    calibration::VisionColours colours;
    if (parser.isSet(QStringLiteral("colours"))) {
        const bool correct = !parser.isSet(QStringLiteral("no-correction"));
        colours = parseJsonFile(parser.value(QStringLiteral("colours")), [&](const Json& json) {
            return calibration::visionColoursFromJson(json, correct);
        });
    }
    config.colours = colours.model;
    const cv::Mat photo = vision::loadImage(imagePath.toStdString());
    const calibration::MatSearch mat = calibration::findMat(photo);
    if (mat.detection) inputs.tableToImage = calibration::tableCmToImage(*mat.detection);
    vision::PhotoScore score = vision::scorePhoto(colours.prepare(photo), card, inputs, config);
    // A cargo no roll of the five dice orders is most likely mistyped: scored as given, said so.
    if (inputs.cargo) {
        try {
            cargoFromRoll(*inputs.cargo);
        } catch (const InputError& error) {
            score.warnings.push_back("--cargo " + formatCargo(*inputs.cargo) +
                                     " is no roll of the five dice (" + error.what() +
                                     "): scored as given");
        }
    }

    if (parser.isSet(QStringLiteral("json"))) {
        Json json = vision::photoScoreToJson(score);
        json["mat_found"] = mat.detection.has_value();
        json["colour_corrected"] = colours.correction.has_value();
        printJson(json);
        return kExitOk;
    }
    if (mat.detection) printLine(QStringLiteral("Calibration mat found: the table is measured."));
    if (colours.correction) printLine(QStringLiteral("Colours corrected by the calibration."));
    if (!score.found) {
        printLine(QStringLiteral("No truck card found."));
    } else {
        printLine(QStringLiteral("Card %1, orientation %2°")
                      .arg(QString::fromStdString(card.id()))
                      .arg(score.orientation));
        for (const std::string& row : score.top)
            printLine(QStringLiteral("    ") + QString::fromStdString(row));
        QStringList beside;
        for (const vision::OffCardStick& stick : score.offCard)
            beside << QStringLiteral("%1 (%2) at %3,%4")
                          .arg(QString::fromUtf8(colourName(stick.colour)))
                          .arg(stick.length)
                          .arg(qRound(stick.center.x))
                          .arg(qRound(stick.center.y));
        printLine(QStringLiteral("Sticks beside the truck: %1%2")
                      .arg(score.offCard.size())
                      .arg(beside.isEmpty()
                               ? QString()
                               : QStringLiteral(" — ") + beside.join(QStringLiteral(", "))));
        QString confidence = QString::number(qRound(score.confidence * 100)) + QLatin1Char('%');
        if (score.unsure)
            confidence += score.warnings.empty()
                              ? QStringLiteral("; unsure")
                              : QStringLiteral("; unsure: check the warnings below");
        printLine(QStringLiteral("Free cells %1, overflow %2, penalty %3 (confidence %4)")
                      .arg(valueText(score.freeCells), valueText(score.overflowPoints),
                           valueText(score.penalty), confidence));
    }
    for (const std::string& warning : score.warnings)
        printLine(QStringLiteral("warning: ") + QString::fromStdString(warning));
    return kExitOk;
}

} // namespace

Command makeScorePhotoCommand() {
    return {QStringLiteral("score-photo"), QStringLiteral("Score a loaded truck from a photo"),
            runScorePhoto};
}

} // namespace packmate::cli
