import QtQuick
import QtQuick.Layouts

// A cargo drawn as the wooden sticks it stands for: one bar per stick, as long as the stick.
Flow {
    id: sticks
    property var counts: [0, 0, 0, 0, 0]
    property int cell: 14
    spacing: 6
    Repeater {
        model: 5
        delegate: Repeater {
            id: colourRow
            required property int index
            readonly property int colourIndex: index
            model: sticks.counts[colourIndex] || 0
            delegate: Rectangle {
                width: (colourRow.colourIndex + 1) * sticks.cell
                height: sticks.cell
                radius: 2
                color: Theme.stickColours[colourRow.colourIndex]
                border.color: Qt.darker(color, 1.6)
            }
        }
    }
}
