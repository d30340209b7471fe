#include "AppIdentity.h"

#include "DugoutVersion.h"

#include <QCoreApplication>
#include <QStandardPaths>

using namespace Qt::StringLiterals;

namespace dugout {

void setApplicationIdentity()
{
    QCoreApplication::setOrganizationName(u"Dugout"_s);
    QCoreApplication::setApplicationName(u"Dugout"_s);
    QCoreApplication::setApplicationVersion(QStringLiteral(DUGOUT_VERSION));
}

QString defaultDatabasePath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + u"/dugout.sqlite"_s;
}

} // namespace dugout
