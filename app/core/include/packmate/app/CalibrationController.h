#pragma once

#include <packmate/app/CalibrationConfig.h>

#include <QObject>
#include <QString>
#include <QUrl>
#include <QVariantList>
#include <QVariantMap>

class QVideoSink;

namespace packmate::app {

/// What the calibration screens talk to: the printable mat, the stick colours learnt from a
/// photo (stored in the data folder, used by the readers), the light check and the proposal
/// of a truck card's loading area from a photo. Photos are files (`--image`, or a camera
/// still saved by saveStill). Bad input sets lastError and stores nothing.
class CalibrationController : public QObject {
    Q_OBJECT
    Q_PROPERTY(QString dataDir READ dataDir WRITE setDataDir NOTIFY coloursChanged)
    Q_PROPERTY(QString lastError READ lastError NOTIFY lastErrorChanged)
    Q_PROPERTY(QString matFolder READ matFolder WRITE setMatFolder NOTIFY matChanged)
    Q_PROPERTY(QString matPath READ matPath NOTIFY matChanged)
    Q_PROPERTY(bool hasColours READ hasColours NOTIFY coloursChanged)
    Q_PROPERTY(QVariantList colours READ colours NOTIFY coloursChanged)
    Q_PROPERTY(QString colourQuality READ colourQuality NOTIFY coloursChanged)
    Q_PROPERTY(QString whiteReference READ whiteReference NOTIFY coloursChanged)
    Q_PROPERTY(QVariantMap light READ light NOTIFY lightChanged)

public:
    explicit CalibrationController(QObject* parent = nullptr);

    QString dataDir() const { return dataDir_; }
    /// Reads the stored colours of this folder ("" = the default data folder).
    void setDataDir(const QString& folder);
    QString lastError() const { return lastError_; }
    /// Where the mat PDF goes (default: the documents folder, else the data folder).
    QString matFolder() const;
    void setMatFolder(const QString& folder);
    QString matPath() const { return matPath_; }
    bool hasColours() const { return !colours_.isEmpty(); }
    /// Per stick colour (W, G, B, T, V): letter, colour (#rrggbb as on white paper),
    /// r, g, b (relative to white), separation (to the nearest other colour), nearest
    /// (its letter), quality ("good", "fair", "poor").
    QVariantList colours() const { return colours_; }
    /// The worst quality of the five, "" without a calibration.
    QString colourQuality() const { return quality_; }
    /// "card" or "paper": which white the colours were measured against.
    QString whiteReference() const { return whiteReference_; }
    /// The last light check: checked, changed, chromaShift, brightnessRatio.
    QVariantMap light() const { return light_; }

    /// Writes the mat for `paper` ("a4" or "letter") as a PDF at true size into matFolder.
    Q_INVOKABLE bool saveMat(const QString& paper);
    /// Learns the stick colours from a photo of the mat with one stick on each colour place
    /// and stores them (replacing the old ones) only when that succeeded.
    Q_INVOKABLE bool calibrateColours(const QString& imagePath);
    /// Compares the mat's white patch in this photo with the stored calibration.
    Q_INVOKABLE bool checkLight(const QString& imagePath);
    /// Proposes the loading area of the empty card on the mat's card place: grid (rows),
    /// layers (0 when the digit could not be read), confidence, sure. Empty on failure.
    Q_INVOKABLE QVariantMap registerCard(const QString& imagePath);
    /// Saves the sink's current frame as a PNG in the data folder; its path, or "".
    Q_INVOKABLE QString saveStill(QVideoSink* sink);
    /// A local file as a URL for an Image (relative paths from the working folder).
    Q_INVOKABLE static QUrl fileUrl(const QString& path);

signals:
    void lastErrorChanged();
    void matChanged();
    void coloursChanged();
    void lightChanged();

private:
    void setError(const QString& message);
    void readStoredColours();

    CalibrationConfig config_;
    QString dataDir_;
    QString lastError_;
    QString matFolder_;
    QString matPath_;
    QVariantList colours_;
    QString quality_;
    QString whiteReference_;
    QVariantMap light_;
};

} // namespace packmate::app
