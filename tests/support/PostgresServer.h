#pragma once

#include <QString>
#include <QTemporaryDir>

namespace dugout::test {

// A private PostgreSQL server for one test process (issue 21): initdb and pg_ctl in a
// temporary folder, listening only on a Unix socket in that folder, so tests running side by
// side never meet. Logins need a password (scram-sha-256), which the client library reads from
// a password file this class writes and points PGPASSFILE at: the way a coach's Dugout finds
// its password. PostgreSQL refuses to run as root, so as root the server runs as the
// `postgres` user (or `nobody`) through runuser.
class PostgresServer
{
public:
    PostgresServer() = default;
    ~PostgresServer();
    PostgresServer(const PostgresServer &) = delete;
    PostgresServer &operator=(const PostgresServer &) = delete;

    // The folder holding initdb and pg_ctl, or empty when PostgreSQL is not installed.
    static QString binaryFolder();

    bool start(QString *error);
    // Stops the server at once, as a crash or a pulled cable would (pg_ctl -m immediate).
    bool stop();
    // Starts a stopped server again on the same data (after stop()).
    bool restart(QString *error);
    bool isRunning() const { return m_running; }

    static QString superuser() { return QStringLiteral("dugout_admin"); }
    QString socketFolder() const { return m_folder.path(); }
    int port() const { return 5432; }
    // The address Dugout opens: postgresql://USER@:PORT/DATABASE?host=SOCKETFOLDER.
    QString address(const QString &database, const QString &user = superuser()) const;

    // Makes an empty database (owned by the superuser).
    bool createDatabase(const QString &name, QString *error);
    // Runs one statement as the superuser on `database`.
    bool execute(const QString &database, const QString &sql, QString *error);
    // Adds USER's password to the password file, as a person does in ~/.pgpass.
    void rememberPassword(const QString &user, const QString &password);

private:
    bool launch(QString *error);
    bool run(const QString &program, const QStringList &arguments, QString *error) const;
    void writePasswordFile() const;

    QTemporaryDir m_folder{QStringLiteral("/tmp/dugout-pg-XXXXXX")};
    QStringList m_passwordLines;
    QString m_runAs; // the user the server runs as, when this process is root
    bool m_running = false;
};

} // namespace dugout::test
