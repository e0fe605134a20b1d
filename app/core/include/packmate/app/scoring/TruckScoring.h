#pragma once

#include <packmate/app/scoring/TruckReading.h>

#include <QObject>
#include <QVariantList>
#include <QVariantMap>

#include <functional>
#include <optional>

namespace packmate::app {

/// The truck-scoring screen's state: a reading taken from the camera (a still), corrected by
/// taps, with the score recomputed after each correction. Booking goes through the
/// GameController (the engine validates).
class TruckScoring : public QObject {
    Q_OBJECT
    Q_PROPERTY(QVariantMap truckCard READ truckCard WRITE setTruckCard NOTIFY truckChanged)
    Q_PROPERTY(QVariantList cargo READ cargo WRITE setCargo NOTIFY truckChanged)
    Q_PROPERTY(bool hasReading READ hasReading NOTIFY readingChanged)
    Q_PROPERTY(QVariantMap reading READ reading NOTIFY readingChanged)
    Q_PROPERTY(QString errorString READ errorString NOTIFY readingChanged)

public:
    explicit TruckScoring(QObject* parent = nullptr);
    ~TruckScoring() override;

    QVariantMap truckCard() const { return truckCard_; }
    void setTruckCard(const QVariantMap& card);
    QVariantList cargo() const { return cargo_; }
    void setCargo(const QVariantList& cargo);
    bool hasReading() const { return reading_.has_value(); }
    QVariantMap reading() const { return reading_ ? reading_->toVariant() : QVariantMap(); }
    QString errorString() const { return error_; }

    /// Takes a camera result (CameraFeed.result of the truck reader) as the reading to
    /// correct. False (and errorString) when it is not a reading of this truck.
    Q_INVOKABLE bool load(const QVariantMap& result);
    Q_INVOKABLE void clear();
    Q_INVOKABLE void cycleCell(int index);
    Q_INVOKABLE void cycleStick(int index);
    /// The reading of this cell or stick is right (the player checked it).
    Q_INVOKABLE void confirmCell(int index);
    Q_INVOKABLE void confirmStick(int index);
    Q_INVOKABLE void removeStick(int index);
    /// Colour index 0–4 (W, G, B, T, V).
    Q_INVOKABLE void addStick(int colour);

signals:
    void truckChanged();
    void readingChanged();

private:
    void edit(const std::function<void(TruckReading&)>& change);
    std::optional<Cargo> cargoValue() const;

    QVariantMap truckCard_;
    QVariantList cargo_;
    std::optional<TruckReading> reading_;
    QString error_;
};

} // namespace packmate::app
