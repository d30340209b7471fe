#pragma once

#include "DatabaseError.h"

#include <QCoreApplication>
#include <QList>
#include <QPair>
#include <QSqlDatabase>
#include <QString>

#include <memory>

namespace dugout {

struct DatabaseOpenOptions
{
    bool createIfMissing = true;
    int busyTimeoutMs = 5000;
    // Test hook: migrate only up to this version (-1: the latest). Used to build databases
    // as older Dugout versions left them.
    int targetVersion = -1;
};

// An open Dugout database: one SQLite connection with foreign keys on, WAL journaling and a
// busy timeout, migrated to the latest schema. open() refuses anything it cannot safely use
// and, when it refuses, leaves the file exactly as it found it.
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

    QString path() const { return m_path; }
    QSqlDatabase connection() const;
    int schemaVersion() const;
    // The copy written before migrating an older file; empty when none was needed.
    QString migrationBackupPath() const { return m_migrationBackup; }

    // Rows in every table of the schema, sorted by table name.
    QList<QPair<QString, qint64>> tableRowCounts() const;
    // True when the database holds nothing a user entered (a fresh file).
    bool isEmpty() const;
    // A consistent copy made while the database stays open (VACUUM INTO).
    bool backupTo(const QString &target, QString *error) const;

private:
    Database(QString path, QString connectionName);
    DatabaseError inspect(const DatabaseOpenOptions &options, int *foundVersion, bool *fresh);
    DatabaseError migrate(int fromVersion, int toVersion, bool fresh);
    DatabaseError configure();

    QString m_path;
    QString m_connectionName;
    QString m_migrationBackup;
};

} // namespace dugout
