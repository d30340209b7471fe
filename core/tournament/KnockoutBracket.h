#pragma once

#include "core/team/RuleCheck.h"
#include "core/tournament/StandingLine.h"
#include "core/tournament/Tournament.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>

namespace dugout {

// One game of a bracket, known or still waiting for the winners of the games before it.
struct KnockoutMatch
{
    int round = 1;     // the tournament's round it is played in
    int stage = 1;     // its bracket's round: 1 first, the last is the final
    int slot = 0;      // its place in that stage, 0 at the top of the bracket
    qint64 homeId = 0; // 0: not known yet
    qint64 awayId = 0; // 0: not known yet (or nobody, for a bye)
    int homeSeed = 0;  // the seed numbers in this bracket, 0 while unknown
    int awaySeed = 0;
    bool bye = false;    // the home coach goes through without playing
    bool stored = false; // paired and stored as a game of the tournament
    TournamentGame game; // the stored game, when `stored`
    qint64 winnerId = 0; // 0 while undecided

    bool known() const { return homeId != 0 && (bye || awayId != 0); }
};

// A straight knockout drawn from an open tournament's coaches and played out from its games.
// The bracket has room for the next power of two; the coaches seeded 1, 2, 3… take the standard
// places (1 v 16, 8 v 9, 4 v 13… in a bracket of 16), so seeds 1 and 2 can meet only in the
// final, and the empty places are byes that fall to the top seeds. Winners go through; a level
// game goes to the coach the organiser names (who won the sudden death). With a consolation
// bracket, the losers of the first games play a knockout of their own, one round behind, seeded
// in their original order. Nothing about the bracket is stored but the games: it is drawn again
// from the coaches of round 1 (or the active coaches before it) and the results.
class KnockoutBracket
{
    Q_DECLARE_TR_FUNCTIONS(KnockoutBracket)

public:
    static KnockoutBracket build(const Tournament &tournament);
    // The coaches a knockout (or the pools) is drawn from, in seed order: those of round 1 once
    // it is paired (so a drop-out or a late registration never redraws it), the active coaches
    // before; sorted by registration or by the tournament's draw.
    static QList<qint64> seedOrder(const Tournament &tournament);
    // The seed numbers of a bracket of `size` places (a power of two) from top to bottom:
    // 1, 8, 4, 5, 2, 7, 3, 6 for 8.
    static QList<int> seedingOrder(int size);
    // "Final", "Semi-finals", "Quarter-finals", "Round of 16"…: stage `stage` of `stages`.
    static QString stageName(int stage, int stages);

    // The coaches in seed order (seed 1 first).
    const QList<qint64> &seeds() const { return m_seeds; }
    // Each stage's games, first stage first.
    const QList<QList<KnockoutMatch>> &main() const { return m_main; }
    const QList<QList<KnockoutMatch>> &consolation() const { return m_consolation; }
    // Why there is no consolation bracket although the organiser asked for one (empty if there is).
    QString consolationNote() const { return m_consolationNote; }
    int stages() const { return int(m_main.size()); }
    // The tournament's round of the bracket's first stage: 1, or the round after the pools.
    int firstRound() const { return m_firstRound; }
    // Why there is no bracket yet (the pools still playing), empty otherwise.
    QString note() const { return m_note; }
    qint64 champion() const;
    qint64 consolationWinner() const;

    // Whether the next round can be paired: the previous one wholly decided, the final not
    // yet played.
    RuleCheck canPairNextRound(const Tournament &tournament) const;
    // The next round's games: the main bracket's games first, then the consolation's, the byes
    // last; tables numbered 1, 2, …
    QList<TournamentGame> nextRound(const Tournament &tournament) const;
    // Whether the winner of the game at `table` of `round` may change: not once the next round
    // has been paired with the winner in it.
    RuleCheck canChangeWinner(const Tournament &tournament, int round, int table) const;
    // The standings reordered as the bracket places coaches: the champion first, then the
    // finalist, then by how far each went (the consolation ranks those out in the first game),
    // the better seed first among coaches who went out at the same stage. Ranks renumbered.
    QList<StandingLine> rank(const QList<StandingLine> &lines) const;

private:
    QList<QList<KnockoutMatch>> play(const QList<qint64> &seeds, int firstRound,
                                     const Tournament &tournament) const;
    // How far a coach got: the stage they last played or will play, one more for the winner.
    int reached(const QList<QList<KnockoutMatch>> &bracket, qint64 entrantId) const;

    QList<qint64> m_seeds;
    QHash<qint64, int> m_seedOf;
    QList<QList<KnockoutMatch>> m_main;
    QList<QList<KnockoutMatch>> m_consolation;
    QString m_consolationNote;
    QString m_note;
    int m_firstRound = 1;
};

} // namespace dugout
