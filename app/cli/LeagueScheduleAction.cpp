#include "LeagueScheduleAction.h"

#include "CommandTransaction.h"
#include "LeagueLookup.h"
#include "core/league/RoundRobin.h"
#include "core/league/ScheduleRules.h"
#include "core/storage/LeagueStore.h"

using namespace Qt::StringLiterals;

namespace dugout::cli {

int LeagueScheduleAction::generate(const QString &leagueText, const QCommandLineParser &parser,
                                   CommandContext &context)
{
    const QString legs = parser.value(u"generate"_s);
    if (legs != u"single"_s && legs != u"double"_s)
        return context.fail(tr("--generate takes 'single' or 'double', not '%1'.").arg(legs),
                            UsageError);
    qint64 leagueId = 0;
    if (const int code = LeagueLookup::leagueId(leagueText, context, &leagueId); code != Success)
        return code;
    // Checking that the season has no played fixture and replacing its schedule are one change.
    CommandTransaction transaction(context);
    if (!transaction.isOpen())
        return Failure;
    League league;
    Season season;
    if (const int code = LeagueLookup::leagueSeason(leagueText, parser, context, &league, &season);
        code != Success)
        return code;
    const bool doubleLeg = legs == u"double"_s;
    LeagueStore store(transaction.database());
    const QHash<qint64, QString> names = LeagueLookup::teamNames(context);
    const auto name = [&names](qint64 teamId) { return names.value(teamId); };
    if (const RuleCheck check =
            ScheduleRules::canGenerate(season, store.fixtures(season.id), doubleLeg, name);
        !check)
        return context.fail(check.reason);
    QList<Fixture> fixtures = RoundRobin::forSeason(season, doubleLeg);
    QString error;
    if (!store.replaceUnplayedFixtures(season.id, fixtures, &error))
        return context.fail(error);
    if (!transaction.commit())
        return Failure;
    context.out << tr("%1: %n fixture(s) in %2 round(s).", nullptr, int(fixtures.size()))
                       .arg(season.name)
                       .arg(ScheduleRules::nextRound(fixtures) - 1)
                << Qt::endl;
    return Success;
}

} // namespace dugout::cli
