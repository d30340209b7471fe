#include "LeagueLookup.h"

#include "CommandArguments.h"

#include "core/storage/LeagueStore.h"
#include "core/storage/TeamStore.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace dugout::cli {

int LeagueLookup::id(const QString &text, const QString &what, CommandContext &context, qint64 *id)
{
    *id = CommandArguments::positiveId(text);
    if (*id == 0)
        return context.fail(tr("'%1' is not %2.").arg(text, what), UsageError);
    return Success;
}

int LeagueLookup::leagueId(const QString &text, CommandContext &context, qint64 *id)
{
    *id = CommandArguments::positiveId(text);
    if (*id == 0)
        return context.fail(tr("'%1' is not a league id (see 'dugout league list').").arg(text),
                            UsageError);
    return Success;
}

int LeagueLookup::league(const QString &text, CommandContext &context, League *league)
{
    qint64 leagueId = 0;
    if (const int code = LeagueLookup::leagueId(text, context, &leagueId); code != Success)
        return code;
    Database *database = context.database(false);
    if (!database)
        return Failure;
    QString error;
    const std::optional<League> found = LeagueStore(*database).load(leagueId, &error);
    if (!found)
        return context.fail(
            error.isEmpty() ? tr("There is no league %1 (see 'dugout league list').").arg(leagueId)
                            : error);
    *league = *found;
    return Success;
}

int LeagueLookup::season(const League &league, const QCommandLineParser &parser,
                         CommandContext &context, Season *season)
{
    const QList<Season> seasons = LeagueStore(*context.database(false)).seasons(league.id);
    if (seasons.isEmpty())
        return context.fail(tr("%1 has no season yet.").arg(league.name));
    *season = seasons.last();
    if (parser.isSet(u"season"_s)) {
        const qint64 seasonId = parser.value(u"season"_s).toLongLong();
        auto match = std::find_if(seasons.cbegin(), seasons.cend(),
                                  [&](const Season &s) { return s.id == seasonId; });
        if (match == seasons.cend())
            return context.fail(
                tr("'%1' is not a season of %2.").arg(parser.value(u"season"_s), league.name),
                UsageError);
        *season = *match;
    }
    return Success;
}

int LeagueLookup::leagueSeason(const QString &leagueText, const QCommandLineParser &parser,
                               CommandContext &context, League *league, Season *season)
{
    if (const int code = LeagueLookup::league(leagueText, context, league); code != Success)
        return code;
    return LeagueLookup::season(*league, parser, context, season);
}

QHash<qint64, QString> LeagueLookup::teamNames(CommandContext &context)
{
    QHash<qint64, QString> names;
    for (const TeamStore::Summary &summary : TeamStore(*context.database(false)).list())
        names.insert(summary.id, summary.name);
    return names;
}

} // namespace dugout::cli
