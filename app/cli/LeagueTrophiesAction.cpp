#include "LeagueTrophiesAction.h"

#include "LeagueLookup.h"
#include "core/storage/LeagueStore.h"
#include "core/storage/TrophyQuery.h"

namespace dugout::cli {

int LeagueTrophiesAction::run(const QString &leagueId, CommandContext &context)
{
    League league;
    if (const int code = LeagueLookup::league(leagueId, context, &league); code != Success)
        return code;
    Database *database = context.database(false);
    if (!database)
        return Failure;
    QString error;
    const QList<TrophyHolder> holders = TrophyQuery(*database).holders(league.id, &error);
    if (!error.isEmpty())
        return context.fail(error);
    const QHash<qint64, QString> names = LeagueLookup::teamNames(context);
    LeagueStore store(*database);
    for (Major major : Majors::all()) {
        const auto holder =
            std::find_if(holders.begin(), holders.end(),
                         [major](const TrophyHolder &h) { return h.major == major; });
        if (holder == holders.end()) {
            context.out << tr("%1: not won yet in this league").arg(Majors::name(major)) << '\n';
            continue;
        }
        const std::optional<Season> season = store.season(holder->seasonId);
        context.out << tr("%1: %2 (%3), winner of the final of %4 (match %5) — %6")
                           .arg(Majors::name(major), names.value(holder->teamId))
                           .arg(holder->teamId)
                           .arg(season ? season->name : QString::number(holder->seasonId))
                           .arg(holder->matchId)
                           .arg(MajorTrophies::effect(major))
                    << '\n';
    }
    context.out.flush();
    return Success;
}

} // namespace dugout::cli
