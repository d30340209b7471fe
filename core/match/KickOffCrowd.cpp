#include "KickOffCrowd.h"

#include "DiceKeys.h"
#include "InjuryRules.h"
#include "KickOffRules.h"
#include "MatchFlow.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

// "#7 Griff (Reavers)": both teams' players are named in these results.
QString playerOfTeam(const MatchStep &step, Side side, int number)
{
    return u"%1 (%2)"_s.arg(MatchFlow::playerName(step, side, number),
                            MatchFlow::teamName(step, side));
}

} // namespace

void KickOffCrowd::throwARock(MatchStep &step)
{
    MatchState &s = step.state;
    int totals[2] = {0, 0};
    for (Side side : {Side::Home, Side::Away}) {
        const int die = step.roll(6, DiceKeys::forSide(side, DiceKeys::rock));
        const int fame = KickOffRules::kickOffFame(s.team(side));
        totals[side == Side::Home ? 0 : 1] = die + fame;
        step.log << tr("Fans of %1: D6 %2 + FAME %3 = %4.")
                        .arg(s.team(side).name)
                        .arg(die)
                        .arg(fame)
                        .arg(die + fame);
    }
    // The fans with the higher total throw at the other team; a tie, and a rock flies each way.
    if (totals[0] >= totals[1])
        rockHits(step, Side::Away);
    if (totals[1] >= totals[0])
        rockHits(step, Side::Home);
}

// A random player of `side` on the pitch, counted in shirt number order, takes an injury roll.
void KickOffCrowd::rockHits(MatchStep &step, Side side)
{
    QList<int> targets;
    for (const MatchPlayer &p : step.state.team(side).players) {
        if (isOnPitch(p.state))
            targets << p.number;
    }
    if (targets.isEmpty()) {
        step.log << tr("A rock flies at %1, but none of its players is on the pitch.")
                        .arg(MatchFlow::teamName(step, side));
        return;
    }
    std::sort(targets.begin(), targets.end());
    const int pick = step.roll(int(targets.size()), DiceKeys::forSide(side, DiceKeys::rockTarget));
    const int number = targets.value(pick - 1, targets.constFirst());
    step.log << tr("A rock hits %1 (D%2 %3).")
                    .arg(playerOfTeam(step, side, number))
                    .arg(targets.size())
                    .arg(pick);
    InjuryContext context;
    context.cause = KnockDownCause::Rock;
    InjuryRules::injure(step, side, number, context);
}

void KickOffCrowd::pitchInvasion(MatchStep &step)
{
    MatchState &s = step.state;
    // FAME counts Fan Favourites on the pitch: both are read before anyone is stunned.
    const int homeFame = KickOffRules::kickOffFame(s.home);
    const int awayFame = KickOffRules::kickOffFame(s.away);
    // Only the players hurt get a line: the dice of the others stay in the event.
    int hurt = 0;
    for (Side side : {Side::Home, Side::Away}) {
        const int fame = side == Side::Home ? awayFame : homeFame;
        for (MatchPlayer &p : s.team(side).players) {
            if (!isOnPitch(p.state))
                continue;
            const int die = step.roll(6, DiceKeys::forPlayer(side, DiceKeys::invasion, p.number));
            const QString name = playerOfTeam(step, side, p.number);
            if (die == 1 || die + fame < 6)
                continue;
            ++hurt;
            if (p.hasSkill(u"ball_and_chain"_s)) {
                p.state = PlayerState::KnockedOut;
                step.log << tr("%1: invasion D6 %2 + FAME %3, knocked out (Ball & Chain).")
                                .arg(name)
                                .arg(die)
                                .arg(fame);
            } else {
                p.state = PlayerState::Stunned;
                step.log
                    << tr("%1: invasion D6 %2 + FAME %3, stunned.").arg(name).arg(die).arg(fame);
            }
        }
    }
    if (hurt == 0)
        step.log << tr("The pitch invasion hurts nobody.");
}

} // namespace dugout
