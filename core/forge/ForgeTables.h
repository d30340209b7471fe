#pragma once

#include "core/rules/RuleTables.h"

#include <QList>

namespace dugout {

// What a player's strike on the ice does, by 2D6 + ST (seed l.30–36).
enum class IceStrike {
    UnderPlayer, // 6 or less: a one-square crevasse opens under him and he falls in
    Nothing,     // 7–10
    Scattered,   // 11–15: a crevasse where the scatter template points
    Chosen,      // 16 and more: a crevasse on a square next to him, of his choice
};

// A jump over a crevasse, by 2D6 + AG (seed l.66–74).
enum class CrevasseJump {
    InjuryRoll,  // 6 or less: falls in, straight to the injury roll
    FallsIn,     // 7: falls in, armour roll
    FallsBeyond, // 8–9: reaches the square aimed at but falls there, armour roll
    Lands,       // 10 and more
};

// A jump over a lava flow, by 2D6 + AG (seed l.99–106). The seed's table is not monotonic: a
// low roll (6 or less) lands badly on the far side, 7–9 drops the player into the lava.
enum class LavaJump {
    FallsBeyond, // 6 or less: falls on the square aimed at, armour roll
    IntoLava,    // 7–9: into the lava, dead
    Lands,       // 10 and more
};

// What the 2D6 rolled for each new crevasse finds under the ice (seed l.146, l.155).
enum class IceFind { Genestealer, Nothing, MagicItem };

// The numbers of La Forge de Sigmar, read from the ruleset's forge_de_sigmar.json (Ruleset::forge,
// RulesetLoader) like every other table; each read at its edges by tst_forge_tables. A row's id
// names its outcome (resources/rules/lrb6/README.md); a total past either end of a table reads
// its end row, as the injury table does.
class ForgeTables
{
public:
    IceStrike strike(int total) const;
    CrevasseJump crevasseJump(int total) const;
    LavaJump lavaJump(int total) const;
    IceFind find(int twoD6) const;
    // The lowest total of the strike table that reads `outcome` ("16 or more").
    int lowestTotal(IceStrike outcome) const;
    // The lowest total of a jump table that reads `outcome` ("10 or more" to land).
    int lowestTotal(CrevasseJump outcome) const;
    int lowestTotal(LavaJump outcome) const;
    // A magic item found works on a D6 of 6 (seed l.155).
    bool itemWorks(int d6) const { return d6 >= itemWorksOn; }
    // An accidental crevasse opens on a D6 of 1 (seed l.38, l.44).
    bool accidentOpens(int d6) const { return d6 <= accidentOpensOn; }
    // The lava of an artificial crest splashes its maker on a D6 of 1 (seed l.114).
    bool splashes(int d6) const { return d6 <= splashOn; }

    // The rows and numbers as read (all zero until the loader fills them).
    QList<TableRow> strikeRows;
    QList<TableRow> crevasseJumpRows;
    QList<TableRow> lavaJumpRows;
    QList<TableRow> findRows;

    int itemWorksOn = 0;
    int accidentOpensOn = 0;
    int splashOn = 0;
    int lavaInjuryModifier = 0;    // seed l.91
    int splashInjuryModifier = 0;  // seed l.114
    int crevassePassModifier = 0;  // seed l.62
    int crestPassModifier = 0;     // seed l.120
    int jumpOntoStrengthBonus = 0; // seed l.78, l.130

    // Movement points (seed l.60, l.66, l.99, l.122, l.124).
    int intoOrOutOfCrevasse = 0;
    int jumpOverCrevasseOrLava = 0;
    int ontoOrOffCrest = 0;
    int crestIntoCrevasse = 0;

    // A genestealer woken from the ice (seed l.148–149).
    int genestealerMa = 0;
    int genestealerSt = 0;
    int genestealerAg = 0;
    int genestealerAv = 0;

    // The ids each table's rows must use, in the order of the enums above.
    static const QStringList &strikeIds();
    static const QStringList &crevasseJumpIds();
    static const QStringList &lavaJumpIds();
    static const QStringList &findIds();
};

} // namespace dugout
