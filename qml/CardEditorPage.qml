import QtQuick
import Packmate
import QtQuick.Controls
import QtQuick.Layouts

// The cell editor: a truck card's loading area (at most 3 rows × 5 columns, cab on the left),
// its layer count and name. Proposed from a photo or drawn by hand; the engine validates it
// before it is saved to the user's cards.
Page {
    id: page
    objectName: "cardEditorPage"
    required property var userCards
    property string originalId: ""      // the card being edited; "" for a new card
    property var proposal: null         // from a photo: grid, layers (0 = not read), confidence, sure
    signal saved(string id)

    readonly property int rows: userCards.maxRows
    readonly property int columns: userCards.maxColumns
    property var cells: []
    property int layers: 0
    property string name: ""
    readonly property var grid: userCards.gridFromCells(cells, columns)
    readonly property string problem: userCards.check(name, layers, grid, originalId)
    readonly property bool wide: width > height

    function toggle(index) {
        const next = cells.slice();
        next[index] = !next[index];
        cells = next;
    }
    function save() {
        if (!userCards.save(name, layers, grid, originalId)) return false;
        saved(name.trim());
        if (StackView.view) StackView.view.pop();
        return true;
    }
    function remove() {
        if (!userCards.remove(originalId)) return false;
        if (StackView.view) StackView.view.pop();
        return true;
    }

    Component.onCompleted: {
        const card = originalId !== "" ? userCards.card(originalId) : null;
        const source = card && card.id ? card : proposal;
        cells = userCards.cellsFromGrid(source && source.grid ? source.grid : []);
        layers = source && source.layers ? source.layers : 0;
        name = card && card.id ? card.id : "";
    }

    header: ToolBar {
        Material.foreground: "white"
        RowLayout {
            anchors.fill: parent
            ToolButton {
                objectName: "backButton"
                text: "‹ " + qsTr("Back")
                font.pixelSize: Theme.smallSize
                Layout.preferredHeight: Theme.touch
                onClicked: page.StackView.view.pop()
            }
            Label {
                text: page.originalId !== "" ? qsTr("Edit truck card %1").arg(page.originalId) : qsTr("New truck card")
                font.pixelSize: Theme.titleSize
                font.bold: true
                color: "white"
                elide: Text.ElideRight
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignHCenter
            }
            Item { Layout.preferredWidth: 80 }
        }
    }

    GridLayout {
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.margins: Theme.gap * 1.5
        columns: page.wide ? 2 : 1
        columnSpacing: Theme.gap * 2
        rowSpacing: Theme.gap

        // The loading area: tap cells to add or remove them.
        ColumnLayout {
            Layout.fillWidth: true
            Layout.alignment: Qt.AlignTop
            spacing: Theme.gap
            Label {
                text: qsTr("Tap the cells of the loading area (cab on the left).")
                font.pixelSize: Theme.bodySize
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
            Label {
                objectName: "proposalLabel"
                visible: page.proposal !== null && page.originalId === ""
                text: page.proposal ? (page.proposal.sure
                                       ? qsTr("Proposed from the photo (%1 % sure): check every cell.")
                                       : qsTr("Proposed from the photo, but only %1 % sure: please check every cell."))
                                      .arg(Math.round(100 * page.proposal.confidence)) : ""
                color: page.proposal && page.proposal.sure ? Theme.muted : Theme.accent
                font.pixelSize: Theme.smallSize
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
            Item {
                id: board
                Layout.fillWidth: true
                Layout.preferredHeight: page.rows * cellSize + (page.rows - 1) * 6 + 8
                Layout.minimumHeight: Layout.preferredHeight
                // From the page's width, not the layout's (the board's height follows from it).
                // The cab is 0.7 cells wide; the side column takes 460 px when wide.
                readonly property real boardWidth: page.width - Theme.gap * 3 - (page.wide ? 460 + Theme.gap * 2 : 0)
                readonly property real cellSize: Math.min(112, (boardWidth - 8 - page.columns * 6) / (page.columns + 0.7))
                Rectangle {
                    id: cab
                    width: board.cellSize * 0.7
                    height: parent.height - 8
                    y: 4
                    radius: 10
                    color: Theme.primary
                    Label {
                        anchors.centerIn: parent
                        rotation: -90
                        text: qsTr("cab")
                        color: "white"
                        font.pixelSize: Theme.smallSize
                    }
                }
                Grid {
                    x: cab.width + 6
                    y: 4
                    columns: page.columns
                    spacing: 6
                    Repeater {
                        model: page.rows * page.columns
                        delegate: Rectangle {
                            required property int index
                            readonly property bool on: !!page.cells[index]
                            objectName: "cell" + index
                            width: board.cellSize
                            height: board.cellSize
                            radius: 6
                            color: on ? "white" : "#d8d4ca"
                            border.color: on ? Theme.primary : "#c4bfb3"
                            border.width: on ? 3 : 1
                            Label {
                                anchors.centerIn: parent
                                visible: parent.on
                                text: "✓"
                                color: Theme.primary
                                font.pixelSize: board.cellSize * 0.35
                            }
                            MouseArea {
                                anchors.fill: parent
                                onClicked: page.toggle(parent.index)
                            }
                        }
                    }
                }
            }
            Label {
                objectName: "cellCount"
                text: qsTr("%1 loading cells").arg(page.cells.filter(c => c).length)
                font.pixelSize: Theme.smallSize
                color: Theme.muted
            }
        }

        // Layers, name, what the engine says, save.
        ColumnLayout {
            Layout.fillWidth: true
            Layout.preferredWidth: page.wide ? 420 : -1
            Layout.maximumWidth: page.wide ? 460 : 100000
            Layout.alignment: Qt.AlignTop
            spacing: 10
            Label {
                text: qsTr("Layers")
                font.pixelSize: 22
                font.bold: true
            }
            Label {
                objectName: "layersHint"
                visible: page.proposal !== null && page.originalId === "" && !page.proposal.layers
                text: qsTr("The layer count could not be read from the photo: choose it.")
                color: Theme.accent
                font.pixelSize: Theme.smallSize
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
            RowLayout {
                spacing: 8
                Repeater {
                    model: 4
                    delegate: Button {
                        required property int index
                        objectName: "layers" + (index + 1)
                        text: index + 1
                        readonly property bool chosen: page.layers === index + 1
                        highlighted: chosen
                        font.pixelSize: Theme.bodySize
                        Layout.preferredWidth: 72
                        Layout.preferredHeight: Theme.touch
                        onClicked: page.layers = index + 1
                    }
                }
            }
            Label {
                text: qsTr("Name")
                font.pixelSize: 22
                font.bold: true
            }
            TextField {
                objectName: "cardName"
                text: page.name
                placeholderText: qsTr("e.g. MY01")
                font.pixelSize: Theme.bodySize
                maximumLength: 24
                Layout.fillWidth: true
                Layout.preferredHeight: Theme.touch
                onTextEdited: page.name = text
            }
            Label {
                objectName: "capacityLabel"
                text: qsTr("%1 cells × %2 layers = room for %3 cells of cargo")
                      .arg(page.cells.filter(c => c).length).arg(page.layers)
                      .arg(page.cells.filter(c => c).length * page.layers)
                visible: page.layers > 0
                font.pixelSize: Theme.smallSize
                color: Theme.muted
            }
            Label {
                objectName: "problemLabel"
                text: page.problem !== "" ? page.problem : (page.userCards.lastError || "")
                visible: text !== ""
                color: Theme.danger
                font.pixelSize: Theme.smallSize
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
            Button {
                objectName: "saveCardButton"
                text: qsTr("Save card")
                highlighted: true
                enabled: page.problem === ""
                font.pixelSize: Theme.bodySize
                Layout.fillWidth: true
                Layout.preferredHeight: Theme.touch
                onClicked: page.save()
            }
            Button {
                objectName: "deleteCardButton"
                visible: page.originalId !== ""
                text: qsTr("Delete card")
                font.pixelSize: Theme.bodySize
                Material.foreground: Theme.danger
                Layout.fillWidth: true
                Layout.preferredHeight: Theme.touch
                onClicked: confirmDelete.open()
            }
        }
    }

    ConfirmDialog {
        id: confirmDelete
        objectName: "confirmDelete"
        title: qsTr("Delete card")
        text: qsTr("Delete your truck card %1? Games already played keep it.").arg(page.originalId)
        onAccepted: page.remove()
    }
}
