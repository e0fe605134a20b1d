import QtQuick.Controls.Material as M

// Material without its shadow layer (the software scene graph cannot draw it): CMakeLists.txt.
M.RoundButton {
    background.layer.enabled: false
}
