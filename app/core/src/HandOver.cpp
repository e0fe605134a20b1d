#include <packmate/app/HandOver.h>

#include <QByteArray>
#include <QRegularExpression>

namespace packmate::app::handover {
namespace {
const QString kTag = QStringLiteral("PACKMATE1");
}

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
