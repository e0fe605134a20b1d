import QtQuick
import QtQuick.Controls.Material as M

// Material's ripple (the whole background here) without the software scene graph: CMakeLists.txt.
M.TabButton {
    background.visible: GraphicsInfo.api !== GraphicsInfo.Software
}
