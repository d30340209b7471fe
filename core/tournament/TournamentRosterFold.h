#pragma once

#include "core/league/MatchRecord.h"
#include "core/league/PostMatchResult.h"
#include "core/team/RuleCheck.h"
#include "core/team/Team.h"
#include "core/tournament/Tournament.h"

#include <QCoreApplication>
#include <QHash>
#include <QMap>
#include <QPair>

namespace dugout {

class Dice;
class Ruleset;

// A game of a tournament, by round and table.
using TournamentGameKey = QPair<int, int>;

// What the coaches' rosters became after the games: each roster as it stands, the sequence of
// each game it went through, or the first game the sequence refused (nothing else is then
// meaningful).
struct TournamentRosterState
{
    QHash<qint64, Team> rosters; // entrant id → roster now
    QMap<TournamentGameKey, PostMatchResult> games;
    QString problem;

    bool ok() const { return problem.isEmpty(); }
};

// Progression between the rounds of an open tournament (issue 17.2). In progression, each game
// two coaches with rosters played goes through the players' steps of the league's post-match
// sequence (PostMatchSequence with PostMatchSteps::PlayersOnly: casualties, star player points
// and the MVP, advancements, injuries; rulebook l.3701–3760). The rosters are never stored after
// a game: they are the registered rosters folded through every game's completed record in round
// order, so correcting an early result carries into the later rounds, or is refused when a later
// game no longer fits (a player named there is now dead). In resurrection the registered roster
// is the roster of every game.
class TournamentRosterFold
{
    Q_DECLARE_TR_FUNCTIONS(TournamentRosterFold)

public:
    explicit TournamentRosterFold(const Ruleset &rules) : m_rules(rules) {}

    // The record the sequence plays for `game`: its score, and the players' details (SPP
    // events, casualties, MVPs, advancements, typed dice) from `details`, whose teams and scores
    // are replaced by the game's. Rosters stored with a tournament have no team ids (0).
    static MatchRecord recordFor(const TournamentGame &game, const MatchRecord &details);
    // Every problem the post-match steps would refuse the record for (a dry run: nothing is
    // rolled); empty when it fits.
    QStringList check(const Team &home, const Team &away, const MatchRecord &record) const;
    // One game through the players' steps; rolls what the record does not give.
    PostMatchResult play(const Team &home, const Team &away, const MatchRecord &record,
                         Dice &dice) const;
    // The rosters after every played game that has a record, in round and table order; with
    // `before`, only the games ahead of that round and table (the rosters a game starts with).
    TournamentRosterState fold(const Tournament &tournament, const QHash<qint64, Team> &starting,
                               const QMap<TournamentGameKey, MatchRecord> &records,
                               std::optional<TournamentGameKey> before = std::nullopt) const;
    // Whether `team` may become the roster of entrant `entrantId`: the race registered, within
    // the tournament's team rules, and no game of the coach's played yet (the roster a coach
    // plays the first game with is the one every later round starts from).
    RuleCheck canSetRoster(const Tournament &tournament, qint64 entrantId, const Team &team) const;
    // The part of canSetRoster that does not depend on the roster: a registered coach who has
    // not played yet.
    static RuleCheck canChangeRoster(const Tournament &tournament, qint64 entrantId);
    // Whether player details may be entered for `game`: a tournament in progression, not a bye,
    // and both coaches with a roster.
    static RuleCheck canTakeDetails(const Tournament &tournament,
                                    const QHash<qint64, Team> &starting,
                                    const TournamentGame &game);
    // Whether the game's result goes through the sequence: progression, both coaches with a
    // roster, not a bye.
    static bool progresses(const Tournament &tournament, const QHash<qint64, Team> &starting,
                           const TournamentGame &game);

private:
    const Ruleset &m_rules;
};

} // namespace dugout
