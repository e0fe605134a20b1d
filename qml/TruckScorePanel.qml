import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// Beside the truck picture: the score read (penalty, free cells, sticks left, confidence),
// what to check, the sticks beside the truck (tap to change colour, ✕ to remove, + to add
// a missed one), the solver's best possible, and booking the score.
Item {
    id: panel
    property var reading: ({})
    property bool still: false
    property var best: ({})
    property string status: ""
    property string error: ""
    signal takePhoto
    signal goLive
    signal cycleStick(int index)
    signal confirmStick(int index)
    signal removeStick(int index)
    signal addStick(int colour)
    signal book
    readonly property bool hasScore: reading.found === true && reading.penalty >= 0
    readonly property var sticks: reading.sticks || []

    // A positioner, not a layout: readings come and go (warnings, checks) and each line
    // must take its wrapped height.
    Flickable {
        anchors.fill: parent
        anchors.bottomMargin: buttons.height + 8
        contentHeight: content.height
        clip: true
        Column {
            id: content
            width: parent.width
            spacing: 8
            Label {
                objectName: "truckStatus"
                text: panel.status
                font.pixelSize: Theme.smallSize
                color: Theme.muted
                wrapMode: Text.WordWrap
                width: content.width
            }
            Row {
                spacing: Theme.gap
                Label {
                    objectName: "truckPenalty"
                    text: panel.hasScore ? qsTr("Penalty: %1").arg(panel.reading.penalty) : qsTr("Penalty: not sure")
                    // Wraps rather than running off the panel in longer languages.
                    width: Math.min(implicitWidth, content.width - truckConfidence.width - Theme.gap)
                    wrapMode: Text.WordWrap
                    font.pixelSize: 30
                    font.bold: true
                    color: panel.hasScore ? Theme.primary : Theme.accent
                }
                Label {
                    id: truckConfidence
                    objectName: "truckConfidence"
                    visible: panel.reading.found === true
                    text: panel.reading.unsure ? qsTr("check it") : qsTr("confidence %1 %").arg(Math.round(100 * panel.reading.confidence))
                    font.pixelSize: Theme.smallSize
                    color: panel.reading.unsure ? Theme.accent : Theme.muted
                    anchors.baseline: parent.children[0].baseline
                }
            }
            Label {
                visible: panel.hasScore
                text: qsTr("%1 free cells + %2 points for sticks left").arg(panel.reading.freeCells).arg(panel.reading.overflow)
                font.pixelSize: Theme.smallSize
                wrapMode: Text.WordWrap
                width: content.width
            }
            Label {
                objectName: "truckBest"
                text: panel.best.penalty === undefined ? qsTr("Best possible: needs dice and truck") : qsTr("Best possible: %1").arg((panel.best.optimal ? "" : "≤ ") + panel.best.penalty)
                font.pixelSize: Theme.smallSize
                color: Theme.muted
            }
            Repeater {
                objectName: "truckWarnings"
                model: (panel.reading.warnings || []).slice(0, 3)
                delegate: Label {
                    required property string modelData
                    text: "⚠ " + modelData
                    font.pixelSize: 14
                    color: Theme.danger
                    wrapMode: Text.WordWrap
                    width: content.width
                }
            }
            Label {
                objectName: "checksLabel"
                visible: panel.reading.checks > 0
                text: qsTr("%n reading(s) to check, ringed in orange: tap to change, hold to confirm", "",
                           panel.reading.checks || 0)
                font.pixelSize: Theme.smallSize
                color: Theme.accent
                wrapMode: Text.WordWrap
                width: content.width
            }

            Label {
                text: qsTr("Sticks beside the truck (tap to change the colour):")
                font.pixelSize: Theme.smallSize
                color: Theme.muted
                wrapMode: Text.WordWrap
                width: content.width
            }
            Flow {
                width: content.width
                spacing: 6
                Repeater {
                    model: panel.sticks
                    delegate: Row {
                        required property var modelData
                        required property int index
                        spacing: 2
                        Button {
                            objectName: "stickButton" + index
                            height: Theme.minTouch
                            text: Theme.stickInitial(modelData.colour) + modelData.length + (modelData.unsure ? "?" : "")
                            font.pixelSize: Theme.smallSize
                            font.bold: true
                            palette.button: Theme.stickColours[Theme.stickLetters.indexOf(modelData.colour)]
                            onClicked: panel.cycleStick(index)
                            onPressAndHold: panel.confirmStick(index)
                        }
                        Button {
                            objectName: "removeStick" + index
                            width: Theme.minTouch
                            height: Theme.minTouch
                            text: "✕"
                            flat: true
                            onClicked: panel.removeStick(index)
                        }
                    }
                }
                Label {
                    visible: panel.sticks.length === 0
                    text: qsTr("none")
                    font.pixelSize: Theme.smallSize
                    height: Theme.minTouch
                    verticalAlignment: Text.AlignVCenter
                }
            }
            Row {
                spacing: 4
                Label {
                    text: qsTr("Add:")
                    font.pixelSize: Theme.smallSize
                    height: Theme.minTouch
                    verticalAlignment: Text.AlignVCenter
                }
                Repeater {
                    model: 5
                    delegate: Button {
                        required property int index
                        objectName: "addStick" + index
                        width: Theme.minTouch
                        height: Theme.minTouch
                        text: "+" + Theme.stickInitial(Theme.stickLetters[index])
                        font.pixelSize: 14
                        palette.button: Theme.stickColours[index]
                        enabled: panel.reading.found === true
                        onClicked: panel.addStick(index)
                    }
                }
            }
            Label {
                objectName: "truckError"
                visible: panel.error.length > 0
                text: panel.error
                color: Theme.danger
                font.pixelSize: Theme.smallSize
                wrapMode: Text.WordWrap
                width: content.width
            }
        }
    }
    // Side by side when both labels fit, else one above the other (long labels in French or
    // German were cut off in a landscape panel).
    GridLayout {
        id: buttons
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        columnSpacing: Theme.gap
        rowSpacing: Theme.gap
        columns: liveButton.implicitWidth + bookButton.implicitWidth + columnSpacing <= width ? 2 : 1
        Button {
            id: liveButton
            objectName: panel.still ? "liveButton" : "takePhotoButton"
            text: panel.still ? qsTr("Back to live") : qsTr("Take photo")
            font.pixelSize: Theme.smallSize + 2
            Layout.preferredHeight: Theme.touch
            Layout.fillWidth: true
            onClicked: panel.still ? panel.goLive() : panel.takePhoto()
        }
        Button {
            id: bookButton
            objectName: "bookScoreButton"
            text: qsTr("Book score")
            highlighted: true
            enabled: panel.hasScore
            font.pixelSize: Theme.smallSize + 2
            Layout.preferredHeight: Theme.touch
            Layout.fillWidth: true
            onClicked: panel.book()
        }
    }
}
