#include <packmate/app/DataDirectory.h>
#include <packmate/app/StoreError.h>

#include <QDir>
#include <QStandardPaths>

namespace packmate::app {

QString resolveDataDirectory(const QString& requested) {
    QString folder = requested;
    if (folder.isEmpty()) folder = qEnvironmentVariable("PACKMATE_DATA_DIR");
    if (folder.isEmpty())
        folder = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    if (folder.isEmpty()) throw StoreError("no folder for the app's data could be found");
    if (!QDir().mkpath(folder))
        throw StoreError("cannot create the data folder " + folder.toStdString());
    return QDir(folder).absolutePath();
}

} // namespace packmate::app
