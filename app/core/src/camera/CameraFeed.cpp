#include <packmate/app/ColourStore.h>
#include <packmate/app/camera/CameraFeed.h>
#include <packmate/app/camera/ReaderSelector.h>
#include <packmate/app/scoring/TruckReading.h>
#include <packmate/calibration/DiceColours.h>
#include <packmate/engine/InputError.h>

#include <QBuffer>

namespace packmate::app {

namespace {
constexpr int kStatsIntervalMs = 500;
}

CameraFeed::CameraFeed(QObject* parent) : CameraFeed(std::make_shared<ReaderSelector>(), parent) {
    readers_ = std::static_pointer_cast<ReaderSelector>(processor_);
}

void CameraFeed::setReadDice(bool on) {
    if (on == readDice_) return;
    readDice_ = on;
    if (readers_) readers_->setReadDice(on);
    emit readDiceChanged();
}

void CameraFeed::setColoursDir(const QString& folder) {
    if (folder == coloursDir_) return;
    coloursDir_ = folder;
    coloursError_.clear();
    std::optional<calibration::ColourCalibration> stored;
    try {
        if (!folder.isEmpty()) stored = loadStoredColours(folder);
    } catch (const std::exception& error) {
        coloursError_ =
            tr("The colour calibration cannot be read, so typical colours are used: calibrate "
               "the colours again. (%1)")
                .arg(QString::fromUtf8(error.what()));
    }
    if (readers_) {
        readers_->setDiceColours(stored ? calibration::diceColoursFromCalibration(*stored)
                                        : vision::dice::DiceColourModel::defaults());
        readers_->setTruckColours(stored ? stored->model : vision::ColourModel{});
    }
    emit coloursDirChanged();
    emit sourceChanged();
}

QString CameraFeed::errorString() const {
    if (error_.isEmpty()) return coloursError_;
    if (coloursError_.isEmpty()) return error_;
    return error_ + QLatin1Char('\n') + coloursError_;
}

void CameraFeed::setReadTruck(bool on) {
    if (on == readTruck_) return;
    readTruck_ = on;
    if (readers_) readers_->setReadTruck(on);
    emit readTruckChanged();
}

void CameraFeed::setTruckCard(const QVariantMap& card) {
    if (card == truckCard_) return;
    truckCard_ = card;
    updateTruck();
    emit readTruckChanged();
}

void CameraFeed::setTruckCargo(const QVariantList& cargo) {
    if (cargo == truckCargo_) return;
    truckCargo_ = cargo;
    updateTruck();
    emit readTruckChanged();
}

void CameraFeed::updateTruck() {
    if (!readers_) return;
    std::optional<TruckCard> card;
    std::optional<Cargo> cargo;
    try {
        if (!truckCard_.isEmpty()) card = truckCardFromVariant(truckCard_);
    } catch (const InputError& error) {
        error_ = QString::fromUtf8(error.what());
        emit sourceChanged();
    }
    if (truckCargo_.size() == kColourCount) {
        cargo = Cargo{};
        for (int i = 0; i < kColourCount; ++i)
            cargo->counts[static_cast<std::size_t>(i)] = truckCargo_[i].toInt();
    }
    readers_->truckReader().setTruck(std::move(card), cargo);
}

QString CameraFeed::frameDataUrl() const {
    if (!readers_) return {};
    const QImage frame = readers_->truckReader().lastFrame();
    if (frame.isNull()) return {};
    QByteArray jpeg;
    QBuffer buffer(&jpeg);
    buffer.open(QIODevice::WriteOnly);
    frame.save(&buffer, "JPEG", 90);
    return QStringLiteral("data:image/jpeg;base64,") + QString::fromLatin1(jpeg.toBase64());
}

void CameraFeed::setReadQrCodes(bool on) {
    if (on == readQrCodes_) return;
    readQrCodes_ = on;
    if (readers_) readers_->setReadQrCodes(on);
    emit readQrCodesChanged();
}

CameraFeed::CameraFeed(std::shared_ptr<FrameProcessor> processor, QObject* parent)
    : QObject(parent), processor_(processor), dispatcher_(std::move(processor)) {
    connect(&dispatcher_, &FrameDispatcher::resultChanged, this, &CameraFeed::resultChanged);
    statsTimer_.setInterval(kStatsIntervalMs);
    connect(&statsTimer_, &QTimer::timeout, this, &CameraFeed::statsChanged);
    statsTimer_.start();
}

CameraFeed::~CameraFeed() {
    if (fileSource_) fileSource_->stop();
    dispatcher_.setVideoSink(nullptr);
}

void CameraFeed::setVideoSink(QVideoSink* sink) {
    if (sink == sink_) return;
    dispatcher_.setVideoSink(active_ ? sink : nullptr);
    sink_ = sink;
    restartFileSource();
    emit videoSinkChanged();
}

void CameraFeed::setImagePath(const QString& path) {
    if (path == imagePath_) return;
    imagePath_ = path;
    restartFileSource();
    emit sourceChanged();
}

void CameraFeed::setVideoPath(const QString& path) {
    if (path == videoPath_) return;
    videoPath_ = path;
    restartFileSource();
    emit sourceChanged();
}

void CameraFeed::setActive(bool active) {
    if (active == active_) return;
    active_ = active;
    dispatcher_.setVideoSink(active_ ? sink_.data() : nullptr);
    restartFileSource();
    emit activeChanged();
}

void CameraFeed::restartFileSource() {
    if (fileSource_) fileSource_->stop();
    fileSource_.reset();
    error_.clear();
    if (!active_ || !sink_ || !usesFile()) return;
    const bool image = !imagePath_.isEmpty();
    fileSource_ = std::make_unique<FileFrameSource>(image ? FileFrameSource::Kind::Image
                                                          : FileFrameSource::Kind::Video,
                                                    image ? imagePath_ : videoPath_);
    if (!fileSource_->start(sink_)) error_ = fileSource_->errorString();
    emit sourceChanged();
}

} // namespace packmate::app
