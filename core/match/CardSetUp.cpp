#include "CardSetUp.h"

#include "CardLasting.h"
#include "DiceKeys.h"
#include "MatchFlow.h"
#include "core/rules/Ruleset.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

const QString MissesMatch = u"misses_match"_s;
const QString MissesDrive = u"misses_drive"_s;
const QString MayMissDrive = u"may_miss_drive"_s;
const QString OneOfTwoBest = u"one_of_two_best"_s;
const QString KoSetUpStunned = u"ko_set_up_stunned"_s;

// A mark on one player (not the whole team).
const CardMark *playerMark(const TeamMatchState &team, const QString &mark, int number)
{
    for (const CardMark &m : team.cardMarks) {
        if (m.mark == mark && m.number == number)
            return &m;
    }
    return nullptr;
}

// The reserves a card does not bar, whatever I Am the Greatest says.
QList<int> unbarred(const TeamMatchState &team)
{
    QList<int> numbers;
    for (const MatchPlayer &p : team.players) {
        if (p.state == PlayerState::Reserves && !playerMark(team, MissesMatch, p.number) &&
            !playerMark(team, MissesDrive, p.number))
            numbers << p.number;
    }
    return numbers;
}

} // namespace

RuleCheck CardSetUp::barred(const MatchStep &step, Side side, int number)
{
    const TeamMatchState &team = step.state.team(side);
    for (const QString &mark : {MissesMatch, MissesDrive}) {
        if (const CardMark *m = playerMark(team, mark, number))
            return RuleCheck::refused((mark == MissesMatch ? tr("%1 misses the match (%2).")
                                                           : tr("%1 misses this drive (%2)."))
                                          .arg(MatchFlow::playerName(step, side, number),
                                               CardLasting::cardName(step.rules, m->card)));
    }
    return RuleCheck::ok();
}

int CardSetUp::available(const MatchState &state, Side side)
{
    return int(unbarred(state.team(side)).size());
}

bool CardSetUp::wakesUp(const TeamMatchState &team)
{
    return CardLasting::find(team, KoSetUpStunned) != nullptr;
}

qint64 CardSetUp::value(const MatchStep &step, Side side, int number)
{
    const MatchPlayer *p = step.state.team(side).player(number);
    if (!p)
        return 0;
    if (p->induced) {
        if (p->positionId.startsWith(u"star."_s)) {
            const StarPlayer *star = step.rules.starPlayer(p->positionId.mid(5));
            return star ? star->cost : 0;
        }
        const Position *position = step.rules.position(p->positionId);
        return position ? position->cost : 0;
    }
    for (const Player *player : step.setup.team(side).activePlayers()) {
        if (p->playerId ? player->id == p->playerId : player->number == p->number)
            return player->value(step.rules);
    }
    return 0;
}

QList<int> CardSetUp::twoBest(const MatchStep &step, Side side)
{
    const TeamMatchState &team = step.state.team(side);
    if (!CardLasting::find(team, OneOfTwoBest))
        return {};
    QList<std::pair<qint64, int>> ranked;
    for (const int number : unbarred(team))
        ranked << std::pair{value(step, side, number), number};
    // Highest value first; on a tie the lower shirt number (the card does not say: Dugout's
    // choice, docs/special-play-cards.md).
    std::sort(ranked.begin(), ranked.end(), [](const auto &a, const auto &b) {
        return a.first != b.first ? a.first > b.first : a.second < b.second;
    });
    QList<int> best;
    for (qsizetype i = 0; i < ranked.size() && i < 2; ++i)
        best << ranked.at(i).second;
    return best.size() == 2 ? best : QList<int>{};
}

RuleCheck CardSetUp::checkTwoBest(const MatchStep &step, Side side, const QList<int> &numbers)
{
    const QList<int> best = twoBest(step, side);
    if (best.isEmpty() || !numbers.contains(best.at(0)) || !numbers.contains(best.at(1)))
        return RuleCheck::ok();
    const CardMark *mark = CardLasting::find(step.state.team(side), OneOfTwoBest);
    return RuleCheck::refused(
        tr("%1: only one of %2 and %3, the two most valuable players available, may be set up.")
            .arg(CardLasting::cardName(step.rules, mark->card),
                 MatchFlow::playerName(step, side, best.at(0)),
                 MatchFlow::playerName(step, side, best.at(1))));
}

QList<int> CardSetUp::morleyRolls(const MatchState &state, Side side)
{
    const TeamMatchState &team = state.team(side);
    QList<int> numbers;
    for (const CardMark &m : team.cardMarks) {
        const MatchPlayer *p = team.player(m.number);
        if (m.mark != MayMissDrive || !p)
            continue;
        // Not a player out for the match; a K.O.'d one rolls if he comes back first.
        if (p->state != PlayerState::Casualty && p->state != PlayerState::SentOff &&
            !playerMark(team, MissesMatch, p->number))
            numbers << p->number;
    }
    return numbers;
}

void CardSetUp::rollBeforeDrive(MatchStep &step)
{
    for (const Side side : {Side::Home, Side::Away}) {
        TeamMatchState &team = step.state.team(side);
        for (const int number : morleyRolls(step.state, side)) {
            const MatchPlayer *p = team.player(number);
            if (p->state != PlayerState::Reserves)
                continue; // still K.O.'d, or fainted in the heat: no set-up, no roll
            const CardMark *marked = playerMark(team, MayMissDrive, number);
            const QString card = CardLasting::cardName(step.rules, marked->card);
            const int die = step.roll(6, DiceKeys::forPlayer(side, DiceKeys::morley, number));
            const QString who =
                u"%1 (%2)"_s.arg(MatchFlow::playerName(step, side, number), team.name);
            if (die >= 4) {
                step.log << tr("%1: %2 %3, sets up as usual.").arg(who, card).arg(die);
                continue;
            }
            CardMark misses;
            misses.card = marked->card;
            misses.mark = MissesDrive;
            misses.number = number;
            misses.until = u"drive"_s;
            team.cardMarks << misses;
            step.log << tr("%1: %2 %3, misses this drive.").arg(who, card).arg(die);
        }
    }
}

void CardSetUp::wakeUp(MatchStep &step, Side side, int number)
{
    MatchPlayer *p = step.state.team(side).player(number);
    const int die = step.roll(6, DiceKeys::forPlayer(side, DiceKeys::wakeUp, number));
    p->playedThisDrive = true;
    p->stunnedThisTurn = false;
    p->state = die >= 4 ? PlayerState::Prone : PlayerState::Stunned;
    step.log << (die >= 4 ? tr("%1 comes back from the K.O. box: D6 %2, face up (prone).")
                          : tr("%1 comes back from the K.O. box: D6 %2, stunned."))
                    .arg(MatchFlow::playerName(step, side, number))
                    .arg(die);
}

} // namespace dugout
