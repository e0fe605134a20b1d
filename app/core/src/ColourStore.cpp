#include <packmate/app/ColourStore.h>
#include <packmate/calibration/DiceColours.h>
#include <packmate/engine/InputError.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

namespace packmate::app {

QString colourFilePath(const QString& dataDir) {
    return QDir(dataDir).filePath(QLatin1String(kColourFileName));
}

std::optional<calibration::ColourCalibration> loadStoredColours(const QString& dataDir) {
    const QString path = colourFilePath(dataDir);
    if (!QFileInfo::exists(path)) return std::nullopt;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) throw InputError("cannot read " + path.toStdString());
    const QByteArray bytes = file.readAll();
    Json json;
    try {
        json = Json::parse(bytes.constData(), bytes.constData() + bytes.size());
    } catch (const Json::exception&) {
        throw InputError(path.toStdString() + ": not valid JSON");
    }
    try {
        return calibration::colourCalibrationFromJson(json);
    } catch (const InputError& error) {
        throw InputError(path.toStdString() + ": " + error.what());
    } catch (const Json::exception& error) {
        throw InputError(path.toStdString() + ": " + error.what());
    }
}

void storeColours(const QString& dataDir, const calibration::ColourCalibration& colours) {
    const QString path = colourFilePath(dataDir);
    QSaveFile file(path);
    const std::string text = calibration::colourCalibrationToJson(colours).dump(2) + '\n';
    if (!file.open(QIODevice::WriteOnly) ||
        file.write(text.data(), static_cast<qint64>(text.size())) !=
            static_cast<qint64>(text.size()) ||
        !file.commit())
        throw InputError("cannot write " + path.toStdString());
}

vision::ColourModel truckColourModel(const QString& dataDir) {
    try {
        if (const auto stored = loadStoredColours(dataDir)) return stored->model;
    } catch (const InputError&) {
    }
    return {};
}

vision::dice::DiceColourModel diceColourModel(const QString& dataDir) {
    try {
        if (const auto stored = loadStoredColours(dataDir))
            return calibration::diceColoursFromCalibration(*stored);
    } catch (const InputError&) {
    }
    return vision::dice::DiceColourModel::defaults();
}

} // namespace packmate::app
