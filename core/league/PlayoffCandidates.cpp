#include "PlayoffCandidates.h"

#include "Standings.h"
#include "core/team/TeamRules.h"

#include <QLocale>

namespace dugout {

QList<PlayoffCandidate> PlayoffCandidates::of(const QList<TeamTotals> &teams,
                                              const QList<MatchSummary> &matches,
                                              const LeagueOptions &options, const Ruleset &rules)
{
    QList<qint64> teamIds;
    for (const TeamTotals &team : teams)
        teamIds.append(team.id);
    // Standings count the regular season only; the play-off rounds are counted apart, as if
    // they were a season of their own, with the league's points.
    const QList<StandingsRow> rows = Standings::compute(teamIds, matches, options);
    QList<MatchSummary> playoffMatches;
    for (const MatchSummary &match : matches) {
        if (match.stage == FixtureStage::PlayoffRound) {
            playoffMatches << match;
            playoffMatches.last().stage = FixtureStage::Regular;
        }
    }
    const QList<StandingsRow> playoffRows = Standings::compute(teamIds, playoffMatches, options);
    const TeamRules teamRules(rules);
    QList<PlayoffCandidate> candidates;
    for (const TeamTotals &team : teams) {
        PlayoffCandidate c;
        c.teamId = team.id;
        c.teamValue = teamRules.teamValue(team, !options.freeFanFactor);
        for (const StandingsRow &row : rows) {
            if (row.teamId == team.id) {
                c.played = row.played;
                c.wins = row.wins;
                c.draws = row.draws;
                c.losses = row.losses;
            }
        }
        for (const StandingsRow &row : playoffRows) {
            if (row.teamId == team.id) {
                c.playoffRoundsPlayed = row.played;
                c.playoffRoundsPoints = row.points;
            }
        }
        candidates.append(c);
    }
    return candidates;
}

QString PlayoffCandidates::value(const PlayoffCandidate &c, PlayoffCriterion criterion)
{
    const QLocale locale;
    const int percent = c.played > 0 ? int(qint64(c.wins) * 100 / c.played) : 0;
    switch (criterion) {
    case PlayoffCriterion::HighestTeamValue:
        return locale.toString(c.teamValue);
    case PlayoffCriterion::WinRate:
        return tr("%1 won of %2 (%3%)").arg(c.wins).arg(c.played).arg(percent);
    case PlayoffCriterion::TeamValueTimesWinRate:
        return tr("%1 (%2 × %3/%4)")
            .arg(locale.toString(c.played > 0 ? c.teamValue * c.wins / c.played : 0))
            .arg(locale.toString(c.teamValue))
            .arg(c.wins)
            .arg(c.played);
    case PlayoffCriterion::Points310:
        //: League points, short ("17 pts"): no plural form needed.
        return tr("%1 pts").arg(3 * c.wins + c.draws);
    case PlayoffCriterion::Points531:
        return tr("%1 pts").arg(5 * c.wins + 3 * c.draws + c.losses);
    case PlayoffCriterion::PlayoffRounds:
        return tr("%1 pts, play-off matches played: %2")
            .arg(c.playoffRoundsPoints)
            .arg(c.playoffRoundsPlayed);
    }
    return QString();
}

PlayoffCriterion PlayoffCandidates::leagueDefault(const LeagueOptions &options)
{
    return options.winPoints == 5 && options.drawPoints == 3 && options.lossPoints == 1
               ? PlayoffCriterion::Points531
               : PlayoffCriterion::Points310;
}

} // namespace dugout
