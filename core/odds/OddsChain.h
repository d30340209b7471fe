#pragma once

#include "core/odds/Fraction.h"
#include "core/odds/OddsSkills.h"
#include "core/odds/OddsStep.h"
#include "core/odds/ReRollChoice.h"

#include <QHash>
#include <QList>

namespace dugout {

// The answer for a whole chain: the exact chance that every roll succeeds when re-rolls are
// spent as well as they can be, and what to spend on each roll if it fails.
struct ChainOdds
{
    Fraction success;        // with re-rolls spent optimally
    Fraction withoutReRolls; // every roll must succeed first time
    QList<Fraction>
        stepChance; // each roll alone, before re-rolls (armour/injury: with Mighty Blow)
    // For each step, what to spend if it fails, assuming every earlier roll succeeded first time
    // (so nothing was spent yet). Armour and injury are never re-rolled: always None.
    QList<ReRollChoice> ifFails;
    // The same once the team re-roll has gone on an earlier roll (everything else unspent): the
    // best use can change, e.g. Pro instead of the team re-roll. None where the team had none.
    QList<ReRollChoice> ifFailsWithoutTeam;
};

// One player's action as a chain of rolls (LRB6). A dynamic program over (step, team re-roll
// left, skill re-rolls used, Pro used, Mighty Blow unused) gives the best use of every re-roll:
// one re-roll per roll (a re-roll is never re-rolled), each skill re-roll once per turn and for
// its own roll only, Pro once per turn, the team re-roll once per turn (4+ first for a Loner,
// and lost on 1-3, l.6501-6508), Mighty Blow on armour or injury, whichever needs it.
class OddsChain
{
public:
    OddsChain(QList<OddsStep> steps, OddsSkills skills);

    ChainOdds compute() const;

    // The chance of step `index` alone, before any re-roll (Mighty Blow counted for armour and
    // injury when the player has it).
    Fraction stepChance(qsizetype index) const;

    // Whether a skill of the player re-rolls this step (and has not been cancelled by Tackle).
    bool hasSkillReRollFor(const OddsStep &step) const;

private:
    struct Best
    {
        Fraction value;
        ReRollChoice choice = ReRollChoice::None;
    };
    struct State
    {
        bool team = false;
        int skillsUsed = 0; // one bit per skill re-roll kind
        bool proUsed = false;
        bool mightyBlow = false;
    };

    Fraction value(qsizetype index, State state) const;
    Best bestAfterFailure(qsizetype index, State state, const Fraction &chance) const;
    Fraction armourValue(qsizetype index, State state) const;
    Fraction injuryValue(qsizetype index, State state) const;
    static int skillBit(OddsStepKind kind);

    QList<OddsStep> m_steps;
    OddsSkills m_skills;
    // Memo of value() by (step, state): without it a long chain costs 5^steps evaluations.
    mutable QHash<int, Fraction> m_memo;
};

} // namespace dugout
