import QtQuick
import QtQuick.Controls.Material as M

// Material without its shadow layer, nor its ripple on the software scene graph, which draws
// neither right, but a flat shade while pressed: CMakeLists.txt.
M.Button {
    id: control
    background.layer.enabled: false
    Component.onCompleted: {
        for (let i = 0; i < background.children.length; ++i) {
            const ripple = background.children[i];
            if (ripple.clipRadius !== undefined)
                ripple.visible = Qt.binding(() => control.GraphicsInfo.api !== GraphicsInfo.Software);
        }
    }
    PressShade {
        parent: control.background
        control: control
    }
}
