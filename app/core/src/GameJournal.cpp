#include <packmate/app/GameJournal.h>
#include <packmate/engine/Json.h>

#include <QJsonDocument>

namespace packmate::app {

QJsonObject eventToStored(const Event& event) {
    const std::string text = eventToJson(event).dump();
    return QJsonDocument::fromJson(QByteArray::fromStdString(text)).object();
}

Game gameFromStored(const QList<QJsonObject>& events) {
    std::string lines;
    for (const QJsonObject& event : events)
        lines += QJsonDocument(event).toJson(QJsonDocument::Compact).toStdString() + '\n';
    return Game::fromJsonLines(lines);
}

} // namespace packmate::app
