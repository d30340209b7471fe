#pragma once

#include "FixtureTracking.h"
#include "League.h"
#include "MatchSummary.h"
#include "core/team/RuleCheck.h"

#include <QCoreApplication>
#include <QList>
#include <functional>

namespace dugout {

// Rules on a schedule (rulebook l.3004–3012): two teams never meet more than twice in a
// row. Fixtures are taken in round order (then in the order given for the same round).
class ScheduleRules
{
    Q_DECLARE_TR_FUNCTIONS(ScheduleRules)

public:
    using TeamName = std::function<QString(qint64 teamId)>;

    // The first place where a team would meet the same opponent a third time in a row.
    static RuleCheck checkConsecutiveMeetings(const QList<Fixture> &fixtures,
                                              const TeamName &teamName);
    // Whether `fixture` can join `existing`: two different teams, and the rule above.
    static RuleCheck canAdd(const QList<Fixture> &existing, const Fixture &fixture,
                            const TeamName &teamName);
    // canAdd, for a fixture of `season`: both teams must play in the season.
    static RuleCheck canAddToSeason(const Season &season, const QList<Fixture> &existing,
                                    const Fixture &fixture, const TeamName &teamName);
    // The division a match between two of the season's teams counts in: theirs when they share
    // one, otherwise none (0).
    static qint64 divisionOf(const Season &season, qint64 homeTeamId, qint64 awayTeamId);
    // The division a confirmed match counts for in the standings: its fixture's when it has
    // one (`fixtureDivisionId` > 0), otherwise divisionOf in its season (a match outside the
    // schedule between two teams of one division); 0 outside any season.
    static qint64 divisionOfMatch(qint64 fixtureDivisionId, const Season *season, qint64 homeTeamId,
                                  qint64 awayTeamId);
    // The round after the last one scheduled (1 for an empty schedule).
    static int nextRound(const QList<Fixture> &fixtures);
    // Whether a round robin may be generated for a season that has `existing` fixtures: only
    // over an empty schedule (the window's Replace keeps played fixtures and asks first; a
    // script is never asked), with at least one group of two teams, and without a third
    // meeting in a row.
    static RuleCheck canGenerate(const Season &season, const QList<Fixture> &existing,
                                 bool doubleLeg, const TeamName &teamName);
    // Whether two teams may play one more match after `played` (a league's confirmed matches,
    // oldest first): the same rule, read as each team's own run of matches (l.3007–3012): not
    // when either team's last two matches were both against the other.
    static RuleCheck canPlayNext(const QList<MatchSummary> &played, qint64 homeTeamId,
                                 qint64 awayTeamId, const TeamName &teamName);
    // Whether `fixture` may leave the schedule: not once played (its result is history; undo it
    // first), and not while a match tracked for it holds it (removing it would leave that
    // match pointing at nothing). `tracking`: the tracked matches of the season, any fixture.
    static RuleCheck canRemove(const Fixture &fixture, const QList<FixtureTracking> &tracking,
                               const TeamName &teamName);
    // Whether the season's unplayed fixtures may all be replaced (a new round robin): not while
    // one of them is being tracked, for the same reason.
    static RuleCheck canReplaceUnplayed(const QList<Fixture> &fixtures,
                                        const QList<FixtureTracking> &tracking,
                                        const TeamName &teamName);
    // Whether a match tracked for the fixture holds it (FixtureTracking::holdsFixture).
    static bool isBeingTracked(qint64 fixtureId, const QList<FixtureTracking> &tracking);
};

} // namespace dugout
