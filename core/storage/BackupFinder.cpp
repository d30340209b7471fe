#include "BackupFinder.h"

#include "Database.h"
#include "IntegrityCheck.h"

#include <QAtomicInt>
#include <QDir>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

} // namespace

bool BackupFinder::isWholeDugoutDatabase(const QString &path)
{
    static QAtomicInt counter;
    const QString name = u"dugout-backup-probe-%1"_s.arg(counter.fetchAndAddRelaxed(1));
    bool whole = false;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, name);
        db.setDatabaseName(path);
        db.setConnectOptions(u"QSQLITE_OPEN_READONLY"_s);
        if (db.open()) {
            QSqlQuery query(db);
            whole = query.exec(u"PRAGMA application_id"_s) && query.next() &&
                    query.value(0).toInt() == Database::ApplicationId &&
                    IntegrityCheck::problems(db, 1).isEmpty();
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return whole;
}

GoodBackup BackupFinder::lastGoodBackup(const QString &databasePath)
{
    const QFileInfo database(databasePath);
    QDir folder = database.absoluteDir();
    const QFileInfoList candidates = folder.entryInfoList(
        {database.completeBaseName() + u"*backup*"_s}, QDir::Files | QDir::Readable, QDir::Time);
    for (const QFileInfo &candidate : candidates) {
        const QString name = candidate.fileName();
        if (candidate.size() == 0 || name.endsWith(u"-wal"_s) || name.endsWith(u"-shm"_s) ||
            name.endsWith(u"-journal"_s) || name.startsWith(u'.') ||
            candidate.absoluteFilePath() == database.absoluteFilePath())
            continue;
        if (isWholeDugoutDatabase(candidate.absoluteFilePath()))
            return {candidate.absoluteFilePath(), candidate.lastModified()};
    }
    return {};
}

} // namespace dugout
