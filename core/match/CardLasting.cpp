#include "CardLasting.h"

#include "CardRules.h"
#include "MatchFlow.h"
#include "core/rules/Ruleset.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

bool isOver(MatchPhase phase)
{
    return phase == MatchPhase::DriveOver || phase == MatchPhase::TieBreak ||
           phase == MatchPhase::Finished;
}

// Takes back what a player change did, and leaves its later ST change (Gikta's).
void undo(MatchStep &step, Side side, const CardMark &mark)
{
    MatchPlayer *p = step.state.team(side).player(mark.number);
    if (!p)
        return;
    for (const QString &id : mark.added)
        p->skills.removeAll(id);
    for (const QString &id : mark.removed) {
        if (!p->hasSkill(id))
            p->skills << id;
    }
    // Blackmail: the action he took for the other team is not one of his own team's turn.
    if (mark.mark == u"controlled_by_opponent"_s)
        p->acted = false;
    p->ma = qMax(1, p->ma - mark.ma);
    p->st = qMax(1, p->st - mark.st + mark.thenSt);
    p->ag = qMax(1, p->ag - mark.ag);
    p->av = qMax(1, p->av - mark.av);
}

// Force Shield lasts until its player loses the ball; what the tracker sees of that:
// - he goes down (knocked down, placed prone, struck by a spell or a card, into the crowd,
//   whoever's turn): a player on the ground holds no ball, while one whose armour held a stab
//   keeps it;
// - he declares a Pass or a Hand-off: the ball leaves him in that action (the tracker sees no
//   hand-off catch, nor an inaccurate pass caught), and the skills do nothing in his own action
//   (Fend and Strip Ball need an opponent's block, Sure Hands a pick-up);
// - an opponent intercepts (only the carrier passes), or his team's turn ends on a ball that
//   changed hands (a failed pick-up or catch, a fumble, an interception).
// The drive's end ends it too (CardLasting::lapse).
bool ballLost(const MatchStep &step, Side side, int number, const MatchState &before)
{
    const MatchEvent &e = step.event;
    const MatchPlayer *was = before.team(side).player(number);
    const MatchPlayer *now = step.state.team(side).player(number);
    if (was && was->state == PlayerState::Standing && (!now || now->state != PlayerState::Standing))
        return true;
    switch (e.type) {
    case MatchEventType::Action:
        return e.side == side && e.number == number &&
               (e.action == PlayerAction::Pass || e.action == PlayerAction::HandOff);
    case MatchEventType::Completion:
        return e.side == side && e.number == number;
    case MatchEventType::Interception:
        return e.side == opponent(side);
    case MatchEventType::Turnover:
        return e.side == side && before.active == side &&
               (e.reason == TurnoverReason::FailedPickUp ||
                e.reason == TurnoverReason::FailedCatch || e.reason == TurnoverReason::Fumble ||
                e.reason == TurnoverReason::Interception);
    default:
        return false;
    }
}

} // namespace

const CardMark *CardLasting::find(const TeamMatchState &team, const QString &mark, int number)
{
    for (const CardMark &m : team.cardMarks) {
        if (m.mark == mark && (m.number == 0 || m.number == number))
            return &m;
    }
    return nullptr;
}

CardMark *CardLasting::find(TeamMatchState &team, const QString &mark, int number)
{
    // Iterated as non-const so the list detaches: a state copied for a dry run shares its marks
    // with the live state until then, and a mark changed through a pointer of the shared data
    // would change both (a Blackmail action used up, a Lucky Charm spent, by a mere check).
    for (CardMark &m : team.cardMarks) {
        if (m.mark == mark && (m.number == 0 || m.number == number))
            return &m;
    }
    return nullptr;
}

const CardMark *CardLasting::controlledBy(const MatchState &state, Side side, int number)
{
    if (state.phase != MatchPhase::Turn || state.active == side)
        return nullptr;
    for (const CardMark &m : state.team(side).cardMarks) {
        if (m.mark == u"controlled_by_opponent"_s && (number == 0 || m.number == number))
            return &m;
    }
    return nullptr;
}

int CardLasting::sum(const TeamMatchState &team, const QString &mark)
{
    int total = 0;
    for (const CardMark &m : team.cardMarks) {
        if (m.mark == mark)
            total += m.value;
    }
    return total;
}

bool CardLasting::use(TeamMatchState &team, const QString &mark)
{
    for (CardMark &m : team.cardMarks) {
        if (m.mark == mark && m.value > 0) {
            --m.value;
            return true;
        }
    }
    return false;
}

void CardLasting::lapse(MatchStep &step, const MatchState &before)
{
    const MatchState &s = step.state;
    const bool driveEnded =
        isOver(s.phase) && !isOver(before.phase) && before.phase != MatchPhase::PreMatch;
    const bool halfEnded = driveEnded && (s.halfOver || s.phase != MatchPhase::DriveOver);
    // A team turn ends with End turn (not the kick-off's free Blitz) or with the drive.
    const bool turnEnded = (step.event.type == MatchEventType::EndTurn && !before.blitzTurn) ||
                           (driveEnded && before.phase == MatchPhase::Turn);
    // Suicide Blitz's free turn is not a team turn: its marks lapse when it ends.
    const bool blitzTurnEnded = step.event.type == MatchEventType::EndTurn && before.blitzTurn;
    const auto lostBall = [&](Side side, const CardMark &m) {
        return m.until == u"ball_lost"_s && ballLost(step, side, m.number, before);
    };
    const bool anyLost = std::any_of(s.home.cardMarks.cbegin(), s.home.cardMarks.cend(),
                                     [&](const CardMark &m) { return lostBall(Side::Home, m); }) ||
                         std::any_of(s.away.cardMarks.cbegin(), s.away.cardMarks.cend(),
                                     [&](const CardMark &m) { return lostBall(Side::Away, m); });
    if (!driveEnded && !turnEnded && !blitzTurnEnded && !anyLost)
        return;
    for (const Side side : {Side::Home, Side::Away}) {
        QList<CardMark> &marks = step.state.team(side).cardMarks;
        for (qsizetype i = 0; i < marks.size();) {
            CardMark &m = marks[i];
            bool over = false;
            if (m.turnsLeft > 0 && turnEnded)
                over = --m.turnsLeft == 0;
            // A card lasting some turns lasts no longer than the drive.
            if (driveEnded && (m.turnsLeft > 0 || m.until == u"drive"_s))
                over = true;
            if (halfEnded && m.until == u"half"_s)
                over = true;
            if ((blitzTurnEnded || driveEnded) && m.until == u"blitz_turn"_s)
                over = true;
            if ((driveEnded && m.until == u"ball_lost"_s) || lostBall(side, m))
                over = true;
            if (!over) {
                ++i;
                continue;
            }
            const QString card = cardName(step.rules, m.card);
            if (m.mark == u"joined"_s)
                step.log << tr("%1 is over: %2 leaves %3.")
                                .arg(card, MatchFlow::playerName(step, side, m.number),
                                     step.state.team(side).name);
            else if (m.number)
                step.log << tr("%1 is over for %2.")
                                .arg(card, MatchFlow::playerName(step, side, m.number));
            else
                step.log << tr("%1 is over for %2.").arg(card, step.state.team(side).name);
            if (m.mark == u"joined"_s) {
                // He leaves the team (The Fan, Borg, the groundskeeper): nothing of his stays.
                step.state.team(side).players.removeIf(
                    [&m](const MatchPlayer &p) { return p.number == m.number; });
            } else {
                undo(step, side, m);
            }
            marks.removeAt(i);
        }
    }
}

void CardLasting::remember(MatchStep &step, const MatchState &before)
{
    MatchState &s = step.state;
    if (step.event.type == MatchEventType::EndTurn && !before.blitzTurn) {
        QList<int> &acted = s.team(before.active).actedLastTurn;
        acted.clear();
        for (const MatchPlayer &p : before.team(before.active).players) {
            if (p.acted)
                acted << p.number;
        }
    }
    if (step.event.type == MatchEventType::StartTurn)
        s.team(opponent(step.event.side)).hurtInOpponentTurn = false;
    if (before.phase != MatchPhase::Turn)
        return;
    const Side victims = opponent(before.active);
    const auto hurt = [](PlayerState state) {
        return state == PlayerState::Stunned || state == PlayerState::KnockedOut ||
               state == PlayerState::Casualty;
    };
    for (const MatchPlayer &p : s.team(victims).players) {
        const MatchPlayer *was = before.team(victims).player(p.number);
        if (hurt(p.state) && (!was || !hurt(was->state)))
            s.team(victims).hurtInOpponentTurn = true;
    }
}

QString CardLasting::cardName(const Ruleset &rules, const QString &id)
{
    const SpecialPlayCard *card = CardRules::card(rules, id);
    return card ? card->name.current() : id;
}

QString CardLasting::howLong(int turns, const QString &until)
{
    if (turns == 1)
        return tr("for one turn");
    if (turns > 1)
        return tr("for %n team turn(s)", nullptr, turns);
    if (until == u"drive"_s)
        return tr("until the end of the drive");
    if (until == u"half"_s)
        return tr("until the end of the half");
    if (until == u"blitz_turn"_s)
        return tr("for this free Blitz");
    if (until == u"ball_lost"_s)
        return tr("until he loses the ball");
    return tr("for the rest of the match");
}

QString CardLasting::describe(const QString &mark, int value)
{
    if (mark == u"no_team_rerolls"_s)
        return tr("no team re-roll");
    if (mark == u"extra_blitz"_s)
        return tr("a second Blitz");
    if (mark == u"extra_pass"_s)
        return tr("a second Pass");
    if (mark == u"extra_pass_or_hand_off"_s)
        return tr("a second Pass or Hand-off");
    if (mark == u"no_ball_turnovers"_s)
        return tr("no turnover for a failed pick-up, catch or pass");
    if (mark == u"ko_recovery"_s)
        return tr("%1 on K.O. recovery rolls").arg(QString::asprintf("%+d", value));
    if (mark == u"kickoff_fame"_s)
        return tr("%1 FAME on the kick-off table").arg(QString::asprintf("%+d", value));
    if (mark == u"injury_stunned"_s)
        return tr("every injury roll against him is Stunned");
    if (mark == u"injury_unmodified"_s)
        return tr("he cannot be fouled and injury rolls against him are unmodified");
    if (mark == u"armour_unmodified"_s)
        return tr("armour rolls against him unmodified");
    if (mark == u"first_break_prone"_s)
        return tr("the first armour roll that breaks his armour only places him prone");
    if (mark == u"breaks_only_stun"_s)
        return tr("the armour he breaks only stuns");
    if (mark == u"injury_modifier"_s)
        return tr("%1 on injury rolls against its players").arg(QString::asprintf("%+d", value));
    if (mark == u"crowd_stunned"_s)
        return tr("its players pushed into the crowd are only stunned");
    if (mark == u"armour_modifier"_s)
        return tr("%1 on armour rolls of knocked-down players")
            .arg(QString::asprintf("%+d", value));
    if (mark == u"foul_breaks_armour"_s)
        return tr("this turn's foul breaks armour");
    if (mark == u"joined"_s)
        return tr("plays for this team until the card lapses");
    if (mark == u"misses_match"_s)
        return tr("misses the match");
    if (mark == u"misses_drive"_s)
        return tr("misses this drive");
    if (mark == u"may_miss_drive"_s)
        return tr("a D6 before each kick-off, 1–3 misses that drive");
    if (mark == u"one_of_two_best"_s)
        return tr("at each set-up, only one of its two most valuable players available may be "
                  "set up");
    if (mark == u"ko_set_up_stunned"_s)
        return tr("no K.O. recovery roll: its K.O.'d players may be set up Stunned");
    if (mark == u"free_turn"_s || mark == u"free_turn_reply"_s)
        return tr("a free turn: the turn marker does not move");
    if (mark == u"controlled_by_opponent"_s)
        return value > 0 ? tr("takes one action for the other team this turn")
                         : tr("has acted for the other team this turn");
    if (mark == u"must_act_first"_s)
        return tr("acts first in his team's turn or not at all");
    if (mark == u"spiked_ball"_s)
        return tr("a failed catch or pick-up is a stab");
    if (mark == u"free_blitz"_s)
        return tr("blitzes in a free turn");
    if (mark == u"kickoff_contests"_s)
        return tr("wins Cheering Fans and Brilliant Coaching outright");
    if (mark == u"wins_coin_toss"_s)
        return tr("wins the coin toss");
    return mark;
}

} // namespace dugout
