#pragma once

#include <QCoreApplication>
#include <QString>

namespace dugout {

// Puts a backup copy back in place of a damaged database. The damaged file is kept beside it
// under a new name (nothing is ever deleted: the damage may still hold the last matches), and
// the copy is written under a temporary name and renamed once complete, so the database path
// always holds either the damaged file or the whole backup. The database must be closed.
class BackupRestore
{
    Q_DECLARE_TR_FUNCTIONS(BackupRestore)

public:
    // On success `keptAs` names where the damaged file went (empty when there was none).
    static bool restore(const QString &databasePath, const QString &backupPath, QString *keptAs,
                        QString *error);
};

} // namespace dugout
