#include "CommandContext.h"

using namespace Qt::StringLiterals;

namespace dugout::cli {

Database *CommandContext::database(bool createIfMissing)
{
    if (!m_database) {
        DatabaseError error;
        DatabaseOpenOptions options;
        options.createIfMissing = createIfMissing;
        m_database = Database::open(m_databasePath, &error, options);
        if (!m_database) {
            fail(error.message);
            return nullptr;
        }
    }
    return m_database.get();
}

int CommandContext::fail(const QString &message, int code)
{
    err << "dugout: " << message << Qt::endl;
    return code;
}

} // namespace dugout::cli
