#include "TournamentRosterFold.h"

#include "core/dice/ScriptedDice.h"
#include "core/league/PostMatchSequence.h"
#include "core/rules/Ruleset.h"
#include "core/tournament/TournamentRosterCheck.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace dugout {

MatchRecord TournamentRosterFold::recordFor(const TournamentGame &game, const MatchRecord &details)
{
    MatchRecord record = details;
    record.leagueId = 0;
    record.seasonId = 0;
    record.fixtureId = 0;
    record.stage = FixtureStage::Regular;
    record.major = Major::None;
    record.forfeit = false;
    record.home.teamId = 0;
    record.away.teamId = 0;
    record.home.score = game.homeTouchdowns;
    record.away.score = game.awayTouchdowns;
    return record;
}

PostMatchResult TournamentRosterFold::play(const Team &home, const Team &away,
                                           const MatchRecord &record, Dice &dice) const
{
    // The league defaults: an MVP drawn at random among the players who could play.
    return PostMatchSequence(m_rules, LeagueOptions{}, PostMatchSteps::PlayersOnly)
        .run(home, away, record, dice);
}

QStringList TournamentRosterFold::check(const Team &home, const Team &away,
                                        const MatchRecord &record) const
{
    return PostMatchSequence(m_rules, LeagueOptions{}, PostMatchSteps::PlayersOnly)
        .validate(home, away, record);
}

bool TournamentRosterFold::progresses(const Tournament &tournament,
                                      const QHash<qint64, Team> &starting,
                                      const TournamentGame &game)
{
    return bool(canTakeDetails(tournament, starting, game));
}

TournamentRosterState
TournamentRosterFold::fold(const Tournament &tournament, const QHash<qint64, Team> &starting,
                           const QMap<TournamentGameKey, MatchRecord> &records,
                           std::optional<TournamentGameKey> before) const
{
    TournamentRosterState state;
    state.rosters = starting;
    QList<TournamentGame> games = tournament.games;
    std::sort(games.begin(), games.end(), [](const TournamentGame &a, const TournamentGame &b) {
        return std::pair(a.round, a.table) < std::pair(b.round, b.table);
    });
    for (const TournamentGame &game : std::as_const(games)) {
        const TournamentGameKey key(game.round, game.table);
        if (before && !(key < *before))
            break;
        if (!game.played || !records.contains(key) || !progresses(tournament, starting, game))
            continue;
        // A stored record is complete (every die it used is in it): replaying it rolls nothing.
        ScriptedDice none;
        PostMatchResult result =
            play(state.rosters.value(game.homeId), state.rosters.value(game.awayId),
                 recordFor(game, records.value(key)), none);
        if (!result.ok() || none.exhausted()) {
            const QString why =
                result.ok() ? tr("its record lacks dice (%1)").arg(none.purposes().join(u", "_s))
                            : result.errors.join(u" "_s);
            state.problem = tr("Round %1, table %2 no longer fits the rosters: %3")
                                .arg(game.round)
                                .arg(game.table)
                                .arg(why);
            return state;
        }
        state.rosters.insert(game.homeId, result.home);
        state.rosters.insert(game.awayId, result.away);
        state.games.insert(key, result);
    }
    return state;
}

RuleCheck TournamentRosterFold::canSetRoster(const Tournament &tournament, qint64 entrantId,
                                             const Team &team) const
{
    const Entrant *entrant = tournament.entrant(entrantId);
    if (!entrant)
        return RuleCheck::refused(tr("There is no coach %1 in this tournament.").arg(entrantId));
    if (team.rosterId != entrant->rosterId) {
        const Roster *roster = m_rules.roster(team.rosterId);
        const Roster *listed = m_rules.roster(entrant->rosterId);
        return RuleCheck::refused(tr("%1 registered %2; this roster is a %3 team.")
                                      .arg(entrant->coach,
                                           listed ? listed->name.current() : entrant->rosterId,
                                           roster ? roster->name.current() : team.rosterId));
    }
    if (const RuleCheck verdict = TournamentRosterCheck(m_rules, tournament.rules.team).check(team);
        !verdict)
        return RuleCheck::refused(u"%1: %2"_s.arg(entrant->coach, verdict.reason));
    return canChangeRoster(tournament, entrantId);
}

RuleCheck TournamentRosterFold::canChangeRoster(const Tournament &tournament, qint64 entrantId)
{
    const Entrant *entrant = tournament.entrant(entrantId);
    if (!entrant)
        return RuleCheck::refused(tr("There is no coach %1 in this tournament.").arg(entrantId));
    for (const TournamentGame &game : tournament.games) {
        if (game.played && !game.isBye() && game.involves(entrantId))
            return RuleCheck::refused(tr("%1 has played round %2: the roster can no longer change.")
                                          .arg(entrant->coach)
                                          .arg(game.round));
    }
    return RuleCheck::ok();
}

RuleCheck TournamentRosterFold::canTakeDetails(const Tournament &tournament,
                                               const QHash<qint64, Team> &starting,
                                               const TournamentGame &game)
{
    if (tournament.rules.team.progression != RosterProgression::Progression)
        return RuleCheck::refused(
            tr("This tournament plays every game with the registered rosters (resurrection): "
               "player details would change nothing."));
    if (game.isBye())
        return RuleCheck::refused(tr("A bye has no players to record."));
    for (const qint64 id : {game.homeId, game.awayId}) {
        if (!starting.contains(id)) {
            const Entrant *entrant = tournament.entrant(id);
            return RuleCheck::refused(
                tr("%1 has no roster in this tournament: give the coach one to record what "
                   "the players did.")
                    .arg(entrant ? entrant->coach : QString::number(id)));
        }
    }
    return RuleCheck::ok();
}

} // namespace dugout
