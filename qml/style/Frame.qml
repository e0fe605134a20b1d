import QtQuick.Controls.Material as M

// Material without its shadow layer (the software scene graph cannot draw it): CMakeLists.txt.
M.Frame {
    background.layer.enabled: false
}
