#pragma once

#include "core/dice/Dice.h"
#include "core/team/RuleCheck.h"

#include <QCoreApplication>
#include <QList>
#include <QPair>
#include <QStringList>

#include <optional>

namespace dugout {

// How the four semi-finalists of the end-of-season tournament are chosen (rulebook
// l.3944–3955 and l.4005–4013): the four highest team values; the four best win rates (wins
// divided by matches played); team value multiplied by win rate; or the most league points, at
// 3/1/0 or 5/3/1 for a win, a draw, a loss; or play-off rounds the commissioner scheduled after
// the season (l.3956–3971), ranked by the league's points in those matches alone.
enum class PlayoffCriterion {
    HighestTeamValue,
    WinRate,
    TeamValueTimesWinRate,
    Points310,
    Points531,
    PlayoffRounds
};

// A league team as the selection sees it.
struct PlayoffCandidate
{
    qint64 teamId = 0;
    qint64 teamValue = 0;
    int played = 0;
    int wins = 0;
    int draws = 0;
    int losses = 0;
    // In the play-off rounds only (fixtures of stage PlayoffRound), with the league's points for
    // a win, a draw, a loss. A team that played none is not a candidate under PlayoffRounds.
    int playoffRoundsPlayed = 0;
    qint64 playoffRoundsPoints = 0;
};

// The four teams and the semi-finals drawn between them.
struct PlayoffDraw
{
    QList<qint64> qualified;                 // best first
    QList<qint64> decidedByLot;              // teams whose place at the cut a roll decided
    QList<QPair<qint64, qint64>> semiFinals; // two pairs; their winners meet in the final
};

// The end-of-season tournament's draw. Whatever the criterion, the four are split between the
// two semi-finals by lot (l.4013–4014): a D3 names the first qualified team's opponent, the other
// two meet in the other semi-final. The rulebook leaves ties to the commissioner (l.3933–3935):
// Dugout settles a tie across the cut by rolls among the teams level there, and says which
// teams a roll placed.
class PlayoffSelection
{
    Q_DECLARE_TR_FUNCTIONS(PlayoffSelection)

public:
    static RuleCheck canDraw(const QList<PlayoffCandidate> &candidates,
                             PlayoffCriterion criterion = PlayoffCriterion::Points310);
    // The candidates the criterion may choose from: all, or those who played the play-off rounds.
    static QList<PlayoffCandidate> eligible(const QList<PlayoffCandidate> &candidates,
                                            PlayoffCriterion criterion);
    static std::optional<PlayoffDraw> draw(const QList<PlayoffCandidate> &candidates,
                                           PlayoffCriterion criterion, Dice &dice,
                                           QString *error = nullptr);
    // -1, 0, 1: how `a` compares with `b` under `criterion` (1: a is better). Exact: win rates are
    // compared as fractions, never as floating point.
    static int compare(const PlayoffCandidate &a, const PlayoffCandidate &b,
                       PlayoffCriterion criterion);
    static QString criterionKey(PlayoffCriterion criterion);
    static std::optional<PlayoffCriterion> criterionFromKey(const QString &key);
    static QString criterionName(PlayoffCriterion criterion);
};

} // namespace dugout
