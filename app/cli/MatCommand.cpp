// packmate-cli mat --paper a4|letter --out mat.pdf|mat.png: the printable calibration mat.
#include "CliSupport.h"
#include "Command.h"

#include <packmate/app/MatPdfWriter.h>
#include <packmate/calibration/MatRenderer.h>
#include <packmate/engine/InputError.h>

#include <opencv2/imgcodecs.hpp>

#include <QFileInfo>

namespace packmate::cli {

namespace {

Json rectJson(const calibration::RectMm& rect) {
    return Json::array({rect.x, rect.y, rect.width, rect.height});
}

int runMat(const QStringList& arguments) {
    QCommandLineParser parser;
    initParser(parser, QStringLiteral("mat"),
               QStringLiteral("write the printable calibration mat (PDF at true size, or PNG)"));
    parser.addOption({QStringLiteral("paper"),
                      QStringLiteral("Paper size: a4 or letter (default a4)."),
                      QStringLiteral("SIZE"), QStringLiteral("a4")});
    parser.addOption({QStringLiteral("out"), QStringLiteral("Output file, .pdf or .png."),
                      QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("dpi"), QStringLiteral("PNG resolution (default 300)."),
                      QStringLiteral("DPI")});
    if (!parseArguments(parser, QStringLiteral("mat"), arguments)) return kExitOk;
    positionals(parser, 0, QString());
    const calibration::MatLayout mat = calibration::matLayout(
        calibration::paperFromName(parser.value(QStringLiteral("paper")).toStdString()));
    const QString out = requiredOption(parser, QStringLiteral("out"));
    const QString suffix = QFileInfo(out).suffix().toLower();
    const int dpi = intOption(parser, QStringLiteral("dpi"), 50, 1200, 300);

    if (suffix == QLatin1String("pdf")) {
        if (parser.isSet(QStringLiteral("dpi")))
            throw UsageError(QStringLiteral("--dpi applies to PNG output only"));
        app::writeMatPdf(mat, out);
    } else if (suffix == QLatin1String("png")) {
        if (!cv::imwrite(out.toStdString(), calibration::renderMat(mat, dpi)))
            throw InputError("cannot write " + out.toStdString());
    } else {
        throw UsageError(QStringLiteral("--out must end in .pdf or .png, got '%1'").arg(out));
    }

    if (parser.isSet(QStringLiteral("json"))) {
        Json json;
        json["out"] = out.toStdString();
        json["format"] = suffix.toStdString();
        json["paper"] = std::string(calibration::paperName(mat.paper));
        json["mat_id"] = mat.matId;
        json["version"] = mat.version;
        json["width_mm"] = mat.widthMm;
        json["height_mm"] = mat.heightMm;
        if (suffix == QLatin1String("png")) json["dpi"] = dpi;
        json["markers"] = Json::array();
        for (const calibration::MatMarker& marker : mat.markers)
            json["markers"].push_back(
                {{"corner", std::string(calibration::matCornerCode(marker.corner))},
                 {"x_mm", marker.xMm},
                 {"y_mm", marker.yMm},
                 {"size_mm", marker.sizeMm},
                 {"text", calibration::encodeMatMarker(marker)}});
        json["card_place"] = rectJson(mat.cardPlace);
        json["sticks_zone"] = rectJson(mat.sticksZone);
        json["dice_zone"] = rectJson(mat.diceZone);
        json["patches"] = Json::array();
        for (const calibration::ColourPatch& patch : mat.patches)
            json["patches"].push_back(
                {{"name", patch.name}, {"grey", patch.grey}, {"rect_mm", rectJson(patch.place)}});
        json["stick_places"] = Json::array();
        for (const calibration::StickPlace& place : mat.stickPlaces)
            json["stick_places"].push_back({{"colour", std::string(1, colourLetter(place.colour))},
                                            {"rect_mm", rectJson(place.place)}});
        printJson(json);
    } else {
        printLine(
            QStringLiteral("wrote %1 (%2 mat, %3 × %4 mm)")
                .arg(out, QString::fromStdString(std::string(calibration::paperName(mat.paper))))
                .arg(mat.widthMm)
                .arg(mat.heightMm));
    }
    return kExitOk;
}

} // namespace

Command makeMatCommand() {
    return {QStringLiteral("mat"),
            QStringLiteral("Write the printable calibration mat (PDF or PNG)"), runMat, true};
}

} // namespace packmate::cli
