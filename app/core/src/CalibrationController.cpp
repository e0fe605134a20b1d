#include <packmate/app/CalibrationController.h>
#include <packmate/app/CalibrationErrorText.h>
#include <packmate/app/ColourStore.h>
#include <packmate/app/DataDirectory.h>
#include <packmate/app/MatPdfWriter.h>
#include <packmate/app/camera/PhotoFile.h>
#include <packmate/calibration/CardRegistration.h>
#include <packmate/calibration/LightCheck.h>
#include <packmate/calibration/MatLayout.h>
#include <packmate/engine/InputError.h>

#include <QColor>
#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QStandardPaths>
#include <QVideoFrame>
#include <QVideoSink>

#include <algorithm>
#include <cmath>
#include <limits>

namespace packmate::app {

namespace {

double distance(const vision::RelativeColour& a, const vision::RelativeColour& b) {
    return std::hypot(a.r - b.r, a.g - b.g, a.b - b.b);
}

// As the colour would look on white paper shown at a comfortable screen white.
QString displayColour(const vision::RelativeColour& c) {
    const auto channel = [](double value) { return std::clamp(int(value * 245.0), 0, 255); };
    return QColor(channel(c.r), channel(c.g), channel(c.b)).name();
}

// The stored calibration, if any; a file that cannot be read asks for a new calibration.
std::optional<calibration::ColourCalibration> storedColours(const QString& dataDir) {
    try {
        return loadStoredColours(dataDir);
    } catch (const InputError& error) {
        throw InputError(CalibrationController::tr("The stored colour calibration cannot be "
                                                   "read: calibrate the colours again. (%1)")
                             .arg(QString::fromUtf8(error.what()))
                             .toStdString());
    }
}

} // namespace

CalibrationController::CalibrationController(QObject* parent) : QObject(parent) {}

void CalibrationController::setError(const QString& message) {
    lastError_ = message;
    emit lastErrorChanged();
}

void CalibrationController::setDataDir(const QString& folder) {
    try {
        dataDir_ = resolveDataDirectory(folder);
        setError({});
        readStoredColours();
    } catch (const std::exception& error) {
        setError(calibrationErrorText(error.what()));
    }
    light_.clear();
    emit coloursChanged();
    emit lightChanged();
    emit matChanged();
}

void CalibrationController::readStoredColours() {
    colours_.clear();
    quality_.clear();
    whiteReference_.clear();
    const auto stored = storedColours(dataDir_);
    if (!stored) return;
    whiteReference_ = QString::fromStdString(stored->whiteReference);
    int worst = 0; // 0 good, 1 fair, 2 poor
    static const char* const qualities[] = {"good", "fair", "poor"};
    for (Colour colour : kAllColours) {
        const vision::RelativeColour& c = stored->model.stick(colour);
        double nearest = std::numeric_limits<double>::max();
        Colour nearestColour = colour;
        for (Colour other : kAllColours) {
            if (other == colour) continue;
            const double d = distance(c, stored->model.stick(other));
            if (d < nearest) nearest = d, nearestColour = other;
        }
        const int level = nearest >= config_.goodSeparation   ? 0
                          : nearest >= config_.fairSeparation ? 1
                                                              : 2;
        worst = std::max(worst, level);
        colours_ << QVariantMap{
            {QStringLiteral("letter"), QString(QLatin1Char(colourLetter(colour)))},
            {QStringLiteral("colour"), displayColour(c)},
            {QStringLiteral("r"), c.r},
            {QStringLiteral("g"), c.g},
            {QStringLiteral("b"), c.b},
            {QStringLiteral("separation"), nearest},
            {QStringLiteral("nearest"), QString(QLatin1Char(colourLetter(nearestColour)))},
            {QStringLiteral("quality"), QLatin1String(qualities[level])}};
    }
    quality_ = QLatin1String(qualities[worst]);
}

QString CalibrationController::matFolder() const {
    if (!matFolder_.isEmpty()) return matFolder_;
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return documents.isEmpty() ? dataDir_ : documents;
}

void CalibrationController::setMatFolder(const QString& folder) {
    matFolder_ = folder;
    emit matChanged();
}

bool CalibrationController::saveMat(const QString& paper) {
    try {
        const calibration::MatLayout mat =
            calibration::matLayout(calibration::paperFromName(paper.toStdString()));
        const QString folder = matFolder();
        if (folder.isEmpty() || !QDir().mkpath(folder))
            throw InputError(tr("Cannot create the folder %1.").arg(folder).toStdString());
        const QString path = QDir(folder).absoluteFilePath(
            QStringLiteral("packmate-mat-%1.pdf").arg(paper.toLower()));
        writeMatPdf(mat, path);
        matPath_ = path;
        setError({});
        emit matChanged();
        return true;
    } catch (const std::exception& error) {
        setError(calibrationErrorText(error.what()));
        return false;
    }
}

bool CalibrationController::calibrateColours(const QString& imagePath) {
    try {
        if (dataDir_.isEmpty()) setDataDir({});
        const calibration::ColourCalibration learnt =
            calibration::calibrateColours(loadPhotoFile(imagePath));
        storeColours(dataDir_, learnt);
        readStoredColours();
        light_.clear();
        setError({});
        emit coloursChanged();
        emit lightChanged();
        return true;
    } catch (const std::exception& error) {
        setError(calibrationErrorText(error.what()));
        return false;
    }
}

bool CalibrationController::checkLight(const QString& imagePath) {
    try {
        if (dataDir_.isEmpty()) setDataDir({});
        const auto stored = storedColours(dataDir_);
        if (!stored) throw InputError(tr("Calibrate the colours first.").toStdString());
        const calibration::LightCheck check =
            calibration::checkLight(*stored, loadPhotoFile(imagePath));
        light_ = {{QStringLiteral("checked"), true},
                  {QStringLiteral("changed"), check.changed},
                  {QStringLiteral("chromaShift"), check.chromaShift},
                  {QStringLiteral("brightnessRatio"), check.brightnessRatio}};
        setError({});
        emit lightChanged();
        return true;
    } catch (const std::exception& error) {
        setError(calibrationErrorText(error.what()));
        return false;
    }
}

QVariantMap CalibrationController::registerCard(const QString& imagePath) {
    try {
        const calibration::CardRegistration registration =
            calibration::registerCard(loadPhotoFile(imagePath));
        QStringList grid;
        for (const std::string& row : registration.mask.grid)
            grid << QString::fromStdString(row);
        setError({});
        return {{QStringLiteral("grid"), grid},
                {QStringLiteral("layers"), registration.layers.value_or(0)},
                {QStringLiteral("confidence"), registration.mask.confidence},
                {QStringLiteral("sure"), registration.mask.sure}};
    } catch (const std::exception& error) {
        setError(calibrationErrorText(error.what()));
        return {};
    }
}

QString CalibrationController::saveStill(QVideoSink* sink) {
    const QImage image = sink ? sink->videoFrame().toImage() : QImage();
    if (image.isNull()) return setError(tr("The camera has no picture yet.")), QString();
    if (dataDir_.isEmpty()) setDataDir({});
    const QString path = QDir(dataDir_).filePath(QStringLiteral("calibration-still.png"));
    if (!image.save(path)) return setError(tr("Cannot save the photo.")), QString();
    return path;
}

QUrl CalibrationController::fileUrl(const QString& path) {
    return QUrl::fromLocalFile(QFileInfo(path).absoluteFilePath());
}

} // namespace packmate::app
