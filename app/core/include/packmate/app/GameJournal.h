#pragma once

#include <packmate/engine/Event.h>
#include <packmate/engine/Game.h>

#include <QJsonObject>
#include <QList>

namespace packmate::app {

/// The engine's event as the JSON object the database stores (the engine's own format).
QJsonObject eventToStored(const Event& event);

/// Replays a stored journal into an engine Game. InputError names the first event that
/// does not fit (a damaged or foreign journal is refused, never guessed at).
Game gameFromStored(const QList<QJsonObject>& events);

} // namespace packmate::app
