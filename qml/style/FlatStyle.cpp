#include "FlatStyle.h"

#include <QQmlComponent>
#include <QQmlEngine>
#include <QQuickStyle>
#include <QUrl>

namespace packmate {

void useFlatMaterialStyle(QQmlEngine& engine) {
    QQuickStyle::setStyle(QStringLiteral("Material"));
    QQmlComponent material(&engine);
    material.setData("import QtQml\nimport QtQuick.Controls.Material\nQtObject {}", QUrl());
    QQuickStyle::setStyle(QStringLiteral("PackmateStyle"));
}

} // namespace packmate
