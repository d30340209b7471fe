#pragma once

#include "League.h"
#include "core/team/RuleCheck.h"
#include "core/team/Team.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace dugout {

// What the store reads about a team asking to join a league: its name, whether it is
// confirmed, and the leagues it already plays in.
struct JoiningTeam
{
    QString name;
    Team::Phase phase = Team::Phase::Creation;
    struct Membership
    {
        qint64 leagueId = 0;
        QString leagueName;
    };
    QList<Membership> leagues;
};

// The rules of running a league (rulebook l.3701–3860 and docs/architecture.md, "The post-match
// sequence") that used to be written as SQL conditions in the store: the store reads the facts
// (names, counts of confirmed matches, the latest match of each team) and asks here. Each rule
// answers with a reason to show.
class LeagueRules
{
    Q_DECLARE_TR_FUNCTIONS(LeagueRules)

public:
    // A confirmed team, not one still being built, that plays in no other league. A team
    // already in `leagueId` has joined: allowed.
    static RuleCheck canJoin(qint64 leagueId, const JoiningTeam &team);
    // Whether a league's options may change at all: not once it has a confirmed match, so
    // that every result is decided under the same rules. Its name and commissioner may.
    static RuleCheck canChangeOptions(const QString &leagueName, int confirmedMatches);
    // The same for a change from `stored` to `newOptions` (none: allowed). Free fan factor
    // cannot be turned off while the league has teams: they hold fan factor they never paid for.
    static RuleCheck canChangeOptions(const League &stored, int confirmedMatches,
                                      const LeagueOptions &newOptions);
    // A team that has played in the league stays: its results are in the standings.
    static RuleCheck canLeave(const QString &leagueName, const QString &teamName,
                              int matchesPlayedThere);
    // A season's teams and divisions are fixed once it has a confirmed match.
    static RuleCheck canEditSeason(const QString &seasonName, int confirmedMatches);
    // A season can be taken back (Edit → Undo of New season) while it has no confirmed match
    // and no match tracked in the Matches area holds one of its fixtures: results are history,
    // and a tracked match must not lose its fixture (docs/architecture.md, "Undo").
    static RuleCheck canRemoveSeason(const QString &seasonName, int confirmedMatches,
                                     int fixturesBeingTracked);
    // A team's joining can be taken back (Edit → Undo of Add teams) while the team has not
    // played in the league (canLeave), has no fixture there (the schedule would name a team
    // that is gone) and is exactly as joining left it: writing back the team from before the
    // join would otherwise undo what was done to it since.
    static RuleCheck canUndoJoin(const QString &leagueName, const QString &teamName,
                                 int matchesPlayedThere, int fixturesThere, bool changedSince);
    // A league with confirmed matches cannot be deleted: results are history.
    static RuleCheck canDelete(const QString &leagueName, int confirmedMatches);
    // A result can be undone while it is the latest confirmed match of both its teams.
    // `latestMatchOf*`: the id of each team's latest confirmed match (ids grow in the order
    // results are confirmed).
    static RuleCheck canUndo(qint64 matchId, const QString &homeName, qint64 latestMatchOfHome,
                             const QString &awayName, qint64 latestMatchOfAway);
};

} // namespace dugout
