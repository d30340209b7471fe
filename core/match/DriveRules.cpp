#include "DriveRules.h"

#include "CardLasting.h"
#include "CardSetUp.h"
#include "DiceKeys.h"
#include "LineupRules.h"
#include "MasterChef.h"
#include "MatchFlow.h"
#include "PurchaseRules.h"
#include "WeatherRoll.h"
#include "core/league/GateRoll.h"

#include <QLocale>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

constexpr Side bothSides[] = {Side::Home, Side::Away};

// Sent off at the end of the drive: he was set up for it and is not already out for good.
bool secretWeaponOut(const MatchPlayer &p)
{
    return p.hasSkill(u"secret_weapon"_s) && p.playedThisDrive &&
           p.state != PlayerState::Casualty && p.state != PlayerState::SentOff;
}

// "#7 Griff (Reavers)": the end of a drive lists players of both teams.
QString playerOfTeam(const MatchStep &step, Side side, int number)
{
    return u"%1 (%2)"_s.arg(MatchFlow::playerName(step, side, number),
                            MatchFlow::teamName(step, side));
}

} // namespace

RuleCheck DriveRules::apply(MatchStep &step)
{
    switch (step.event.type) {
    case MatchEventType::PreMatch:
        return preMatch(step);
    case MatchEventType::Lineup:
        return LineupRules::apply(step);
    case MatchEventType::EndDrive:
        return endDrive(step);
    default:
        return RuleCheck::refused(tr("Not a pre-match or drive event."));
    }
}

// Rulebook l.2501–2530, l.2270–2290: weather, each team's gate (GateRoll: 2D6 + fan factor, in
// thousands, with Spike!'s +2 and the end-of-season doubling) and FAME; the coin toss winner's
// choice is entered as the kicking side.
RuleCheck DriveRules::preMatch(MatchStep &step)
{
    MatchState &s = step.state;
    if (s.phase != MatchPhase::PreMatch)
        return RuleCheck::refused(tr("The pre-match sequence is already done."));
    // Petty cash the treasury does not hold never reaches the match (l.3615–3616), bought with
    // or not.
    if (const RuleCheck money = PurchaseRules::checkMoney(step.rules, step.setup); !money)
        return money;
    // The weather may have been rolled already, first of the pre-match sequence (Weather).
    if (s.weatherId.isEmpty() && !WeatherRoll::roll(step))
        return RuleCheck::refused(tr("The weather table has no row for this roll."));
    for (Side side : bothSides) {
        TeamMatchState &team = s.team(side);
        const int first = step.roll(6, DiceKeys::forSide(side, DiceKeys::gate));
        const int second = step.roll(6, DiceKeys::forSide(side, DiceKeys::gate));
        const GateRoll gate = GateRoll::of({first, second}, team.fanFactor, step.setup.stage,
                                           step.setup.team(side).trophies);
        team.gate = gate.thousands();
        step.log << tr("%1: gate %2.").arg(team.name, gate.text());
    }
    for (Side side : bothSides) {
        const int mine = s.team(side).gate;
        const int theirs = s.team(opponent(side)).gate;
        s.team(side).fame = mine <= theirs ? 0 : mine >= 2 * theirs ? 2 : 1;
    }
    step.log << tr("FAME: %1 %2, %3 %4.")
                    .arg(s.home.name)
                    .arg(s.home.fame)
                    .arg(s.away.name)
                    .arg(s.away.fame);
    s.half = 1;
    s.kicking = step.event.side;
    s.receivedFirst = opponent(step.event.side);
    s.active = step.event.side;
    s.phase = MatchPhase::Setup;
    // Team Anthem (special_play_cards.json): its team won the toss, so the kicking team is its
    // choice, whichever it is.
    for (Side side : bothSides) {
        if (const CardMark *toss = CardLasting::find(s.team(side), u"wins_coin_toss"_s))
            step.log << (side == s.kicking ? tr("%1 wins the coin toss (%2) and chooses to kick.")
                                           : tr("%1 wins the coin toss (%2) and chooses to "
                                                "receive."))
                            .arg(s.team(side).name, CardLasting::cardName(step.rules, toss->card));
    }
    step.log << tr("%1 kicks off, %2 receives; %1 sets up first.")
                    .arg(MatchFlow::teamName(step, s.kicking),
                         MatchFlow::teamName(step, s.receivedFirst));
    MasterChef::startOfHalf(step);
    CardSetUp::rollBeforeDrive(step);
    return RuleCheck::ok();
}

RuleCheck DriveRules::endDrive(MatchStep &step)
{
    if (step.state.phase != MatchPhase::DriveOver)
        return RuleCheck::refused(tr("The drive is not over."));
    const QList<int> &homeBribes = step.event.numbers;
    const QList<int> &awayBribes = step.event.awayNumbers;
    if (const RuleCheck check = checkBribes(step, Side::Home, homeBribes); !check)
        return check;
    if (const RuleCheck check = checkBribes(step, Side::Away, awayBribes); !check)
        return check;
    faintedBack(step);
    secretWeapons(step, Side::Home, homeBribes);
    secretWeapons(step, Side::Away, awayBribes);
    if (step.state.weatherId == u"sweltering_heat"_s)
        heat(step);
    MatchFlow::startNextDrive(step);
    koRecovery(step);
    CardSetUp::rollBeforeDrive(step);
    return RuleCheck::ok();
}

// A bribe only for this side's own secret weapon about to be sent off, once each, and only
// while the team has bribes left.
RuleCheck DriveRules::checkBribes(const MatchStep &step, Side side, const QList<int> &bribed)
{
    const TeamMatchState &team = step.state.team(side);
    for (qsizetype i = 0; i < bribed.size(); ++i) {
        const int number = bribed.at(i);
        if (bribed.indexOf(number) != i)
            return RuleCheck::refused(tr("%1 bribes twice for #%2.").arg(team.name).arg(number));
        const MatchPlayer *p = team.player(number);
        if (!p || !secretWeaponOut(*p))
            return RuleCheck::refused(
                tr("%1 has no secret weapon #%2 to be sent off.").arg(team.name).arg(number));
    }
    if (bribed.size() > team.bribes)
        return RuleCheck::refused(
            tr("%1 has only %2 bribe(s) left.").arg(team.name).arg(team.bribes));
    return RuleCheck::ok();
}

// Players who fainted at the end of the drive before have sat this one out.
void DriveRules::faintedBack(MatchStep &step)
{
    for (Side side : bothSides) {
        for (MatchPlayer &p : step.state.team(side).players) {
            if (p.state != PlayerState::Fainted)
                continue;
            p.state = PlayerState::Reserves;
            step.log << tr("%1 has recovered from the heat and is back in the reserves.")
                            .arg(playerOfTeam(step, side, p.number));
        }
    }
}

void DriveRules::secretWeapons(MatchStep &step, Side side, const QList<int> &bribed)
{
    TeamMatchState &team = step.state.team(side);
    for (MatchPlayer &p : team.players) {
        if (!secretWeaponOut(p))
            continue;
        const QString name = playerOfTeam(step, side, p.number);
        if (bribed.contains(p.number)) {
            --team.bribes;
            const int die = step.roll(6, DiceKeys::forPlayer(side, DiceKeys::bribe, p.number));
            if (die >= 2) {
                step.log << tr("%1: secret weapon, bribe %2: the referee looks away.")
                                .arg(name)
                                .arg(die);
                continue;
            }
            step.log
                << tr("%1: secret weapon, bribe %2: the referee keeps the money and sends him off.")
                       .arg(name)
                       .arg(die);
        } else {
            step.log << tr("%1: secret weapon, sent off.").arg(name);
        }
        p.state = PlayerState::SentOff;
    }
}

// Sweltering heat: a 1 and the player faints, missing the next drive.
void DriveRules::heat(MatchStep &step)
{
    for (Side side : bothSides) {
        for (MatchPlayer &p : step.state.team(side).players) {
            if (!isOnPitch(p.state))
                continue;
            const int die = step.roll(6, DiceKeys::forPlayer(side, DiceKeys::heat, p.number));
            const QString name = playerOfTeam(step, side, p.number);
            if (die == 1) {
                p.state = PlayerState::Fainted;
                step.log << tr("%1: heat %2, faints and misses the next drive.").arg(name).arg(die);
            } else {
                step.log << tr("%1: heat %2, fine.").arg(name).arg(die);
            }
        }
    }
}

QList<DriveRules::EndDriveRoll> DriveRules::endDriveRolls(const MatchState &state)
{
    QList<EndDriveRoll> rolls;
    const bool sweltering = state.weatherId == u"sweltering_heat"_s;
    for (Side side : bothSides) {
        const TeamMatchState &team = state.team(side);
        for (const MatchPlayer &p : team.players) {
            if (secretWeaponOut(p))
                rolls.append({side, DiceKeys::bribe, p.number});
        }
        for (const MatchPlayer &p : team.players) {
            if (sweltering && isOnPitch(p.state))
                rolls.append({side, DiceKeys::heat, p.number});
        }
        // A KO'd secret weapon is sent off before the KO rolls unless his bribe works: only then
        // does he roll to come back.
        for (const MatchPlayer &p : team.players) {
            if (p.state == PlayerState::KnockedOut && !CardSetUp::wakesUp(team))
                rolls.append({side, DiceKeys::ko, p.number});
        }
        // Morley's Revenge: a K.O.'d player rolls only if he comes back first.
        for (const int number : CardSetUp::morleyRolls(state, side))
            rolls.append({side, DiceKeys::morley, number});
    }
    return rolls;
}

void DriveRules::koRecovery(MatchStep &step)
{
    for (Side side : bothSides) {
        // Wake Up Call: no roll; the coach may set them up Stunned (CardSetUp).
        if (CardSetUp::wakesUp(step.state.team(side))) {
            for (const MatchPlayer &p : step.state.team(side).players) {
                if (p.state == PlayerState::KnockedOut)
                    step.log << tr("%1: no K.O. roll, may be set up Stunned.")
                                    .arg(playerOfTeam(step, side, p.number));
            }
            continue;
        }
        for (MatchPlayer &p : step.state.team(side).players) {
            if (p.state != PlayerState::KnockedOut)
                continue;
            const int die = step.roll(6, DiceKeys::forPlayer(side, DiceKeys::ko, p.number));
            const QString name = playerOfTeam(step, side, p.number);
            // Each Bloodweiser babe adds 1 to the roll (inducements.json, bloodweiser_babes).
            const int babes = step.state.team(side).babes;
            // Johnny Waterboy (special_play_cards.json): +1 more, and a 1 still fails.
            const int card = CardLasting::sum(step.state.team(side), u"ko_recovery"_s);
            QString roll = babes > 0 ? tr("%1 + %2 (Bloodweiser babes)").arg(die).arg(babes)
                                     : QString::number(die);
            if (card)
                roll = tr("%1 + %2 (a special play card)").arg(roll).arg(card);
            if (die + babes + card >= 4 && !(card && die == 1)) {
                p.state = PlayerState::Reserves;
                step.log << tr("%1: KO %2, back in the reserves.").arg(name, roll);
            } else {
                step.log << tr("%1: KO %2, stays in the KO box.").arg(name, roll);
            }
        }
    }
}

} // namespace dugout
