#include "KickOffRules.h"

#include "CardLasting.h"
#include "DiceKeys.h"
#include "KickOffCrowd.h"
#include "MatchFlow.h"
#include "WeatherRoll.h"
#include "core/rules/Ruleset.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

constexpr int lastTurn = 8;

void moveMarkers(MatchState &s, int by)
{
    for (Side side : {Side::Home, Side::Away})
        s.team(side).turn = std::clamp(s.team(side).turn + by, 0, lastTurn);
}

} // namespace

int KickOffRules::kickOffFame(const TeamMatchState &team)
{
    // Team Anthem, That Babe's Got Talent (special_play_cards.json): FAME on the kick-off table.
    return team.fame + CardLasting::sum(team, u"kickoff_fame"_s) +
           int(std::count_if(team.players.cbegin(), team.players.cend(), [](const MatchPlayer &p) {
               return isOnPitch(p.state) && p.hasSkill(u"fan_favourite"_s);
           }));
}

RuleCheck KickOffRules::apply(MatchStep &step)
{
    MatchState &s = step.state;
    if (s.phase != MatchPhase::KickOff)
        return RuleCheck::refused(tr("The kick-off comes once both teams are set up."));
    const int first = step.roll(6, DiceKeys::kickOff);
    const int second = step.roll(6, DiceKeys::kickOff);
    const TableRow *row = step.rules.kickOffResult(first + second);
    if (!row)
        return RuleCheck::refused(tr("The kick-off table has no row for this roll."));
    s.kickOffId = row->id;
    ++s.drive;
    step.log << tr("Kick-off: %1 (2D6 %2 + %3 = %4).")
                    .arg(row->name.current())
                    .arg(first)
                    .arg(second)
                    .arg(first + second);

    const QString kicking = MatchFlow::teamName(step, s.kicking);
    const QString receiving = MatchFlow::teamName(step, opponent(s.kicking));
    const QString &id = row->id;
    if (id == u"get_the_ref"_s)
        getTheRef(step);
    else if (id == u"riot"_s)
        riot(step);
    else if (id == u"perfect_defence"_s)
        step.log << tr("%1 may set up its players again; the set-up of %2 stays.")
                        .arg(kicking, receiving);
    else if (id == u"high_kick"_s)
        step.log << tr("A player of %1 outside any tackle zone may move to where the ball lands.")
                        .arg(receiving);
    else if (id == u"cheering_fans"_s)
        rerollContest(step, u"cheering"_s, s.home.cheerleaders, s.away.cheerleaders);
    else if (id == u"changing_weather"_s)
        changingWeather(step);
    else if (id == u"brilliant_coaching"_s)
        rerollContest(step, u"coaching"_s, s.home.assistantCoaches, s.away.assistantCoaches);
    else if (id == u"quick_snap"_s)
        step.log << tr("Every player of %1 may move one square.").arg(receiving);
    else if (id == u"throw_a_rock"_s)
        KickOffCrowd::throwARock(step);
    else if (id == u"pitch_invasion"_s)
        KickOffCrowd::pitchInvasion(step);

    MatchFlow::afterKickOff(step, id == u"blitz"_s);
    return RuleCheck::ok();
}

void KickOffRules::getTheRef(MatchStep &step)
{
    ++step.state.home.bribes;
    ++step.state.away.bribes;
    step.log << tr("Each team gains a bribe: %1 %2, %3 %4.")
                    .arg(step.state.home.name)
                    .arg(step.state.home.bribes)
                    .arg(step.state.away.name)
                    .arg(step.state.away.bribes);
}

// The receiving team's turn marker decides: on turn 7 both go back one; before its first turn
// of the half both go on one; otherwise a D6, 1–3 on, 4–6 back. Markers stay within 0–8.
void KickOffRules::riot(MatchStep &step)
{
    MatchState &s = step.state;
    const int receivingTurn = s.team(opponent(s.kicking)).turn;
    int by = 0;
    if (receivingTurn == 7) {
        by = -1;
    } else if (receivingTurn == 0) {
        by = 1;
    } else {
        const int die = step.roll(6, DiceKeys::riot);
        by = die <= 3 ? 1 : -1;
        step.log << tr("Riot: D6 %1.").arg(die);
    }
    moveMarkers(s, by);
    step.log << (by > 0 ? tr("Both turn markers move on one: %1 %2, %3 %4.")
                        : tr("Both turn markers move back one: %1 %2, %3 %4."))
                    .arg(s.home.name)
                    .arg(s.home.turn)
                    .arg(s.away.name)
                    .arg(s.away.turn);
}

void KickOffRules::rerollContest(MatchStep &step, const QString &what, int homeHelpers,
                                 int awayHelpers)
{
    MatchState &s = step.state;
    // That Babe's Got Talent (special_play_cards.json): its team wins Cheering Fans and
    // Brilliant Coaching outright, no die rolled; both teams holding it roll as usual.
    const CardMark *homeWins = CardLasting::find(s.home, u"kickoff_contests"_s);
    const CardMark *awayWins = CardLasting::find(s.away, u"kickoff_contests"_s);
    if (bool(homeWins) != bool(awayWins)) {
        const Side side = homeWins ? Side::Home : Side::Away;
        TeamMatchState &winner = s.team(side);
        ++winner.rerolls;
        step.log << tr("%1 wins it outright (%2) and gains a team re-roll for this half (%3 "
                       "left).")
                        .arg(winner.name, CardLasting::cardName(
                                              step.rules, (homeWins ? homeWins : awayWins)->card))
                        .arg(winner.rerolls);
        return;
    }
    int totals[2] = {0, 0};
    for (Side side : {Side::Home, Side::Away}) {
        const int die = step.roll(3, DiceKeys::forSide(side, what));
        const int fame = kickOffFame(s.team(side));
        const int helpers = side == Side::Home ? homeHelpers : awayHelpers;
        const int total = die + fame + helpers;
        totals[side == Side::Home ? 0 : 1] = total;
        step.log << (what == u"cheering"_s ? tr("%1: D3 %2 + FAME %3 + %4 cheerleaders = %5.")
                                           : tr("%1: D3 %2 + FAME %3 + %4 assistant coaches = %5."))
                        .arg(s.team(side).name)
                        .arg(die)
                        .arg(fame)
                        .arg(helpers)
                        .arg(total);
    }
    for (Side side : {Side::Home, Side::Away}) {
        const int mine = totals[side == Side::Home ? 0 : 1];
        const int theirs = totals[side == Side::Home ? 1 : 0];
        if (mine < theirs)
            continue;
        ++s.team(side).rerolls;
        step.log << tr("%1 gains a team re-roll for this half (%2 left).")
                        .arg(s.team(side).name)
                        .arg(s.team(side).rerolls);
    }
}

void KickOffRules::changingWeather(MatchStep &step)
{
    if (!WeatherRoll::roll(step))
        return;
    if (step.state.weatherId == u"nice"_s)
        step.log << tr("Nice weather: a gust of wind scatters the ball one more square.");
}

} // namespace dugout
