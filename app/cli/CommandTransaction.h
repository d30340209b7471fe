#pragma once

#include "CommandContext.h"
#include "core/storage/Transaction.h"

#include <optional>

namespace dugout::cli {

// The one transaction of a command that writes (issue 13: every command is all or nothing).
// It opens the command's database and begins at once, so what the command reads to decide and
// what it writes are one consistent change: the store calls inside become savepoints of it,
// and nothing is on disk before commit(). Any early return rolls everything back, so a kill or
// a full disk halfway leaves the database exactly as it was. Open it after the arguments and
// files are checked and before anything is read from the database, and print what the command
// did only after commit(): no one waits on a person while the write lock is held.
class CommandTransaction
{
    Q_DECLARE_TR_FUNCTIONS(CommandTransaction)

public:
    explicit CommandTransaction(CommandContext &context, bool createIfMissing = false);
    CommandTransaction(const CommandTransaction &) = delete;
    CommandTransaction &operator=(const CommandTransaction &) = delete;

    // False when the database could not be opened or the transaction begun; the reason is printed.
    bool isOpen() const { return m_transaction && m_transaction->isOpen(); }
    Database &database() const { return *m_database; }
    // Saves everything at once; false after printing why, with nothing saved.
    bool commit();

private:
    CommandContext &m_context;
    Database *m_database = nullptr;
    QString m_error;
    std::optional<Transaction> m_transaction;
};

} // namespace dugout::cli
