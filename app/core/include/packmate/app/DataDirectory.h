#pragma once

#include <QString>

namespace packmate::app {

/// The folder that holds the app's database. The first of: `requested` (from `--data-dir`),
/// the environment variable PACKMATE_DATA_DIR, QStandardPaths::AppDataLocation.
/// Creates the folder; throws StoreError when it cannot.
QString resolveDataDirectory(const QString& requested = {});

/// Name of the SQLite file inside the data folder.
inline constexpr const char* kDatabaseFileName = "packmate.sqlite";

} // namespace packmate::app
