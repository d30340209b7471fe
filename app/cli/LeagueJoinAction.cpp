#include "LeagueJoinAction.h"

#include "CommandTransaction.h"
#include "LeagueLookup.h"
#include "core/Money.h"
#include "core/rules/RulesetLoader.h"
#include "core/storage/LeagueStore.h"
#include "core/storage/TeamStore.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace dugout::cli {

int LeagueJoinAction::run(const QString &leagueText, const QString &teamText,
                          CommandContext &context)
{
    qint64 leagueId = 0;
    if (const int code = LeagueLookup::leagueId(leagueText, context, &leagueId); code != Success)
        return code;
    qint64 teamId = 0;
    if (const int code =
            LeagueLookup::id(teamText, tr("a team id (see 'dugout team list')"), context, &teamId);
        code != Success)
        return code;
    const auto rules = RulesetLoader::builtIn();
    if (!rules)
        return Failure;
    // The league, its latest season and the team change together or not at all.
    CommandTransaction transaction(context);
    if (!transaction.isOpen())
        return Failure;
    League league;
    if (const int code = LeagueLookup::league(leagueText, context, &league); code != Success)
        return code;
    Database &database = transaction.database();
    TeamStore teams(database);
    const std::optional<Team> before = teams.load(teamId);
    QString error;
    LeagueStore store(database, *rules);
    if (!store.join(league.id, teamId, &error))
        return context.fail(error);

    // What to say is read inside the transaction and said once it is saved.
    QString report;
    QTextStream text(&report);
    const Team after = *teams.load(teamId);
    text << tr("%1 joined %2.").arg(after.name, league.name) << '\n';
    if (before && league.options.freeFanFactor) {
        const qint64 refund = after.ledgerBalance() - before->ledgerBalance();
        text << tr("Free fan factor: %1 has fan factor %2 now, and %3 back in its treasury for the "
                   "fan factor it "
                   "had bought.")
                    .arg(after.name)
                    .arg(after.fanFactor)
                    .arg(formatGold(refund))
             << '\n';
    }
    const QList<Season> seasons = store.seasons(league.id);
    if (!seasons.isEmpty()) {
        const Season &latest = seasons.last();
        const bool plays =
            std::any_of(latest.entries.cbegin(), latest.entries.cend(),
                        [teamId](const SeasonEntry &entry) { return entry.teamId == teamId; });
        if (plays)
            text << tr("It plays in %1.").arg(latest.name) << '\n';
        else if (const RuleCheck check = store.canEditSeason(latest.id); !check)
            text << check.reason << '\n';
        else
            text << tr("%1 has divisions: create a new season to place it in one.").arg(latest.name)
                 << '\n';
    }
    if (!transaction.commit())
        return Failure;
    text.flush();
    context.out << report;
    context.out.flush();
    return Success;
}

} // namespace dugout::cli
