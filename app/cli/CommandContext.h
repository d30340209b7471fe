#pragma once

#include "core/storage/Database.h"

#include <QTextStream>

#include <memory>
#include <optional>

namespace dugout::cli {

// Exit codes shared by every command.
enum ExitCode { Success = 0, Failure = 1, UsageError = 2 };

// What a command gets to work with: the streams to write to and the database it was
// pointed at, opened on first use.
class CommandContext
{
    Q_DECLARE_TR_FUNCTIONS(CommandContext)

public:
    CommandContext(QTextStream &outStream, QTextStream &errStream, QString databasePath)
        : out(outStream), err(errStream), m_databasePath(std::move(databasePath))
    {
    }

    QTextStream &out;
    QTextStream &err;

    QString databasePath() const { return m_databasePath; }
    // The interface language installed for this run: "en" or "fr".
    QString language() const;
    // Opens the database on first call; on refusal prints the reason and returns nullptr.
    Database *database(bool createIfMissing);
    // The same with every open option spelled out (db init, db check).
    Database *database(const DatabaseOpenOptions &options);
    // The whole file at `path`, or nothing after printing why it cannot be read.
    std::optional<QByteArray> readFile(const QString &path);
    // Prints "dugout: <message>" on stderr and returns `code`.
    int fail(const QString &message, int code = Failure);

private:
    QString m_databasePath;
    std::unique_ptr<Database> m_database;
};

} // namespace dugout::cli
