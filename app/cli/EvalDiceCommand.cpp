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

QString scoreLine(const QString& name, const DiceScore& s) {
    return QStringLiteral("  %1 labelled %2  correct %3 (%4%)  misread %5 (%6%)  missed %7  false "
                          "positives %8  colour %9/%10")
        .arg(name, -9)
        .arg(s.labelled)
        .arg(s.correct)
        .arg(100 * s.correctRate(), 0, 'f', 2)
        .arg(s.misread)
        .arg(100 * s.misreadRate(), 0, 'f', 2)
        .arg(s.missed)
        .arg(s.falsePositives)
        .arg(s.colourCorrect)
        .arg(s.colourLabelled);
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
            printLine(scoreLine(QStringLiteral("reader"), main));
            printLine(scoreLine(QStringLiteral("baseline"), baseline));
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
