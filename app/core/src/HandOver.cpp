#include <packmate/app/HandOver.h>

#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace packmate::app::handover {
namespace {
const QString kTag = QStringLiteral("PACKMATE1");
const QString kRecordedAt = QStringLiteral("recorded_at");

QStringList eventLines(const QString& journalLines) {
    QStringList lines;
    for (const QString& line : journalLines.split(QLatin1Char('\n')))
        if (!line.trimmed().isEmpty()) lines << line;
    return lines;
}
} // namespace

QStringList encode(const QString& journalLines) {
    const QString data = QString::fromLatin1(
        qCompress(journalLines.toUtf8(), 9).toBase64(QByteArray::Base64UrlEncoding));
    const int count = static_cast<int>((data.size() + kPartSize - 1) / kPartSize);
    QStringList parts;
    for (int i = 0; i < count; ++i)
        parts << QStringLiteral("%1 %2/%3 %4")
                     .arg(kTag)
                     .arg(i + 1)
                     .arg(count)
                     .arg(data.mid(i * kPartSize, kPartSize));
    return parts;
}

QString withTimes(const QString& journalLines, const QList<QDateTime>& times) {
    const QStringList lines = eventLines(journalLines);
    if (lines.isEmpty() || lines.size() != times.size() || !times.first().isValid() ||
        !times.last().isValid())
        return journalLines;
    const auto timed = [&](qsizetype i) {
        QJsonObject event = QJsonDocument::fromJson(lines[i].toUtf8()).object();
        event.insert(kRecordedAt, times[i].toUTC().toString(Qt::ISODateWithMs));
        return QString::fromUtf8(QJsonDocument(event).toJson(QJsonDocument::Compact));
    };
    QString out;
    for (qsizetype i = 0; i < lines.size(); ++i)
        out += (i == 0 || i == lines.size() - 1 ? timed(i) : lines[i]) + QLatin1Char('\n');
    return out;
}

QList<QDateTime> timesOf(const QString& journalLines) {
    QList<QDateTime> times;
    bool any = false;
    for (const QString& line : eventLines(journalLines)) {
        times << QDateTime::fromString(
            QJsonDocument::fromJson(line.toUtf8()).object().value(kRecordedAt).toString(),
            Qt::ISODateWithMs);
        any = any || times.last().isValid();
    }
    return any ? times : QList<QDateTime>{};
}

bool Collector::add(const QString& text) {
    static const QRegularExpression pattern(
        QStringLiteral("^PACKMATE1 (\\d+)/(\\d+) ([A-Za-z0-9_=-]+)$"));
    const auto match = pattern.match(text.trimmed());
    if (!match.hasMatch()) return false;
    const int index = match.captured(1).toInt();
    const int count = match.captured(2).toInt();
    if (count < 1 || count > 99 || index < 1 || index > count) return false;
    if (expected_ != count) { // a different hand-over: start again
        expected_ = count;
        parts_ = QStringList(count);
    }
    if (!parts_[index - 1].isEmpty()) return false;
    parts_[index - 1] = match.captured(3);
    return true;
}

int Collector::received() const {
    return static_cast<int>(std::count_if(parts_.begin(), parts_.end(),
                                          [](const QString& part) { return !part.isEmpty(); }));
}

std::optional<QString> Collector::journal() const {
    if (!complete()) return std::nullopt;
    const QByteArray packed =
        QByteArray::fromBase64(parts_.join(QString()).toLatin1(), QByteArray::Base64UrlEncoding);
    const QByteArray lines = qUncompress(packed);
    if (lines.isEmpty()) return std::nullopt;
    return QString::fromUtf8(lines);
}

} // namespace packmate::app::handover
