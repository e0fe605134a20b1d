import QtQuick

// A truck card's loading area drawn small: the cab on the left, loading cells white.
Row {
    id: thumb
    property var grid: []
    property int cell: 14
    spacing: 2
    Rectangle {
        width: thumb.cell
        height: Math.max(1, thumb.grid.length) * (thumb.cell + 2) - 2
        radius: 3
        color: Theme.primary
    }
    Column {
        spacing: 2
        Repeater {
            model: thumb.grid
            delegate: Row {
                required property string modelData
                spacing: 2
                Repeater {
                    model: modelData.length
                    delegate: Rectangle {
                        required property int index
                        readonly property bool loading: modelData.charAt(index) === "#"
                        width: thumb.cell
                        height: thumb.cell
                        color: loading ? "white" : "#d8d4ca"
                        border.color: loading ? Theme.primary : "#c4bfb3"
                        border.width: 1
                    }
                }
            }
        }
    }
}
