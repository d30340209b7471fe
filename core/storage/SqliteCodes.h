#pragma once

#include <QSqlError>

namespace dugout::sqlite {

// Primary SQLite result codes Dugout reacts to (sqlite3.h).
constexpr int Busy = 5;
constexpr int Locked = 6;
constexpr int ReadOnly = 8;
constexpr int Corrupt = 11;
constexpr int Full = 13;
constexpr int NotADatabase = 26;

// The primary result code of a Qt SQL error (extended codes folded), or -1 when it has none.
// A league server's errors carry a five-character SQLSTATE instead (SqlEngine.h), which is
// never an SQLite code even when it is all digits.
inline int primaryCode(const QSqlError &error)
{
    if (error.nativeErrorCode().size() == 5)
        return -1;
    bool ok = false;
    const int code = error.nativeErrorCode().toInt(&ok);
    return ok ? (code & 0xff) : -1;
}

} // namespace dugout::sqlite
