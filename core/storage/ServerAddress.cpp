#include "ServerAddress.h"

#include <QUrl>
#include <QUrlQuery>

using namespace Qt::StringLiterals;

namespace dugout {

bool ServerAddress::isServerAddress(const QString &text)
{
    return text.startsWith(u"postgresql://"_s, Qt::CaseInsensitive) ||
           text.startsWith(u"postgres://"_s, Qt::CaseInsensitive);
}

std::optional<ServerAddress> ServerAddress::parse(const QString &text, QString *error)
{
    const auto fail = [&](const QString &why) {
        if (error)
            *error = why;
        return std::nullopt;
    };
    const QUrl url(text, QUrl::StrictMode);
    if (!isServerAddress(text) || !url.isValid())
        return fail(tr("%1 is not a league server address; write "
                       "postgresql://USER@HOST:PORT/DATABASE.")
                        .arg(text));
    if (!url.password().isEmpty())
        return fail(tr("Do not put the password in the server address: write it in your "
                       "PostgreSQL password file (~/.pgpass) or in PGPASSWORD."));
    ServerAddress address;
    address.user = url.userName();
    address.host = url.host();
    address.port = url.port(5432);
    address.database = url.path().mid(1);
    const QUrlQuery query(url);
    if (query.hasQueryItem(u"host"_s))
        address.host = query.queryItemValue(u"host"_s, QUrl::FullyDecoded);
    if (address.database.isEmpty() || address.database.contains(u'/'))
        return fail(
            tr("%1 names no database; write postgresql://USER@HOST:PORT/DATABASE.").arg(text));
    return address;
}

QString ServerAddress::toString() const
{
    QString text = u"postgresql://"_s;
    if (!user.isEmpty())
        text += QString::fromUtf8(QUrl::toPercentEncoding(user)) + u'@';
    if (!host.startsWith(u'/'))
        text += host;
    text += u":%1/"_s.arg(port) + QString::fromUtf8(QUrl::toPercentEncoding(database));
    if (host.startsWith(u'/'))
        text += u"?host="_s + QString::fromUtf8(QUrl::toPercentEncoding(host));
    return text;
}

QString ServerAddress::displayName() const
{
    QString where = host.isEmpty() || host.startsWith(u'/') ? tr("this computer") : host;
    if (port != 5432)
        where += u':' + QString::number(port);
    return tr("%1 on %2").arg(database, where);
}

} // namespace dugout
