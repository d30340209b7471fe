// Database on a PostgreSQL league server (issue 21): connecting, recognising a Dugout
// database, and migrating it with the same numbered steps as an SQLite file.
#include "Database.h"

#include "Migrations.h"
#include "ServerAddress.h"
#include "core/log/Logging.h"

#include <QAtomicInt>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

QString nextServerConnectionName()
{
    static QAtomicInt counter;
    return u"dugout-server-%1"_s.arg(counter.fetchAndAddRelaxed(1));
}

// The key of the schema version in dugout_info: a server has no PRAGMA user_version.
const QString VersionKey = u"schema_version"_s;
const QString ApplicationKey = u"application_id"_s;

// Two clients opening an outdated server at once: the first migrates, the second waits on
// this lock and then finds nothing left to do.
constexpr qint64 MigrationLock = Database::ApplicationId;

QString reasonOf(const QSqlError &error)
{
    return error.databaseText().isEmpty() ? error.text() : error.databaseText().trimmed();
}

} // namespace

std::unique_ptr<Database> Database::connectServer(const QString &text, DatabaseError *error,
                                                  const DatabaseOpenOptions &options)
{
    DatabaseError &result = *error;
    QString why;
    const std::optional<ServerAddress> address = ServerAddress::parse(text, &why);
    if (!address) {
        result = {DatabaseError::Kind::Server, why};
        return nullptr;
    }
    if (!QSqlDatabase::isDriverAvailable(u"QPSQL"_s)) {
        result = {DatabaseError::Kind::Server,
                  tr("Dugout cannot reach a league server: Qt's PostgreSQL driver (QPSQL) is "
                     "not installed. On Debian, install libqt6sql6-psql.")};
        return nullptr;
    }
    std::unique_ptr<Database> database(
        new Database(address->toString(), nextServerConnectionName()));
    database->m_server = true;
    QSqlDatabase db = QSqlDatabase::addDatabase(u"QPSQL"_s, database->m_connectionName);
    db.setHostName(address->host);
    db.setPort(address->port);
    db.setDatabaseName(address->database);
    db.setUserName(address->user);
    // No password here: libpq reads ~/.pgpass (or PGPASSFILE) and PGPASSWORD itself.
    db.setConnectOptions(u"connect_timeout=10;application_name=dugout"_s);
    if (!db.open()) {
        result = {DatabaseError::Kind::Server,
                  tr("Cannot connect to the league server %1: %2")
                      .arg(database->m_path, reasonOf(db.lastError()))};
        return nullptr;
    }
    QSqlQuery query(db);
    // Times are written in UTC as text, like in a file; notices stay out of the log.
    if (!query.exec(u"SET client_min_messages = warning"_s) ||
        !query.exec(u"SELECT current_user"_s) || !query.next()) {
        result = {DatabaseError::Kind::Server,
                  tr("Cannot use the league server %1: %2")
                      .arg(database->m_path, reasonOf(query.lastError()))};
        return nullptr;
    }
    database->m_serverUser = query.value(0).toString();
    query.finish();

    int foundVersion = 0;
    bool fresh = false;
    result = database->inspectServer(options, &foundVersion, &fresh);
    if (result.isError())
        return nullptr;
    const int target = options.targetVersion < 0 ? latestSchemaVersion() : options.targetVersion;
    if (foundVersion < target) {
        result = database->migrateServer(foundVersion, target);
        if (result.isError())
            return nullptr;
    }
    // The server checks its own pages: nothing for the window's background check to do.
    database->m_knownWhole = true;
    database->m_checkedAtOpen = true;
    qCInfo(lcStorage) << "opened server" << database->m_path << "as" << database->m_serverUser
                      << "schema" << database->schemaVersion();
    return database;
}

DatabaseError Database::inspectServer(const DatabaseOpenOptions &options, int *foundVersion,
                                      bool *fresh)
{
    QSqlQuery query(connection());
    if (!query.exec(
            u"SELECT to_regclass('dugout_info') IS NOT NULL, "
            "(SELECT count(*) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace "
            " WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'v', 'p'))"_s) ||
        !query.next())
        return {
            DatabaseError::Kind::Server,
            tr("Cannot read the league server %1: %2").arg(m_path, reasonOf(query.lastError()))};
    const bool hasInfo = query.value(0).toBool();
    const qint64 tables = query.value(1).toLongLong();
    query.finish();
    *fresh = !hasInfo && tables == 0;
    *foundVersion = 0;
    if (*fresh)
        return {};
    if (!hasInfo)
        return {DatabaseError::Kind::NotDugout,
                tr("The database %1 holds tables of another program, not a Dugout league.")
                    .arg(m_path)};
    query.prepare(u"SELECT key, value FROM dugout_info WHERE key IN (?, ?)"_s);
    query.addBindValue(ApplicationKey);
    query.addBindValue(VersionKey);
    if (!query.exec())
        return {
            DatabaseError::Kind::Server,
            tr("Cannot read the league server %1: %2").arg(m_path, reasonOf(query.lastError()))};
    int applicationId = 0;
    while (query.next()) {
        if (query.value(0).toString() == ApplicationKey)
            applicationId = query.value(1).toInt();
        else
            *foundVersion = query.value(1).toInt();
    }
    if (applicationId != ApplicationId)
        return {DatabaseError::Kind::NotDugout,
                tr("The database %1 is not a Dugout league.").arg(m_path)};
    const int latest = options.targetVersion < 0 ? latestSchemaVersion() : options.targetVersion;
    if (*foundVersion > latestSchemaVersion() || *foundVersion > latest)
        return {DatabaseError::Kind::NewerVersion,
                tr("The league server %1 was set up by a newer version of Dugout (database "
                   "schema %2; this version knows up to %3). Update Dugout to use it.")
                    .arg(m_path)
                    .arg(*foundVersion)
                    .arg(latestSchemaVersion())};
    return {};
}

// Each step in its own transaction, like a file; PostgreSQL's DDL is transactional, so a step
// that fails leaves no half-made table behind and no copy is needed first.
DatabaseError Database::migrateServer(int fromVersion, int toVersion)
{
    QSqlDatabase db = connection();
    for (const Migration &migration : schemaMigrations()) {
        if (migration.version <= fromVersion || migration.version > toVersion)
            continue;
        QSqlQuery query(db);
        bool ok = query.exec(u"BEGIN"_s) &&
                  query.exec(u"SELECT pg_advisory_xact_lock(%1)"_s.arg(MigrationLock));
        // Another client may have made this step while we waited for the lock.
        bool done = false;
        if (ok &&
            (ok = query.exec(u"SELECT to_regclass('dugout_info') IS NOT NULL"_s) && query.next()) &&
            query.value(0).toBool()) {
            ok = query.exec(u"SELECT value FROM dugout_info WHERE key = '%1'"_s.arg(VersionKey));
            done = ok && query.next() && query.value(0).toInt() >= migration.version;
        }
        QStringList statements;
        if (!done) {
            statements = migration.statementsFor(true);
            if (migration.version == 1)
                statements << u"INSERT INTO dugout_info (key, value) VALUES ('%1', '%2')"_s.arg(
                    ApplicationKey, QString::number(ApplicationId));
            statements << u"INSERT INTO dugout_info (key, value) VALUES ('%1', '%2') "
                          "ON CONFLICT (key) DO UPDATE SET value = excluded.value"_s.arg(
                              VersionKey, QString::number(migration.version));
        }
        for (const QString &statement : std::as_const(statements)) {
            if (!ok)
                break;
            ok = query.exec(statement);
        }
        if (!ok || !query.exec(u"COMMIT"_s)) {
            const QSqlError failure = query.lastError();
            QSqlQuery(db).exec(u"ROLLBACK"_s);
            return {DatabaseError::Kind::Server,
                    tr("Updating the league server %1 to schema %2 (%3) failed: %4")
                        .arg(m_path)
                        .arg(migration.version)
                        .arg(migration.description, reasonOf(failure))};
        }
        if (!done)
            qCInfo(lcStorage) << "migrated server to schema" << migration.version
                              << migration.description;
    }
    return {};
}

int Database::serverSchemaVersion() const
{
    QSqlQuery query(connection());
    if (query.exec(u"SELECT value FROM dugout_info WHERE key = '%1'"_s.arg(VersionKey)) &&
        query.next())
        return query.value(0).toInt();
    return -1;
}

QList<QPair<QString, qint64>> Database::serverTableRowCounts() const
{
    QList<QPair<QString, qint64>> counts;
    QSqlQuery tables(connection());
    tables.exec(u"SELECT tablename FROM pg_tables WHERE schemaname = current_schema() "
                "ORDER BY tablename"_s);
    QStringList names;
    while (tables.next())
        names << tables.value(0).toString();
    for (const QString &name : std::as_const(names)) {
        QSqlQuery count(connection());
        if (count.exec(u"SELECT count(*) FROM \"%1\""_s.arg(name)) && count.next())
            counts.append({name, count.value(0).toLongLong()});
    }
    return counts;
}

} // namespace dugout
