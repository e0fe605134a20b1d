import QtQuick
import QtQuick.Controls

// What the truck reader read, drawn over the picture: the card outline, each cell's top
// colour (bare cells dashed), the sticks beside the card with colour and length. Unsure
// readings are ringed in the accent colour; tapping a cell or a stick asks to change it,
// holding it confirms the reading.
Item {
    id: overlay
    // The reading (TruckReading::toVariant) and where the picture is drawn in this item.
    property var reading: ({})
    property rect area: Qt.rect(0, 0, width, height)
    signal cellTapped(int index)
    signal stickTapped(int index)
    signal cellHeld(int index)
    signal stickHeld(int index)

    readonly property var cells: reading.found ? reading.cells : []
    readonly property var sticks: reading.found ? (reading.sticks || []) : []

    function px(point) { return Qt.point(area.x + point[0] * area.width, area.y + point[1] * area.height); }
    function letterColour(letter) { return Theme.stickColours[Theme.stickLetters.indexOf(letter)]; }

    onReadingChanged: canvas.requestPaint()
    onAreaChanged: canvas.requestPaint()

    Canvas {
        id: canvas
        anchors.fill: parent
        onPaint: {
            const ctx = getContext("2d");
            ctx.reset();
            if (!overlay.reading.found) return;
            const trace = (points) => {
                ctx.beginPath();
                points.forEach((p, i) => { const q = overlay.px(p); if (i === 0) ctx.moveTo(q.x, q.y); else ctx.lineTo(q.x, q.y); });
                ctx.closePath();
            };
            trace(overlay.reading.corners);
            ctx.lineWidth = 4;
            ctx.strokeStyle = overlay.reading.unsure ? Theme.accent : "#2ecc71";
            ctx.stroke();
            for (const cell of overlay.cells) {
                trace(cell.quad);
                if (cell.top) {
                    ctx.globalAlpha = 0.55;
                    ctx.fillStyle = overlay.letterColour(cell.top);
                    ctx.fill();
                    ctx.globalAlpha = 1;
                }
                ctx.lineWidth = cell.unsure ? 5 : 1.5;
                ctx.strokeStyle = cell.unsure ? Theme.accent : (cell.fixed ? "#2ecc71" : "white");
                ctx.stroke();
            }
        }
    }

    // Tap targets with the letter read (· = bare card, ? = unsure).
    Repeater {
        model: overlay.cells
        delegate: MouseArea {
            required property var modelData
            required property int index
            readonly property point a: overlay.px(modelData.quad[0])
            readonly property point c: overlay.px(modelData.quad[2])
            objectName: "truckCell" + index
            x: (a.x + c.x) / 2 - width / 2
            y: (a.y + c.y) / 2 - height / 2
            width: Math.max(Theme.minTouch, Math.abs(c.x - a.x) * 0.9)
            height: width
            onClicked: overlay.cellTapped(index)
            onPressAndHold: overlay.cellHeld(index)
            Label {
                anchors.centerIn: parent
                text: (modelData.top ? Theme.stickInitial(modelData.top) : "·") + (modelData.unsure ? "?" : "")
                font.pixelSize: 22
                font.bold: true
                color: modelData.unsure ? Theme.accent : "white"
                style: Text.Outline
                styleColor: "black"
            }
        }
    }

    Repeater {
        model: overlay.sticks
        delegate: Rectangle {
            required property var modelData
            required property int index
            objectName: "truckStick" + index
            visible: modelData.cx >= 0
            x: overlay.area.x + modelData.cx * overlay.area.width - width / 2
            y: overlay.area.y + modelData.cy * overlay.area.height - height / 2
            width: stickLabel.implicitWidth + 20
            height: Theme.minTouch
            radius: height / 2
            color: "#cc000000"
            border.width: modelData.unsure ? 4 : 2
            border.color: modelData.unsure ? Theme.accent : overlay.letterColour(modelData.colour)
            Label {
                id: stickLabel
                anchors.centerIn: parent
                text: Theme.stickInitial(modelData.colour) + modelData.length + (modelData.unsure ? "?" : "")
                font.pixelSize: 20
                font.bold: true
                color: "white"
            }
            MouseArea {
                anchors.fill: parent
                onClicked: overlay.stickTapped(index)
                onPressAndHold: overlay.stickHeld(index)
            }
        }
    }
}
