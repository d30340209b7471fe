#include "TurnRules.h"

#include "CardLasting.h"
#include "DiceKeys.h"
#include "FreeTurns.h"
#include "MatchEventKeys.h"
#include "MatchFlow.h"

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

// l.3856–3858: a team able to field this many players or fewer may concede before the kick-off
// without extra penalty.
constexpr int maxFieldedForFreeConcession = 2;

QString actionName(PlayerAction action)
{
    switch (action) {
    case PlayerAction::Move:
        return TurnRules::tr("Move");
    case PlayerAction::Block:
        return TurnRules::tr("Block");
    case PlayerAction::Blitz:
        return TurnRules::tr("Blitz");
    case PlayerAction::Pass:
        return TurnRules::tr("Pass");
    case PlayerAction::HandOff:
        return TurnRules::tr("Hand-off");
    case PlayerAction::Foul:
        return TurnRules::tr("Foul");
    case PlayerAction::Other:
        return TurnRules::tr("Other action");
    }
    return {};
}

// Checks shared by every input made during a team's own turn.
RuleCheck checkOwnTurn(const MatchStep &step)
{
    const MatchState &s = step.state;
    if (s.phase != MatchPhase::Turn)
        return RuleCheck::refused(TurnRules::tr("No team turn is under way."));
    if (step.event.side != s.active)
        return RuleCheck::refused(
            TurnRules::tr("It is %1's turn.").arg(MatchFlow::teamName(step, s.active)));
    if (s.turnover)
        return RuleCheck::refused(TurnRules::tr("Turnover: the turn is over, end it."));
    return RuleCheck::ok();
}

RuleCheck startTurn(MatchStep &step)
{
    MatchState &s = step.state;
    if (s.phase != MatchPhase::AwaitTurn)
        return RuleCheck::refused(s.phase == MatchPhase::Turn
                                      ? TurnRules::tr("A turn is already under way: end it first.")
                                      : TurnRules::tr("No turn can start now."));
    if (step.event.side != s.active)
        return RuleCheck::refused(
            TurnRules::tr("It is %1's turn.").arg(MatchFlow::teamName(step, s.active)));
    TeamMatchState &team = step.team();
    // A free turn (Hurry Up Offense) leaves the marker where it is.
    const bool free = FreeTurns::startTurn(step);
    if (!free)
        ++team.turn;
    s.phase = MatchPhase::Turn;
    s.turnover = false;
    if (!free)
        step.log
            << TurnRules::tr("%1: turn %2 of half %3.").arg(team.name).arg(team.turn).arg(s.half);
    return RuleCheck::ok();
}

// Blackmail (special_play_cards.json, random_events.blackmail): the player of the other team
// the active coach controls this turn, or null.
CardMark *blackmailed(MatchStep &step)
{
    const MatchEvent &e = step.event;
    if (e.side == step.state.active)
        return nullptr;
    CardMark *mark = CardLasting::find(step.team(), u"controlled_by_opponent"_s, e.number);
    return mark && mark->number == e.number ? mark : nullptr;
}

// The cards that say who of the team in turn may act (special_play_cards.json): Suicide Blitz's
// free turn is one Blitz by the player named; under Ego Trip the player named acts first in
// his team's turn or not at all.
RuleCheck checkCardsOnWhoActs(const MatchStep &step, const TeamMatchState &team)
{
    const MatchEvent &e = step.event;
    const QString who = MatchFlow::playerName(step, e.side, e.number);
    for (const CardMark &m : team.cardMarks) {
        const QString card = CardLasting::cardName(step.rules, m.card);
        if (m.mark == u"free_blitz"_s && m.number != e.number)
            return RuleCheck::refused(
                TurnRules::tr("%1: only %2 acts in this free turn.")
                    .arg(card, MatchFlow::playerName(step, e.side, m.number)));
        if (m.mark == u"free_blitz"_s && e.action != PlayerAction::Blitz)
            return RuleCheck::refused(TurnRules::tr("%1: %2 may only Blitz.").arg(card, who));
        if (m.mark != u"must_act_first"_s || m.number != e.number)
            continue;
        for (const MatchPlayer &p : team.players) {
            if (p.acted && p.number != e.number)
                return RuleCheck::refused(
                    TurnRules::tr("%1: %2 must be the first of his team to act in a turn, and %3 "
                                  "has acted already: %2 sits this turn out.")
                        .arg(card, who, MatchFlow::playerName(step, e.side, p.number)));
        }
    }
    return RuleCheck::ok();
}

RuleCheck declareAction(MatchStep &step)
{
    const MatchEvent &e = step.event;
    // A blackmailed player acts in the other team's turn, as one of its players: its
    // once-per-turn actions are the ones he uses.
    CardMark *controlled = blackmailed(step);
    if (controlled) {
        if (step.state.phase != MatchPhase::Turn)
            return RuleCheck::refused(TurnRules::tr("No team turn is under way."));
        if (step.state.turnover)
            return RuleCheck::refused(TurnRules::tr("Turnover: the turn is over, end it."));
        if (controlled->value <= 0)
            return RuleCheck::refused(
                TurnRules::tr("%1 has already taken his one action for %2 (%3).")
                    .arg(MatchFlow::playerName(step, e.side, e.number),
                         MatchFlow::teamName(step, step.state.active),
                         CardLasting::cardName(step.rules, controlled->card)));
    } else if (const RuleCheck own = checkOwnTurn(step); !own) {
        return own;
    }
    TeamMatchState &team = step.state.team(step.state.active);
    MatchPlayer *player = step.team().player(e.number);
    if (!player)
        return RuleCheck::refused(
            TurnRules::tr("%1 has no player #%2.").arg(step.team().name).arg(e.number));
    const QString who = MatchFlow::playerName(step, e.side, e.number);
    if (!controlled) {
        if (const RuleCheck cards = checkCardsOnWhoActs(step, team); !cards)
            return cards;
    }
    if (!TurnRules::canAct(*player)) {
        if (!isOnPitch(player->state))
            return RuleCheck::refused(TurnRules::tr("%1 is not on the pitch.").arg(who));
        if (player->state == PlayerState::Stunned)
            return RuleCheck::refused(
                TurnRules::tr("%1 is stunned and cannot act this turn.").arg(who));
        return RuleCheck::refused(TurnRules::tr("%1 has already acted this turn.").arg(who));
    }
    switch (e.action) {
    case PlayerAction::Block:
        // Jump Up (skills: Rétablissement) lets a prone player block after an Agility roll.
        if (player->state == PlayerState::Prone && !player->hasSkill(u"jump_up"_s))
            return RuleCheck::refused(
                TurnRules::tr("%1 is prone: a prone player cannot block.").arg(who));
        if (!controlled)
            team.blockers << e.number;
        break;
    case PlayerAction::Blitz:
        if (team.blitzUsed && !CardLasting::use(team, u"extra_blitz"_s))
            return RuleCheck::refused(
                TurnRules::tr("%1 has already blitzed this turn.").arg(team.name));
        if (!controlled && team.passer == e.number)
            return RuleCheck::refused(
                TurnRules::tr("%1 passed this turn: Blitz and Pass must be different players.")
                    .arg(who));
        team.blitzUsed = true;
        if (!controlled) {
            team.blitzer = e.number;
            team.blockers << e.number;
        }
        break;
    case PlayerAction::Pass:
        if (team.passUsed && !CardLasting::use(team, u"extra_pass"_s) &&
            !CardLasting::use(team, u"extra_pass_or_hand_off"_s))
            return RuleCheck::refused(
                TurnRules::tr("%1 has already passed this turn.").arg(team.name));
        if (!controlled && team.blitzer == e.number)
            return RuleCheck::refused(
                TurnRules::tr("%1 blitzed this turn: Blitz and Pass must be different players.")
                    .arg(who));
        team.passUsed = true;
        if (!controlled)
            team.passer = e.number;
        break;
    case PlayerAction::HandOff:
        if (team.handOffUsed && !CardLasting::use(team, u"extra_pass_or_hand_off"_s))
            return RuleCheck::refused(
                TurnRules::tr("%1 has already handed off this turn.").arg(team.name));
        team.handOffUsed = true;
        break;
    case PlayerAction::Foul:
        if (team.foulUsed)
            return RuleCheck::refused(
                TurnRules::tr("%1 has already fouled this turn.").arg(team.name));
        team.foulUsed = true;
        if (!controlled)
            team.fouler = e.number;
        break;
    case PlayerAction::Move:
    case PlayerAction::Other:
        break;
    }
    player->acted = true;
    if (controlled) {
        controlled->value = 0;                         // his one action under Blackmail
        controlled->acted = playerActionKey(e.action); // what he may then do to his team-mates
        step.log << TurnRules::tr("%1 acts for %2 (%3).")
                        .arg(who, team.name, CardLasting::cardName(step.rules, controlled->card));
    }
    if (player->state == PlayerState::Prone) {
        player->state = PlayerState::Standing; // standing up is part of the action
        step.log << TurnRules::tr("%1 stands up: %2.").arg(who, actionName(e.action));
    } else {
        step.log << TurnRules::tr("%1: %2.").arg(who, actionName(e.action));
    }
    return RuleCheck::ok();
}

// The team re-roll limits shared by team and Leader re-rolls; Loner rolls for the re-roll.
RuleCheck useReroll(MatchStep &step, bool leader)
{
    if (const RuleCheck own = checkOwnTurn(step); !own)
        return own;
    TeamMatchState &team = step.team();
    if (team.rerollUsedThisTurn)
        return RuleCheck::refused(
            TurnRules::tr("%1 has already used a re-roll this turn.").arg(team.name));
    if (leader) {
        if (!team.leaderReroll)
            return RuleCheck::refused(
                TurnRules::tr("%1 has no Leader re-roll left this half.").arg(team.name));
        const bool leaderOnPitch =
            std::any_of(team.players.cbegin(), team.players.cend(), [](const MatchPlayer &p) {
                return isOnPitch(p.state) && p.hasSkill(u"leader"_s);
            });
        if (!leaderOnPitch)
            return RuleCheck::refused(
                TurnRules::tr("The Leader re-roll needs a player with Leader on the pitch."));
    } else if (team.rerolls <= 0) {
        return RuleCheck::refused(TurnRules::tr("%1 has no team re-roll left.").arg(team.name));
    }
    const MatchEvent &e = step.event;
    // Fan Uproar, Rakarth's Curse (special_play_cards.json): no team re-roll for a while.
    if (const CardMark *mark = CardLasting::find(team, u"no_team_rerolls"_s, e.number))
        return RuleCheck::refused(
            TurnRules::tr("%1 forbids it: %2.")
                .arg(CardLasting::cardName(step.rules, mark->card),
                     mark->number ? TurnRules::tr("%1 may not be re-rolled")
                                        .arg(MatchFlow::playerName(step, e.side, mark->number))
                                  : TurnRules::tr("%1 may not use team re-rolls").arg(team.name)));
    const MatchPlayer *player = e.number ? team.player(e.number) : nullptr;
    if (e.number && !player)
        return RuleCheck::refused(
            TurnRules::tr("%1 has no player #%2.").arg(team.name).arg(e.number));
    // l.1740–1746: a re-roll is for the action of a player still on the pitch.
    if (player && !isOnPitch(player->state))
        return RuleCheck::refused(
            TurnRules::tr(
                "%1 is no longer on the pitch: a re-roll is only for a player on the pitch.")
                .arg(MatchFlow::playerName(step, e.side, e.number)));
    if (leader)
        team.leaderReroll = false;
    else
        --team.rerolls;
    team.rerollUsedThisTurn = true;
    const QString kind = leader ? TurnRules::tr("Leader re-roll") : TurnRules::tr("Team re-roll");
    if (player && player->hasSkill(u"loner"_s)) {
        const int die = step.roll(6, DiceKeys::forSide(e.side, DiceKeys::loner));
        if (die < 4) {
            step.log
                << TurnRules::tr(
                       "%1 for %2, a Loner: %3, the re-roll is lost and the first result stands.")
                       .arg(kind, MatchFlow::playerName(step, e.side, e.number))
                       .arg(die);
            return RuleCheck::ok();
        }
        step.log << TurnRules::tr("%1 for %2, a Loner: %3, the re-roll may be used.")
                        .arg(kind, MatchFlow::playerName(step, e.side, e.number))
                        .arg(die);
        return RuleCheck::ok();
    }
    step.log << (player ? TurnRules::tr("%1 for %2 (%3 left).")
                              .arg(kind, MatchFlow::playerName(step, e.side, e.number))
                        : TurnRules::tr("%1 (%2 left).").arg(kind))
                    .arg(team.rerolls);
    return RuleCheck::ok();
}

RuleCheck declareTurnover(MatchStep &step)
{
    if (const RuleCheck own = checkOwnTurn(step); !own)
        return own;
    const TurnoverReason reason = step.event.reason;
    // Fumblerooski (special_play_cards.json): a failed pick-up, catch or pass ends only the
    // player's action this turn.
    if ((reason == TurnoverReason::FailedPickUp || reason == TurnoverReason::FailedCatch ||
         reason == TurnoverReason::Fumble) &&
        CardLasting::find(step.team(), u"no_ball_turnovers"_s))
        return RuleCheck::refused(TurnRules::tr("%1 plays Fumblerooski this turn: a failed "
                                                "pick-up, catch or pass is no turnover.")
                                      .arg(step.team().name));
    MatchFlow::turnover(step, step.event.reason);
    return RuleCheck::ok();
}

RuleCheck endTurn(MatchStep &step)
{
    const MatchState &s = step.state;
    if (s.phase != MatchPhase::Turn)
        return RuleCheck::refused(TurnRules::tr("No team turn is under way."));
    if (step.event.side != s.active)
        return RuleCheck::refused(
            TurnRules::tr("It is %1's turn.").arg(MatchFlow::teamName(step, s.active)));
    step.log
        << (s.blitzTurn
                ? TurnRules::tr("%1 ends its Blitz turn.").arg(MatchFlow::teamName(step, s.active))
                : TurnRules::tr("%1 ends turn %2.")
                      .arg(MatchFlow::teamName(step, s.active))
                      .arg(step.team().turn));
    MatchFlow::endTurn(step);
    return RuleCheck::ok();
}

// The players `team` could field at this set-up: those in the reserves and those set up already.
int ableToField(const TeamMatchState &team)
{
    return team.countIn(PlayerState::Reserves) + team.onPitch();
}

// l.1952–1955: at the start of one's own turn; or before the first kick-off (l.740–744: a team
// that cannot set up 3 players on the line may concede). l.3856–3858: only a concession before
// the first kick-off by a team able to field 2 players or fewer escapes the extra penalties.
RuleCheck concede(MatchStep &step)
{
    MatchState &s = step.state;
    const bool beforeFirstKickOff =
        s.drive == 0 && (s.phase == MatchPhase::PreMatch || s.phase == MatchPhase::Setup ||
                         s.phase == MatchPhase::KickOff);
    const bool ownTurnStart = s.phase == MatchPhase::AwaitTurn && s.active == step.event.side;
    if (!beforeFirstKickOff && !ownTurnStart)
        return RuleCheck::refused(TurnRules::tr("A coach may concede only at the start of his own "
                                                "turn, before moving the turn marker."));
    s.conceded = step.event.side;
    s.concededWithoutPenalty =
        beforeFirstKickOff && ableToField(step.team()) <= maxFieldedForFreeConcession;
    if (s.concededWithoutPenalty)
        step.log << TurnRules::tr(
                        "%1 can field only %n player(s) before the kick-off: no extra penalty.",
                        nullptr, ableToField(step.team()))
                        .arg(step.team().name);
    MatchFlow::finish(step);
    return RuleCheck::ok();
}

} // namespace

bool TurnRules::canAct(const MatchPlayer &player)
{
    // l.846–856: one action per player and turn, declared first; l.1371–1375: a stunned
    // player stays face down until his team's turn ends.
    return isOnPitch(player.state) && player.state != PlayerState::Stunned && !player.acted;
}

bool TurnRules::declaredBlock(const TeamMatchState &team, int number)
{
    return number > 0 && team.blockers.contains(number);
}

RuleCheck TurnRules::apply(MatchStep &step)
{
    switch (step.event.type) {
    case MatchEventType::StartTurn:
        return startTurn(step);
    case MatchEventType::Action:
        return declareAction(step);
    case MatchEventType::TeamReroll:
        return useReroll(step, false);
    case MatchEventType::LeaderReroll:
        return useReroll(step, true);
    case MatchEventType::Turnover:
        return declareTurnover(step);
    case MatchEventType::EndTurn:
        return endTurn(step);
    case MatchEventType::Concede:
        return concede(step);
    default:
        return RuleCheck::refused(tr("Not a turn event."));
    }
}

} // namespace dugout
