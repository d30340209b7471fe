#pragma once

#include <QString>

namespace dugout {

// Names the application for QSettings and QStandardPaths; call once, right after the
// QCoreApplication (or QApplication) is constructed.
void setApplicationIdentity();

// AppDataLocation/dugout.sqlite: the embedded database used when --db is not given.
QString defaultDatabasePath();

} // namespace dugout
