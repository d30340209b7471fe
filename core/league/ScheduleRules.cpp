#include "ScheduleRules.h"

#include "RoundRobin.h"

#include <QHash>

#include <algorithm>
#include <optional>

namespace dugout {

namespace {

// Where a team meets the same opponent a third time in a row.
struct ThirdMeeting
{
    qint64 team = 0;
    qint64 opponent = 0;
    int round = 0;
};

// Walks the fixtures once in round order, following each team's current run against one
// opponent. With `onlyPair`, runs of other pairs are ignored (a new fixture can only make a
// run of its own two teams longer; adding a match never lengthens anyone else's run).
std::optional<ThirdMeeting>
firstThirdMeeting(const QList<Fixture> &fixtures,
                  std::optional<std::pair<qint64, qint64>> onlyPair = {})
{
    QList<const Fixture *> ordered;
    ordered.reserve(fixtures.size());
    for (const Fixture &fixture : fixtures)
        ordered << &fixture;
    std::stable_sort(ordered.begin(), ordered.end(),
                     [](const Fixture *a, const Fixture *b) { return a->round < b->round; });

    struct Run
    {
        qint64 opponent = 0;
        int length = 0;
    };
    QHash<qint64, Run> runs;
    auto meet = [&](qint64 team, qint64 opponent) {
        Run &run = runs[team];
        run.length = run.opponent == opponent ? run.length + 1 : 1;
        run.opponent = opponent;
        return run.length;
    };
    auto counted = [&](qint64 a, qint64 b) {
        return !onlyPair || (a == onlyPair->first && b == onlyPair->second) ||
               (a == onlyPair->second && b == onlyPair->first);
    };

    for (const Fixture *fixture : std::as_const(ordered)) {
        const qint64 home = fixture->homeTeamId;
        const qint64 away = fixture->awayTeamId;
        if (home == 0 || away == 0 || home == away)
            continue; // an incomplete fixture is no meeting (canAdd refuses it)
        const int homeRun = meet(home, away);
        const int awayRun = meet(away, home);
        if (!counted(home, away))
            continue;
        // The two runs differ when one team played someone else in a round the other rested.
        if (homeRun >= 3)
            return ThirdMeeting{home, away, fixture->round};
        if (awayRun >= 3)
            return ThirdMeeting{away, home, fixture->round};
    }
    return std::nullopt;
}

QString reason(const ThirdMeeting &third, const ScheduleRules::TeamName &teamName)
{
    return ScheduleRules::tr(
               "%1 and %2 would meet a third time in a row in round %3: two teams may not "
               "play each other more than twice in a row.")
        .arg(teamName(third.team), teamName(third.opponent))
        .arg(third.round);
}

} // namespace

RuleCheck ScheduleRules::checkConsecutiveMeetings(const QList<Fixture> &fixtures,
                                                  const TeamName &teamName)
{
    const auto third = firstThirdMeeting(fixtures);
    if (!third)
        return RuleCheck::ok();
    return RuleCheck::refused(reason(*third, teamName));
}

RuleCheck ScheduleRules::canAdd(const QList<Fixture> &existing, const Fixture &fixture,
                                const TeamName &teamName)
{
    if (fixture.homeTeamId == 0 || fixture.awayTeamId == 0)
        return RuleCheck::refused(tr("A match needs a home team and an away team."));
    if (fixture.homeTeamId == fixture.awayTeamId)
        return RuleCheck::refused(
            tr("%1 cannot play against itself.").arg(teamName(fixture.homeTeamId)));
    if (fixture.round < 1)
        return RuleCheck::refused(tr("Rounds are numbered from 1."));

    // A fixture being edited (same stored id) takes its own place rather than adding to it.
    QList<Fixture> schedule;
    schedule.reserve(existing.size() + 1);
    for (const Fixture &other : existing) {
        if (fixture.id != 0 && other.id == fixture.id)
            continue;
        schedule << other;
        if (other.round != fixture.round)
            continue;
        for (const qint64 team : {fixture.homeTeamId, fixture.awayTeamId}) {
            if (other.homeTeamId == team || other.awayTeamId == team)
                return RuleCheck::refused(
                    tr("%1 already plays in round %2.").arg(teamName(team)).arg(fixture.round));
        }
    }
    schedule << fixture;

    // Only the new pair is checked, so a schedule that already broke the rule elsewhere does
    // not block every other addition.
    const auto third =
        firstThirdMeeting(schedule, std::pair{fixture.homeTeamId, fixture.awayTeamId});
    if (!third)
        return RuleCheck::ok();
    return RuleCheck::refused(reason(*third, teamName));
}

RuleCheck ScheduleRules::canAddToSeason(const Season &season, const QList<Fixture> &existing,
                                        const Fixture &fixture, const TeamName &teamName)
{
    for (const qint64 team : {fixture.homeTeamId, fixture.awayTeamId}) {
        const bool inSeason =
            std::any_of(season.entries.cbegin(), season.entries.cend(),
                        [team](const SeasonEntry &entry) { return entry.teamId == team; });
        if (team != 0 && !inSeason)
            return RuleCheck::refused(
                tr("%1 does not play in %2.").arg(teamName(team), season.name));
    }
    return canAdd(existing, fixture, teamName);
}

qint64 ScheduleRules::divisionOf(const Season &season, qint64 homeTeamId, qint64 awayTeamId)
{
    qint64 home = -1;
    qint64 away = -2;
    for (const SeasonEntry &entry : season.entries) {
        if (entry.teamId == homeTeamId)
            home = entry.divisionId;
        if (entry.teamId == awayTeamId)
            away = entry.divisionId;
    }
    return home == away ? home : 0;
}

qint64 ScheduleRules::divisionOfMatch(qint64 fixtureDivisionId, const Season *season,
                                      qint64 homeTeamId, qint64 awayTeamId)
{
    if (fixtureDivisionId > 0)
        return fixtureDivisionId;
    return season ? divisionOf(*season, homeTeamId, awayTeamId) : 0;
}

int ScheduleRules::nextRound(const QList<Fixture> &fixtures)
{
    int round = 0;
    for (const Fixture &fixture : fixtures)
        round = std::max(round, fixture.round);
    return round + 1;
}

RuleCheck ScheduleRules::canGenerate(const Season &season, const QList<Fixture> &existing,
                                     bool doubleLeg, const TeamName &teamName)
{
    if (!existing.isEmpty()) {
        const auto played = std::count_if(existing.cbegin(), existing.cend(),
                                          [](const Fixture &f) { return f.isPlayed(); });
        return RuleCheck::refused(
            tr("%1 already has %n fixture(s), %2 of them played: a round robin is generated for a "
               "season without fixtures. Add more fixtures one by one.",
               nullptr, int(existing.size()))
                .arg(season.name)
                .arg(played));
    }
    const QList<Fixture> generated = RoundRobin::forSeason(season, doubleLeg);
    if (generated.isEmpty())
        return RuleCheck::refused(
            tr("Nothing to schedule in %1: each group needs at least two teams.").arg(season.name));
    return checkConsecutiveMeetings(generated, teamName);
}

RuleCheck ScheduleRules::canPlayNext(const QList<MatchSummary> &played, qint64 homeTeamId,
                                     qint64 awayTeamId, const TeamName &teamName)
{
    // The matches played so far, then the new one, each in a round of its own: a team's run
    // against one opponent is then exactly its consecutive matches against him.
    QList<Fixture> history;
    history.reserve(played.size() + 1);
    int round = 0;
    for (const MatchSummary &match : played) {
        Fixture fixture;
        fixture.round = ++round;
        fixture.homeTeamId = match.homeTeamId;
        fixture.awayTeamId = match.awayTeamId;
        history << fixture;
    }
    Fixture next;
    next.round = ++round;
    next.homeTeamId = homeTeamId;
    next.awayTeamId = awayTeamId;
    history << next;
    const auto third = firstThirdMeeting(history, std::pair{homeTeamId, awayTeamId});
    if (!third)
        return RuleCheck::ok();
    return RuleCheck::refused(
        tr("%1 played its last two matches against %2: two teams may not play each other more "
           "than twice in a row, so %1 must play another team first.")
            .arg(teamName(third->team), teamName(third->opponent)));
}

bool ScheduleRules::isBeingTracked(qint64 fixtureId, const QList<FixtureTracking> &tracking)
{
    return std::any_of(tracking.cbegin(), tracking.cend(),
                       [fixtureId](const FixtureTracking &each) {
                           return each.fixtureId == fixtureId && each.holdsFixture();
                       });
}

RuleCheck ScheduleRules::canRemove(const Fixture &fixture, const QList<FixtureTracking> &tracking,
                                   const TeamName &teamName)
{
    if (fixture.isPlayed())
        return RuleCheck::refused(
            tr("%1 against %2 has been played: undo its result before removing it.")
                .arg(teamName(fixture.homeTeamId), teamName(fixture.awayTeamId)));
    if (isBeingTracked(fixture.id, tracking))
        return RuleCheck::refused(
            tr("%1 against %2 is being tracked in the Matches area: finish or abandon that "
               "match first.")
                .arg(teamName(fixture.homeTeamId), teamName(fixture.awayTeamId)));
    return RuleCheck::ok();
}

RuleCheck ScheduleRules::canReplaceUnplayed(const QList<Fixture> &fixtures,
                                            const QList<FixtureTracking> &tracking,
                                            const TeamName &teamName)
{
    for (const Fixture &fixture : fixtures) {
        if (!fixture.isPlayed() && isBeingTracked(fixture.id, tracking))
            return RuleCheck::refused(
                tr("%1 against %2 is being tracked in the Matches area: finish or abandon that "
                   "match before replacing the schedule.")
                    .arg(teamName(fixture.homeTeamId), teamName(fixture.awayTeamId)));
    }
    return RuleCheck::ok();
}

} // namespace dugout
