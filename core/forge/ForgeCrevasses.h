#pragma once

#include "ForgeKeys.h"
#include "core/match/MatchStep.h"
#include "core/team/RuleCheck.h"

#include <QCoreApplication>

namespace dugout {

// Crevasses opened by players (seed l.26–44, l.112–114, l.144–155).
//
// CreateCrevasse: player `number` of `side`, standing on open ice at `squares`[0], spends his
// action striking the ice ("<side>.strike" 2D6 + ST, ForgeTables::strike): 6 or less, a crevasse
// under him and he falls in (armour roll); 7–10 nothing; 11–15 a crevasse where the scatter
// template's D8 ("forge.scatter") points; 16+ a crevasse on the square next to him he chooses
// (`squares`[1]). A scattered crevasse pointing off the pitch, at the volcano or at a square
// holding a token opens nowhere (Dugout's choice); anyone standing where it opens falls in,
// entered as his knock-down.
//
// AccidentalCrevasse, "terrain" the cause (ForgeKeys): a D6 ("forge.accident") of 1 opens a
// crevasse. A big guy's step (ST 5 or more, Ball & Chain): on the square next to him where the
// D8 points. A pogo stick (the Goblin Pogoer): under him, he falls in. A bomb or a spell: under
// the blast (`squares`[0]). A foul: under the fouler and his victim (`target`), `squares` theirs,
// both fall in besides the foul's own damage. A thrown player's landing: under him, he falls in.
//
// Every crevasse opened this way rolls "forge.find" 2D6: 2 wakes a genestealer there, 12 finds
// a magic item, which works on a "forge.item" D6 of 6 (the item's table is in the Blood Bowl
// supplement, not in the seed: Dugout records the find and whether it works). A crevasse a
// player opens next to a lava flow fills at once and becomes a crest (seed l.114: the only
// square such a crevasse has, so the seed's draw among several never arises); its maker is
// splashed on a "<side>.splash" D6 of 1: armour broken, injury +1.
class ForgeCrevasses
{
    Q_DECLARE_TR_FUNCTIONS(ForgeCrevasses)

public:
    // What an accidental crevasse of `cause` reads from its event, so the tracker offers only
    // those inputs: the player who shook the ice (none for a bomb or a spell), his fouled victim
    // (`target`), how many squares (the fouler's and the victim's), whether the ball matters
    // (a thrown player's landing ends the turn only with it).
    struct AccidentInputs
    {
        bool player = true;
        bool victim = false;
        int squares = 1;
        bool ball = false;
    };
    static AccidentInputs accidentInputs(IceAccident cause);

    static RuleCheck strike(MatchStep &step);
    static RuleCheck accident(MatchStep &step);
};

} // namespace dugout
