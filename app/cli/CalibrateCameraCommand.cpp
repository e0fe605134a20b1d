// packmate-cli calibrate-camera --camera ID --store DIR PHOTO... : chessboard calibration of
// one camera's lens, stored per camera for undistortion.
#include "CliSupport.h"
#include "Command.h"

#include <packmate/calibration/CameraStore.h>
#include <packmate/calibration/ChessboardCalibration.h>
#include <packmate/vision/ImageLoader.h>

namespace packmate::cli {

namespace {

int runCalibrateCamera(const QStringList& arguments) {
    QCommandLineParser parser;
    initParser(parser, QStringLiteral("calibrate-camera"),
               QStringLiteral("calibrate a camera's lens from photos of a printed chessboard"));
    parser.addPositionalArgument(QStringLiteral("PHOTO"),
                                 QStringLiteral("Chessboard photos (4 or more)."),
                                 QStringLiteral("PHOTO..."));
    parser.addOption({QStringLiteral("camera"),
                      QStringLiteral("Camera id the result is stored under."),
                      QStringLiteral("ID")});
    parser.addOption({QStringLiteral("store"),
                      QStringLiteral("Folder of per-camera calibration files."),
                      QStringLiteral("DIR")});
    parser.addOption({QStringLiteral("corners"),
                      QStringLiteral("Inner corners per row x per column (default 9x6)."),
                      QStringLiteral("CxR"), QStringLiteral("9x6")});
    parser.addOption({QStringLiteral("square-mm"),
                      QStringLiteral("Side of a square in mm (default 25)."),
                      QStringLiteral("MM")});
    if (!parseArguments(parser, QStringLiteral("calibrate-camera"), arguments)) return kExitOk;
    const QString camera = requiredOption(parser, QStringLiteral("camera"));
    const QString store = requiredOption(parser, QStringLiteral("store"));
    const QStringList photos = parser.positionalArguments();
    if (photos.isEmpty()) throw UsageError(QStringLiteral("missing PHOTO (chessboard photos)"));
    calibration::ChessboardConfig config;
    const QStringList corners = parser.value(QStringLiteral("corners")).split(QLatin1Char('x'));
    bool okCols = false;
    bool okRows = false;
    if (corners.size() == 2)
        config.innerCorners = {corners[0].toInt(&okCols), corners[1].toInt(&okRows)};
    if (!okCols || !okRows || config.innerCorners.width < 3 || config.innerCorners.height < 3)
        throw UsageError(QStringLiteral("--corners must look like 9x6 (at least 3x3)"));
    config.squareMm = intOption(parser, QStringLiteral("square-mm"), 5, 200, 25);

    std::vector<cv::Mat> images;
    for (const QString& photo : photos)
        images.push_back(vision::loadImage(photo.toStdString()));
    std::vector<int> skipped;
    const calibration::CameraIntrinsics intrinsics =
        calibration::calibrateFromChessboards(images, camera.toStdString(), config, &skipped);
    const calibration::CameraStore cameras(store.toStdString());
    cameras.save(intrinsics);

    Json json = calibration::intrinsicsToJson(intrinsics);
    json["file"] = cameras.fileFor(intrinsics.cameraId).string();
    json["skipped"] = Json::array();
    for (int index : skipped)
        json["skipped"].push_back(photos.at(index).toStdString());
    if (parser.isSet(QStringLiteral("json"))) {
        printJson(json);
        return kExitOk;
    }
    printLine(QStringLiteral("camera %1: %2 views, reprojection error %3 px; saved to %4")
                  .arg(camera)
                  .arg(intrinsics.views)
                  .arg(intrinsics.rmsPixels, 0, 'f', 3)
                  .arg(QString::fromStdString(json["file"].get<std::string>())));
    for (int index : skipped)
        printLine(QStringLiteral("  no chessboard found in %1").arg(photos.at(index)));
    return kExitOk;
}

} // namespace

Command makeCalibrateCameraCommand() {
    return {QStringLiteral("calibrate-camera"),
            QStringLiteral("Calibrate a camera lens from chessboard photos"), runCalibrateCamera};
}

} // namespace packmate::cli
