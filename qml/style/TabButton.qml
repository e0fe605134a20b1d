import QtQuick
import QtQuick.Controls.Material as M

// Material's ripple (the whole background here) without the software scene graph, but a flat
// shade while pressed: CMakeLists.txt.
M.TabButton {
    id: control
    background.visible: GraphicsInfo.api !== GraphicsInfo.Software
    PressShade {
        parent: control
        control: control
        z: -1
    }
}
