#pragma once

namespace dugout {

// The acting player's skills and the team's re-roll, as far as the odds of one action care.
// A skill re-roll works once per turn and only for its own kind of roll; Pro once per turn for
// any roll but armour and injury; the team re-roll once per turn, after a 4+ for a Loner.
struct OddsSkills
{
    bool teamReRoll = false; // the team still has a re-roll and has not used one this turn

    bool dodge = false; // Esquive: re-roll a failed dodge; on block dice, Stumbles is only a push
    bool sureFeet = false;   // Équilibre: re-roll a failed going for it
    bool sureHands = false;  // Prise Sûre: re-roll a failed pick-up
    bool pass = false;       // Passe: re-roll a failed pass
    bool catchSkill = false; // Réception: re-roll a failed catch (the receiver's)
    bool pro = false;        // 4+ then re-roll any of the player's rolls (l.6465-6470), not a catch
    bool loner = false;      // 4+ before the team re-roll (l.6501-6508); a catch is the receiver's

    bool block = false;      // Blocage: Both Down does not knock this player down
    bool tackle = false;     // Tacle: the defender's Dodge does not turn Stumbles into a push
    bool mightyBlow = false; // Châtaigne: +1 to the armour or the injury roll, not both (l.6070)
    bool claw = false;       // Griffes: 8 or more after modifiers breaks any armour (l.6369)
};

} // namespace dugout
