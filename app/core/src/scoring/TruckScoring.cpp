#include <packmate/app/scoring/TruckScoring.h>
#include <packmate/engine/InputError.h>

namespace packmate::app {

TruckScoring::TruckScoring(QObject* parent) : QObject(parent) {}
TruckScoring::~TruckScoring() = default;

void TruckScoring::setTruckCard(const QVariantMap& card) {
    if (card == truckCard_) return;
    truckCard_ = card;
    emit truckChanged();
    clear();
}

void TruckScoring::setCargo(const QVariantList& cargo) {
    if (cargo == cargo_) return;
    cargo_ = cargo;
    emit truckChanged();
    clear();
}

std::optional<Cargo> TruckScoring::cargoValue() const {
    if (cargo_.size() != kColourCount) return std::nullopt;
    Cargo cargo;
    for (int i = 0; i < kColourCount; ++i)
        cargo.counts[static_cast<std::size_t>(i)] = cargo_[i].toInt();
    return cargo;
}

bool TruckScoring::load(const QVariantMap& result) {
    reading_.reset();
    error_.clear();
    try {
        const TruckCard card = truckCardFromVariant(truckCard_);
        if (result.value(QStringLiteral("card")).toString().toStdString() == card.id())
            reading_ = TruckReading::fromVariant(result, card, cargoValue());
        else
            error_ = tr("The camera has not read truck %1 yet: hold it over the card.")
                         .arg(QString::fromStdString(card.id()));
    } catch (const InputError& error) {
        error_ = QString::fromUtf8(error.what());
    }
    emit readingChanged();
    return reading_.has_value();
}

void TruckScoring::clear() {
    if (!reading_ && error_.isEmpty()) return;
    reading_.reset();
    error_.clear();
    emit readingChanged();
}

void TruckScoring::edit(const std::function<void(TruckReading&)>& change) {
    if (!reading_) return;
    change(*reading_);
    emit readingChanged();
}

void TruckScoring::cycleCell(int index) {
    edit([index](TruckReading& reading) { reading.cycleCell(index); });
}
void TruckScoring::cycleStick(int index) {
    edit([index](TruckReading& reading) { reading.cycleStick(index); });
}
void TruckScoring::confirmCell(int index) {
    edit([index](TruckReading& reading) { reading.confirmCell(index); });
}
void TruckScoring::confirmStick(int index) {
    edit([index](TruckReading& reading) { reading.confirmStick(index); });
}
void TruckScoring::removeStick(int index) {
    edit([index](TruckReading& reading) { reading.removeStick(index); });
}
void TruckScoring::addStick(int colour) {
    if (colour < 0 || colour >= kColourCount) return;
    edit([colour](TruckReading& reading) {
        reading.addStick(kAllColours[static_cast<std::size_t>(colour)]);
    });
}

} // namespace packmate::app
