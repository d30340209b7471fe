#pragma once

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace dugout {

// Where a league server is: postgresql://USER@HOST:PORT/DBNAME (issue 21). The password never
// travels in the address: PostgreSQL's client library reads it from the password file
// (~/.pgpass, or PGPASSFILE) or from PGPASSWORD, so it never shows in a process list or a
// shell history. Like libpq, `?host=/a/folder` names the folder of a Unix socket.
struct ServerAddress
{
    Q_DECLARE_TR_FUNCTIONS(ServerAddress)

public:
    QString user; // empty: the operating system's user name, as psql does
    QString host; // a host name, or a socket folder (starts with '/'); empty: the default
    int port = 5432;
    QString database; // the league database

    // True when `text` names a server rather than a file (it starts with postgresql://).
    static bool isServerAddress(const QString &text);
    // The address in `text`, or nothing with the reason in `error`.
    static std::optional<ServerAddress> parse(const QString &text, QString *error);

    // The address as a person types it, without any password.
    QString toString() const;
    // The league and its server in words: "oldworld on league.example", "club on this
    // computer" (a local socket), with the port when it is not PostgreSQL's own.
    QString displayName() const;
};

} // namespace dugout
