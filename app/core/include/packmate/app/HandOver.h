#pragma once

#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace packmate::app {

/// A game handed to another tablet as QR codes: the engine's journal (JSON lines),
/// compressed, base64, cut into parts "PACKMATE1 <i>/<n> <data>" that fit one QR code each.
namespace handover {

/// Characters of data per code: small enough for a QR code a tablet camera reads at
/// arm's length (version ~25 at error correction M).
inline constexpr int kPartSize = 900;

QStringList encode(const QString& journalLines);

/// The journal's lines with the time its first and its last event were recorded
/// ("recorded_at", ISO 8601 UTC with milliseconds; the engine ignores keys it does not know), so
/// that the receiving tablet keeps when the game started and ended. Only those two: a time on
/// every event would take a long game from 3 codes to 5. `times` has one time per event;
/// otherwise the lines are returned as they are.
QString withTimes(const QString& journalLines, const QList<QDateTime>& times);

/// The times on the lines, one per event, invalid where a line carries none; empty when none
/// carries one (a hand-over from an older Packmate).
QList<QDateTime> timesOf(const QString& journalLines);

/// Collects parts in any order (duplicates and foreign codes ignored).
class Collector {
public:
    /// Takes one scanned text; returns true when it was a new part of the same hand-over.
    bool add(const QString& text);
    int received() const;
    int expected() const { return expected_; }
    bool complete() const { return expected_ > 0 && received() == expected_; }
    /// The journal lines once complete and intact; nullopt otherwise.
    std::optional<QString> journal() const;

private:
    int expected_ = 0;
    QStringList parts_;
};

} // namespace handover
} // namespace packmate::app
