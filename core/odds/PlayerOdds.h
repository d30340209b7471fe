#pragma once

#include "core/match/MatchState.h"
#include "core/odds/OddsSkills.h"
#include "core/odds/OddsStep.h"

#include <QCoreApplication>
#include <QList>

#include <optional>

namespace dugout {

// The actions a player takes in a team turn, as far as their rolls go.
enum class OddsAction { Move, Block, Blitz, Pass, HandOff, Foul };

// The odds of a tracked match's player (issue 22.2): what OddsChain needs, read from the match
// as the tracker holds it. His skills and the team's re-roll as they stand now, and each roll
// with the target his agility gives (agility table, competition rules l.946–960: 7 − AG, at least
// 1) and the modifiers of the roll and of the weather: +1 to dodge (l.1131–1135), +1 to pick up
// (l.1059–1062), +1 to catch an accurate pass (l.1535–1541), a short pass at +0 (l.1550–1556);
// very sunny −1 to pass, pouring rain −1 to catch and pick up, blizzard: going for it fails on
// 1 or 2 (weather table, l.2504–2526). The coach then changes what the table shows
// (tackle zones, range), as in the calculator.
class PlayerOdds
{
    Q_DECLARE_TR_FUNCTIONS(PlayerOdds)

public:
    // The player's skills that change the odds, and whether his team can still use a team
    // re-roll this turn: it is the team's turn, it has one left (or its Leader re-roll) and has
    // not used one this turn. nullopt when the team has no player with that number.
    static std::optional<OddsSkills> skills(const MatchState &state, Side side, int number);

    // One roll of this player's, as the table usually has it.
    static OddsStep step(const MatchState &state, Side side, int number, OddsStepKind kind);

    // The rolls an action usually asks for, in order: a move dodges once; a block or a blitz
    // rolls the block dice then the armour; a pass is thrown then caught; a hand-off is caught;
    // a foul rolls the armour.
    static QList<OddsStep> chain(const MatchState &state, Side side, int number, OddsAction action);

    static QString actionName(OddsAction action);
    static QList<OddsAction> actions();
};

} // namespace dugout
