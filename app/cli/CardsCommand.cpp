// packmate-cli cards: lists the truck card catalogue (built-in stand-ins + user cards).
#include "CardArgument.h"
#include "CardSummary.h"
#include "CliSupport.h"
#include "Command.h"

namespace packmate::cli {

namespace {

const char* const kStandInNote =
    "The built-in cards Z01..Z30 are STAND-INS: invented shapes with the real layer counts "
    "(9 x 1 layer, 10 x 2, 6 x 3, 5 x 4), not the real Zack & Pack cards. Register your own cards "
    "(set PACKMATE_USER_CARDS to a card JSON file).";

int runCards(const QStringList& arguments) {
    QCommandLineParser parser;
    initParser(parser, QStringLiteral("cards"), QStringLiteral("list the truck card catalogue"));
    if (!parseArguments(parser, QStringLiteral("cards"), arguments)) return kExitOk;
    positionals(parser, 0, QString());
    const Catalogue catalogue = cliCatalogue();

    if (parser.isSet(QStringLiteral("json"))) {
        Json out;
        out["stand_in_note"] = kStandInNote;
        out["cards"] = Json::array();
        for (const TruckCard& card : catalogue.cards()) {
            Json entry = cardSummaryJson(card);
            entry["stand_in"] = catalogue.isStandIn(card.id());
            out["cards"].push_back(entry);
        }
        printJson(out);
        return kExitOk;
    }
    printLine(QString::fromUtf8(kStandInNote));
    for (const TruckCard& card : catalogue.cards()) {
        printCardSummary(card, catalogue.isStandIn(card.id()) ? QStringLiteral(" (stand-in)")
                                                              : QString());
    }
    return kExitOk;
}

} // namespace

Command makeCardsCommand() {
    return {QStringLiteral("cards"),
            QStringLiteral("List the truck card catalogue (built-in stand-ins, user cards)"),
            runCards};
}

} // namespace packmate::cli
