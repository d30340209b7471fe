#include "WizardSpell.h"

#include "DiceKeys.h"
#include "PlayerStrike.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

const QString Fireball = u"fireball"_s;
const QString LightningBolt = u"lightning_bolt"_s;

bool nobodyActed(const TeamMatchState &team)
{
    return std::none_of(team.players.cbegin(), team.players.cend(),
                        [](const MatchPlayer &p) { return p.acted; });
}

} // namespace

RuleCheck WizardSpell::canCast(const MatchState &s, Side side)
{
    const TeamMatchState &team = s.team(side);
    if (team.bought.count(u"wizard"_s) == 0)
        return RuleCheck::refused(tr("%1 has not hired a wizard.").arg(team.name));
    if (team.spellCast)
        return RuleCheck::refused(tr("The wizard casts one spell per match: it is cast."));
    const bool ownTurnStart =
        s.active == side && ((s.phase == MatchPhase::AwaitTurn) ||
                             (s.phase == MatchPhase::Turn && !s.turnover && nobodyActed(team)));
    const bool ownTurnJustEnded = s.turnJustEnded == side && (s.phase == MatchPhase::AwaitTurn ||
                                                              s.phase == MatchPhase::DriveOver);
    if (!ownTurnStart && !ownTurnJustEnded)
        return RuleCheck::refused(
            tr("The wizard casts at the start of %1's own turn, before any of its players acts, "
               "or right after its turn ends.")
                .arg(team.name));
    return RuleCheck::ok();
}

RuleCheck WizardSpell::cast(MatchStep &step)
{
    const MatchEvent &e = step.event;
    if (const RuleCheck check = canCast(step.state, e.side); !check)
        return check;
    const bool fireball = e.item == Fireball;
    if (!fireball && e.item != LightningBolt)
        return RuleCheck::refused(
            tr("The wizard's spell is \"%1\" or \"%2\".").arg(Fireball, LightningBolt));
    const qsizetype named = e.numbers.size() + e.awayNumbers.size();
    if (!fireball && named != 1)
        return RuleCheck::refused(tr("A lightning bolt strikes exactly one player."));
    if (named > FireballMaxPlayers)
        return RuleCheck::refused(
            tr("A fireball reaches at most %1 squares: name at most %1 players.")
                .arg(FireballMaxPlayers));
    if (const RuleCheck check = PlayerStrike::checkNamed(step, fireball ? tr("the fireball")
                                                                        : tr("the lightning bolt"));
        !check)
        return check;
    step.team().spellCast = true;
    step.injuryDicePerPlayer = !PlayerStrike::diceKeyedByTeam(e);
    step.log << (fireball ? tr("%1's wizard casts a fireball.")
                          : tr("%1's wizard casts a lightning bolt."))
                    .arg(step.team().name);
    PlayerStrike::strikeNamed(step, fireball ? FireballHitsOn : LightningHitsOn,
                              tr("The fireball hits nobody."));
    return RuleCheck::ok();
}

} // namespace dugout
