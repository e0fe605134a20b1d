// packmate-cli register-card IMAGE [--layers N --id ID --catalogue FILE]: proposes the loading
// area and reads the layer count of an empty truck card photographed on the mat's card place,
// and saves it to the user's card file (--layers overrides or supplies the count).
#include "CliSupport.h"
#include "Command.h"

#include <packmate/calibration/CardRegistration.h>
#include <packmate/engine/Catalogue.h>
#include <packmate/engine/Counted.h>
#include <packmate/engine/InputError.h>
#include <packmate/vision/ImageLoader.h>

#include <QFileInfo>

namespace packmate::cli {

namespace {

void saveToCatalogue(const QString& path, const TruckCard& card) {
    std::vector<TruckCard> cards;
    if (QFileInfo::exists(path)) cards = loadCardsFile(path.toStdString());
    for (const TruckCard& existing : cards)
        if (existing.id() == card.id())
            throw InputError(path.toStdString() + " already holds a card '" + card.id() +
                             "' (choose another --id)");
    cards.push_back(card);
    saveCardsFile(path.toStdString(), cards);
}

int runRegisterCard(const QStringList& arguments) {
    QCommandLineParser parser;
    initParser(
        parser, QStringLiteral("register-card"),
        QStringLiteral(
            "propose the loading area of an empty truck card lying on the mat's card place"));
    parser.addPositionalArgument(QStringLiteral("IMAGE"),
                                 QStringLiteral("Photo of the mat with the card on it."));
    parser.addOption(
        {QStringLiteral("layers"),
         QStringLiteral("The truck's layer count, 1–4 (default: read from the photo when clear)."),
         QStringLiteral("N")});
    parser.addOption(
        {QStringLiteral("id"), QStringLiteral("Id of the new card."), QStringLiteral("ID")});
    parser.addOption({QStringLiteral("catalogue"),
                      QStringLiteral("User card file (JSON array) to add the card to."),
                      QStringLiteral("FILE")});
    if (!parseArguments(parser, QStringLiteral("register-card"), arguments)) return kExitOk;
    const QString image =
        positionals(parser, 1, QStringLiteral("IMAGE (a photo of the card on the mat)"))
            .constFirst();
    const bool save = parser.isSet(QStringLiteral("catalogue"));
    if (save && !parser.isSet(QStringLiteral("id")))
        throw UsageError(QStringLiteral("--catalogue needs --id ID"));
    const int givenLayers =
        intOption(parser, QStringLiteral("layers"), 1, TruckCard::kMaxLayers, 0);
    // A user card may not take a built-in id: the catalogue could not load the file again.
    if (parser.isSet(QStringLiteral("id")) &&
        Catalogue::builtIn().contains(
            parser.value(QStringLiteral("id")).trimmed().toUpper().toStdString()))
        throw UsageError(QStringLiteral("--id %1 is the id of a built-in card: choose another")
                             .arg(parser.value(QStringLiteral("id"))));

    const calibration::CardRegistration registration =
        calibration::registerCard(vision::loadImage(image.toStdString()));
    const int layers = givenLayers > 0 ? givenLayers : registration.layers.value_or(0);
    const char* layersSource = givenLayers > 0 ? "user" : registration.layers ? "photo" : nullptr;
    if (save && layers == 0)
        throw InputError(
            "the layer count could not be read from the photo: give it with --layers N");
    const std::string id = parser.isSet(QStringLiteral("id"))
                               ? parser.value(QStringLiteral("id")).toStdString()
                               : "NEW";
    std::optional<TruckCard> card;
    if (layers > 0) card = calibration::registeredCard(registration, id, layers);
    if (save) saveToCatalogue(parser.value(QStringLiteral("catalogue")), *card);

    if (parser.isSet(QStringLiteral("json"))) {
        Json json;
        json["grid"] = registration.mask.grid;
        json["rows"] = registration.mask.grid.size();
        json["cols"] = registration.mask.grid.front().size();
        json["confidence"] = registration.mask.confidence;
        json["sure"] = registration.mask.sure;
        json["layers"] = layers > 0 ? Json(layers) : Json(nullptr);
        json["layers_needed"] = layers == 0;
        json["layers_source"] = layersSource ? Json(layersSource) : Json(nullptr);
        json["layers_read"] = registration.layers ? Json(*registration.layers) : Json(nullptr);
        Json corners = Json::array();
        for (const cv::Point2f& p : registration.imageCorners)
            corners.push_back({p.x, p.y});
        json["card_corners"] = corners;
        if (card) json["card"] = cardToJson(*card);
        if (save) json["saved_to"] = parser.value(QStringLiteral("catalogue")).toStdString();
        printJson(json);
        return kExitOk;
    }
    printLine(QStringLiteral("proposed loading area (%1, confidence %2):")
                  .arg(registration.mask.sure ? QStringLiteral("looks right")
                                              : QStringLiteral("please check"))
                  .arg(registration.mask.confidence, 0, 'f', 2));
    for (const std::string& row : registration.mask.grid)
        printLine(QStringLiteral("    ") + QString::fromStdString(row));
    if (layers == 0)
        printLine(QStringLiteral(
            "layer count: could not be read from the photo; give it with --layers N (1–4)"));
    else
        printLine(QStringLiteral("layer count: %1 (%2)")
                      .arg(layers)
                      .arg(givenLayers > 0 ? QStringLiteral("given")
                                           : QStringLiteral("read from the photo")));
    if (save)
        printLine(QStringLiteral("saved card %1 (%2) to %3")
                      .arg(QString::fromStdString(id))
                      .arg(QString::fromStdString(counted(layers, "layer", "layers")))
                      .arg(parser.value(QStringLiteral("catalogue"))));
    return kExitOk;
}

} // namespace

Command makeRegisterCardCommand() {
    return {QStringLiteral("register-card"),
            QStringLiteral("Propose a truck card's loading area from a photo and save it"),
            runRegisterCard};
}

} // namespace packmate::cli
