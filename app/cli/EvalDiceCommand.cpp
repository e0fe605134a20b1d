// packmate-cli eval-dice DIR...: scores the dice reader and the pip-clustering baseline on
// labelled folders (YOLO .txt or rendered .json labels).
#include "CliSupport.h"
#include "Command.h"

#include <packmate/vision/ImageLoader.h>
#include <packmate/vision/dice/DiceJson.h>
#include <packmate/vision/dice/DiceReader.h>
#include <packmate/vision/dice/PipClusterBaseline.h>

#include <iostream>

namespace packmate::cli {

namespace {

using namespace packmate::vision::dice;

QString scoreLine(const char* name, const DiceScore& s) {
    return QString::asprintf("  %-9s labelled %d  correct %d (%.2f%%)  misread %d (%.2f%%)  missed "
                             "%d  false positives %d"
                             "  unsure %d (of them misread %d)  confident misread %d  colour %d/%d",
                             name, s.labelled, s.correct, 100 * s.correctRate(), s.misread,
                             100 * s.misreadRate(), s.missed, s.falsePositives, s.unsure,
                             s.misreadUnsure, s.confidentMisread(), s.colourCorrect,
                             s.colourLabelled);
}

int runEvalDice(const QStringList& arguments) {
    QCommandLineParser parser;
    initParser(parser, QStringLiteral("eval-dice"),
               QStringLiteral(
                   "score the dice reader and the pip-clustering baseline on labelled folders"));
    parser.addPositionalArgument(QStringLiteral("DIR"),
                                 QStringLiteral("Folders of NAME.jpg + NAME.txt|json."),
                                 QStringLiteral("DIR..."));
    parser.addOption(
        {QStringLiteral("list-errors"), QStringLiteral("Print each wrong image (text mode).")});
    parser.addOption({QStringLiteral("config"),
                      QStringLiteral("Dice reader settings laid over the defaults (JSON)."),
                      QStringLiteral("FILE")});
    if (!parseArguments(parser, QStringLiteral("eval-dice"), arguments)) return kExitOk;
    DiceConfig config;
    if (parser.isSet(QStringLiteral("config")))
        config =
            diceConfigFromJson(readJsonFile(parser.value(QStringLiteral("config")).toStdString()));
    const QStringList folders = parser.positionalArguments();
    if (folders.isEmpty())
        throw UsageError(QStringLiteral("missing DIR (a folder of labelled dice photos)"));
    const bool listErrors = parser.isSet(QStringLiteral("list-errors"));

    Json out;
    out["datasets"] = Json::array();
    for (const QString& folder : folders) {
        DiceScore main, baseline;
        for (const auto& path : labelledImages(folder.toStdString())) {
            const cv::Mat image = vision::loadImage(path.string());
            const std::vector<LabelledDie> labels = loadDiceLabels(path, image.size());
            const DiceScore one = scoreDice(readDice(image, config).dice, labels);
            main += one;
            baseline += scoreDice(readDiceBaseline(image), labels);
            if (listErrors && (one.misread || one.missed || one.falsePositives))
                std::cerr << path.filename().string() << ": misread " << one.misread << " missed "
                          << one.missed << " false positives " << one.falsePositives << '\n';
        }
        Json entry;
        entry["dir"] = folder.toStdString();
        entry["images"] = main.images;
        entry["reader"] = diceScoreToJson(main);
        entry["baseline"] = diceScoreToJson(baseline);
        out["datasets"].push_back(entry);
        if (!parser.isSet(QStringLiteral("json"))) {
            printLine(QStringLiteral("%1 (%2 images)").arg(folder).arg(main.images));
            printLine(scoreLine("reader", main));
            printLine(scoreLine("baseline", baseline));
        }
    }
    if (parser.isSet(QStringLiteral("json"))) printJson(out);
    return kExitOk;
}

} // namespace

Command makeEvalDiceCommand() {
    return {QStringLiteral("eval-dice"),
            QStringLiteral("Score the dice reader and the baseline on labelled photo folders"),
            runEvalDice};
}

} // namespace packmate::cli
