#include <packmate/app/UserCardFile.h>
#include <packmate/engine/Catalogue.h>

#include <QDir>
#include <QFileInfo>

namespace packmate::app {

QString userCardFilePath(const QString& dataDir) {
    return QDir(dataDir).filePath(QLatin1String(kUserCardFileName));
}

std::vector<TruckCard> loadUserCardFile(const QString& dataDir) {
    const QString path = userCardFilePath(dataDir);
    if (!QFileInfo::exists(path)) return {};
    return loadCardsFile(path.toStdString());
}

} // namespace packmate::app
