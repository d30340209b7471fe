#include "CommandContext.h"

#include <QLocale>

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

QString CommandContext::language() const
{
    return QLocale().language() == QLocale::French ? u"fr"_s : u"en"_s;
}

int CommandContext::fail(const QString &message, int code)
{
    err << "dugout: " << message << Qt::endl;
    return code;
}

} // namespace dugout::cli
