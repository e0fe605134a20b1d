#include <packmate/calibration/MatDrawing.h>
#include <packmate/calibration/MatRenderer.h>
#include <packmate/engine/InputError.h>

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>

namespace packmate::calibration {

namespace {

// Pixel edges are rounded, not truncated, so a 30 mm code covers round(30 mm × scale) pixels.
cv::Rect toPixels(const RectMm& rect, double scale) {
    const int x0 = static_cast<int>(std::lround(rect.x * scale));
    const int y0 = static_cast<int>(std::lround(rect.y * scale));
    const int x1 = static_cast<int>(std::lround((rect.x + rect.width) * scale));
    const int y1 = static_cast<int>(std::lround((rect.y + rect.height) * scale));
    return {x0, y0, std::max(1, x1 - x0), std::max(1, y1 - y0)};
}

void drawShape(cv::Mat& image, const MatShape& shape, double scale) {
    const cv::Scalar colour(shape.grey);
    switch (shape.kind) {
    case MatShape::Kind::Fill:
        cv::rectangle(image, toPixels(shape.rect, scale), colour, cv::FILLED);
        break;
    case MatShape::Kind::Outline: {
        const int line = std::max(1, static_cast<int>(std::lround(shape.lineMm * scale)));
        const cv::Rect outer = toPixels(shape.rect, scale);
        for (int i = 0; i < line; ++i)
            cv::rectangle(image,
                          {outer.x + i, outer.y + i, outer.width - 2 * i, outer.height - 2 * i},
                          colour, 1);
        break;
    }
    case MatShape::Kind::Text: {
        // Hershey simplex capitals are about 22 pixels tall at scale 1.
        const double fontScale = shape.rect.height * scale / 22.0;
        const cv::Point origin(static_cast<int>(std::lround(shape.rect.x * scale)),
                               static_cast<int>(std::lround(shape.rect.y * scale)));
        cv::putText(image, shape.text, origin, cv::FONT_HERSHEY_SIMPLEX, fontScale, colour,
                    std::max(1, static_cast<int>(std::lround(fontScale * 1.5))), cv::LINE_AA);
        break;
    }
    }
}

} // namespace

cv::Mat renderMat(const MatLayout& mat, double dpi) {
    if (!(dpi >= 10 && dpi <= 1200)) throw InputError("mat resolution must be 10–1200 dpi");
    const double scale = pixelsPerMm(dpi);
    cv::Mat image(static_cast<int>(std::lround(mat.heightMm * scale)),
                  static_cast<int>(std::lround(mat.widthMm * scale)), CV_8UC1, cv::Scalar(255));
    for (const MatShape& shape : matDrawing(mat))
        drawShape(image, shape, scale);
    return image;
}

} // namespace packmate::calibration
