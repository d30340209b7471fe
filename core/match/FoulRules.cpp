#include "FoulRules.h"

#include "CardLasting.h"
#include "DiceKeys.h"
#include "InjuryRules.h"
#include "MatchEventKeys.h"
#include "MatchFlow.h"

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

// A bribe works on a D6 of 2 or more (l.2396).
constexpr int bribeWorksOn = 2;

// The fouler: the active team's player who declared its Foul, or (`teamMate`) the player it
// controls under Blackmail who declared it for the active team and fouls his own team-mate.
RuleCheck checkFouler(const MatchStep &step)
{
    const MatchState &s = step.state;
    const MatchEvent &e = step.event;
    const QString who = MatchFlow::playerName(step, e.side, e.number);
    if (!e.teamMate) {
        if (e.side != s.active)
            return RuleCheck::refused(
                FoulRules::tr("It is %1's turn.").arg(MatchFlow::teamName(step, s.active)));
        if (!step.state.team(e.side).player(e.number))
            return RuleCheck::refused(FoulRules::tr("%1 has no player #%2.")
                                          .arg(s.team(e.side).name, QString::number(e.number)));
        if (!s.team(e.side).foulUsed || s.team(e.side).fouler != e.number)
            return RuleCheck::refused(FoulRules::tr("%1 has not declared a Foul action.").arg(who));
        return RuleCheck::ok();
    }
    const CardMark *controlled = CardLasting::controlledBy(s, e.side, e.number);
    if (!controlled)
        return RuleCheck::refused(
            FoulRules::tr("%1 fouls a team-mate only when the other team controls him this turn "
                          "(Blackmail).")
                .arg(who));
    if (controlled->acted != playerActionKey(PlayerAction::Foul))
        return RuleCheck::refused(FoulRules::tr("%1 has not declared a Foul for %2 (%3).")
                                      .arg(who, s.team(s.active).name,
                                           CardLasting::cardName(step.rules, controlled->card)));
    if (e.target == e.number)
        return RuleCheck::refused(FoulRules::tr("%1 cannot foul himself.").arg(who));
    return RuleCheck::ok();
}

RuleCheck checkFoul(MatchStep &step)
{
    const MatchState &s = step.state;
    const MatchEvent &e = step.event;
    if (s.phase != MatchPhase::Turn)
        return RuleCheck::refused(FoulRules::tr("Fouls happen only during a team turn."));
    if (s.turnover)
        return RuleCheck::refused(FoulRules::tr("Turnover: the turn is over."));
    if (const RuleCheck check = checkFouler(step); !check)
        return check;
    const MatchPlayer *fouler = step.team().player(e.number);
    if (!fouler)
        return RuleCheck::refused(FoulRules::tr("%1 has no player #%2.")
                                      .arg(step.team().name, QString::number(e.number)));
    const QString who = MatchFlow::playerName(step, e.side, e.number);
    if (fouler->state != PlayerState::Standing)
        return RuleCheck::refused(FoulRules::tr("%1 is not standing on the pitch.").arg(who));
    // The team's one Foul of the turn, whoever made it (Blackmail: his).
    if (s.team(s.active).foulMade)
        return RuleCheck::refused(
            FoulRules::tr("%1 has already made his foul this turn.").arg(who));
    const Side victimSide = e.teamMate ? e.side : opponent(e.side);
    const TeamMatchState &victims = s.team(victimSide);
    const MatchPlayer *victim = victims.player(e.target);
    if (!victim)
        return RuleCheck::refused(
            FoulRules::tr("%1 has no player #%2.").arg(victims.name, QString::number(e.target)));
    if (victim->state != PlayerState::Prone && victim->state != PlayerState::Stunned)
        return RuleCheck::refused(
            FoulRules::tr("%1 is not prone or stunned: only a player on the ground can be fouled.")
                .arg(MatchFlow::playerName(step, victimSide, e.target)));
    // Good Old Magic Codpiece (special_play_cards.json): he cannot be fouled.
    if (const CardMark *mark = CardLasting::find(victims, u"injury_unmodified"_s, e.target))
        return RuleCheck::refused(FoulRules::tr("%1 cannot be fouled: %2.")
                                      .arg(MatchFlow::playerName(step, victimSide, e.target),
                                           CardLasting::cardName(step.rules, mark->card)));
    if (e.assists < 0 || e.defensiveAssists < 0)
        return RuleCheck::refused(FoulRules::tr("Assists cannot be negative."));
    return RuleCheck::ok();
}

} // namespace

bool FoulRules::foulDeclared(const MatchState &state)
{
    // l.882–886: one Foul per team turn; l.846–848: declared before it is made.
    return state.phase == MatchPhase::Turn && !state.turnover && state.team(state.active).foulUsed;
}

std::optional<std::pair<Side, int>> FoulRules::declaredFouler(const MatchState &state)
{
    if (!foulDeclared(state))
        return std::nullopt;
    const TeamMatchState &team = state.team(state.active);
    if (team.fouler)
        return std::pair{state.active, team.fouler};
    const CardMark *controlled = CardLasting::controlledBy(state, opponent(state.active));
    if (controlled && controlled->acted == playerActionKey(PlayerAction::Foul))
        return std::pair{opponent(state.active), controlled->number};
    return std::nullopt;
}

RuleCheck FoulRules::foul(MatchStep &step)
{
    if (const RuleCheck check = checkFoul(step); !check)
        return check;
    const MatchEvent &e = step.event;
    const Side victimSide = e.teamMate ? e.side : opponent(e.side);
    const MatchPlayer &fouler = *step.team().player(e.number);
    TeamMatchState &inTurn = step.state.team(step.state.active);
    inTurn.foulMade = true;
    const QString who = MatchFlow::playerName(step, e.side, e.number);
    step.log << tr("%1 fouls %2.").arg(who, MatchFlow::playerName(step, victimSide, e.target));

    int modifier = e.assists - e.defensiveAssists;
    if (e.assists != 0 || e.defensiveAssists != 0)
        step.log
            << tr("Assists: +%1, defensive assists: −%2.").arg(e.assists).arg(e.defensiveAssists);
    if (fouler.hasSkill(u"chainsaw"_s)) {
        modifier += InjuryRules::ChainsawArmourBonus;
        step.log << InjuryRules::tr("%1: +%2 on the armour roll.")
                        .arg(InjuryRules::skillName(step, u"chainsaw"_s))
                        .arg(InjuryRules::ChainsawArmourBonus);
    }
    const QString bonusSkill = fouler.hasSkill(u"dirty_player"_s) ? u"dirty_player"_s : QString();

    ArmourReading armour;
    TwoDice armourDice;
    // Blatant Foul (special_play_cards.json): this turn's foul breaks armour without a roll, so
    // no double on it; the injury roll is made as usual.
    if (const CardMark *blatant = CardLasting::find(inTurn, u"foul_breaks_armour"_s)) {
        armour.broken = true;
        step.log << tr("%1: the armour of %2 breaks.")
                        .arg(CardLasting::cardName(step.rules, blatant->card),
                             MatchFlow::playerName(step, victimSide, e.target));
    } else {
        armourDice = InjuryRules::rollArmour(step, victimSide, e.target, modifier, bonusSkill,
                                             false, &armour);
    }
    // Sneaky Git (skills: Sournois): a double on an armour roll that holds goes unnoticed.
    bool spotted = armourDice.doubles() && (armour.broken || !fouler.hasSkill(u"sneaky_git"_s));
    if (armourDice.doubles() && !spotted)
        step.log << tr("%1: the double goes unnoticed, the armour held.")
                        .arg(InjuryRules::skillName(step, u"sneaky_git"_s));
    if (armour.broken) {
        // The foul's injury earns no SPP; "Other" keeps the victim on the pitch for the apothecary.
        const InjuryContext context{KnockDownCause::Other, &fouler, true,
                                    e.assists - e.defensiveAssists, e.teamMate};
        const int extra = !bonusSkill.isEmpty() && !armour.bonusUsed ? 1 : 0;
        if (extra)
            step.log << InjuryRules::tr("%1: +%2 on the injury roll.")
                            .arg(InjuryRules::skillName(step, bonusSkill))
                            .arg(extra);
        const TwoDice injuryDice =
            InjuryRules::injureWith(step, victimSide, e.target, context, extra);
        spotted = spotted || injuryDice.doubles();
    }
    // Blackmail: the referee still counts him in his own team and sends no one off for
    // fouling a team-mate (random_events.blackmail).
    if (spotted && e.teamMate) {
        const CardMark *controlled = CardLasting::controlledBy(step.state, e.side, e.number);
        step.log << tr("Doubles, but %1 fouled a team-mate: he cannot be sent off for it (%2).")
                        .arg(who, CardLasting::cardName(step.rules,
                                                        controlled ? controlled->card : QString()));
        return RuleCheck::ok();
    }
    if (spotted) {
        step.team().player(e.number)->state = PlayerState::SentOff;
        step.state.pendingSendOff = e.number;
        step.log << tr("Doubles: the referee sends %1 off.").arg(who);
        MatchFlow::turnover(step, TurnoverReason::SentOff);
    }
    return RuleCheck::ok();
}

RuleCheck FoulRules::bribe(MatchStep &step)
{
    MatchState &s = step.state;
    const MatchEvent &e = step.event;
    if (s.pendingSendOff == 0 || s.pendingSendOff != e.number || e.side != s.active)
        return RuleCheck::refused(tr("Only right after the send-off."));
    TeamMatchState &team = step.team();
    if (team.bribes <= 0)
        return RuleCheck::refused(tr("No bribe left."));
    MatchPlayer *fouler = team.player(e.number);
    if (!fouler || fouler->state != PlayerState::SentOff)
        return RuleCheck::refused(tr("Only right after the send-off."));

    --team.bribes;
    s.pendingSendOff = 0; // one bribe per send-off, whatever it gives
    const int die = step.roll(6, InjuryRules::purpose(e.side, DiceKeys::bribe));
    const QString who = MatchFlow::playerName(step, e.side, e.number);
    if (die < bribeWorksOn) {
        step.log << tr("Bribe %1: the referee will not look away, %2 stays sent off.")
                        .arg(QString::number(die), who);
        return RuleCheck::ok();
    }
    fouler->state = PlayerState::Standing;
    fouler->acted = true;
    s.turnover = false;
    step.log << tr("Bribe %1: the referee looks away, %2 stays in the game and the turnover is "
                   "cancelled.")
                    .arg(QString::number(die), who);
    return RuleCheck::ok();
}

} // namespace dugout
