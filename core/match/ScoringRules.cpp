#include "ScoringRules.h"

#include "CardLasting.h"
#include "FreeTurns.h"
#include "MatchFlow.h"

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

// The player of `side` named by the event, standing on the pitch, or the reason he cannot be.
RuleCheck standingPlayer(const MatchStep &step, Side side, int number)
{
    const TeamMatchState &team = step.state.team(side);
    const MatchPlayer *player = team.player(number);
    if (!player)
        return RuleCheck::refused(
            ScoringRules::tr("%1 has no player #%2.").arg(team.name).arg(number));
    if (player->state != PlayerState::Standing)
        return RuleCheck::refused(ScoringRules::tr("%1 is not standing on the pitch.")
                                      .arg(MatchFlow::playerName(step, side, number)));
    return RuleCheck::ok();
}

RuleCheck inPlay(const MatchStep &step)
{
    if (step.state.phase != MatchPhase::Turn)
        return RuleCheck::refused(
            ScoringRules::tr("The ball is not in play: no team turn is under way."));
    if (step.state.blitzTurn)
        return RuleCheck::refused(
            ScoringRules::tr("The ball is not in play during the kick-off Blitz turn."));
    return RuleCheck::ok();
}

// Dump-off (skills: Délestage): a player about to be blocked throws a quick pass during the
// opponent's turn. It earns the usual SPP and causes no turnover for either side, whatever
// happens to it. `thrower` of `side` must have the skill.
RuleCheck dumpOffThrower(const MatchStep &step, Side side, int thrower)
{
    if (step.state.turnover)
        return RuleCheck::refused(ScoringRules::tr("Turnover: the turn is already over."));
    if (const RuleCheck check = standingPlayer(step, side, thrower); !check)
        return check;
    if (!step.state.team(side).player(thrower)->hasSkill(u"dump_off"_s))
        return RuleCheck::refused(
            ScoringRules::tr(
                "Only a player with Dump-off passes in the opponent's turn: %1 lacks it.")
                .arg(MatchFlow::playerName(step, side, thrower)));
    return RuleCheck::ok();
}

RuleCheck dumpOffCompletion(MatchStep &step)
{
    const MatchEvent &e = step.event;
    if (const RuleCheck check = dumpOffThrower(step, e.side, e.number); !check)
        return check;
    ++step.team().player(e.number)->completions;
    step.log << ScoringRules::tr("%1 completes a Dump-off pass (1 SPP).")
                    .arg(MatchFlow::playerName(step, e.side, e.number));
    return RuleCheck::ok();
}

RuleCheck dumpOffInterception(MatchStep &step)
{
    const MatchEvent &e = step.event;
    if (const RuleCheck check = dumpOffThrower(step, opponent(e.side), e.target); !check)
        return check;
    if (const RuleCheck check = standingPlayer(step, e.side, e.number); !check)
        return check;
    ++step.team().player(e.number)->interceptions;
    step.log << ScoringRules::tr("%1 intercepts the Dump-off pass of %2 (2 SPP); no turnover.")
                    .arg(MatchFlow::playerName(step, e.side, e.number),
                         MatchFlow::playerName(step, opponent(e.side), e.target));
    return RuleCheck::ok();
}

RuleCheck completion(MatchStep &step)
{
    if (const RuleCheck check = inPlay(step); !check)
        return check;
    const MatchEvent &e = step.event;
    if (e.side != step.state.active)
        return dumpOffCompletion(step);
    if (step.state.turnover)
        return RuleCheck::refused(
            ScoringRules::tr("Only the active team completes passes, before any turnover."));
    if (const RuleCheck check = standingPlayer(step, e.side, e.number); !check)
        return check;
    if (step.team().passer != e.number)
        return RuleCheck::refused(ScoringRules::tr("%1 did not declare this turn's Pass.")
                                      .arg(MatchFlow::playerName(step, e.side, e.number)));
    if (step.team().passCompleted)
        return RuleCheck::refused(ScoringRules::tr("This turn's pass is already completed."));
    step.team().passCompleted = true;
    ++step.team().player(e.number)->completions;
    step.log << ScoringRules::tr("%1 completes a pass (1 SPP).")
                    .arg(MatchFlow::playerName(step, e.side, e.number));
    return RuleCheck::ok();
}

RuleCheck interception(MatchStep &step)
{
    if (const RuleCheck check = inPlay(step); !check)
        return check;
    const MatchEvent &e = step.event;
    if (e.side == step.state.active)
        return e.target ? dumpOffInterception(step)
                        : RuleCheck::refused(
                              ScoringRules::tr("Only the team not in its turn intercepts, except a "
                                               "Dump-off pass (name its thrower)."));
    if (step.state.turnover)
        return RuleCheck::refused(ScoringRules::tr("Turnover: the turn is already over."));
    if (!step.state.team(opponent(e.side)).passUsed)
        return RuleCheck::refused(ScoringRules::tr("%1 has not declared a Pass this turn.")
                                      .arg(MatchFlow::teamName(step, opponent(e.side))));
    if (const RuleCheck check = standingPlayer(step, e.side, e.number); !check)
        return check;
    ++step.team().player(e.number)->interceptions;
    step.log << ScoringRules::tr("%1 intercepts (2 SPP).")
                    .arg(MatchFlow::playerName(step, e.side, e.number));
    MatchFlow::turnover(step, TurnoverReason::Interception);
    return RuleCheck::ok();
}

RuleCheck touchdown(MatchStep &step)
{
    if (const RuleCheck check = inPlay(step); !check)
        return check;
    const MatchEvent &e = step.event;
    if (step.state.turnover && e.side == step.state.active)
        return RuleCheck::refused(
            ScoringRules::tr("Turnover: the active team can no longer score this turn."));
    if (const RuleCheck check = standingPlayer(step, e.side, e.number); !check)
        return check;
    // Blackmail (random_events.blackmail): the other team plays him this turn, but for the
    // referee he is still of his own team, so he scores for neither.
    if (const CardMark *controlled = CardLasting::controlledBy(step.state, e.side, e.number))
        return RuleCheck::refused(
            ScoringRules::tr("%1 plays for %2 this turn only under %3: the referee still counts "
                             "him in %4, so he scores no touchdown.")
                .arg(MatchFlow::playerName(step, e.side, e.number),
                     MatchFlow::teamName(step, step.state.active),
                     CardLasting::cardName(step.rules, controlled->card), step.team().name));
    if (const RuleCheck check = FreeTurns::checkTouchdown(step, e.side); !check)
        return check;
    // Scored in a free turn of the other team (Hurry Up Offense): outside the markers.
    const bool inFreeTurn = FreeTurns::inFreeTurn(step.state);
    TeamMatchState &team = step.team();
    ++team.score;
    ++team.player(e.number)->touchdowns;
    step.state.justScored = e.side;
    step.state.justScoredNumber = e.number;
    step.log << ScoringRules::tr("Touchdown! %1 scores for %2 (3 SPP): %3–%4.")
                    .arg(MatchFlow::playerName(step, e.side, e.number), team.name)
                    .arg(step.state.home.score)
                    .arg(step.state.away.score);
    if (e.side != step.state.active && team.turn < 8 && !inFreeTurn) {
        // Scored in the opponent's turn: the scorer's turn marker moves on one.
        ++team.turn;
        step.log << ScoringRules::tr("Scored in the opponent's turn: %1's turn marker moves to %2.")
                        .arg(team.name)
                        .arg(team.turn);
    }
    MatchFlow::driveOver(step, e.side);
    return RuleCheck::ok();
}

} // namespace

RuleCheck ScoringRules::apply(MatchStep &step)
{
    switch (step.event.type) {
    case MatchEventType::Completion:
        return completion(step);
    case MatchEventType::Interception:
        return interception(step);
    case MatchEventType::Touchdown:
        return touchdown(step);
    default:
        return RuleCheck::refused(tr("Not a scoring event."));
    }
}

} // namespace dugout
