#include "ChallengeRules.h"

namespace dugout {

namespace {

bool inSeason(const Season &season, qint64 teamId)
{
    return std::any_of(season.entries.begin(), season.entries.end(),
                       [teamId](const SeasonEntry &entry) { return entry.teamId == teamId; });
}

} // namespace

RuleCheck ChallengeRules::canChallenge(const Season &season, qint64 challenger, qint64 challenged)
{
    if (challenger == challenged)
        return RuleCheck::refused(tr("A team cannot challenge itself."));
    for (const qint64 team : {challenger, challenged}) {
        if (!inSeason(season, team))
            return RuleCheck::refused(
                tr("Team %1 does not play in %2: a challenge is between two teams of the season.")
                    .arg(team)
                    .arg(season.name));
    }
    return RuleCheck::ok();
}

RuleCheck ChallengeRules::canSubstitute(const Season &season, const QList<MatchSummary> &played,
                                        qint64 challenger, qint64 challenged, qint64 substitute)
{
    if (const RuleCheck check = canChallenge(season, challenger, challenged); !check)
        return check;
    if (substitute == challenger || substitute == challenged)
        return RuleCheck::refused(
            tr("The substitute must be a third team, neither the challenger nor the challenged."));
    if (!inSeason(season, substitute))
        return RuleCheck::refused(
            tr("Team %1 does not play in %2: the substitute must take part in the season.")
                .arg(substitute)
                .arg(season.name));
    for (const MatchSummary &match : played) {
        if ((match.homeTeamId == substitute && match.awayTeamId == challenger) ||
            (match.homeTeamId == challenger && match.awayTeamId == substitute))
            return RuleCheck::refused(
                tr("Team %1 has already played the challenger this season (match %2): a "
                   "substitute must not have.")
                    .arg(substitute)
                    .arg(match.matchId));
    }
    return RuleCheck::ok();
}

MatchRecord ChallengeRules::forfeit(qint64 leagueId, qint64 seasonId, qint64 winner, qint64 loser)
{
    MatchRecord record;
    record.leagueId = leagueId;
    record.seasonId = seasonId;
    record.forfeit = true;
    record.home.teamId = winner;
    record.home.score = 2;
    record.away.teamId = loser;
    record.away.score = 0;
    return record;
}

QStringList ChallengeRules::checkForfeit(const MatchRecord &record)
{
    QStringList problems;
    if (record.home.score != 2 || record.away.score != 0)
        problems << tr("A refused challenge is a 2–0 win for the home team, not %1–%2.")
                        .arg(record.home.score)
                        .arg(record.away.score);
    if (record.fixtureId != 0 || record.stage != FixtureStage::Regular)
        problems << tr("A refused challenge is not a match of the schedule.");
    if (record.concession != Concession::None || !record.dice.isEmpty())
        problems << tr("A refused challenge has no concession and no dice: nothing was played.");
    for (const TeamMatchRecord *team : {&record.home, &record.away}) {
        if (!team->players.isEmpty() || !team->casualties.isEmpty() || team->pettyCash != 0 ||
            team->inducementsSpent != 0 || team->inducements || !team->mvpNumbers.isEmpty() ||
            !team->advancements.isEmpty() || team->raisedDead != 0 ||
            !team->hireJourneymen.isEmpty())
            problems << tr("A refused challenge changes nothing else: no SPP, casualties, gold or "
                           "players.");
    }
    problems.removeDuplicates();
    return problems;
}

} // namespace dugout
