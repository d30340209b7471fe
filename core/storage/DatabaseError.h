#pragma once

#include <QString>

#include <utility>

namespace dugout {

// Why a database file was refused. The message is already translated and names the file;
// the kind lets callers (and tests) react without parsing text.
struct DatabaseError
{
    enum class Kind {
        None,
        NotFound,     // no file at that path and creating one was not asked for
        NotSqlite,    // the file is not an SQLite database at all
        NotDugout,    // an SQLite database, but some other program's
        NewerVersion, // written by a newer Dugout: its schema is unknown to us
        Corrupt,      // SQLite reports damage
        Empty,        // a 0-byte file: not a database, and not silently made into one
        NotAFile,     // a named pipe, a device or a socket, not a regular file
        ReadOnly,     // the file or its folder cannot be written
        Locked,       // another process holds a lock that outlasted the busy timeout
        Io,           // anything else the file system or SQLite reported
        Server,       // a league server that cannot be reached or refused the login
    };

    DatabaseError() = default;
    DatabaseError(Kind what, QString why, QString backup = {})
        : kind(what), message(std::move(why)), goodBackup(std::move(backup))
    {
    }

    Kind kind = Kind::None;
    QString message;
    // For Corrupt: the newest whole backup copy found beside the database, to offer instead.
    QString goodBackup;

    bool isError() const { return kind != Kind::None; }
};

} // namespace dugout
