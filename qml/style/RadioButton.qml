import QtQuick
import QtQuick.Controls.Material as M

// Material's ripple without the software scene graph: CMakeLists.txt.
M.RadioButton {
    id: control
    Component.onCompleted: {
        for (let i = 0; i < indicator.children.length; ++i) {
            const ripple = indicator.children[i];
            if (ripple.clipRadius !== undefined)
                ripple.visible = Qt.binding(() => control.GraphicsInfo.api !== GraphicsInfo.Software);
        }
    }
}
