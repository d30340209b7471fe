#include "FreeTurns.h"

#include "CardLasting.h"
#include "MatchFlow.h"
#include "core/rules/SpecialPlayCard.h"

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

const QString FreeTurn = u"free_turn"_s;
const QString Reply = u"free_turn_reply"_s;

CardMark *freeMark(TeamMatchState &team)
{
    CardMark *mark = CardLasting::find(team, FreeTurn);
    return mark ? mark : CardLasting::find(team, Reply);
}

const CardMark *freeMark(const TeamMatchState &team)
{
    const CardMark *mark = CardLasting::find(team, FreeTurn);
    return mark ? mark : CardLasting::find(team, Reply);
}

} // namespace

RuleCheck FreeTurns::start(MatchStep &step, const SpecialPlayCard &card)
{
    MatchState &s = step.state;
    TeamMatchState &team = step.team();
    if (freeMark(team))
        return RuleCheck::refused(tr("%1 is already owed a free turn.").arg(team.name));
    CardMark mark;
    mark.card = card.id;
    mark.mark = FreeTurn;
    mark.until = u"drive"_s;
    if (s.phase == MatchPhase::Turn) {
        // The turn has started, nobody has acted: it becomes the free turn.
        --team.turn;
        mark.value = 1;
        step.log << tr("This turn of %1 is a free turn: its turn marker goes back to %2.")
                        .arg(team.name)
                        .arg(team.turn);
    } else {
        step.log << tr("%1 takes a free turn now: its turn marker stays at %2.")
                        .arg(team.name)
                        .arg(team.turn);
    }
    team.cardMarks << mark;
    step.log << tr("Then %1 takes a free turn, then %2 its own turn.")
                    .arg(step.otherTeam().name, team.name);
    return RuleCheck::ok();
}

bool FreeTurns::startTurn(MatchStep &step)
{
    TeamMatchState &team = step.team();
    CardMark *mark = freeMark(team);
    if (!mark || mark->value != 0)
        return false;
    mark->value = 1;
    step.log << tr("%1: a free turn (%2), the turn marker stays at %3.")
                    .arg(team.name, CardLasting::cardName(step.rules, mark->card))
                    .arg(team.turn);
    return true;
}

void FreeTurns::endTurn(MatchStep &step)
{
    MatchState &s = step.state;
    TeamMatchState &team = s.team(s.active);
    CardMark *mark = freeMark(team);
    if (!mark || mark->value != 1)
        return;
    const bool cardsOwn = mark->mark == FreeTurn;
    CardMark reply = *mark;
    team.cardMarks.removeIf(
        [](const CardMark &m) { return m.mark == FreeTurn || m.mark == Reply; });
    if (!cardsOwn) {
        step.log << tr("The free turns are over: %1 plays its own turn.")
                        .arg(s.team(opponent(s.active)).name);
        return;
    }
    reply.mark = Reply;
    reply.value = 0;
    s.team(opponent(s.active)).cardMarks << reply;
    step.log << tr("%1's free turn is over: %2 takes its free turn.")
                    .arg(team.name, s.team(opponent(s.active)).name);
}

bool FreeTurns::owed(const MatchState &state, Side side)
{
    const CardMark *mark = freeMark(state.team(side));
    return mark && mark->value == 0;
}

bool FreeTurns::inFreeTurn(const MatchState &state, bool *cardsOwn)
{
    if (state.phase != MatchPhase::Turn)
        return false;
    const CardMark *mark = freeMark(state.team(state.active));
    if (!mark || mark->value != 1)
        return false;
    if (cardsOwn)
        *cardsOwn = mark->mark == FreeTurn;
    return true;
}

RuleCheck FreeTurns::checkTouchdown(const MatchStep &step, Side side)
{
    bool cardsOwn = false;
    if (side == step.state.active && inFreeTurn(step.state, &cardsOwn) && cardsOwn)
        return RuleCheck::refused(
            tr("A touchdown in this free turn counts only if the scorer is still in the End "
               "Zone after %1's free turn: enter it then.")
                .arg(step.state.team(opponent(side)).name));
    return RuleCheck::ok();
}

} // namespace dugout
