#include "OutputFileGuard.h"

#include "core/storage/OutputPath.h"
#include "views/MessageBox.h"

#include <QDir>
#include <QFileInfo>

namespace dugout {

bool OutputFileGuard::mayWrite(QWidget *parent, const QString &title, const QString &target,
                               const QString &databasePath)
{
    if (const RuleCheck outside = OutputPath::outsideDatabase(target, databasePath); !outside) {
        MessageBox::critical(parent, title, outside.reason);
        return false;
    }
    // A command cannot ask, so it refuses; a person may mean to replace it, once warned.
    if (OutputPath::isSqliteDatabase(target))
        return MessageBox::question(
            parent, title,
            tr("%1 is an SQLite database, perhaps another league. Replace it? Everything it holds "
               "will be lost.")
                .arg(QDir::toNativeSeparators(QFileInfo(target).absoluteFilePath())),
            tr("Replace the database"));
    return true;
}

} // namespace dugout
