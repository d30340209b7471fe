#pragma once

namespace dugout {

// One roll in a player's action, as the coach describes it at the table (LRB6).
enum class OddsStepKind {
    Dodge,      // agility roll to leave a tackle zone; Dodge skill re-roll (l.1006-1015, l.6098)
    GoingForIt, // "Mettre le Paquet", 2+; Sure Feet re-roll (l.6093)
    PickUp,     // agility roll; Sure Hands re-roll
    Pass,       // agility roll with the range modifier; Pass skill re-roll (l.6340)
    Catch,      // agility roll; Catch skill re-roll (l.6499)
    Block,      // 1 to 3 block dice, attacker's or defender's choice (l.1142-1250)
    Armour,     // 2D6 must beat the armour value; never re-rolled (l.1745)
    Injury,     // 2D6 on the injury table; never re-rolled
};

// Who picks the block die that counts: the stronger player (l.1170-1175, l.1247-1249).
enum class BlockChooser { Attacker, Defender };

// What the coach needs from a block for the action to go on.
enum class BlockGoal {
    DefenderDown,   // the defender is knocked down (armour roll) and the attacker stays up
    AttackerStaysUp // no turnover: the attacker is not knocked down or placed prone
};

// What the coach needs from the injury roll (injury table: 2-7 stunned, 8-9 KO, 10-12 casualty).
enum class InjuryGoal { KnockedOutOrWorse, Casualty };

struct OddsStep
{
    OddsStepKind kind = OddsStepKind::Dodge;

    // Agility-type rolls (dodge, going for it, pick-up, pass, catch): the number needed on the
    // die ("3+") and the sum of the modifiers (tackle zones -1, Accurate +1, ...). A natural 1
    // always fails and a natural 6 always succeeds (l.994-996, l.1011-1013).
    int target = 3;
    int modifier = 0;
    // Dodge only: the player being left has Tackle, so the Dodge skill does not help (Tacle).
    bool opponentHasTackle = false;

    // Block only.
    int blockDice = 1;
    BlockChooser chooser = BlockChooser::Attacker;
    BlockGoal blockGoal = BlockGoal::DefenderDown;
    bool defenderHasBlock = false;
    bool defenderHasDodge = false;
    bool defenderHasWrestle = false;

    // Armour only: the victim's armour value; the roll must be greater (l.1360).
    int armourValue = 8;

    // Injury only.
    InjuryGoal injuryGoal = InjuryGoal::KnockedOutOrWorse;
};

} // namespace dugout
