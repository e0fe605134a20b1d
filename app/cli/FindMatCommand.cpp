// packmate-cli find-mat IMAGE [--json]: finds the printed mat in a photo.
#include "CliSupport.h"
#include "Command.h"

#include <packmate/calibration/CameraStore.h>
#include <packmate/calibration/MatFinder.h>
#include <packmate/engine/InputError.h>
#include <packmate/vision/ImageLoader.h>

namespace packmate::cli {

namespace {

Json matrixJson(const cv::Matx33d& m) {
    Json rows = Json::array();
    for (int r = 0; r < 3; ++r)
        rows.push_back({m(r, 0), m(r, 1), m(r, 2)});
    return rows;
}

Json detectionJson(const calibration::MatDetection& detection) {
    Json json;
    json["found"] = true;
    json["mat_id"] = detection.layout.matId;
    json["version"] = detection.layout.version;
    json["paper"] = std::string(calibration::paperName(detection.layout.paper));
    json["corners_seen"] = Json::array();
    json["corners_missing"] = Json::array();
    for (const calibration::MatMarker& marker : detection.layout.markers)
        json[detection.seen(marker.corner) ? "corners_seen" : "corners_missing"].push_back(
            std::string(calibration::matCornerCode(marker.corner)));
    json["markers"] = Json::array();
    for (const calibration::MarkerSighting& s : detection.sightings) {
        Json corners = Json::array();
        for (const cv::Point2f& p : s.imageCorners)
            corners.push_back({p.x, p.y});
        json["markers"].push_back(
            {{"corner", std::string(calibration::matCornerCode(s.marker.corner))},
             {"image_corners", corners},
             {"found_on_retry", s.foundOnRetry}});
    }
    json["homography_image_to_mm"] = matrixJson(detection.imageToMm);
    json["homography_mm_to_image"] = matrixJson(detection.mmToImage);
    json["mm_per_pixel"] = detection.mmPerPixel;
    json["residual_mm"] = detection.residualMm;
    return json;
}

int runFindMat(const QStringList& arguments) {
    QCommandLineParser parser;
    initParser(
        parser, QStringLiteral("find-mat"),
        QStringLiteral(
            "find the printed mat in a photo: corners seen, homography image→mm, mm per pixel"));
    parser.addPositionalArgument(QStringLiteral("IMAGE"), QStringLiteral("Photo of the mat."));
    parser.addOption(
        {QStringLiteral("camera"),
         QStringLiteral("Undistort with this camera's calibration first (needs --store)."),
         QStringLiteral("ID")});
    parser.addOption({QStringLiteral("store"),
                      QStringLiteral("Folder of per-camera calibration files."),
                      QStringLiteral("DIR")});
    if (!parseArguments(parser, QStringLiteral("find-mat"), arguments)) return kExitOk;
    const QString path =
        positionals(parser, 1, QStringLiteral("IMAGE (a photo of the mat)")).constFirst();
    cv::Mat photo = vision::loadImage(path.toStdString());
    bool undistorted = false;
    if (parser.isSet(QStringLiteral("camera"))) {
        const calibration::CameraStore cameras(
            requiredOption(parser, QStringLiteral("store")).toStdString());
        const std::string camera = parser.value(QStringLiteral("camera")).toStdString();
        const auto intrinsics = cameras.load(camera);
        if (!intrinsics)
            throw InputError("camera '" + camera + "' has no calibration in " +
                             cameras.fileFor(camera).string());
        photo = calibration::undistortImage(photo, *intrinsics);
        undistorted = true;
    }
    const calibration::MatDetection detection = calibration::requireMat(photo);
    Json json = detectionJson(detection);
    json["undistorted"] = undistorted;
    if (parser.isSet(QStringLiteral("json"))) {
        printJson(json);
        return kExitOk;
    }
    QStringList seen;
    for (const auto& corner : json["corners_seen"])
        seen << QString::fromStdString(corner.get<std::string>());
    printLine(QStringLiteral("mat %1 (%2) found: corners %3; %4 mm per pixel; residual %5 mm")
                  .arg(QString::fromStdString(detection.layout.matId),
                       QString::fromStdString(
                           std::string(calibration::paperName(detection.layout.paper))),
                       seen.join(QStringLiteral(" ")))
                  .arg(detection.mmPerPixel, 0, 'f', 4)
                  .arg(detection.residualMm, 0, 'f', 2));
    return kExitOk;
}

} // namespace

Command makeFindMatCommand() {
    return {QStringLiteral("find-mat"),
            QStringLiteral("Find the printed mat in a photo (homography to mm)"), runFindMat};
}

} // namespace packmate::cli
