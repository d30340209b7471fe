#pragma once

#include <QString>

namespace dugout {

class Ruleset;

enum class InjuryOutcome {
    Stunned,
    KnockedOut,
    BadlyHurt, // a casualty with no casualty roll: Stunty's 9 (l.6306–6308)
    Casualty,  // roll on the casualty table
};

// An armour roll read against a player's AV.
struct ArmourReading
{
    int total = 0; // the dice, the modifiers and the bonus when it was spent here
    bool broken = false;
    bool byClaw = false;    // broken only because Claw breaks any armour on 8+
    bool bonusUsed = false; // the +1 of Mighty Blow / Dirty Player went on this roll
};

// An injury roll read on the injury table, with the victim's skills.
struct InjuryReading
{
    InjuryOutcome outcome = InjuryOutcome::Stunned;
    QString
        tableRowId; // the row of the injury table the outcome reads ("stunned", "ko", "casualty")
    QString changedBy; // skill id that changed the plain table reading ("thick_skull", "stunty"),
                       // or empty
};

// The arithmetic of armour and injury rolls (rulebook l.1367; skills Mighty Blow, Dirty
// Player, Claw, Thick Skull, Stunty), free of any match state so every boundary can be tested.
class InjuryRoll
{
public:
    // `dice` is the natural 2D6, `modifier` what always applies (foul assists, chainsaw +3).
    // `bonus` is the optional +1 of Mighty Blow or Dirty Player: the rules let the attacker put it
    // on the armour or on the injury roll, and he puts it on the armour only when that breaks
    // an armour that would otherwise hold; otherwise it is kept for the injury roll.
    static ArmourReading armour(int dice, int av, int modifier, int bonus, bool claw);

    // The injury table read for a modified total. Stunty reads 7 as KO and 9 as Badly Hurt
    // outright (l.6306–6308: no casualty roll); Thick Skull reads a KO of 8 as stunned, and with
    // Stunty a 7 as stunned (8 stays KO). Ball & Chain reads stunned as KO (skills: Chaîne et
    // boulet).
    static InjuryReading injury(const Ruleset &rules, int total, bool thickSkull, bool stunty,
                                bool ballAndChain = false);

    // D68: the D6 gives the tens, the D8 the units.
    static int d68(int d6, int d8) { return 10 * d6 + d8; }
};

} // namespace dugout
