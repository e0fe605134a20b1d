import QtQuick.Controls.Material as M

// Material without its shadow layer (the software scene graph cannot draw it): CMakeLists.txt.
M.ToolBar {
    background.layer.enabled: false
}
