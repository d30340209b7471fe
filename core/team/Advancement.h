#pragma once

#include "Player.h"
#include "RuleCheck.h"

#include <QCoreApplication>
#include <QList>

namespace dugout {

class Ruleset;

// One thing an advancement roll lets a player take.
struct AdvancementOption
{
    enum class Kind { Skill, DoubleSkill, Ma, Av, Ag, St };
    Kind kind = Kind::Skill;
    QString skillId; // for Skill and DoubleSkill

    bool operator==(const AdvancementOption &) const = default;
};

// Advancement rolls (rulebook l.3272–3470): 2D6, a skill from the normal categories on any result,
// a characteristic on 10 (MA or AV), 11 (AG) and 12 (ST), a skill from the double categories
// on any double. No characteristic more than +2 over its starting value nor above 10; no
// skill held twice; Frenzy and Grab exclude each other.
class Advancement
{
    Q_DECLARE_TR_FUNCTIONS(Advancement)

public:
    static RuleCheck checkDice(int die1, int die2);
    // Exactly the choices the roll allows this player; empty for impossible dice.
    static QList<AdvancementOption> options(const Ruleset &rules, const Player &player, int die1,
                                            int die2);
    // Applies `option` if the roll allows it and the player has a roll pending.
    static RuleCheck apply(const Ruleset &rules, Player &player, int die1, int die2,
                           const AdvancementOption &option);

private:
    // At most the ruleset's gain over the starting value, never above its maximum (+2, 10).
    static bool canRaise(const Ruleset &rules, int gain, int current);
};

} // namespace dugout
