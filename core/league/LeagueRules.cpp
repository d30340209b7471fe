#include "LeagueRules.h"

#include "FreeFanFactor.h"

namespace dugout {

RuleCheck LeagueRules::canJoin(qint64 leagueId, const JoiningTeam &team)
{
    for (const JoiningTeam::Membership &membership : team.leagues) {
        if (membership.leagueId == leagueId && leagueId > 0)
            return RuleCheck::ok();
    }
    if (team.phase != Team::Phase::Active)
        return RuleCheck::refused(
            tr("%1 is still being built: confirm it before it joins a league.").arg(team.name));
    // A team plays in one league at most (the database says so too, less readably).
    for (const JoiningTeam::Membership &membership : team.leagues) {
        if (membership.leagueId != leagueId)
            return RuleCheck::refused(
                tr("%1 already plays in the league %2.").arg(team.name, membership.leagueName));
    }
    return RuleCheck::ok();
}

RuleCheck LeagueRules::canChangeOptions(const QString &leagueName, int confirmedMatches)
{
    if (confirmedMatches == 0)
        return RuleCheck::ok();
    return RuleCheck::refused(
        tr("%1 has confirmed matches: its options are fixed so that every result is decided "
           "under the same rules. Its name, its commissioner and Spike!'s Player of the Year can "
           "still change.")
            .arg(leagueName));
}

RuleCheck LeagueRules::canChangeOptions(const League &stored, int confirmedMatches,
                                        const LeagueOptions &newOptions)
{
    // Spike!'s Player of the Year is decided at the Spike! final alone and stored with it
    // (PlayerOfTheYear), so the commissioner may give it or stop giving it at any time.
    LeagueOptions sameAward = newOptions;
    sameAward.playerOfTheYear = stored.options.playerOfTheYear;
    if (stored.options == sameAward)
        return RuleCheck::ok();
    if (const RuleCheck check = canChangeOptions(stored.name, confirmedMatches); !check)
        return check;
    if (stored.options.freeFanFactor && !newOptions.freeFanFactor && !stored.teamIds.isEmpty())
        return RuleCheck::refused(
            tr("The teams of %1 got fan factor %2 without paying for it: free fan factor stays on "
               "while the league has teams.")
                .arg(stored.name)
                .arg(FreeFanFactor::StartingFanFactor));
    return RuleCheck::ok();
}

RuleCheck LeagueRules::canLeave(const QString &leagueName, const QString &teamName,
                                int matchesPlayedThere)
{
    if (matchesPlayedThere == 0)
        return RuleCheck::ok();
    return RuleCheck::refused(
        tr("%1 has played in the league %2: its results stay in the standings, so it stays too.")
            .arg(teamName, leagueName));
}

RuleCheck LeagueRules::canEditSeason(const QString &seasonName, int confirmedMatches)
{
    if (confirmedMatches == 0)
        return RuleCheck::ok();
    return RuleCheck::refused(
        tr("%1 has confirmed matches: its teams and divisions are fixed. The season and its "
           "divisions can still be renamed.")
            .arg(seasonName));
}

RuleCheck LeagueRules::canRemoveSeason(const QString &seasonName, int confirmedMatches,
                                       int fixturesBeingTracked)
{
    if (confirmedMatches > 0)
        return RuleCheck::refused(
            tr("%1 has confirmed matches: it stays. Undo its results first.").arg(seasonName));
    if (fixturesBeingTracked > 0)
        return RuleCheck::refused(
            tr("A match of %1 is being tracked in the Matches area: the season stays while it "
               "is.")
                .arg(seasonName));
    return RuleCheck::ok();
}

RuleCheck LeagueRules::canUndoJoin(const QString &leagueName, const QString &teamName,
                                   int matchesPlayedThere, int fixturesThere, bool changedSince)
{
    if (const RuleCheck leave = canLeave(leagueName, teamName, matchesPlayedThere); !leave)
        return leave;
    if (fixturesThere > 0)
        return RuleCheck::refused(
            tr("%1 has fixtures in %2 now: remove them, or the team with Remove, instead.")
                .arg(teamName, leagueName));
    if (changedSince)
        return RuleCheck::refused(
            tr("%1 has changed since it joined %2: undoing the join would undo that too. Use "
               "Remove instead.")
                .arg(teamName, leagueName));
    return RuleCheck::ok();
}

RuleCheck LeagueRules::canDelete(const QString &leagueName, int confirmedMatches)
{
    if (confirmedMatches == 0)
        return RuleCheck::ok();
    return RuleCheck::refused(
        tr("%1 has confirmed matches: undo them before deleting the league.").arg(leagueName));
}

RuleCheck LeagueRules::canUndo(qint64 matchId, const QString &homeName, qint64 latestMatchOfHome,
                               const QString &awayName, qint64 latestMatchOfAway)
{
    if (latestMatchOfHome > matchId)
        return RuleCheck::refused(
            tr("%1 has played a later match: undo that one first.").arg(homeName));
    if (latestMatchOfAway > matchId)
        return RuleCheck::refused(
            tr("%1 has played a later match: undo that one first.").arg(awayName));
    return RuleCheck::ok();
}

} // namespace dugout
