import QtQuick

// The press highlight where Material's ripple is hidden (the software scene graph): the pressed
// control's background darkens, so a tap is seen.
Rectangle {
    required property Item control

    objectName: "pressShade"
    anchors.fill: parent
    radius: parent && parent.radius !== undefined ? parent.radius : 0
    color: Qt.rgba(0, 0, 0, 0.16)
    visible: control.down && control.GraphicsInfo.api === GraphicsInfo.Software
}
