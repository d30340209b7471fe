#include "Database.h"

#include "Migrations.h"
#include "OutputPath.h"
#include "SqliteCodes.h"
#include "core/log/Logging.h"

#include <QAtomicInt>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
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
    {
        QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
        db.close();
    }
    QSqlDatabase::removeDatabase(m_connectionName);
}

QSqlDatabase Database::connection() const
{
    return QSqlDatabase::database(m_connectionName, false);
}

// Checks made on the file itself, before SQLite touches it.
static DatabaseError checkFile(const QString &path, const DatabaseOpenOptions &options)
{
    const QFileInfo info(path);
    const QString shown = QDir::toNativeSeparators(info.absoluteFilePath());
    if (info.exists() && info.isDir())
        return {DatabaseError::Kind::Io, Database::tr("%1 is a folder, not a database file.").arg(shown)};
    if (!info.exists()) {
        if (!options.createIfMissing)
            return {DatabaseError::Kind::NotFound, Database::tr("There is no database at %1.").arg(shown)};
        const QDir folder = info.absoluteDir();
        if (!folder.exists() && !QDir().mkpath(folder.absolutePath()))
            return {DatabaseError::Kind::ReadOnly,
                    Database::tr("Cannot create the folder %1 for the database.").arg(QDir::toNativeSeparators(folder.absolutePath()))};
        if (!QFileInfo(folder.absolutePath()).isWritable())
            return {DatabaseError::Kind::ReadOnly,
                    Database::tr("Cannot create %1: its folder is read-only. Choose a folder you can write to.").arg(shown)};
        return {};
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {DatabaseError::Kind::Io, Database::tr("Cannot read %1: %2").arg(shown, file.errorString())};
    const QByteArray header = file.read(100);
    static const QByteArray magic("SQLite format 3\0", 16);
    if (!header.isEmpty() && !header.startsWith(magic))
        return {DatabaseError::Kind::NotSqlite,
                Database::tr("%1 is not a Dugout database: it is not an SQLite file at all.").arg(shown)};
    if (!info.isWritable() || !QFileInfo(info.absolutePath()).isWritable())
        return {DatabaseError::Kind::ReadOnly,
                Database::tr("%1 is read-only (the file or its folder cannot be written). Copy it to a folder you can write to, or open another database.").arg(shown)};
    return {};
}

static DatabaseError sqlError(const QString &path, const QSqlError &error)
{
    const QString shown = QDir::toNativeSeparators(QFileInfo(path).absoluteFilePath());
    switch (sqlite::primaryCode(error)) {
    case sqlite::Busy:
    case sqlite::Locked:
        return {DatabaseError::Kind::Locked,
                Database::tr("%1 is locked by another program. Close the program that is using it and try again.").arg(shown)};
    case sqlite::ReadOnly:
        return {DatabaseError::Kind::ReadOnly, Database::tr("%1 is read-only.").arg(shown)};
    case sqlite::Corrupt:
    case sqlite::NotADatabase:
        return {DatabaseError::Kind::Corrupt,
                Database::tr("%1 is damaged (SQLite: %2). Restore one of its backup copies.").arg(shown, error.databaseText())};
    default:
        return {DatabaseError::Kind::Io, Database::tr("Cannot use %1: %2").arg(shown, error.text())};
    }
}

std::unique_ptr<Database> Database::open(const QString &path, DatabaseError *error,
                                         const DatabaseOpenOptions &options)
{
    DatabaseError ignored;
    DatabaseError &result = error ? *error : ignored;
    result = checkFile(path, options);
    if (result.isError())
        return nullptr;

    std::unique_ptr<Database> database(new Database(QFileInfo(path).absoluteFilePath(), nextConnectionName()));
    QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, database->m_connectionName);
    db.setDatabaseName(database->m_path);
    db.setConnectOptions(u"QSQLITE_BUSY_TIMEOUT=%1"_s.arg(options.busyTimeoutMs));
    if (!db.open()) {
        result = sqlError(path, db.lastError());
        return nullptr;
    }

    int foundVersion = 0;
    bool fresh = false;
    result = database->inspect(options, &foundVersion, &fresh);
    if (result.isError())
        return nullptr;
    // From here on the file is ours to change.
    result = database->configure();
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
DatabaseError Database::inspect(const DatabaseOpenOptions &options, int *foundVersion, bool *fresh)
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
    if (!pragmaInt(u"application_id"_s, &applicationId) || !pragmaInt(u"user_version"_s, foundVersion)
        || !query.exec(u"SELECT count(*) FROM sqlite_master"_s) || !query.next())
        return sqlError(m_path, query.lastError());
    objects = query.value(0).toInt();

    const QString shown = QDir::toNativeSeparators(m_path);
    *fresh = objects == 0 && *foundVersion == 0 && (applicationId == 0 || applicationId == ApplicationId);
    if (!*fresh && applicationId != ApplicationId)
        return {DatabaseError::Kind::NotDugout,
                tr("%1 is an SQLite database made by another program, not a Dugout database.").arg(shown)};
    const int latest = options.targetVersion < 0 ? latestSchemaVersion() : options.targetVersion;
    if (*foundVersion > latestSchemaVersion() || *foundVersion > latest)
        return {DatabaseError::Kind::NewerVersion,
                tr("%1 was written by a newer version of Dugout (database schema %2; this version knows up to %3). Update Dugout to open it.")
                    .arg(shown).arg(*foundVersion).arg(latestSchemaVersion())};

    if (!*fresh) {
        if (!query.exec(u"PRAGMA quick_check"_s))
            return sqlError(m_path, query.lastError());
        QStringList problems;
        while (query.next()) {
            const QString line = query.value(0).toString();
            if (line != u"ok"_s)
                problems << line;
        }
        if (!problems.isEmpty())
            return {DatabaseError::Kind::Corrupt,
                    tr("%1 is damaged (SQLite: %2). Restore one of its backup copies.").arg(shown, problems.first())};
    }
    // Taking the write lock and releasing it at once writes nothing, but tells whether another
    // process is in the middle of writing.
    if (!query.exec(u"BEGIN IMMEDIATE"_s))
        return sqlError(m_path, query.lastError());
    query.exec(u"ROLLBACK"_s);
    return {};
}

DatabaseError Database::configure()
{
    QSqlQuery query(connection());
    if (!query.exec(u"PRAGMA foreign_keys = ON"_s))
        return sqlError(m_path, query.lastError());
    if (!query.exec(u"PRAGMA journal_mode = WAL"_s) || !query.next())
        return sqlError(m_path, query.lastError());
    if (query.value(0).toString().compare(u"wal"_s, Qt::CaseInsensitive) != 0)
        qCWarning(lcStorage) << "journal mode stays" << query.value(0).toString();
    if (!query.exec(u"PRAGMA synchronous = NORMAL"_s))
        return sqlError(m_path, query.lastError());
    return {};
}

DatabaseError Database::migrate(int fromVersion, int toVersion, bool fresh)
{
    if (!fresh && fromVersion > 0) {
        const QFileInfo info(m_path);
        const QString stamp = QDateTime::currentDateTimeUtc().toString(u"yyyyMMdd-HHmmss"_s);
        QString backup = info.absolutePath() + u'/' + info.completeBaseName()
                         + u".v%1-backup-%2.sqlite"_s.arg(fromVersion).arg(stamp);
        for (int n = 2; QFileInfo::exists(backup); ++n)
            backup = info.absolutePath() + u'/' + info.completeBaseName()
                     + u".v%1-backup-%2-%3.sqlite"_s.arg(fromVersion).arg(stamp).arg(n);
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
            return {DatabaseError::Kind::Io,
                    tr("Updating %1 to schema %2 (%3) failed: %4")
                        .arg(QDir::toNativeSeparators(m_path)).arg(migration.version)
                        .arg(migration.description, failure.text())};
        }
        qCInfo(lcStorage) << "migrated to schema" << migration.version << migration.description;
    }
    return {};
}

int Database::schemaVersion() const
{
    QSqlQuery query(connection());
    if (query.exec(u"PRAGMA user_version"_s) && query.next())
        return query.value(0).toInt();
    return -1;
}

QList<QPair<QString, qint64>> Database::tableRowCounts() const
{
    QList<QPair<QString, qint64>> counts;
    QSqlQuery tables(connection());
    tables.exec(u"SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name"_s);
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

bool Database::isEmpty() const
{
    const auto counts = tableRowCounts();
    for (const auto &[table, rows] : counts) {
        if (table != u"dugout_info"_s && rows > 0)
            return false;
    }
    return true;
}

bool Database::backupTo(const QString &target, QString *error) const
{
    const QString shown = QDir::toNativeSeparators(QFileInfo(target).absoluteFilePath());
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
    QSqlQuery query(connection());
    query.prepare(u"VACUUM INTO ?"_s);
    query.addBindValue(QFileInfo(target).absoluteFilePath());
    if (!query.exec()) {
        if (error)
            *error = tr("Cannot write the backup %1: %2").arg(shown, query.lastError().text());
        return false;
    }
    return true;
}

} // namespace dugout
