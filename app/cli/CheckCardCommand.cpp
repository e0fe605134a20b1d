// packmate-cli check-card FILE.json: validates a truck card file (one card or a list).
#include "CliSupport.h"
#include "Command.h"

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

    const Json json = readJsonFile(path.toStdString());
    std::vector<TruckCard> cards;
    if (json.is_array()) {
        for (std::size_t i = 0; i < json.size(); ++i) {
            try {
                cards.push_back(cardFromJson(json[i]));
            } catch (const InputError& error) {
                throw InputError(path.toStdString() + ": card " + std::to_string(i + 1) + ": " +
                                 error.what());
            }
        }
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
        for (const TruckCard& card : cards) {
            Json entry = cardToJson(card);
            entry["loading_cells"] = card.loadingCellCount();
            entry["capacity"] = card.capacity();
            out["cards"].push_back(entry);
        }
        printJson(out);
        return kExitOk;
    }
    for (const TruckCard& card : cards) {
        printLine(QStringLiteral("%1: %2 layer(s), %3 loading cells, capacity %4")
                      .arg(QString::fromStdString(card.id()))
                      .arg(card.layers())
                      .arg(card.loadingCellCount())
                      .arg(card.capacity()));
        for (const std::string& row : card.grid())
            printLine(QStringLiteral("    ") + QString::fromStdString(row));
    }
    return kExitOk;
}

} // namespace

Command makeCheckCardCommand() {
    return {QStringLiteral("check-card"),
            QStringLiteral("Check a truck card JSON file and show its cells"), runCheckCard};
}

} // namespace packmate::cli
