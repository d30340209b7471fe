#include "EndRules.h"

#include "DiceKeys.h"
#include "MatchFlow.h"

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

RuleCheck overtime(MatchStep &step)
{
    MatchState &s = step.state;
    if (s.phase != MatchPhase::TieBreak || s.half != 2)
        return RuleCheck::refused(
            EndRules::tr("Overtime is played only after a tied second half."));
    if (!step.event.flag) {
        step.log << EndRules::tr("No overtime: the match is a draw.");
        MatchFlow::finish(step);
        return RuleCheck::ok();
    }
    // A third series of 8 turns each; re-rolls left carry over and no new ones come.
    s.half = 3;
    s.home.turn = 0;
    s.away.turn = 0;
    s.kicking = step.event.side;
    s.halfOver = false;
    s.phase = MatchPhase::DriveOver;
    step.log << EndRules::tr(
                    "Sudden-death overtime: %1 kicks off; re-rolls left carry over (%2 and %3).")
                    .arg(MatchFlow::teamName(step, s.kicking))
                    .arg(s.home.rerolls)
                    .arg(s.away.rerolls);
    return RuleCheck::ok();
}

int unusedRerolls(const TeamMatchState &team)
{
    return team.rerolls + (team.leaderReroll ? 1 : 0);
}

RuleCheck shootOut(MatchStep &step)
{
    MatchState &s = step.state;
    if (s.phase != MatchPhase::TieBreak || s.half != 3)
        return RuleCheck::refused(
            EndRules::tr("The penalty shoot-out comes only after a scoreless overtime."));
    // D6 + 1 per unused re-roll each, rolled again while tied.
    for (int round = 0; round < 100; ++round) {
        const int home =
            step.roll(6, DiceKeys::forSide(Side::Home, DiceKeys::shootOut)) + unusedRerolls(s.home);
        const int away =
            step.roll(6, DiceKeys::forSide(Side::Away, DiceKeys::shootOut)) + unusedRerolls(s.away);
        step.log << EndRules::tr("Penalty shoot-out: %1 %2, %3 %4.")
                        .arg(s.home.name)
                        .arg(home)
                        .arg(s.away.name)
                        .arg(away);
        if (!step.diceError.isEmpty())
            return RuleCheck::ok(); // the fold refuses the event with the dice error
        if (home != away) {
            const Side winner = home > away ? Side::Home : Side::Away;
            s.shootOutWinner = winner;
            // Recorded as one more touchdown, with no SPP, so the league counts the win.
            ++s.team(winner).score;
            step.log
                << EndRules::tr("%1 wins the shoot-out.").arg(MatchFlow::teamName(step, winner));
            MatchFlow::finish(step);
            return RuleCheck::ok();
        }
    }
    return RuleCheck::refused(EndRules::tr("The shoot-out dice keep tying."));
}

RuleCheck acceptDraw(MatchStep &step)
{
    if (step.state.phase != MatchPhase::TieBreak)
        return RuleCheck::refused(
            EndRules::tr("A draw can be declared only when the match ends tied."));
    step.log << EndRules::tr("The coaches agree on a draw.");
    MatchFlow::finish(step);
    return RuleCheck::ok();
}

} // namespace

RuleCheck EndRules::apply(MatchStep &step)
{
    switch (step.event.type) {
    case MatchEventType::Overtime:
        return overtime(step);
    case MatchEventType::ShootOut:
        return shootOut(step);
    case MatchEventType::AcceptDraw:
        return acceptDraw(step);
    default:
        return RuleCheck::refused(tr("Not an end-of-match event."));
    }
}

} // namespace dugout
