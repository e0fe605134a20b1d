#include <packmate/app/MatPdfWriter.h>
#include <packmate/calibration/MatDrawing.h>
#include <packmate/engine/InputError.h>

#include <QFile>
#include <QFont>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>

namespace packmate::app {

namespace {

// High enough that module edges land within 0.02 mm of where the layout puts them.
constexpr int kResolutionDpi = 1200;

QRectF toRect(const calibration::RectMm& rect) {
    return {rect.x, rect.y, rect.width, rect.height};
}

void drawShape(QPainter& painter, const calibration::MatShape& shape) {
    const QColor colour(shape.grey, shape.grey, shape.grey);
    switch (shape.kind) {
    case calibration::MatShape::Kind::Fill:
        painter.fillRect(toRect(shape.rect), colour);
        break;
    case calibration::MatShape::Kind::Outline: {
        // Stroke inside the rectangle, like the PNG renderer.
        const double half = shape.lineMm / 2;
        painter.setPen(QPen(colour, shape.lineMm));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(toRect(shape.rect).adjusted(half, half, -half, -half));
        break;
    }
    case calibration::MatShape::Kind::Text: {
        // Text is laid out in device pixels: a font in a 47× scaled painter would be scaled twice.
        const double devicePerMm = kResolutionDpi / 25.4;
        painter.save();
        painter.resetTransform();
        QFont font(QStringLiteral("DejaVu Sans"));
        font.setPixelSize(
            static_cast<int>(shape.rect.height / 0.72 * devicePerMm)); // cap height ≈ 0.72 em
        painter.setFont(font);
        painter.setPen(colour);
        painter.drawText(QPointF(shape.rect.x * devicePerMm, shape.rect.y * devicePerMm),
                         QString::fromStdString(shape.text));
        painter.restore();
        break;
    }
    }
}

} // namespace

void writeMatPdf(const calibration::MatLayout& mat, const QString& path) {
    {
        QFile probe(path);
        if (!probe.open(QIODevice::WriteOnly))
            throw InputError("cannot write " + path.toStdString());
    }
    QPdfWriter writer(path);
    writer.setTitle(QStringLiteral("Packmate mat %1").arg(QString::fromStdString(mat.matId)));
    writer.setCreator(QStringLiteral("Packmate"));
    writer.setResolution(kResolutionDpi);
    const QPageSize pageSize(mat.paper == calibration::Paper::A4 ? QPageSize::A4
                                                                 : QPageSize::Letter);
    writer.setPageLayout(QPageLayout(pageSize, QPageLayout::Portrait, QMarginsF(0, 0, 0, 0)));
    QPainter painter;
    if (!painter.begin(&writer)) throw InputError("cannot write PDF " + path.toStdString());
    const double devicePerMm = kResolutionDpi / 25.4;
    painter.scale(devicePerMm, devicePerMm);
    painter.setRenderHint(QPainter::Antialiasing, false);
    for (const calibration::MatShape& shape : calibration::matDrawing(mat))
        drawShape(painter, shape);
    painter.end();
}

} // namespace packmate::app
