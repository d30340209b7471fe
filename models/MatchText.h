#pragma once

#include "core/match/MatchEvent.h"
#include "core/match/MatchState.h"

#include <QColor>
#include <QCoreApplication>
#include <QString>

namespace dugout {

class Ruleset;

// How a tracked match reads in the tracker and in its printed summary, written in one place
// so the scoreboard, the rosters, the dialogs and the summary always agree.
class MatchText
{
    Q_DECLARE_TR_FUNCTIONS(MatchText)

public:
    static QString halfName(int half); // "Half 1", "Half 2", "Overtime"
    static QString phaseName(MatchPhase phase);
    static QString stateName(PlayerState state);
    // The chip colour of a state: green standing, amber prone, orange stunned, grey in the
    // dugout, blue KO, red casualty, purple sent off.
    static QColor stateColor(PlayerState state);
    static QString actionName(PlayerAction action);
    static QString causeName(KnockDownCause cause);
    static QString turnoverReasonName(TurnoverReason reason);
    // What an event is, in a few words, for a log row whose rules wrote nothing.
    static QString eventName(MatchEventType type);

    // Names of the weather and kick-off results by id; "—" for none.
    static QString weatherName(const Ruleset &rules, const QString &weatherId);
    static QString kickOffName(const Ruleset &rules, const QString &kickOffId);
    static QString positionName(const Ruleset &rules, const QString &positionId);
    // "TD 1 · CP 2 · INT 1 · CAS 1": the SPP events of this match; empty for none.
    static QString sppEvents(const MatchPlayer &player);
    // What the roster's tooltip adds for a player hired for this match only: a star's profile,
    // skills and hiring note (Brick & Grotty), a mercenary's Loner; empty for the team's own.
    static QString inducedNote(const Ruleset &rules, const MatchPlayer &player);
    // "#7 Griff Testwald".
    static QString playerLabel(const MatchPlayer &player);
    // "2 – 1".
    static QString score(const MatchState &state);
    // A special play card still at work (CardMark) on `side`: "Fan Uproar — Middenheim Wolves:
    // no team re-roll; for 3 team turns", "Intensive Training — #5 Kurt: +Tackle; for the rest
    // of the match".
    static QString cardMark(const Ruleset &rules, const MatchState &state, Side side,
                            const CardMark &mark);
};

} // namespace dugout
