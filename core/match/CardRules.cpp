#include "CardRules.h"

#include "core/rules/Ruleset.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

const SpecialPlayCard *findCard(const Ruleset &rules, const QString &id)
{
    for (const SpecialPlayDeck &deck : rules.specialPlayDecks()) {
        for (const SpecialPlayCard &card : deck.cards) {
            if (card.id == id)
                return &card;
        }
    }
    return nullptr;
}

bool nobodyActed(const TeamMatchState &team)
{
    return std::none_of(team.players.cbegin(), team.players.cend(),
                        [](const MatchPlayer &p) { return p.acted; });
}

} // namespace

QList<const SpecialPlayCard *> CardRules::hand(const Ruleset &rules, const MatchState &state,
                                               Side side)
{
    const TeamMatchState &team = state.team(side);
    QList<const SpecialPlayCard *> cards;
    for (const QStringList &drawn : team.bought.drawn) {
        for (const QString &id : drawn) {
            if (team.cardsPlayed.contains(id))
                continue;
            if (const SpecialPlayCard *card = findCard(rules, id))
                cards << card;
        }
    }
    return cards;
}

RuleCheck CardRules::canPlayAt(const MatchState &s, Side side, const QString &timing)
{
    const QString team = s.team(side).name;
    bool now = false;
    QString when;
    if (timing == u"before_match"_s) {
        // Once the weather is known and the inducements bought, before the gate and the toss.
        now = s.phase == MatchPhase::PreMatch && !s.weatherId.isEmpty();
        when = tr("before the match, once the inducements are bought");
    } else if (timing == u"before_setup"_s) {
        now = s.phase == MatchPhase::DriveOver ||
              (s.phase == MatchPhase::Setup && s.team(side).onPitch() == 0);
        when = tr("before %1 sets up for a drive").arg(team);
    } else if (timing == u"kick_off"_s) {
        now = s.phase == MatchPhase::KickOff;
        when = tr("at the kick-off, once both teams are set up");
    } else if (timing == u"start_of_turn"_s) {
        now = s.active == side &&
              (s.phase == MatchPhase::AwaitTurn || (s.phase == MatchPhase::Turn && !s.turnover &&
                                                    !s.blitzTurn && nobodyActed(s.team(side))));
        when = tr("at the start of a turn of %1, before any of its players acts").arg(team);
    } else if (timing == u"end_of_turn"_s) {
        now = (s.turnJustEnded == side &&
               (s.phase == MatchPhase::AwaitTurn || s.phase == MatchPhase::DriveOver)) ||
              (s.kickOffJustResolved && s.kicking == side && s.phase == MatchPhase::AwaitTurn);
        when = tr("right after a turn of %1 or its kick-off, before the opponent's turn").arg(team);
    } else if (timing == u"drive_end"_s) {
        now = s.phase == MatchPhase::DriveOver;
        when = tr("when the drive is over");
    } else {
        return RuleCheck::refused(tr("Unknown moment '%1' for a card.").arg(timing));
    }
    if (!now)
        return RuleCheck::refused(tr("This card is played %1.").arg(when));
    return RuleCheck::ok();
}

RuleCheck CardRules::play(MatchStep &step)
{
    const Side side = step.event.side;
    TeamMatchState &team = step.team();
    const SpecialPlayCard *card = findCard(step.rules, step.event.item);
    if (!card)
        return RuleCheck::refused(tr("Unknown special play card '%1'.").arg(step.event.item));
    const QList<const SpecialPlayCard *> held = hand(step.rules, step.state, side);
    if (!held.contains(card))
        return RuleCheck::refused(
            team.cardsPlayed.contains(card->id)
                ? tr("%1 has already played %2.").arg(team.name, card->name.current())
                : tr("%1 does not hold %2.").arg(team.name, card->name.current()));
    if (const RuleCheck check = canPlayAt(step.state, side, card->play); !check)
        return check;
    team.cardsPlayed << card->id;
    step.log << tr("%1 plays %2 (%3): %4")
                    .arg(team.name, card->name.current(), card->card, card->effect.current());
    return RuleCheck::ok();
}

} // namespace dugout
