#include "CommandContext.h"

#include <QFile>
#include <QLocale>

using namespace Qt::StringLiterals;

namespace dugout::cli {

Database *CommandContext::database(bool createIfMissing)
{
    DatabaseOpenOptions options;
    options.createIfMissing = createIfMissing;
    return database(options);
}

Database *CommandContext::database(const DatabaseOpenOptions &options)
{
    if (!m_database) {
        DatabaseError error;
        m_database = Database::open(m_databasePath, &error, options);
        if (!m_database) {
            fail(error.message);
            return nullptr;
        }
        for (const QString &notice : m_database->notices())
            err << "dugout: " << notice << Qt::endl;
    }
    return m_database.get();
}

QString CommandContext::language() const
{
    return QLocale().language() == QLocale::French ? u"fr"_s : u"en"_s;
}

std::optional<QByteArray> CommandContext::readFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        fail(tr("Cannot read %1: %2").arg(path, file.errorString()));
        return std::nullopt;
    }
    return file.readAll();
}

int CommandContext::fail(const QString &message, int code)
{
    err << "dugout: " << message << Qt::endl;
    return code;
}

} // namespace dugout::cli
