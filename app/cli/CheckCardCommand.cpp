// packmate-cli check-card FILE.json: validates a truck card file (one card or a list).
#include "CardSummary.h"
#include "CliSupport.h"
#include "Command.h"

#include <packmate/engine/Catalogue.h>
#include <packmate/engine/InputError.h>
#include <packmate/engine/Json.h>

namespace packmate::cli {

namespace {

int runCheckCard(const QStringList& arguments) {
    QCommandLineParser parser;
    initParser(
        parser, QStringLiteral("check-card"),
        QStringLiteral("check a truck card JSON file (one card object or an array of cards)"));
    parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("Card JSON file."));
    if (!parseArguments(parser, QStringLiteral("check-card"), arguments)) return kExitOk;
    const QString path =
        positionals(parser, 1, QStringLiteral("FILE (a card JSON file)")).constFirst();

    // A list of cards is a user card file: its loader names the line and checks unique ids.
    const Json json = readJsonFile(path.toStdString());
    std::vector<TruckCard> cards;
    if (json.is_array()) {
        cards = loadCardsFile(path.toStdString());
    } else {
        try {
            cards.push_back(cardFromJson(json));
        } catch (const InputError& error) {
            throw InputError(path.toStdString() + ": " + error.what());
        }
    }

    if (parser.isSet(QStringLiteral("json"))) {
        Json out;
        out["valid"] = true;
        out["cards"] = Json::array();
        for (const TruckCard& card : cards)
            out["cards"].push_back(cardSummaryJson(card));
        printJson(out);
        return kExitOk;
    }
    for (const TruckCard& card : cards)
        printCardSummary(card);
    return kExitOk;
}

} // namespace

Command makeCheckCardCommand() {
    return {QStringLiteral("check-card"),
            QStringLiteral("Check a truck card JSON file and show its cells"), runCheckCard};
}

} // namespace packmate::cli
