#include "LeagueSeasonAction.h"

#include "CommandTransaction.h"
#include "LeagueLookup.h"
#include "core/league/SeasonPlan.h"
#include "core/storage/LeagueStore.h"

using namespace Qt::StringLiterals;

namespace dugout::cli {

int LeagueSeasonAction::run(const QString &leagueText, const QCommandLineParser &parser,
                            CommandContext &context)
{
    qint64 leagueId = 0;
    if (const int code = LeagueLookup::leagueId(leagueText, context, &leagueId); code != Success)
        return code;
    int divisions = 0;
    if (parser.isSet(u"divisions"_s)) {
        bool ok = false;
        divisions = parser.value(u"divisions"_s).toInt(&ok);
        if (!ok)
            return context.fail(
                tr("--divisions takes a number, not '%1'.").arg(parser.value(u"divisions"_s)),
                UsageError);
    }
    // The season's default name counts the seasons there are: read and write in one change.
    CommandTransaction transaction(context);
    if (!transaction.isOpen())
        return Failure;
    League league;
    if (const int code = LeagueLookup::league(leagueText, context, &league); code != Success)
        return code;
    LeagueStore store(transaction.database());
    const QString name = parser.isSet(u"name"_s)
                             ? parser.value(u"name"_s)
                             : SeasonPlan::defaultName(int(store.seasons(league.id).size()));
    if (const RuleCheck check = SeasonPlan::canCreate(league, name, divisions); !check)
        return context.fail(check.reason);
    Season season = SeasonPlan::create(league, name, divisions);
    QString error;
    if (!store.saveSeason(season, &error))
        return context.fail(error);
    if (!transaction.commit())
        return Failure;
    context.out << season.id << Qt::endl;
    return Success;
}

} // namespace dugout::cli
