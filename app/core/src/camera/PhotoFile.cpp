#include <packmate/app/camera/BgrFromImage.h>
#include <packmate/app/camera/PhotoFile.h>
#include <packmate/engine/InputError.h>
#include <packmate/vision/ImageLoader.h>

#include <QFileInfo>
#include <QImageReader>

namespace packmate::app {

cv::Mat loadPhotoFile(const QString& path) {
    const std::string name = path.toStdString();
    if (!QFileInfo(path).isFile()) throw InputError(name + ": no such file");
    QImageReader reader(path);
    reader.setAutoTransform(true);
    // The header first, so that a huge image is refused before its pixels are allocated; the
    // decoded size again for formats whose header gives none.
    if (const QSize size = reader.size(); size.isValid())
        vision::checkImageSize(name, size.width(), size.height());
    const QImage image = reader.read();
    if (image.isNull())
        throw InputError(name + ": not a readable image (" + reader.errorString().toStdString() +
                         ")");
    vision::checkImageSize(name, image.width(), image.height());
    return bgrFromImage(image);
}

} // namespace packmate::app
