#pragma once

class QQmlEngine;

namespace packmate {

/// Makes `engine`'s Qt Quick Controls the app's flat Material style (PackmateStyle, this
/// folder). Call before the engine loads anything that imports QtQuick.Controls.
/// Qt 6.4 sets up a style's theme (Material's fonts: upper-case medium-weight buttons, 14 px
/// text, 16 px editors…) only for the style named in QQuickStyle, never for a custom style's
/// fallback: so Material is named while its module loads, then PackmateStyle.
void useFlatMaterialStyle(QQmlEngine& engine);

} // namespace packmate
