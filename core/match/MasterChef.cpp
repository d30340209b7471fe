#include "MasterChef.h"

#include "DiceKeys.h"

using namespace Qt::StringLiterals;

namespace dugout {

void MasterChef::startOfHalf(MatchStep &step)
{
    for (const Side side : {Side::Home, Side::Away}) {
        TeamMatchState &team = step.state.team(side);
        if (team.bought.count(u"halfling_master_chef"_s) == 0)
            continue;
        TeamMatchState &other = step.state.team(opponent(side));
        QStringList dice;
        int successes = 0;
        for (int i = 0; i < Dice; ++i) {
            const int die = step.roll(6, DiceKeys::forSide(side, QString(DiceKeys::chef)));
            dice << QString::number(die);
            if (die >= StealsOn)
                ++successes;
        }
        const int stolen = qMin(successes, other.rerolls);
        team.rerolls += successes;
        other.rerolls -= stolen;
        step.log << tr("%1's master chef: 3D6 %2, %n success(es): +%3 team re-roll(s) for the "
                       "half; %4 loses %5.",
                       nullptr, successes)
                        .arg(team.name, dice.join(u", "_s))
                        .arg(successes)
                        .arg(other.name)
                        .arg(stolen);
    }
}

} // namespace dugout
