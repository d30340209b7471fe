#include "CommandTransaction.h"

namespace dugout::cli {

CommandTransaction::CommandTransaction(CommandContext &context, bool createIfMissing)
    : m_context(context), m_database(context.database(createIfMissing))
{
    if (!m_database)
        return; // the context printed why
    m_transaction.emplace(m_database->connection(), &m_error);
    if (!m_transaction->isOpen())
        m_context.fail(m_error);
}

bool CommandTransaction::commit()
{
    if (!isOpen())
        return false;
    if (m_transaction->commit())
        return true;
    m_context.fail(m_error);
    return false;
}

} // namespace dugout::cli
