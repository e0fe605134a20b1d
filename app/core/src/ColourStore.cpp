#include <packmate/app/ColourStore.h>
#include <packmate/engine/InputError.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include <algorithm>

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
    return calibration::colourCalibrationFromJson(json);
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
    auto model = vision::dice::DiceColourModel::defaults();
    std::optional<calibration::ColourCalibration> stored;
    try {
        stored = loadStoredColours(dataDir);
    } catch (const InputError&) {
    }
    if (!stored) return model;
    const calibration::Rgb white = stored->cardWhite.value_or(stored->white);
    for (Colour colour : kAllColours) {
        const vision::RelativeColour& relative = stored->model.stick(colour);
        const auto channel = [](double value) {
            return static_cast<uchar>(std::clamp(value, 0.0, 255.0));
        };
        const cv::Vec3b bgr(channel(relative.b * white[2]), channel(relative.g * white[1]),
                            channel(relative.r * white[0]));
        model.setGameColour(colour, vision::dice::labFromBgr(bgr));
    }
    return model;
}

} // namespace packmate::app
