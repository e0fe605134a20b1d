// packmate-cli eval-dice DIR...: scores the dice reader and the pip-clustering baseline on
// labelled folders (YOLO .txt or rendered .json labels), with --errata also against labels
// corrected where a photo shows them wrong (and as labelled).
#include "CliSupport.h"
#include "Command.h"

#include <packmate/vision/ImageLoader.h>
#include <packmate/vision/dice/DiceJson.h>
#include <packmate/vision/dice/DiceReader.h>
#include <packmate/vision/dice/LabelErrata.h>
#include <packmate/vision/dice/PipClusterBaseline.h>

#include <iostream>

namespace packmate::cli {

namespace {

using namespace packmate::vision::dice;

QString scoreLine(const char* name, const DiceScore& s) {
    return QString::asprintf(
        "  %-9s labelled %d  correct %d (%.2f%%)  misread %d (%.2f%%)  abstained %d (%.2f%%; "
        "wrong value %d)  missed %d  false positives %d  value right %d  colour %d/%d",
        name, s.labelled, s.correct, 100 * s.correctRate(), s.misread, 100 * s.misreadRate(),
        s.abstained, 100 * s.abstainedRate(), s.abstainedWrong, s.missed, s.falsePositives,
        s.valueRight(), s.colourCorrect, s.colourLabelled);
}

const char* outcomeName(DieOutcome outcome) {
    switch (outcome) {
    case DieOutcome::Correct:
        return "correct";
    case DieOutcome::Misread:
        return "misread";
    case DieOutcome::Abstained:
        return "abstained";
    case DieOutcome::Missed:
        return "missed";
    }
    return "";
}

// One line per labelled die that is not correct, per die in the wrong colour and per false
// positive.
void printErrors(const std::string& image, const std::vector<DieReading>& dice,
                 const std::vector<LabelledDie>& labels) {
    const std::vector<int> matches = matchDice(dice, labels);
    std::vector<bool> matched(dice.size(), false);
    for (std::size_t l = 0; l < labels.size(); ++l) {
        const DieReading* die = matches[l] < 0 ? nullptr : &dice[std::size_t(matches[l])];
        if (die) matched[std::size_t(matches[l])] = true;
        const DieOutcome outcome = dieOutcome(die, labels[l]);
        if (die && !labels[l].colour.empty() && die->colour != labels[l].colour)
            std::cerr << image << ": wrong colour label " << labels[l].colour << " read "
                      << die->colour << " lab " << die->lab[0] << ',' << die->lab[1] << ','
                      << die->lab[2] << " at " << die->center.x << ',' << die->center.y << '\n';
        if (outcome == DieOutcome::Correct) continue;
        std::cerr << image << ": " << outcomeName(outcome) << " label " << labels[l].value << ' '
                  << labels[l].colour;
        if (die)
            std::cerr << " read " << die->value << ' ' << die->colour << " confidence "
                      << die->confidence << " at " << die->center.x << ',' << die->center.y;
        std::cerr << '\n';
    }
    for (std::size_t i = 0; i < dice.size(); ++i)
        if (!matched[i])
            std::cerr << image << ": false positive read " << dice[i].value << ' ' << dice[i].colour
                      << " confidence " << dice[i].confidence << " at " << dice[i].center.x << ','
                      << dice[i].center.y << '\n';
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
        {QStringLiteral("list-errors"), QStringLiteral("Print every die not read correctly, in the "
                                                       "wrong colour, and every false positive.")});
    parser.addOption({QStringLiteral("config"),
                      QStringLiteral("Dice reader settings laid over the defaults (JSON)."),
                      QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("errata"),
                      QStringLiteral("Label corrections (JSON, e.g. "
                                     "datasets/dice/real-label-errata.json) applied to the labels "
                                     "they name; the scores as labelled are printed too."),
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
    const bool withErrata = parser.isSet(QStringLiteral("errata"));
    const std::vector<LabelErratum> errata =
        withErrata ? loadLabelErrata(parser.value(QStringLiteral("errata")).toStdString())
                   : std::vector<LabelErratum>{};

    Json out;
    out["datasets"] = Json::array();
    for (const QString& folder : folders) {
        DiceScore main, baseline, mainAsLabelled, baselineAsLabelled;
        int corrected = 0;
        for (const auto& path : labelledImages(folder.toStdString())) {
            const cv::Mat image = vision::loadImage(path.string());
            const std::vector<LabelledDie> asLabelled = loadDiceLabels(path, image.size());
            std::vector<LabelledDie> labels = asLabelled;
            corrected += applyLabelErrata(errata, path, labels);
            const std::vector<DieReading> dice = readDice(image, config).dice;
            const std::vector<DieReading> classic = readDiceBaseline(image);
            main += scoreDice(dice, labels);
            baseline += scoreDice(classic, labels);
            if (withErrata) {
                mainAsLabelled += scoreDice(dice, asLabelled);
                baselineAsLabelled += scoreDice(classic, asLabelled);
            }
            if (listErrors) printErrors(path.string(), dice, labels);
        }
        Json entry;
        entry["dir"] = folder.toStdString();
        entry["images"] = main.images;
        entry["reader"] = diceScoreToJson(main);
        entry["baseline"] = diceScoreToJson(baseline);
        if (withErrata) {
            entry["labels_corrected"] = corrected;
            entry["reader_as_labelled"] = diceScoreToJson(mainAsLabelled);
            entry["baseline_as_labelled"] = diceScoreToJson(baselineAsLabelled);
        }
        out["datasets"].push_back(entry);
        if (!parser.isSet(QStringLiteral("json"))) {
            printLine(QStringLiteral("%1 (%2 images)").arg(folder).arg(main.images));
            if (withErrata)
                printLine(QStringLiteral("  %1 label(s) corrected by %2")
                              .arg(corrected)
                              .arg(parser.value(QStringLiteral("errata"))));
            printLine(scoreLine("reader", main));
            printLine(scoreLine("baseline", baseline));
            if (corrected > 0) {
                printLine(QStringLiteral("  as labelled, without the errata:"));
                printLine(scoreLine("reader", mainAsLabelled));
                printLine(scoreLine("baseline", baselineAsLabelled));
            }
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
