#include "LineupRules.h"

#include "CardSetUp.h"
#include "MatchFlow.h"

#include <algorithm>

namespace dugout {

namespace {

constexpr int maxPlayers = 11;
constexpr int minOnLine = 3;
constexpr int maxPerWideZone = 2;
constexpr int lastTurn = 8;

} // namespace

RuleCheck LineupRules::apply(MatchStep &step)
{
    MatchState &s = step.state;
    if (s.phase != MatchPhase::Setup)
        return RuleCheck::refused(tr("Set-ups are entered before a kick-off."));
    const Side side = step.event.side;
    if (side != s.active) {
        if (side == s.kicking)
            return RuleCheck::refused(
                tr("%1 has already set up; %2 sets up now.")
                    .arg(MatchFlow::teamName(step, side), MatchFlow::teamName(step, s.active)));
        return RuleCheck::refused(
            tr("The kicking team, %1, sets up first.").arg(MatchFlow::teamName(step, s.active)));
    }
    if (CardSetUp::available(s, side) == 0 && step.event.numbers.isEmpty()) {
        unableToField(step);
        return RuleCheck::ok();
    }
    if (const RuleCheck check = checkLineup(step); !check)
        return check;

    for (int number : step.event.numbers) {
        MatchPlayer *p = step.team().player(number);
        if (p->state == PlayerState::KnockedOut) {
            CardSetUp::wakeUp(step, side, number);
            continue;
        }
        p->state = PlayerState::Standing;
        p->playedThisDrive = true;
    }
    // Wake Up Call is used by this set-up: K.O.'d players left out roll as usual next time.
    step.team().cardMarks.removeIf(
        [](const CardMark &m) { return m.mark == QLatin1String("ko_set_up_stunned"); });
    step.log << tr("%1 sets up %2 players: %3 on the line of scrimmage, %4 in the left wide zone, "
                   "%5 in the right wide zone.")
                    .arg(MatchFlow::teamName(step, side))
                    .arg(step.event.numbers.size())
                    .arg(step.event.lineOfScrimmage)
                    .arg(step.event.wideLeft)
                    .arg(step.event.wideRight);
    if (side == s.kicking)
        s.active = opponent(side);
    else
        s.phase = MatchPhase::KickOff;
    return RuleCheck::ok();
}

RuleCheck LineupRules::checkLineup(const MatchStep &step)
{
    const MatchEvent &e = step.event;
    const TeamMatchState &team = step.state.team(e.side);
    for (qsizetype i = 0; i < e.numbers.size(); ++i) {
        const int number = e.numbers.at(i);
        if (e.numbers.indexOf(number) != i)
            return RuleCheck::refused(tr("#%1 is listed twice.").arg(number));
        const MatchPlayer *p = team.player(number);
        if (!p)
            return RuleCheck::refused(
                tr("%1 has no player #%2 in this match.").arg(team.name).arg(number));
        // Wake Up Call: the team's K.O.'d players may be set up, Stunned.
        const bool wakes = p->state == PlayerState::KnockedOut && CardSetUp::wakesUp(team);
        if (p->state != PlayerState::Reserves && !wakes)
            return RuleCheck::refused(
                tr("%1 cannot be set up: %2.")
                    .arg(MatchFlow::playerName(step, e.side, number), whyNotAvailable(p->state)));
        if (const RuleCheck barred = CardSetUp::barred(step, e.side, number); !barred)
            return barred;
    }
    if (const RuleCheck best = CardSetUp::checkTwoBest(step, e.side, e.numbers); !best)
        return best;
    const int count = int(e.numbers.size());
    if (count > maxPlayers)
        return RuleCheck::refused(
            tr("At most %1 players may be set up, not %2.").arg(maxPlayers).arg(count));
    // The players a card keeps out (Assassin, Morley's Revenge) are not available; of I Am the
    // Greatest's two, one is.
    const int unbarred = CardSetUp::available(step.state, e.side);
    const int available = CardSetUp::twoBest(step, e.side).isEmpty() ? unbarred : unbarred - 1;
    const int required = std::min(maxPlayers, available);
    if (count < required)
        return RuleCheck::refused(
            tr("%1 must set up %2 players (11, or all those available), not %3.")
                .arg(team.name)
                .arg(required)
                .arg(count));
    if (e.lineOfScrimmage < 0 || e.wideLeft < 0 || e.wideRight < 0)
        return RuleCheck::refused(
            tr("The counts on the line of scrimmage and in the wide zones cannot be negative."));
    const int onLine = std::min(minOnLine, count);
    if (e.lineOfScrimmage < onLine)
        return RuleCheck::refused(
            tr("At least %1 players must stand on the line of scrimmage, not %2.")
                .arg(onLine)
                .arg(e.lineOfScrimmage));
    if (e.wideLeft > maxPerWideZone || e.wideRight > maxPerWideZone)
        return RuleCheck::refused(
            tr("At most %1 players may stand in each wide zone.").arg(maxPerWideZone));
    if (e.lineOfScrimmage + e.wideLeft + e.wideRight > count)
        return RuleCheck::refused(
            tr("%1 players on the line of scrimmage and in the wide zones, but only %2 set up.")
                .arg(e.lineOfScrimmage + e.wideLeft + e.wideRight)
                .arg(count));
    return RuleCheck::ok();
}

// l.1939–1950: no player to field. Both turn markers move on two; the other team scores if it
// can field players, and the drive is over.
void LineupRules::unableToField(MatchStep &step)
{
    MatchState &s = step.state;
    const Side side = step.event.side;
    const Side other = opponent(side);
    // The kicking team sets up first: when it is the one with nobody, the receiving team has not
    // set up yet and fields players if it has any in the reserves.
    const bool otherFields =
        side == s.kicking ? CardSetUp::available(s, other) > 0 : s.team(other).onPitch() > 0;
    // The drive is not played: a kicking team already set up goes back to the dugout.
    for (MatchPlayer &p : s.team(other).players) {
        if (isOnPitch(p.state))
            p.state = PlayerState::Reserves;
        p.playedThisDrive = false;
    }
    for (Side each : {Side::Home, Side::Away})
        s.team(each).turn = std::min(lastTurn, s.team(each).turn + 2);
    step.log << tr("%1 cannot field any player: both turn markers move on two (%2 and %3).")
                    .arg(MatchFlow::teamName(step, side))
                    .arg(s.home.turn)
                    .arg(s.away.turn);
    if (otherFields) {
        ++s.team(other).score;
        step.log << tr("Touchdown for %1, no SPP. Score %2–%3.")
                        .arg(MatchFlow::teamName(step, other))
                        .arg(s.home.score)
                        .arg(s.away.score);
        if (s.half == 3) {
            MatchFlow::driveOver(step, other); // sudden death: the first score wins
            return;
        }
    } else {
        step.log << tr("Neither team can field a player: no score.");
    }
    // l.1946–1950: the half ends only when this brings both markers to 8 or more; otherwise play
    // goes on as after any drive, the team that scored kicking.
    const Side nextKicking = otherFields ? other : s.kicking;
    if (s.home.turn >= lastTurn && s.away.turn >= lastTurn) {
        s.kicking = nextKicking;
        MatchFlow::endHalf(step);
        return;
    }
    MatchFlow::nextDrive(step, nextKicking);
}

QString LineupRules::whyNotAvailable(PlayerState state)
{
    switch (state) {
    case PlayerState::Reserves:
        return {};
    case PlayerState::Standing:
    case PlayerState::Prone:
    case PlayerState::Stunned:
        return tr("he is already on the pitch");
    case PlayerState::KnockedOut:
        return tr("he is knocked out");
    case PlayerState::Casualty:
        return tr("he is a casualty");
    case PlayerState::SentOff:
        return tr("he has been sent off");
    case PlayerState::Fainted:
        return tr("he fainted in the heat and misses this drive");
    }
    return {};
}

} // namespace dugout
