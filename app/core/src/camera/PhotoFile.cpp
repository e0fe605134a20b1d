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
    auto refuseHuge = [&name](QSize size) {
        if (size.width() > vision::kMaxImageSide || size.height() > vision::kMaxImageSide)
            throw InputError(name + ": image is larger than " +
                             std::to_string(vision::kMaxImageSide) + " pixels on a side");
    };
    QImageReader reader(path);
    reader.setAutoTransform(true);
    // The header first, so that a huge image is refused before its pixels are allocated; the
    // decoded size again for formats whose header gives none.
    refuseHuge(reader.size());
    const QImage image = reader.read();
    if (image.isNull())
        throw InputError(name + ": not a readable image (" + reader.errorString().toStdString() +
                         ")");
    refuseHuge(image.size());
    if (image.width() < vision::kMinImageSide || image.height() < vision::kMinImageSide)
        throw InputError(name + ": image is smaller than " + std::to_string(vision::kMinImageSide) +
                         " pixels on a side");
    return bgrFromImage(image);
}

} // namespace packmate::app
