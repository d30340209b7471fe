#include "BackupRestore.h"

#include "BackupFinder.h"
#include "WriteFailure.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

QString keptName(const QFileInfo &database)
{
    const QString stamp = QDateTime::currentDateTime().toString(u"yyyyMMdd-HHmmss"_s);
    QString name = database.absoluteDir().filePath(database.completeBaseName() +
                                                   u".damaged-%1.sqlite"_s.arg(stamp));
    for (int n = 2; QFileInfo::exists(name); ++n)
        name = database.absoluteDir().filePath(database.completeBaseName() +
                                               u".damaged-%1-%2.sqlite"_s.arg(stamp).arg(n));
    return name;
}

} // namespace

bool BackupRestore::restore(const QString &databasePath, const QString &backupPath, QString *keptAs,
                            QString *error)
{
    const QFileInfo database(databasePath);
    const QString shownBackup = QDir::toNativeSeparators(QFileInfo(backupPath).absoluteFilePath());
    if (QFileInfo(backupPath).absoluteFilePath() == database.absoluteFilePath()) {
        *error = tr("%1 is the database itself; name a backup copy to restore.").arg(shownBackup);
        return false;
    }
    // Only a copy that is itself whole may replace the database: restoring damage helps no one.
    if (!QFileInfo(backupPath).isFile() || !BackupFinder::isWholeDugoutDatabase(backupPath)) {
        *error = tr("%1 is not a whole Dugout database; it cannot replace the database.")
                     .arg(shownBackup);
        return false;
    }
    QFile backup(backupPath);
    if (!backup.open(QIODevice::ReadOnly)) {
        *error = tr("Cannot read the backup %1: %2").arg(shownBackup, backup.errorString());
        return false;
    }
    // The copy is made whole first: if it fails, the damaged database is still where it was.
    QSaveFile copy(database.absoluteFilePath() + u".restoring"_s);
    if (!copy.open(QIODevice::WriteOnly)) {
        *error =
            tr("Cannot write beside %1: %2")
                .arg(QDir::toNativeSeparators(database.absoluteFilePath()), copy.errorString());
        return false;
    }
    while (!backup.atEnd()) {
        const QByteArray chunk = backup.read(1 << 20);
        if (copy.write(chunk) != chunk.size())
            break;
    }
    if (!copy.commit()) {
        *error = tr("Cannot copy the backup %1: %2").arg(shownBackup, WriteFailure::reason(copy));
        return false;
    }
    const QString restored = database.absoluteFilePath() + u".restoring"_s;
    keptAs->clear();
    if (database.exists()) {
        const QString kept = keptName(database);
        if (!QFile::rename(database.absoluteFilePath(), kept)) {
            QFile::remove(restored);
            *error = tr("Cannot move the damaged database aside to %1.")
                         .arg(QDir::toNativeSeparators(kept));
            return false;
        }
        *keptAs = kept;
        // Its journal belongs to the damaged file: it goes with it, or SQLite would replay it
        // into the restored copy.
        for (const char *side : {"-wal", "-shm", "-journal"}) {
            const QString from = database.absoluteFilePath() + QLatin1StringView(side);
            if (QFileInfo::exists(from))
                QFile::rename(from, kept + QLatin1StringView(side));
        }
    }
    if (!QFile::rename(restored, database.absoluteFilePath())) {
        *error = tr("The backup was copied to %1 but could not take the database's name.")
                     .arg(QDir::toNativeSeparators(restored));
        return false;
    }
    return true;
}

} // namespace dugout
