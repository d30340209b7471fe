#include "LeaguePlayoffsAction.h"

#include "LeagueLookup.h"
#include "core/dice/RandomDice.h"
#include "core/league/PlayoffSelection.h"
#include "core/league/Standings.h"
#include "core/rules/RulesetLoader.h"
#include "core/storage/LeagueStore.h"
#include "core/storage/TeamStore.h"
#include "core/team/TeamRules.h"

#include <QLocale>

using namespace Qt::StringLiterals;

namespace dugout::cli {

int LeaguePlayoffsAction::run(const QString &leagueId, const QCommandLineParser &parser,
                              CommandContext &context)
{
    PlayoffCriterion criterion = PlayoffCriterion::Points310;
    if (parser.isSet(u"by"_s)) {
        const std::optional<PlayoffCriterion> chosen =
            PlayoffSelection::criterionFromKey(parser.value(u"by"_s));
        if (!chosen)
            return context.fail(tr("--by takes team_value, win_rate, team_value_times_win_rate, "
                                   "points_3_1_0 or points_5_3_1, not '%1'.")
                                    .arg(parser.value(u"by"_s)),
                                UsageError);
        criterion = *chosen;
    }
    League league;
    Season season;
    if (const int code = LeagueLookup::league(leagueId, context, &league); code != Success)
        return code;
    if (const int code = LeagueLookup::season(league, parser, context, &season); code != Success)
        return code;
    const auto rules = RulesetLoader::builtIn();
    Database *database = context.database(false);
    if (!rules || !database)
        return Failure;

    QList<qint64> teamIds;
    for (const SeasonEntry &entry : season.entries)
        teamIds.append(entry.teamId);
    QString error;
    const QList<MatchSummary> matches =
        LeagueStore(*database).summaries(league.id, season.id, &error);
    if (!error.isEmpty())
        return context.fail(error);
    // The whole season's record, divisions together: the end-of-season tournament is the
    // league's.
    const QList<StandingsRow> rows = Standings::compute(teamIds, matches, league.options);
    const QList<TeamTotals> totals = TeamStore(*database).totals(teamIds, &error);
    if (!error.isEmpty())
        return context.fail(error);
    const TeamRules teamRules(*rules);
    QList<PlayoffCandidate> candidates;
    QHash<qint64, QString> names;
    for (const TeamTotals &team : totals) {
        names.insert(team.id, team.name);
        PlayoffCandidate c;
        c.teamId = team.id;
        c.teamValue = teamRules.teamValue(team, !league.options.freeFanFactor);
        for (const StandingsRow &row : rows) {
            if (row.teamId == team.id) {
                c.played = row.played;
                c.wins = row.wins;
                c.draws = row.draws;
                c.losses = row.losses;
            }
        }
        candidates.append(c);
    }
    RandomDice dice;
    const std::optional<PlayoffDraw> draw =
        PlayoffSelection::draw(candidates, criterion, dice, &error);
    if (!draw)
        return context.fail(error);

    const QLocale locale;
    context.out << tr("%1 — %2: end-of-season tournament by %3")
                       .arg(league.name, season.name, PlayoffSelection::criterionName(criterion))
                << '\n';
    for (int i = 0; i < draw->qualified.size(); ++i) {
        const qint64 id = draw->qualified[i];
        const PlayoffCandidate c =
            *std::find_if(candidates.begin(), candidates.end(),
                          [id](const PlayoffCandidate &x) { return x.teamId == id; });
        QString line = tr("%1. %2 (%3): team value %4, %5 won of %6, %7/%8/%9")
                           .arg(i + 1)
                           .arg(names.value(id))
                           .arg(id)
                           .arg(locale.toString(c.teamValue))
                           .arg(c.wins)
                           .arg(c.played)
                           .arg(c.wins)
                           .arg(c.draws)
                           .arg(c.losses);
        if (draw->decidedByLot.contains(id))
            line += tr(" — level at the cut, placed by lot");
        context.out << line << '\n';
    }
    for (int i = 0; i < draw->semiFinals.size(); ++i) {
        const auto &[home, away] = draw->semiFinals[i];
        context.out << tr("Semi-final %1: %2 (%3) v %4 (%5)")
                           .arg(i + 1)
                           .arg(names.value(home))
                           .arg(home)
                           .arg(names.value(away))
                           .arg(away)
                    << '\n';
    }
    context.out << tr("The winners meet in the final. The rulebook doubles the gate and the "
                      "winnings of the semi-finals and the final.")
                << Qt::endl;
    return Success;
}

} // namespace dugout::cli
