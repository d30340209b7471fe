#include "KnockDownRules.h"

#include "CardLasting.h"
#include "InjuryRules.h"
#include "MatchEventKeys.h"
#include "MatchFlow.h"
#include "TurnRules.h"

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

QString knockDownLine(const MatchStep &step, const QString &who, const MatchPlayer *attacker)
{
    const Side attackerSide = step.event.teamMate ? step.event.side : opponent(step.event.side);
    switch (step.event.cause) {
    case KnockDownCause::Block:
        return KnockDownRules::tr("%1 is knocked down by %2.")
            .arg(who, MatchFlow::playerName(step, attackerSide, attacker->number));
    case KnockDownCause::Chainsaw:
        return KnockDownRules::tr("%1 is attacked with the chainsaw of %2.")
            .arg(who, MatchFlow::playerName(step, attackerSide, attacker->number));
    case KnockDownCause::Stab:
        return KnockDownRules::tr("%1 is stabbed by %2.")
            .arg(who, MatchFlow::playerName(step, attackerSide, attacker->number));
    case KnockDownCause::Kickback:
        return KnockDownRules::tr("The chainsaw of %1 kicks back.").arg(who);
    case KnockDownCause::Fall:
        return KnockDownRules::tr("%1 falls.").arg(who);
    case KnockDownCause::Landing:
        return KnockDownRules::tr("%1 fails his landing.").arg(who);
    case KnockDownCause::SpikedBall:
        return KnockDownRules::tr("%1 fails to hold the spiked ball: stabbed.").arg(who);
    case KnockDownCause::Crowd:
        return KnockDownRules::tr("%1 is pushed into the crowd.").arg(who);
    case KnockDownCause::Rock:
    case KnockDownCause::Other:
        break;
    }
    return KnockDownRules::tr("%1 is knocked down.").arg(who);
}

// Blackmail (random_events.blackmail): a knock-down between two players of one team, one of
// them the player the team in its turn controls, who took a Block or a Blitz for it (his block
// of a team-mate, or its both down and attacker down).
RuleCheck checkTeamMates(const MatchStep &step)
{
    const MatchEvent &e = step.event;
    const QString who = MatchFlow::playerName(step, e.side, e.number);
    const QString attacker = MatchFlow::playerName(step, e.side, e.target);
    if (e.target == e.number)
        return RuleCheck::refused(KnockDownRules::tr("%1 cannot knock himself down.").arg(who));
    const CardMark *mark = CardLasting::controlledBy(step.state, e.side, e.target);
    if (!mark)
        mark = CardLasting::controlledBy(step.state, e.side, e.number);
    if (!mark)
        return RuleCheck::refused(
            KnockDownRules::tr("%1 and %2 play for the same team: a player knocks down a "
                               "team-mate only when the other team controls one of them this "
                               "turn (Blackmail).")
                .arg(attacker, who));
    const QString card = CardLasting::cardName(step.rules, mark->card);
    const QString controlled = MatchFlow::playerName(step, e.side, mark->number);
    if (mark->acted != playerActionKey(PlayerAction::Block) &&
        mark->acted != playerActionKey(PlayerAction::Blitz))
        return RuleCheck::refused(
            KnockDownRules::tr("%1 has not taken a Block or a Blitz for %2 this turn (%3).")
                .arg(controlled, step.state.team(step.state.active).name, card));
    return RuleCheck::ok();
}

// The attacker a cause needs (`target` of the other side, or of the victim's with
// `teamMate`), or the reason he cannot be.
RuleCheck findAttacker(MatchStep &step, const MatchPlayer **attacker)
{
    const KnockDownCause cause = step.event.cause;
    if (!KnockDownRules::needsAttacker(cause))
        return step.event.teamMate ? RuleCheck::refused(KnockDownRules::tr(
                                         "This cause names no attacker, team-mate or not."))
                                   : RuleCheck::ok();
    const Side side = step.event.teamMate ? step.event.side : opponent(step.event.side);
    const TeamMatchState &team = step.state.team(side);
    // On the pitch rather than standing: after "both down" the second player goes down by the
    // hand of one already lying there.
    const MatchPlayer *found = team.player(step.event.target);
    if (!found || !isOnPitch(found->state))
        return RuleCheck::refused(
            KnockDownRules::tr("Choose the attacker among the players of %1 on the pitch.")
                .arg(team.name));
    if (step.event.teamMate) {
        if (const RuleCheck check = checkTeamMates(step); !check)
            return check;
    } else {
        // Blackmail: the player the team in its turn controls is one of its own this turn; its
        // players do not block him, nor he them.
        const MatchEvent &e = step.event;
        std::pair<Side, int> controlled{e.side, e.number};
        const CardMark *mark = CardLasting::controlledBy(step.state, e.side, e.number);
        if (!mark) {
            controlled = {side, e.target};
            mark = CardLasting::controlledBy(step.state, side, e.target);
        }
        if (mark)
            return RuleCheck::refused(
                KnockDownRules::tr("%1 plays for %2 this turn (%3): he does not block its "
                                   "players, nor they him.")
                    .arg(MatchFlow::playerName(step, controlled.first, controlled.second),
                         step.state.team(step.state.active).name,
                         CardLasting::cardName(step.rules, mark->card)));
    }
    const QString name = MatchFlow::playerName(step, side, step.event.target);
    if (cause == KnockDownCause::Chainsaw && !found->hasSkill(u"chainsaw"_s))
        return RuleCheck::refused(KnockDownRules::tr("%1 has no chainsaw.").arg(name));
    if (cause == KnockDownCause::Stab && !found->hasSkill(u"stab"_s))
        return RuleCheck::refused(KnockDownRules::tr("%1 has no %2 skill.")
                                      .arg(name, InjuryRules::skillName(step, u"stab"_s)));
    *attacker = found;
    return RuleCheck::ok();
}

// The chainsaw's +3 on an armour roll (skills l.346–348): against its victim, against its
// wielder whenever he is knocked down (his own kick-back included), and against an opponent
// who knocks himself over blocking him. A stab's armour roll is never modified.
bool chainsawOnArmour(const MatchEvent &e, const MatchPlayer &victim, const MatchPlayer *attacker)
{
    if (e.cause == KnockDownCause::Stab || e.cause == KnockDownCause::SpikedBall)
        return false;
    if (e.cause == KnockDownCause::Chainsaw || e.cause == KnockDownCause::Kickback ||
        victim.hasSkill(u"chainsaw"_s))
        return true;
    return e.cause == KnockDownCause::Block && attacker && attacker->hasSkill(u"chainsaw"_s);
}

// Causes whose attack does nothing at all when the armour holds: the victim stays on his feet.
bool harmlessWhenArmourHolds(KnockDownCause cause)
{
    return cause == KnockDownCause::Chainsaw || cause == KnockDownCause::Kickback ||
           cause == KnockDownCause::Stab || cause == KnockDownCause::SpikedBall;
}

// l.893–915: a player of the active team going down ends its turn, except a push into the
// crowd or a failed landing of a thrown team-mate, which do so only when he held the ball. A
// player the active team controls under Blackmail counts as one of its own this turn.
void turnoverIfNeeded(MatchStep &step)
{
    const MatchEvent &e = step.event;
    if (e.side != step.state.active && !CardLasting::controlledBy(step.state, e.side, e.number))
        return;
    if (KnockDownRules::ballDecidesTurnover(step.state, e) && !e.ball)
        return;
    MatchFlow::turnover(step, e.cause == KnockDownCause::Landing ? TurnoverReason::FailedLanding
                                                                 : TurnoverReason::KnockedDown);
}

// Ball & Chain (skills: Chaîne et boulet): knocked down or placed prone, he goes straight to
// the injury roll with no armour roll.
bool straightToInjury(const MatchPlayer &victim, KnockDownCause cause)
{
    return victim.hasSkill(u"ball_and_chain"_s) && !harmlessWhenArmourHolds(cause);
}

// Armour then injury for a knock-down that has one; answers false when the victim stayed up.
bool armourAndInjury(MatchStep &step, MatchPlayer &victim, const MatchPlayer *attacker,
                     const InjuryContext &context)
{
    const MatchEvent &e = step.event;
    int modifier = 0;
    if (chainsawOnArmour(e, victim, attacker)) {
        modifier = InjuryRules::ChainsawArmourBonus;
        step.log << KnockDownRules::tr("%1: +%2 on the armour roll.")
                        .arg(InjuryRules::skillName(step, u"chainsaw"_s))
                        .arg(InjuryRules::ChainsawArmourBonus);
    }
    // Suitable Pitch (special_play_cards.json): hazards added or removed for this drive.
    if (const int pitch = CardLasting::sum(step.team(), u"armour_modifier"_s)) {
        modifier += pitch;
        step.log << KnockDownRules::tr("A special play card: %1 on the armour roll.")
                        .arg(QString::asprintf("%+d", pitch));
    }
    const bool block = e.cause == KnockDownCause::Block;
    const QString bonusSkill =
        block && attacker->hasSkill(u"mighty_blow"_s) ? u"mighty_blow"_s : QString();
    const bool claw = block && attacker->hasSkill(u"claw"_s);
    ArmourReading armour;
    InjuryRules::rollArmour(step, e.side, e.number, modifier, bonusSkill, claw, &armour);
    if (armour.broken) {
        const int extra = !bonusSkill.isEmpty() && !armour.bonusUsed ? 1 : 0;
        if (extra)
            step.log << KnockDownRules::tr("%1: +%2 on the injury roll.")
                            .arg(InjuryRules::skillName(step, bonusSkill))
                            .arg(extra);
        InjuryRules::injureWith(step, e.side, e.number, context, extra);
        return true;
    }
    if (harmlessWhenArmourHolds(e.cause)) {
        step.log << KnockDownRules::tr("The armour of %1 holds: no effect, he stays on his feet.")
                        .arg(MatchFlow::playerName(step, e.side, e.number));
        return false;
    }
    victim.state = PlayerState::Prone;
    return true;
}

} // namespace

MatchEvent KnockDownRules::suggested(const MatchState &state, std::optional<Side> selectedSide,
                                     int selectedNumber)
{
    const Side attackerSide = state.active;
    const std::optional<Side> side = selectedNumber > 0 ? selectedSide : std::nullopt;
    const MatchPlayer *selected = side ? state.team(*side).player(selectedNumber) : nullptr;
    const bool blocker = selected && *side == attackerSide && selected->acted &&
                         TurnRules::declaredBlock(state.team(attackerSide), selectedNumber);
    MatchEvent e;
    e.type = MatchEventType::KnockDown;
    // Blackmail: the player the team in its turn controls, once he has blocked or blitzed for
    // it, knocks down one of his own team-mates.
    const CardMark *controlled =
        side ? CardLasting::controlledBy(state, *side, selectedNumber) : nullptr;
    if (controlled && (controlled->acted == playerActionKey(PlayerAction::Block) ||
                       controlled->acted == playerActionKey(PlayerAction::Blitz))) {
        e.side = *side;
        e.target = selectedNumber;
        e.teamMate = true;
        for (const MatchPlayer &p : state.team(e.side).players) {
            if (p.state == PlayerState::Standing && p.number != selectedNumber) {
                e.number = p.number;
                break;
            }
        }
        return e;
    }
    e.side = blocker || !side ? opponent(attackerSide) : *side;
    e.number = blocker || !side ? 0 : selectedNumber;
    if (e.number == 0) {
        for (const MatchPlayer &p : state.team(e.side).players) {
            if (p.state == PlayerState::Standing) {
                e.number = p.number;
                break;
            }
        }
    }
    // l.888–900: a player of the team in its turn going down is a fall (and a turnover); one of
    // the other team was knocked down by this turn's blocker.
    // A player the team in its turn controls under Blackmail is one of its own this turn.
    e.cause = e.side == attackerSide || CardLasting::controlledBy(state, e.side, e.number)
                  ? KnockDownCause::Fall
                  : KnockDownCause::Block;
    if (e.cause == KnockDownCause::Block) {
        const TeamMatchState &attackers = state.team(attackerSide);
        e.target = blocker ? selectedNumber : attackers.blitzer;
        if (e.target == 0 && !attackers.blockers.isEmpty())
            e.target = attackers.blockers.constLast();
        for (const MatchPlayer &p : attackers.players) {
            if (e.target == 0 && isOnPitch(p.state))
                e.target = p.number;
        }
    }
    return e;
}

RuleCheck KnockDownRules::knockDown(MatchStep &step)
{
    const MatchEvent &e = step.event;
    if (e.cause == KnockDownCause::Rock)
        return RuleCheck::refused(KnockDownRules::tr(
            "A rock is part of the kick-off result, not a knock-down of its own."));
    // Spiked Ball (special_play_cards.json, dirty_tricks.spiked_ball): a failed catch or pick-up
    // is a stab until the drive ends, the kick-off's catch included (before the receiving
    // team's turn).
    const bool spiked = e.cause == KnockDownCause::SpikedBall;
    if (spiked && !KnockDownRules::spikedBallInPlay(step.state))
        return RuleCheck::refused(KnockDownRules::tr(
            "No Spiked Ball is in play: a failed catch or pick-up is no knock-down."));
    if (step.state.phase != MatchPhase::Turn &&
        !(spiked && step.state.phase == MatchPhase::AwaitTurn))
        return RuleCheck::refused(
            spiked ? KnockDownRules::tr("A spiked ball stabs during a team turn or right after the "
                                        "kick-off.")
                   : KnockDownRules::tr("Players are knocked down only during a team turn."));
    MatchPlayer *victim = step.team().player(e.number);
    if (!victim)
        return RuleCheck::refused(KnockDownRules::tr("%1 has no player #%2.")
                                      .arg(step.team().name, QString::number(e.number)));
    const QString who = MatchFlow::playerName(step, e.side, e.number);
    if (!isOnPitch(victim->state))
        return RuleCheck::refused(KnockDownRules::tr("%1 is not on the pitch.").arg(who));
    // Only a bomb and the like ("Other") reach players already on the ground.
    if (e.cause != KnockDownCause::Other && victim->state != PlayerState::Standing)
        return RuleCheck::refused(KnockDownRules::tr("%1 is already down.").arg(who));
    if (e.cause == KnockDownCause::Kickback && !victim->hasSkill(u"chainsaw"_s))
        return RuleCheck::refused(KnockDownRules::tr("%1 has no chainsaw to kick back.").arg(who));
    const MatchPlayer *attacker = nullptr;
    if (const RuleCheck check = findAttacker(step, &attacker); !check)
        return check;
    step.log << knockDownLine(step, who, attacker);

    const InjuryContext context{e.cause, attacker, false, 0, e.teamMate};
    bool wentDown = true;
    if (e.cause == KnockDownCause::Crowd) {
        InjuryRules::injure(step, e.side, e.number, context); // no armour roll into the crowd
    } else if (straightToInjury(*victim, e.cause)) {
        step.log << KnockDownRules::tr("%1: no armour roll, straight to the injury roll.")
                        .arg(InjuryRules::skillName(step, u"ball_and_chain"_s));
        InjuryRules::injure(step, e.side, e.number, context);
    } else {
        wentDown = armourAndInjury(step, *victim, attacker, context);
    }
    if (wentDown)
        turnoverIfNeeded(step);
    return RuleCheck::ok();
}

// Diving tackle, wrestle and the like: down without an armour roll (l.897–900: a turnover only
// when a player of the active team held the ball). Ball & Chain rolls for injury even so.
RuleCheck KnockDownRules::placeProne(MatchStep &step)
{
    const MatchEvent &e = step.event;
    if (step.state.phase != MatchPhase::Turn)
        return RuleCheck::refused(
            KnockDownRules::tr("Players are placed prone only during a team turn."));
    MatchPlayer *player = step.team().player(e.number);
    if (!player)
        return RuleCheck::refused(KnockDownRules::tr("%1 has no player #%2.")
                                      .arg(step.team().name, QString::number(e.number)));
    const QString who = MatchFlow::playerName(step, e.side, e.number);
    if (player->state != PlayerState::Standing)
        return RuleCheck::refused(isOnPitch(player->state)
                                      ? KnockDownRules::tr("%1 is already down.").arg(who)
                                      : KnockDownRules::tr("%1 is not on the pitch.").arg(who));
    step.log << KnockDownRules::tr("%1 is placed prone.").arg(who);
    if (player->hasSkill(u"ball_and_chain"_s)) {
        step.log << KnockDownRules::tr("%1: no armour roll, straight to the injury roll.")
                        .arg(InjuryRules::skillName(step, u"ball_and_chain"_s));
        InjuryRules::injure(step, e.side, e.number,
                            InjuryContext{KnockDownCause::Other, nullptr, false, 0});
    } else {
        player->state = PlayerState::Prone;
    }
    if (e.ball && KnockDownRules::ballDecidesTurnover(step.state, e))
        MatchFlow::turnover(step, TurnoverReason::KnockedDown);
    return RuleCheck::ok();
}

bool KnockDownRules::spikedBallInPlay(const MatchState &state)
{
    return CardLasting::find(state.home, u"spiked_ball"_s) ||
           CardLasting::find(state.away, u"spiked_ball"_s);
}

bool KnockDownRules::needsAttacker(KnockDownCause cause)
{
    return cause == KnockDownCause::Block || cause == KnockDownCause::Chainsaw ||
           cause == KnockDownCause::Stab;
}

bool KnockDownRules::rollsArmour(const MatchPlayer &victim, KnockDownCause cause)
{
    return cause != KnockDownCause::Crowd && cause != KnockDownCause::Rock &&
           !straightToInjury(victim, cause);
}

bool KnockDownRules::ballDecidesTurnover(const MatchState &state, const MatchEvent &event)
{
    if (state.phase != MatchPhase::Turn ||
        (event.side != state.active && !CardLasting::controlledBy(state, event.side, event.number)))
        return false;
    if (event.type == MatchEventType::PlacedProne)
        return true;
    return event.type == MatchEventType::KnockDown &&
           (event.cause == KnockDownCause::Crowd || event.cause == KnockDownCause::Landing);
}

} // namespace dugout
