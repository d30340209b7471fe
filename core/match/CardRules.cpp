#include "CardRules.h"

#include "CardEffects.h"

#include "core/rules/Ruleset.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

bool nobodyActed(const TeamMatchState &team)
{
    return std::none_of(team.players.cbegin(), team.players.cend(),
                        [](const MatchPlayer &p) { return p.acted; });
}

} // namespace

const SpecialPlayCard *CardRules::card(const Ruleset &rules, const QString &id)
{
    for (const SpecialPlayDeck &deck : rules.specialPlayDecks()) {
        for (const SpecialPlayCard &c : deck.cards) {
            if (c.id == id)
                return &c;
        }
    }
    return nullptr;
}

QList<const SpecialPlayCard *> CardRules::hand(const Ruleset &rules, const MatchState &state,
                                               Side side)
{
    const TeamMatchState &team = state.team(side);
    QList<const SpecialPlayCard *> cards;
    for (const QStringList &drawn : team.bought.drawn) {
        for (const QString &id : drawn) {
            if (team.cardsPlayed.contains(id))
                continue;
            if (const SpecialPlayCard *card = CardRules::card(rules, id))
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
    } else if (timing == u"turnover"_s) {
        now = s.phase == MatchPhase::Turn && s.active == side && s.turnover && !s.blitzTurn;
        when = tr("when a turn of %1 has just ended on a turnover, before End turn").arg(team);
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

RuleCheck CardRules::canPlay(const MatchState &s, Side side, const SpecialPlayCard &card,
                             bool confirmed)
{
    if (const RuleCheck check = canPlayAt(s, side, card.play); !check)
        return check;
    const QString team = s.team(side).name;
    for (const QString &need : card.needs) {
        if (need == u"receiving"_s && s.kicking == side)
            return RuleCheck::refused(
                tr("%1 is played by the receiving team; %2 kicks.").arg(card.name.current(), team));
        if (need == u"kicking"_s && s.kicking != side)
            return RuleCheck::refused(tr("%1 is played by the kicking team; %2 receives.")
                                          .arg(card.name.current(), team));
        if (need == u"after_kick_off"_s && !(s.kickOffJustResolved && s.kicking == side))
            return RuleCheck::refused(
                tr("%1 is played once %2's kick-off is resolved, not after a turn.")
                    .arg(card.name.current(), team));
        if (need == u"after_turn"_s && s.turnJustEnded != side)
            return RuleCheck::refused(tr("%1 is played right after a turn of %2, not after a "
                                         "kick-off.")
                                          .arg(card.name.current(), team));
        if (need == u"hurt_last_turn"_s && !s.team(side).hurtInOpponentTurn)
            return RuleCheck::refused(tr("%1 is played only if a player of %2 was hurt (stunned "
                                         "included) in the opponent's last turn.")
                                          .arg(card.name.current(), team));
        if (need == u"ko_recovery_ahead"_s) {
            if (s.team(side).countIn(PlayerState::KnockedOut) == 0)
                return RuleCheck::refused(
                    tr("%1 has no K.O.'d player for %2.").arg(team, card.name.current()));
            if (s.phase != MatchPhase::DriveOver)
                return RuleCheck::refused(
                    tr("%1 replaces the K.O. recovery rolls: play it when the drive is over, "
                       "before they are rolled.")
                        .arg(card.name.current()));
        }
        if (need == u"opponent_scored"_s && s.justScored != opponent(side))
            return RuleCheck::refused(
                tr("%1 is played right after the opponent of %2 scores a touchdown.")
                    .arg(card.name.current(), team));
    }
    // What only the coaches see on the pitch: the coach says it holds.
    if (!card.confirm.en.isEmpty() && !confirmed)
        return RuleCheck::refused(tr("%1 is played only if %2: confirm it.")
                                      .arg(card.name.current(), card.confirm.current()));
    return RuleCheck::ok();
}

RuleCheck CardRules::play(MatchStep &step)
{
    const Side side = step.event.side;
    TeamMatchState &team = step.team();
    const SpecialPlayCard *card = CardRules::card(step.rules, step.event.item);
    if (!card)
        return RuleCheck::refused(tr("Unknown special play card '%1'.").arg(step.event.item));
    const QList<const SpecialPlayCard *> held = hand(step.rules, step.state, side);
    if (!held.contains(card))
        return RuleCheck::refused(
            team.cardsPlayed.contains(card->id)
                ? tr("%1 has already played %2.").arg(team.name, card->name.current())
                : tr("%1 does not hold %2.").arg(team.name, card->name.current()));
    if (const RuleCheck check = canPlay(step.state, side, *card, step.event.confirmed); !check)
        return check;
    team.cardsPlayed << card->id;
    step.log << tr("%1 plays %2 (%3): %4")
                    .arg(team.name, card->name.current(), card->card, card->effect.current());
    return CardEffects::apply(step, *card);
}

} // namespace dugout
