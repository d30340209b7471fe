#include "Database.h"

#include "BackupFinder.h"
#include "DatabaseFileCheck.h"
#include "DurableFile.h"
#include "HealthyCloseRecord.h"
#include "IntegrityCheck.h"
#include "LeftoverFiles.h"
#include "Migrations.h"
#include "OutputPath.h"
#include "ServerAddress.h"
#include "SqliteCodes.h"
#include "core/log/Logging.h"

#include <QAtomicInt>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

QString nextConnectionName()
{
    static QAtomicInt counter;
    return u"dugout-%1"_s.arg(counter.fetchAndAddRelaxed(1));
}

QString quotedIdentifier(const QString &name)
{
    return u'"' + QString(name).replace(u'"', u"\"\""_s) + u'"';
}

} // namespace

Database::Database(QString path, QString connectionName)
    : m_path(std::move(path)), m_connectionName(std::move(connectionName))
{
}

Database::~Database()
{
    if (m_server) {
        QSqlDatabase::database(m_connectionName, false).close();
        QSqlDatabase::removeDatabase(m_connectionName);
        return;
    }
    {
        QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
        // Hands free pages back to the file system; a no-op unless auto_vacuum is incremental.
        // Skipped on a damaged file: nothing is written to one.
        if (m_knownWhole) {
            // SQLite frees one page each time the pragma is stepped, and the Qt driver steps a
            // statement without columns once: run it once per free page.
            QSqlQuery vacuum(db);
            vacuum.prepare(u"PRAGMA incremental_vacuum"_s);
            for (qint64 free = fileSize().freePages; free > 0 && vacuum.exec(); --free) {
            }
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(m_connectionName);
    // Closed whole, and no other program still has it open (the last one to close removes the
    // journal): the next open may skip the integrity check while the file stays unchanged.
    if (m_knownWhole && !QFileInfo::exists(m_path + u"-wal"_s))
        HealthyCloseRecord::remember(m_path);
}

QSqlDatabase Database::connection() const
{
    return QSqlDatabase::database(m_connectionName, false);
}

static DatabaseError sqlError(const QString &path, const QSqlError &error)
{
    const QString shown = QDir::toNativeSeparators(QFileInfo(path).absoluteFilePath());
    switch (sqlite::primaryCode(error)) {
    case sqlite::Busy:
    case sqlite::Locked:
        return {DatabaseError::Kind::Locked,
                Database::tr("%1 is locked by another program. Close the program that is using it "
                             "and try again.")
                    .arg(shown)};
    case sqlite::ReadOnly:
        return {DatabaseError::Kind::ReadOnly, Database::tr("%1 is read-only.").arg(shown)};
    case sqlite::Corrupt:
    case sqlite::NotADatabase:
        return Database::damaged(path, error.databaseText());
    default:
        return {DatabaseError::Kind::Io,
                Database::tr("Cannot use %1: %2").arg(shown, error.text())};
    }
}

std::unique_ptr<Database> Database::open(const QString &path, DatabaseError *error,
                                         const DatabaseOpenOptions &options)
{
    DatabaseError ignored;
    DatabaseError &result = error ? *error : ignored;
    if (ServerAddress::isServerAddress(path))
        return connectServer(path, &result, options);
    result = DatabaseFileCheck::check(path, options);
    if (result.isError())
        return nullptr;
    // A Dugout killed while it built a database or wrote a backup copy left a temporary
    // file; it is never trusted, only removed, and the user is told.
    QStringList notices;
    for (const QString &name : LeftoverFiles::removeAbandoned(path))
        notices << tr("Removed %1, an unfinished copy left by a Dugout that was stopped while "
                      "writing it.")
                       .arg(name);
    std::unique_ptr<Database> database =
        QFileInfo::exists(path) ? connect(path, &result, options) : create(path, &result, options);
    if (database)
        database->m_notices = notices;
    return database;
}

// A new database is built under a temporary name beside the final one and renamed once its
// schema is complete: a kill while it is being made leaves no half-made file under the real
// name (a 0-byte file there would later be refused as empty).
std::unique_ptr<Database> Database::create(const QString &path, DatabaseError *error,
                                           const DatabaseOpenOptions &options)
{
    const QFileInfo info(path);
    const QString temporary = LeftoverFiles::newDatabaseName(info.absoluteFilePath());
    {
        std::unique_ptr<Database> building = connect(temporary, error, options);
        if (!building) {
            LeftoverFiles::removeWithSideFiles(temporary);
            return nullptr;
        }
        building->m_knownWhole = false; // nothing to remember about a temporary name
    } // closing the last connection checkpoints the journal into the file and removes it
    if (!QFile::rename(temporary, info.absoluteFilePath())) {
        LeftoverFiles::removeWithSideFiles(temporary);
        if (!QFileInfo::exists(path)) {
            *error = {DatabaseError::Kind::Io,
                      tr("Cannot create %1: the new database could not be put in place.")
                          .arg(QDir::toNativeSeparators(info.absoluteFilePath()))};
            return nullptr;
        }
        // Another program created it in the meantime: use theirs.
    }
    return connect(path, error, options);
}

std::unique_ptr<Database> Database::connect(const QString &path, DatabaseError *error,
                                            const DatabaseOpenOptions &options)
{
    DatabaseError &result = *error;
    // Read before SQLite touches the file: an unclean shutdown leaves a journal with content.
    const bool closedWhole =
        QFileInfo(path + u"-wal"_s).size() == 0 && HealthyCloseRecord::matches(path);

    std::unique_ptr<Database> database(
        new Database(QFileInfo(path).absoluteFilePath(), nextConnectionName()));
    QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, database->m_connectionName);
    db.setDatabaseName(database->m_path);
    db.setConnectOptions(u"QSQLITE_BUSY_TIMEOUT=%1"_s.arg(options.busyTimeoutMs));
    if (!db.open()) {
        result = sqlError(path, db.lastError());
        return nullptr;
    }

    int foundVersion = 0;
    bool fresh = false;
    result = database->inspect(options, closedWhole, &foundVersion, &fresh);
    if (result.isError())
        return nullptr;
    // From here on the file is ours to change.
    result = database->configure(fresh);
    if (result.isError())
        return nullptr;
    const int target = options.targetVersion < 0 ? latestSchemaVersion() : options.targetVersion;
    if (foundVersion < target) {
        result = database->migrate(foundVersion, target, fresh);
        if (result.isError())
            return nullptr;
    }
    qCInfo(lcStorage) << "opened" << database->m_path << "schema" << database->schemaVersion();
    return database;
}

// Read-only checks: identity, version, integrity, and whether another process holds a lock.
DatabaseError Database::inspect(const DatabaseOpenOptions &options, bool closedWhole,
                                int *foundVersion, bool *fresh)
{
    QSqlDatabase db = connection();
    QSqlQuery query(db);
    auto pragmaInt = [&](const QString &pragma, int *value) {
        if (!query.exec(u"PRAGMA "_s + pragma) || !query.next())
            return false;
        *value = query.value(0).toInt();
        return true;
    };
    int applicationId = 0;
    int objects = 0;
    if (!pragmaInt(u"application_id"_s, &applicationId) ||
        !pragmaInt(u"user_version"_s, foundVersion) ||
        !query.exec(u"SELECT count(*) FROM sqlite_master"_s) || !query.next())
        return sqlError(m_path, query.lastError());
    objects = query.value(0).toInt();

    const QString shown = QDir::toNativeSeparators(m_path);
    *fresh = objects == 0 && *foundVersion == 0 &&
             (applicationId == 0 || applicationId == ApplicationId);
    if (!*fresh && applicationId != ApplicationId)
        return {DatabaseError::Kind::NotDugout,
                tr("%1 is an SQLite database made by another program, not a Dugout database.")
                    .arg(shown)};
    const int latest = options.targetVersion < 0 ? latestSchemaVersion() : options.targetVersion;
    if (*foundVersion > latestSchemaVersion() || *foundVersion > latest)
        return {DatabaseError::Kind::NewerVersion,
                tr("%1 was written by a newer version of Dugout (database schema %2; this version "
                   "knows up to %3). Update Dugout to open it.")
                    .arg(shown)
                    .arg(*foundVersion)
                    .arg(latestSchemaVersion())};

    using Check = DatabaseOpenOptions::IntegrityCheck;
    const bool migrating = *foundVersion < latest;
    if (*fresh) {
        m_knownWhole = true;
    } else if (options.integrity == Check::Always || migrating ||
               (options.integrity == Check::UnlessClosedWhole && !closedWhole)) {
        // Before anything is written: after an unclean shutdown, or when another program (or a
        // failing disk) changed the file since Dugout last closed it whole, and before a migration.
        m_checkedAtOpen = true;
        if (const QStringList problems = checkIntegrity(); !problems.isEmpty())
            return damaged(m_path, problems.first());
    } else {
        m_knownWhole = options.integrity == Check::UnlessClosedWhole;
    }
    // Taking the write lock and releasing it at once writes nothing, but tells whether another
    // process is in the middle of writing.
    if (!query.exec(u"BEGIN IMMEDIATE"_s))
        return sqlError(m_path, query.lastError());
    query.exec(u"ROLLBACK"_s);
    return {};
}

DatabaseError Database::configure(bool fresh)
{
    QSqlQuery query(connection());
    // Deleted rows give their pages back to the file when it closes (incremental vacuum), so
    // a league that removes teams and matches stays compact. SQLite only takes this setting
    // before the first table is made, and applies it to a file it has already looked into
    // only on a VACUUM (instant on an empty file). An older file keeps its setting and is
    // compacted by a backup (VACUUM INTO writes a compact copy).
    if (fresh && (!query.exec(u"PRAGMA auto_vacuum = INCREMENTAL"_s) || !query.exec(u"VACUUM"_s)))
        return sqlError(m_path, query.lastError());
    if (!query.exec(u"PRAGMA foreign_keys = ON"_s))
        return sqlError(m_path, query.lastError());
    if (!query.exec(u"PRAGMA journal_mode = WAL"_s) || !query.next())
        return sqlError(m_path, query.lastError());
    if (query.value(0).toString().compare(u"wal"_s, Qt::CaseInsensitive) != 0)
        qCWarning(lcStorage) << "journal mode stays" << query.value(0).toString();
    // FULL: each commit syncs the write-ahead log before it returns, so a confirmed event or
    // result survives a power cut beside the pitch, not only a killed program. NORMAL syncs
    // only at checkpoints and could lose the last commits. It costs one fsync per change,
    // far below a person's pace (see the append benchmark).
    if (!query.exec(u"PRAGMA synchronous = FULL"_s))
        return sqlError(m_path, query.lastError());
    return {};
}

DatabaseError Database::migrate(int fromVersion, int toVersion, bool fresh)
{
    if (!fresh && fromVersion > 0) {
        const QFileInfo info(m_path);
        const QString stamp = QDateTime::currentDateTimeUtc().toString(u"yyyyMMdd-HHmmss"_s);
        QString backup = info.absolutePath() + u'/' + info.completeBaseName() +
                         u".v%1-backup-%2.sqlite"_s.arg(fromVersion).arg(stamp);
        for (int n = 2; QFileInfo::exists(backup); ++n)
            backup = info.absolutePath() + u'/' + info.completeBaseName() +
                     u".v%1-backup-%2-%3.sqlite"_s.arg(fromVersion).arg(stamp).arg(n);
        QString why;
        if (!backupTo(backup, &why))
            return {DatabaseError::Kind::Io,
                    tr("Dugout needs to update %1 but could not write a backup copy first: %2")
                        .arg(QDir::toNativeSeparators(m_path), why)};
        m_migrationBackup = backup;
        qCInfo(lcStorage) << "backed up schema" << fromVersion << "to" << backup;
    }

    QSqlDatabase db = connection();
    for (const Migration &migration : schemaMigrations()) {
        if (migration.version <= fromVersion || migration.version > toVersion)
            continue;
        if (!db.transaction())
            return sqlError(m_path, db.lastError());
        QSqlQuery query(db);
        bool ok = true;
        QStringList statements = migration.statements;
        if (migration.version == 1)
            statements << u"PRAGMA application_id = %1"_s.arg(ApplicationId);
        statements << u"PRAGMA user_version = %1"_s.arg(migration.version);
        for (const QString &statement : std::as_const(statements)) {
            if (!query.exec(statement)) {
                ok = false;
                break;
            }
        }
        if (!ok || !db.commit()) {
            const QSqlError failure = ok ? db.lastError() : query.lastError();
            db.rollback();
            return {DatabaseError::Kind::Io, tr("Updating %1 to schema %2 (%3) failed: %4")
                                                 .arg(QDir::toNativeSeparators(m_path))
                                                 .arg(migration.version)
                                                 .arg(migration.description, failure.text())};
        }
        qCInfo(lcStorage) << "migrated to schema" << migration.version << migration.description;
    }
    return {};
}

int Database::schemaVersion() const
{
    if (m_server)
        return serverSchemaVersion();
    QSqlQuery query(connection());
    if (query.exec(u"PRAGMA user_version"_s) && query.next())
        return query.value(0).toInt();
    return -1;
}

QList<QPair<QString, qint64>> Database::tableRowCounts() const
{
    if (m_server)
        return serverTableRowCounts();
    QList<QPair<QString, qint64>> counts;
    QSqlQuery tables(connection());
    tables.exec(
        u"SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name"_s);
    QStringList names;
    while (tables.next())
        names << tables.value(0).toString();
    for (const QString &name : std::as_const(names)) {
        QSqlQuery count(connection());
        if (count.exec(u"SELECT count(*) FROM "_s + quotedIdentifier(name)) && count.next())
            counts.append({name, count.value(0).toLongLong()});
    }
    return counts;
}

Database::FileSize Database::fileSize() const
{
    FileSize size;
    if (m_server)
        return size; // the server keeps its own files
    size.bytes = QFileInfo(m_path).size();
    QSqlQuery query(connection());
    auto pragma = [&](const QString &name) {
        return query.exec(u"PRAGMA "_s + name) && query.next() ? query.value(0).toLongLong() : 0;
    };
    size.pageSize = pragma(u"page_size"_s);
    size.pages = pragma(u"page_count"_s);
    size.freePages = pragma(u"freelist_count"_s);
    size.compactsItself = pragma(u"auto_vacuum"_s) == 2;
    return size;
}

bool Database::isEmpty() const
{
    if (!m_server) {
        // One statement asking whether any table holds a row, rather than counting every row
        // of every table: the Home page asks at each start, and a big league's tables hold
        // thousands of matches (issue 18).
        QSqlQuery tables(connection());
        QStringList probes;
        if (tables.exec(u"SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE "
                        u"'sqlite_%' AND name <> 'dugout_info'"_s)) {
            while (tables.next()) {
                probes << u"EXISTS (SELECT 1 FROM "_s +
                              quotedIdentifier(tables.value(0).toString()) + u")"_s;
            }
            if (probes.isEmpty())
                return true;
            QSqlQuery any(connection());
            if (any.exec(u"SELECT "_s + probes.join(u" OR "_s)) && any.next())
                return !any.value(0).toBool();
        }
    }
    const auto counts = tableRowCounts();
    for (const auto &[table, rows] : counts) {
        if (table != u"dugout_info"_s && rows > 0)
            return false;
    }
    return true;
}

QStringList Database::checkIntegrity() const
{
    if (m_server) {
        // The server checks its own pages as it reads them; there is no file to check here.
        m_knownWhole = true;
        return {};
    }
    const QStringList problems = IntegrityCheck::problems(connection());
    if (problems.isEmpty())
        m_knownWhole = true;
    else
        markDamaged();
    return problems;
}

void Database::markDamaged() const
{
    m_knownWhole = false;
    if (m_server)
        return;
    HealthyCloseRecord::forget(m_path);
}

DatabaseError Database::damaged(const QString &path, const QString &detail, DamageFound when)
{
    const QString shown = QDir::toNativeSeparators(QFileInfo(path).absoluteFilePath());
    const QString found =
        when == DamageFound::BeforeWriting
            ? tr("%1 is damaged (SQLite: %2). Dugout wrote nothing to it.").arg(shown, detail)
            : tr("%1 is damaged (SQLite: %2). Changes made since it was opened may not be safe.")
                  .arg(shown, detail);
    const GoodBackup backup = BackupFinder::lastGoodBackup(path);
    if (!backup.isValid())
        return {DatabaseError::Kind::Corrupt, found + u' ' +
                                                  tr("No whole backup copy was found beside it; "
                                                     "restore one of your own backup copies.")};
    return {DatabaseError::Kind::Corrupt,
            found + u' ' +
                tr("The last good backup is %1, written %2: restore it (the window offers to, "
                   "or dugout --db DATABASE db restore BACKUP).")
                    .arg(QDir::toNativeSeparators(backup.path),
                         QLocale().toString(backup.written, QLocale::ShortFormat)),
            backup.path};
}

bool Database::backupTo(const QString &target, QString *error) const
{
    const QString shown = QDir::toNativeSeparators(QFileInfo(target).absoluteFilePath());
    if (m_server) {
        if (error)
            *error = tr("%1 is a league server: its administrator backs it up with pg_dump.")
                         .arg(m_path);
        return false;
    }
    // A backup of a damaged database would copy the damage and be trusted later.
    if (!m_knownWhole) {
        if (const QStringList problems = checkIntegrity(); !problems.isEmpty()) {
            if (error)
                *error = tr("%1 is damaged (SQLite: %2); a backup now would copy the damage. "
                            "Restore an older backup copy instead.")
                             .arg(QDir::toNativeSeparators(m_path), problems.first());
            return false;
        }
    }
    if (const RuleCheck where = OutputPath::outsideDatabase(target, m_path); !where) {
        if (error)
            *error = where.reason;
        return false;
    }
    if (QFileInfo::exists(target)) {
        if (error)
            *error = tr("%1 already exists; choose a new file name for the backup.").arg(shown);
        return false;
    }
    // Written under a hidden temporary name, synced, then renamed: a copy under the real
    // name is always whole, so a user can trust it to restore.
    const QString partial = LeftoverFiles::partialName(target);
    LeftoverFiles::removeWithSideFiles(partial);
    QSqlQuery query(connection());
    query.prepare(u"VACUUM INTO ?"_s);
    query.addBindValue(partial);
    if (!query.exec()) {
        const int code = sqlite::primaryCode(query.lastError());
        LeftoverFiles::removeWithSideFiles(partial);
        if (error)
            *error =
                code == sqlite::Full
                    ? tr("Cannot write the backup %1: the disk is full.").arg(shown)
                    : tr("Cannot write the backup %1: %2").arg(shown, query.lastError().text());
        return false;
    }
    if (!DurableFile::sync(partial) || !QFile::rename(partial, target) ||
        !DurableFile::syncFolder(target)) {
        LeftoverFiles::removeWithSideFiles(partial);
        if (error)
            *error =
                QFileInfo::exists(target) && !QFileInfo::exists(partial)
                    ? tr("%1 already exists; choose a new file name for the backup.").arg(shown)
                    : tr("Cannot write the backup %1: it could not be saved to the disk.")
                          .arg(shown);
        return false;
    }
    return true;
}

} // namespace dugout
