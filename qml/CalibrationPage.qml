import QtQuick
import Packmate
import QtQuick.Controls
import QtQuick.Layouts

// Calibration: print the mat, learn the stick colours from a photo (and check the light
// later), register the player's own truck cards from a photo or draw them by hand.
Page {
    id: page
    objectName: "calibrationPage"
    required property var calibration
    required property var userCards
    property string imagePath: ""
    readonly property bool wide: width > height
    property string message: ""       // what the last step did, or why it failed
    property bool failed: false

    function report(ok, text) {
        failed = !ok;
        message = ok ? text : calibration.lastError;
        return ok;
    }
    function saveMat(paper) {
        return report(calibration.saveMat(paper), qsTr("Saved to %1").arg(calibration.matPath));
    }
    function learnColours() {
        const path = photo.take();
        if (path === "") return report(false, "");
        return report(calibration.calibrateColours(path), qsTr("Colours learnt and stored."));
    }
    function checkLight() {
        const path = photo.take();
        if (path === "") return report(false, "");
        return report(calibration.checkLight(path),
                      calibration.light.changed ? qsTr("The light has changed too much since the colours were learnt: learn them again.")
                                                : qsTr("The light is as when the colours were learnt."));
    }
    function registerCard() {
        const path = photo.take();
        if (path === "") return report(false, "") && null;
        const proposal = calibration.registerCard(path);
        if (!proposal.grid) return report(false, "") && null;
        message = "";
        return openEditor("", proposal);
    }
    function openEditor(id, proposal) {
        return page.StackView.view.push(editorComponent, { originalId: id, proposal: proposal || null });
    }

    Component {
        id: editorComponent
        CardEditorPage { userCards: page.userCards }
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
                text: qsTr("Calibration and your trucks")
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
        anchors.fill: parent
        anchors.margins: Theme.gap
        columns: page.wide ? 2 : 1
        columnSpacing: Theme.gap
        rowSpacing: Theme.gap

        ColumnLayout {
            Layout.preferredWidth: page.wide ? parent.width * 0.42 : -1
            Layout.fillWidth: !page.wide
            Layout.fillHeight: page.wide
            Layout.preferredHeight: page.wide ? -1 : 380
            spacing: 8
            CalibrationPhoto {
                id: photo
                objectName: "calibrationPhoto"
                imagePath: page.imagePath
                calibration: page.calibration
                Layout.fillWidth: true
                Layout.fillHeight: true
            }
            Label {
                objectName: "messageLabel"
                text: page.message
                visible: text !== ""
                color: page.failed ? Theme.danger : Theme.primary
                font.pixelSize: Theme.smallSize
                wrapMode: Text.WrapAnywhere
                Layout.fillWidth: true
            }
        }

        ScrollView {
            Layout.fillWidth: true
            Layout.fillHeight: true
            contentWidth: availableWidth
            clip: true
            ColumnLayout {
                width: parent.width
                spacing: Theme.gap

                // 1. The mat.
                Pane {
                    Layout.fillWidth: true
                    background: Rectangle { color: Theme.card; radius: 8 }
                    ColumnLayout {
                        anchors.fill: parent
                        spacing: 6
                        Label { text: qsTr("1. Print the mat"); font.pixelSize: 22; font.bold: true }
                        Label {
                            text: qsTr("Print it at actual size (100 %, no scaling) and lay it flat in view of the camera.")
                            font.pixelSize: Theme.smallSize
                            color: Theme.muted
                            wrapMode: Text.WordWrap
                            Layout.fillWidth: true
                        }
                        RowLayout {
                            spacing: 8
                            Button {
                                objectName: "matA4Button"
                                text: qsTr("Save PDF (A4)")
                                font.pixelSize: Theme.smallSize
                                Layout.preferredHeight: Theme.touch
                                onClicked: page.saveMat("a4")
                            }
                            Button {
                                objectName: "matLetterButton"
                                text: qsTr("Save PDF (Letter)")
                                font.pixelSize: Theme.smallSize
                                Layout.preferredHeight: Theme.touch
                                onClicked: page.saveMat("letter")
                            }
                        }
                    }
                }

                // 2. Stick colours and the light.
                Pane {
                    Layout.fillWidth: true
                    background: Rectangle { color: Theme.card; radius: 8 }
                    ColumnLayout {
                        anchors.fill: parent
                        spacing: 6
                        Label { text: qsTr("2. Stick colours"); font.pixelSize: 22; font.bold: true }
                        Label {
                            text: qsTr("Lay one stick of each colour on its marked place on the mat, then take the photo.")
                            font.pixelSize: Theme.smallSize
                            color: Theme.muted
                            wrapMode: Text.WordWrap
                            Layout.fillWidth: true
                        }
                        RowLayout {
                            objectName: "swatches"
                            spacing: 8
                            Repeater {
                                model: page.calibration.hasColours ? page.calibration.colours : []
                                delegate: ColumnLayout {
                                    required property var modelData
                                    required property int index
                                    spacing: 2
                                    Rectangle {
                                        objectName: "swatch" + modelData.letter
                                        Layout.preferredWidth: 64
                                        Layout.preferredHeight: 40
                                        radius: 6
                                        color: modelData.colour
                                        border.color: modelData.quality === "good" ? "#9a9a9a"
                                                      : modelData.quality === "fair" ? Theme.accent : Theme.danger
                                        border.width: modelData.quality === "good" ? 1 : 3
                                    }
                                    Label {
                                        text: Theme.stickName(index)
                                        font.pixelSize: 13
                                        Layout.alignment: Qt.AlignHCenter
                                    }
                                }
                            }
                        }
                        Label {
                            objectName: "colourStatus"
                            text: !page.calibration.hasColours ? qsTr("Not calibrated yet: the readers use typical colours.")
                                  : page.calibration.colourQuality === "good" ? qsTr("Calibrated: the five colours are well apart.")
                                  : page.calibration.colourQuality === "fair" ? qsTr("Calibrated, but two colours are close: more even light helps.")
                                  : qsTr("Two colours are too close to tell apart: learn them again in better light.")
                            color: page.calibration.colourQuality === "poor" ? Theme.danger
                                   : page.calibration.colourQuality === "fair" ? Theme.accent : Theme.muted
                            font.pixelSize: Theme.smallSize
                            wrapMode: Text.WordWrap
                            Layout.fillWidth: true
                        }
                        Label {
                            objectName: "lightStatus"
                            visible: !!page.calibration.light.checked
                            text: page.calibration.light.changed
                                  ? qsTr("The light has changed too much since the colours were learnt: learn them again.")
                                  : qsTr("The light is as when the colours were learnt.")
                            color: page.calibration.light.changed ? Theme.danger : Theme.primary
                            font.pixelSize: Theme.smallSize
                            font.bold: true
                            wrapMode: Text.WordWrap
                            Layout.fillWidth: true
                        }
                        Flow {
                            spacing: 8
                            Layout.fillWidth: true
                            Button {
                                objectName: "learnColoursButton"
                                text: qsTr("Learn the colours")
                                highlighted: true
                                enabled: photo.available
                                font.pixelSize: Theme.smallSize
                                height: Theme.touch
                                onClicked: page.learnColours()
                            }
                            Button {
                                objectName: "checkLightButton"
                                text: qsTr("Check the light")
                                enabled: photo.available && page.calibration.hasColours
                                font.pixelSize: Theme.smallSize
                                height: Theme.touch
                                onClicked: page.checkLight()
                            }
                        }
                    }
                }

                // 3. The player's own truck cards.
                Pane {
                    Layout.fillWidth: true
                    background: Rectangle { color: Theme.card; radius: 8 }
                    ColumnLayout {
                        anchors.fill: parent
                        spacing: 6
                        Label { text: qsTr("3. Your truck cards"); font.pixelSize: 22; font.bold: true }
                        Label {
                            text: qsTr("Lay an empty truck card on the mat's card place and take the photo, or draw its loading area by hand.")
                            font.pixelSize: Theme.smallSize
                            color: Theme.muted
                            wrapMode: Text.WordWrap
                            Layout.fillWidth: true
                        }
                        Flow {
                            spacing: 8
                            Layout.fillWidth: true
                            Button {
                                objectName: "registerCardButton"
                                text: qsTr("Card from the photo")
                                highlighted: true
                                enabled: photo.available
                                font.pixelSize: Theme.smallSize
                                height: Theme.touch
                                onClicked: page.registerCard()
                            }
                            Button {
                                objectName: "newCardButton"
                                text: qsTr("Draw a card")
                                font.pixelSize: Theme.smallSize
                                height: Theme.touch
                                onClicked: page.openEditor("", null)
                            }
                        }
                        Label {
                            visible: page.userCards.cards.length === 0
                            text: qsTr("No cards of your own yet: games use the built-in stand-in cards.")
                            font.pixelSize: Theme.smallSize
                            color: Theme.muted
                            wrapMode: Text.WordWrap
                            Layout.fillWidth: true
                        }
                        Repeater {
                            objectName: "userCardList"
                            model: page.userCards.cards
                            delegate: RowLayout {
                                required property var modelData
                                Layout.fillWidth: true
                                spacing: 12
                                CardThumbnail { grid: modelData.grid; cell: 12 }
                                Label {
                                    text: qsTr("%1 · %2 layers · %3 cells").arg(modelData.id).arg(modelData.layers).arg(modelData.capacity)
                                    font.pixelSize: Theme.smallSize
                                    elide: Text.ElideRight
                                    Layout.fillWidth: true
                                }
                                Button {
                                    objectName: "editCard_" + modelData.id
                                    text: qsTr("Edit")
                                    font.pixelSize: Theme.smallSize
                                    Layout.preferredHeight: Theme.touch
                                    onClicked: page.openEditor(modelData.id, null)
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
