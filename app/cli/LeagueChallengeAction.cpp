#include "LeagueChallengeAction.h"

#include "CommandArguments.h"
#include "CommandTransaction.h"
#include "LeagueLookup.h"
#include "core/dice/RandomDice.h"
#include "core/league/ChallengeRules.h"
#include "core/league/ScheduleRules.h"
#include "core/rules/RulesetLoader.h"
#include "core/storage/LeagueStore.h"
#include "core/storage/ResultRecorder.h"

using namespace Qt::StringLiterals;

namespace dugout::cli {

int LeagueChallengeAction::run(const QStringList &positional, const QCommandLineParser &parser,
                               CommandContext &context)
{
    if (positional.size() != 4)
        return context.fail(tr("use 'league challenge LEAGUE_ID CHALLENGER_ID CHALLENGED_ID "
                               "--accept|--refuse|--substitute TEAM_ID'."),
                            UsageError);
    if (const int code = CommandArguments::exactlyOne(
            parser, {u"accept"_s, u"refuse"_s, u"substitute"_s},
            tr("A challenge takes one answer: --accept, --refuse or --substitute TEAM_ID."),
            context);
        code != Success)
        return code;
    if (const int code =
            CommandArguments::needs(parser, u"challenger-refuses"_s, u"substitute"_s, context);
        code != Success)
        return code;
    // The challenger, the challenged and the substitute when one is named.
    QStringList texts{positional.at(2), positional.at(3)};
    if (parser.isSet(u"substitute"_s))
        texts << parser.value(u"substitute"_s);
    QList<qint64> teams;
    if (const int code = CommandArguments::ids(texts, tr("a team id"), context, &teams);
        code != Success)
        return code;
    const qint64 challenger = teams.at(0);
    const qint64 challenged = teams.at(1);
    const qint64 substitute = teams.value(2, 0);
    const auto rules = RulesetLoader::builtIn();
    if (!rules)
        return Failure;
    CommandTransaction transaction(context);
    if (!transaction.isOpen())
        return Failure;
    League league;
    Season season;
    if (const int code =
            LeagueLookup::leagueSeason(positional.at(1), parser, context, &league, &season);
        code != Success)
        return code;
    LeagueStore store(transaction.database());
    QString error;
    const QList<MatchSummary> played = store.summaries(league.id, season.id, &error);
    if (!error.isEmpty())
        return context.fail(error);
    const RuleCheck check =
        substitute != 0
            ? ChallengeRules::canSubstitute(season, played, challenger, challenged, substitute)
            : ChallengeRules::canChallenge(season, challenger, challenged);
    if (!check)
        return context.fail(check.reason);
    const QHash<qint64, QString> names = LeagueLookup::teamNames(context);
    const auto name = [&names](qint64 teamId) {
        return names.value(teamId, tr("team %1").arg(teamId));
    };

    const bool forfeit = parser.isSet(u"refuse"_s) || parser.isSet(u"challenger-refuses"_s);
    if (forfeit) {
        // The refusing side loses 2–0: the challenged, or the challenger who will not play the
        // substitute.
        const qint64 winner = substitute != 0 ? substitute : challenger;
        const qint64 loser = substitute != 0 ? challenger : challenged;
        RandomDice dice; // nothing is rolled: a forfeit runs no post-match step
        const ResultRecorder recorder(transaction.database(), *rules);
        ResultRecorder::Preview preview =
            recorder.preview(ChallengeRules::forfeit(league.id, season.id, winner, loser), dice);
        qint64 matchId = 0;
        if (!recorder.confirm(preview, &matchId, &error))
            return context.fail(error);
        if (!transaction.commit())
            return Failure;
        context.out << preview.result.logText() << '\n'
                    << tr("Recorded as match %1.").arg(matchId) << Qt::endl;
        return Success;
    }

    const QList<Fixture> existing = store.fixtures(season.id);
    Fixture fixture;
    fixture.seasonId = season.id;
    fixture.round = ScheduleRules::nextRound(existing);
    fixture.homeTeamId = challenger;
    fixture.awayTeamId = substitute != 0 ? substitute : challenged;
    fixture.divisionId = ScheduleRules::divisionOf(season, fixture.homeTeamId, fixture.awayTeamId);
    if (const RuleCheck allowed = ScheduleRules::canAddToSeason(season, existing, fixture, name);
        !allowed)
        return context.fail(allowed.reason);
    if (!store.addFixture(fixture, &error))
        return context.fail(error);
    if (!transaction.commit())
        return Failure;
    context.out << (substitute != 0 ? tr("%1 plays %2 in place of %3: fixture %4, round %5.")
                                          .arg(name(substitute), name(challenger), name(challenged))
                                          .arg(fixture.id)
                                          .arg(fixture.round)
                                    : tr("%1 accepted %2's challenge: fixture %3, round %4.")
                                          .arg(name(challenged), name(challenger))
                                          .arg(fixture.id)
                                          .arg(fixture.round))
                << Qt::endl;
    return Success;
}

} // namespace dugout::cli
