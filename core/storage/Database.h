#pragma once

#include "DatabaseError.h"

#include <QCoreApplication>
#include <QList>
#include <QPair>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>

#include <memory>

namespace dugout {

struct DatabaseOpenOptions
{
    // When the full integrity check runs at open. A migration always checks first.
    enum class IntegrityCheck {
        UnlessClosedWhole, // unless the file is unchanged since Dugout last closed it whole
        Always,
        Deferred, // the caller checks soon (the window, in the background)
    };

    bool createIfMissing = true;
    // A 0-byte file is refused unless the user asked for a new database there (db init).
    bool acceptEmptyFile = false;
    IntegrityCheck integrity = IntegrityCheck::UnlessClosedWhole;
    int busyTimeoutMs = 5000;
    // Test hook: migrate only up to this version (-1: the latest). Used to build databases
    // as older Dugout versions left them.
    int targetVersion = -1;
};

// An open Dugout database: one SQLite connection with foreign keys on, WAL journaling and a
// busy timeout, migrated to the latest schema. open() refuses anything it cannot safely use
// and, when it refuses, leaves the file exactly as it found it.
//
// Or a league server (issue 21): when the path is postgresql://USER@HOST:PORT/DBNAME, one
// connection to that PostgreSQL database through Qt's QPSQL driver, migrated by the same
// numbered steps (DatabaseServer.cpp). The stores do not care which: the few differences of
// dialect stay in core/storage. What only a file has (its size, a backup copy, SQLite's
// integrity check) answers plainly on a server.
class Database
{
    Q_DECLARE_TR_FUNCTIONS(Database)

public:
    // PRAGMA application_id of every Dugout database: "DGUT".
    static constexpr int ApplicationId = 0x44475554;

    static std::unique_ptr<Database> open(const QString &path, DatabaseError *error,
                                          const DatabaseOpenOptions &options = {});
    ~Database();
    Database(const Database &) = delete;
    Database &operator=(const Database &) = delete;

    // The file's absolute path, or the server's address (without a password).
    QString path() const { return m_path; }
    // True for a PostgreSQL league server, false for an SQLite file.
    bool isServer() const { return m_server; }
    // The role this connection logged in as on a server (empty for a file).
    QString serverUser() const { return m_serverUser; }
    QSqlDatabase connection() const;
    int schemaVersion() const;
    // The copy written before migrating an older file; empty when none was needed.
    QString migrationBackupPath() const { return m_migrationBackup; }
    // What opening did that the user should hear about (leftover temporary files removed).
    QStringList notices() const { return m_notices; }

    // The file's size on disk, in pages as SQLite counts them.
    struct FileSize
    {
        qint64 bytes = 0; // the database file itself (without its -wal)
        qint64 pageSize = 0;
        qint64 pages = 0;
        qint64 freePages = 0;        // pages that deleted rows left empty
        bool compactsItself = false; // auto_vacuum incremental: free pages go back at close
    };
    FileSize fileSize() const;

    // Rows in every table of the schema, sorted by table name.
    QList<QPair<QString, qint64>> tableRowCounts() const;
    // True when the database holds nothing a user entered (a fresh file).
    bool isEmpty() const;
    // A consistent copy made while the database stays open (VACUUM INTO).
    bool backupTo(const QString &target, QString *error) const;

    // Runs SQLite's full integrity check now: what it found wrong, empty when whole.
    QStringList checkIntegrity() const;
    // Whether this session's check (or the record of the last whole close) found it whole.
    bool isKnownWhole() const { return m_knownWhole; }
    // Whether open() ran the full check itself (an unclean close, a migration, Always).
    bool wasCheckedAtOpen() const { return m_checkedAtOpen; }
    // A check made elsewhere (in the background) found damage: never trusted whole again.
    void markDamaged() const;

    // When damage was found: before anything was written, or while the database was open.
    enum class DamageFound { BeforeWriting, WhileOpen };
    // What to tell about a damaged database, with the last good backup when one exists.
    static DatabaseError damaged(const QString &path, const QString &detail,
                                 DamageFound when = DamageFound::BeforeWriting);

private:
    Database(QString path, QString connectionName);
    DatabaseError inspect(const DatabaseOpenOptions &options, bool closedWhole, int *foundVersion,
                          bool *fresh);
    DatabaseError migrate(int fromVersion, int toVersion, bool fresh);
    DatabaseError configure(bool fresh);
    static std::unique_ptr<Database> create(const QString &path, DatabaseError *error,
                                            const DatabaseOpenOptions &options);
    static std::unique_ptr<Database> connect(const QString &path, DatabaseError *error,
                                             const DatabaseOpenOptions &options);
    static std::unique_ptr<Database> connectServer(const QString &address, DatabaseError *error,
                                                   const DatabaseOpenOptions &options);
    DatabaseError inspectServer(const DatabaseOpenOptions &options, int *foundVersion, bool *fresh);
    DatabaseError migrateServer(int fromVersion, int toVersion);
    int serverSchemaVersion() const;
    QList<QPair<QString, qint64>> serverTableRowCounts() const;

    QString m_path;
    QString m_connectionName;
    QString m_migrationBackup;
    QStringList m_notices;
    mutable bool m_knownWhole = false;
    bool m_checkedAtOpen = false;
    bool m_server = false;
    QString m_serverUser;
};

} // namespace dugout
