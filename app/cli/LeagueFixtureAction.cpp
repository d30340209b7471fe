#include "LeagueFixtureAction.h"

#include "CommandTransaction.h"
#include "LeagueLookup.h"
#include "core/league/ScheduleRules.h"
#include "core/storage/LeagueStore.h"

using namespace Qt::StringLiterals;

namespace dugout::cli {

int LeagueFixtureAction::add(const QString &leagueText, const QCommandLineParser &parser,
                             CommandContext &context)
{
    for (const QString &option : {u"home"_s, u"away"_s}) {
        if (!parser.isSet(option))
            return context.fail(tr("'league fixture add' needs --home TEAM_ID and --away TEAM_ID."),
                                UsageError);
    }
    Fixture fixture;
    if (const int code = LeagueLookup::id(parser.value(u"home"_s), tr("a team id"), context,
                                          &fixture.homeTeamId);
        code != Success)
        return code;
    if (const int code = LeagueLookup::id(parser.value(u"away"_s), tr("a team id"), context,
                                          &fixture.awayTeamId);
        code != Success)
        return code;
    if (parser.isSet(u"round"_s)) {
        bool ok = false;
        fixture.round = parser.value(u"round"_s).toInt(&ok);
        if (!ok)
            return context.fail(
                tr("--round takes a number, not '%1'.").arg(parser.value(u"round"_s)), UsageError);
    }
    qint64 leagueId = 0;
    if (const int code = LeagueLookup::leagueId(leagueText, context, &leagueId); code != Success)
        return code;
    // The season's fixtures are read, checked and added to in one transaction: no other
    // program can add a clashing fixture in between.
    CommandTransaction transaction(context);
    if (!transaction.isOpen())
        return Failure;
    League league;
    Season season;
    if (const int code = LeagueLookup::leagueSeason(leagueText, parser, context, &league, &season);
        code != Success)
        return code;
    LeagueStore store(transaction.database());
    const QList<Fixture> existing = store.fixtures(season.id);
    fixture.seasonId = season.id;
    if (!parser.isSet(u"round"_s))
        fixture.round = ScheduleRules::nextRound(existing);
    fixture.divisionId = ScheduleRules::divisionOf(season, fixture.homeTeamId, fixture.awayTeamId);
    if (parser.isSet(u"playoff-round"_s))
        fixture.stage = FixtureStage::PlayoffRound;
    const QHash<qint64, QString> names = LeagueLookup::teamNames(context);
    const auto name = [&names](qint64 teamId) {
        return names.value(teamId, tr("team %1").arg(teamId));
    };
    if (const RuleCheck check = ScheduleRules::canAddToSeason(season, existing, fixture, name);
        !check)
        return context.fail(check.reason);
    QString error;
    if (!store.addFixture(fixture, &error))
        return context.fail(error);
    if (!transaction.commit())
        return Failure;
    context.out << fixture.id << Qt::endl;
    return Success;
}

} // namespace dugout::cli
