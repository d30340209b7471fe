#include "MatchFlow.h"

#include "FreeTurns.h"
#include "MasterChef.h"

#include "core/rules/Roster.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

// The per-turn state of one team: whatever ends a turn clears it, so the team's next turn
// starts fresh however this one ended.
void resetTurnLimits(TeamMatchState &team)
{
    team.rerollUsedThisTurn = false;
    team.blitzUsed = team.passUsed = team.handOffUsed = team.foulUsed = false;
    team.blitzer = team.passer = 0;
    team.passCompleted = false;
    team.fouler = 0;
    team.blockers.clear();
    team.foulMade = false;
    for (MatchPlayer &p : team.players)
        p.acted = false;
}

// A drive or a half ends in the middle of a turn (a touchdown in either team's turn, a team
// unable to field players, the last turn of the half): both teams' turns are over.
void closeTurns(MatchState &s)
{
    resetTurnLimits(s.home);
    resetTurnLimits(s.away);
    s.turnover = false;
    s.blitzTurn = false;
}

} // namespace

void MatchFlow::turnover(MatchStep &step, TurnoverReason reason)
{
    if (step.state.phase != MatchPhase::Turn || step.state.turnover)
        return;
    step.state.turnover = true;
    step.log << tr("Turnover (%1): %2's turn is over.")
                    .arg(turnoverText(reason), teamName(step, step.state.active));
}

QString MatchFlow::turnoverText(TurnoverReason reason)
{
    switch (reason) {
    case TurnoverReason::Declared:
        return MatchFlow::tr("declared by the coach");
    case TurnoverReason::KnockedDown:
        return MatchFlow::tr("a player of the active team was knocked down");
    case TurnoverReason::FailedPickUp:
        return MatchFlow::tr("failed pick-up");
    case TurnoverReason::FailedCatch:
        return MatchFlow::tr("the ball was not caught by the active team");
    case TurnoverReason::Fumble:
        return MatchFlow::tr("fumbled pass");
    case TurnoverReason::Interception:
        return MatchFlow::tr("interception");
    case TurnoverReason::SentOff:
        return MatchFlow::tr("a player was sent off");
    case TurnoverReason::Timer:
        return MatchFlow::tr("the four minutes are up");
    case TurnoverReason::FailedLanding:
        return MatchFlow::tr("the thrown ball-carrier failed to land");
    }
    return {};
}

void MatchFlow::endTurn(MatchStep &step)
{
    MatchState &s = step.state;
    TeamMatchState &team = s.team(s.active);
    // Stunned players turn face up at the end of their team's next turn: those stunned during
    // this very turn wait for the next one.
    for (MatchPlayer &p : team.players) {
        if (p.state == PlayerState::Stunned && !p.stunnedThisTurn)
            p.state = PlayerState::Prone;
        p.stunnedThisTurn = false;
    }
    resetTurnLimits(team);
    s.turnover = false;
    s.turnJustEnded = s.active; // its wizard may still cast (WizardSpell)
    if (!s.blitzTurn)
        FreeTurns::endTurn(step); // Hurry Up Offense: the next free turn is owed
    if (s.blitzTurn) {
        s.blitzTurn = false;
        nextTurn(step, opponent(s.kicking));
        return;
    }
    nextTurn(step, opponent(s.active));
}

void MatchFlow::nextTurn(MatchStep &step, Side side)
{
    MatchState &s = step.state;
    s.active = side;
    if (s.team(side).turn >= 8 && !FreeTurns::owed(s, side)) {
        endHalf(step);
        return;
    }
    s.phase = MatchPhase::AwaitTurn;
}

void MatchFlow::afterKickOff(MatchStep &step, bool blitz)
{
    MatchState &s = step.state;
    if (blitz) {
        s.blitzTurn = true;
        s.turnover = false;
        s.active = s.kicking;
        s.phase = MatchPhase::Turn;
        resetTurnLimits(s.team(s.kicking));
        step.log << tr("%1 takes a free Blitz turn.").arg(teamName(step, s.kicking));
        return;
    }
    s.kickOffJustResolved = true;
    nextTurn(step, opponent(s.kicking));
}

void MatchFlow::driveOver(MatchStep &step, Side nextKicking)
{
    MatchState &s = step.state;
    s.kicking = nextKicking; // finish, endHalf and nextDrive each close both teams' turns
    if (s.half == 3) {
        finish(step); // sudden death: the first score wins
        return;
    }
    // The team receiving the next kick-off plays first: with no turn left, the half is over.
    if (s.team(opponent(nextKicking)).turn >= 8) {
        endHalf(step);
        return;
    }
    nextDrive(step, nextKicking);
}

void MatchFlow::nextDrive(MatchStep &step, Side nextKicking)
{
    MatchState &s = step.state;
    s.kicking = nextKicking;
    closeTurns(s);
    s.halfOver = false;
    s.phase = MatchPhase::DriveOver;
}

void MatchFlow::endHalf(MatchStep &step)
{
    MatchState &s = step.state;
    closeTurns(s);
    if (s.half == 1) {
        step.log << tr("End of the first half.");
        s.halfOver = true;
        s.phase = MatchPhase::DriveOver;
        return;
    }
    step.log << (s.half == 2 ? tr("End of the second half.") : tr("End of overtime."));
    if (s.home.score == s.away.score) {
        s.phase = MatchPhase::TieBreak;
        return;
    }
    finish(step);
}

void MatchFlow::startNextDrive(MatchStep &step)
{
    MatchState &s = step.state;
    for (Side side : {Side::Home, Side::Away}) {
        for (MatchPlayer &p : s.team(side).players) {
            if (isOnPitch(p.state))
                p.state = PlayerState::Reserves;
            p.playedThisDrive = false;
            p.stunnedThisTurn = false;
        }
    }
    if (s.halfOver) {
        s.halfOver = false;
        s.half = 2;
        s.kicking = s.receivedFirst;
        for (Side side : {Side::Home, Side::Away}) {
            TeamMatchState &team = s.team(side);
            team.turn = 0;
            team.rerolls = team.rerollsTotal;
            team.leaderReroll =
                std::any_of(team.players.cbegin(), team.players.cend(),
                            [](const MatchPlayer &p) { return p.hasSkill(u"leader"_s); });
        }
        step.log << tr("Second half: %1 kicks off; re-rolls back to %2 and %3.")
                        .arg(teamName(step, s.kicking))
                        .arg(s.home.rerolls)
                        .arg(s.away.rerolls);
        MasterChef::startOfHalf(step);
    }
    s.kickOffId.clear();
    s.active = s.kicking;
    s.phase = MatchPhase::Setup;
}

void MatchFlow::finish(MatchStep &step)
{
    MatchState &s = step.state;
    closeTurns(s);
    s.phase = MatchPhase::Finished;
    if (s.conceded)
        step.log << tr("%1 concedes. Final score %2–%3.")
                        .arg(teamName(step, *s.conceded))
                        .arg(s.home.score)
                        .arg(s.away.score);
    else
        step.log << tr("Final score %1–%2.").arg(s.home.score).arg(s.away.score);
}

int MatchFlow::freeNumber(const MatchStep &step, Side side)
{
    QList<int> taken;
    for (const MatchPlayer &p : step.state.team(side).players)
        taken << p.number;
    for (const Player *p : step.setup.team(side).activePlayers())
        taken << p->number;
    int number = 1;
    while (taken.contains(number))
        ++number;
    return number;
}

MatchPlayer MatchFlow::newcomer(const MatchStep &step, Side side, const Position &position)
{
    MatchPlayer p;
    p.number = freeNumber(step, side);
    p.positionId = position.id;
    p.ma = position.ma;
    p.st = position.st;
    p.ag = position.ag;
    p.av = position.av;
    p.skills = position.skills;
    return p;
}

void MatchFlow::addPlayer(MatchStep &step, Side side, const MatchPlayer &player)
{
    QList<MatchPlayer> &players = step.state.team(side).players;
    const auto at = std::find_if(players.begin(), players.end(), [&player](const MatchPlayer &p) {
        return p.number > player.number;
    });
    players.insert(at, player);
}

QString MatchFlow::teamName(const MatchStep &step, Side side)
{
    return step.state.team(side).name;
}

QString MatchFlow::playerName(const MatchStep &step, Side side, int number)
{
    const MatchPlayer *p = step.state.team(side).player(number);
    return p ? u"#%1 %2"_s.arg(number).arg(p->name) : u"#%1"_s.arg(number);
}

} // namespace dugout
