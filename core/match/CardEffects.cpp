#include "CardEffects.h"

#include "DiceKeys.h"
#include "MatchFlow.h"
#include "WizardSpell.h"
#include "core/rules/Ruleset.h"

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

// The statuses as the `apply` key spells them (RulesetLoader checks the spelling).
std::optional<PlayerState> statusOf(const QString &name)
{
    static const QHash<QString, PlayerState> states{
        {u"standing"_s, PlayerState::Standing},      {u"prone"_s, PlayerState::Prone},
        {u"stunned"_s, PlayerState::Stunned},        {u"reserves"_s, PlayerState::Reserves},
        {u"knocked_out"_s, PlayerState::KnockedOut}, {u"casualty"_s, PlayerState::Casualty}};
    const auto it = states.constFind(name);
    if (it == states.cend())
        return std::nullopt;
    return *it;
}

QString statusText(PlayerState state)
{
    switch (state) {
    case PlayerState::Standing:
        return CardEffects::tr("standing");
    case PlayerState::Prone:
        return CardEffects::tr("prone");
    case PlayerState::Stunned:
        return CardEffects::tr("stunned");
    case PlayerState::Reserves:
        return CardEffects::tr("in the reserves");
    case PlayerState::KnockedOut:
        return CardEffects::tr("knocked out");
    case PlayerState::Casualty:
        return CardEffects::tr("a casualty");
    case PlayerState::SentOff:
        return CardEffects::tr("sent off");
    case PlayerState::Fainted:
        return CardEffects::tr("fainted");
    }
    return {};
}

// The players the event names, taken in the order the card's changes ask for them.
struct Named
{
    QList<int> own, opponent;
    bool take(const QString &team, Side side, Side *from, int *number)
    {
        QList<int> *list = team == u"opponent"_s ? &opponent : &own;
        if (team == u"any"_s && own.isEmpty())
            list = &opponent;
        if (list->isEmpty())
            return false;
        *from = list == &own ? side : dugout::opponent(side);
        *number = list->takeFirst();
        return true;
    }
};

QString whoseText(const QString &team, const QString &own, const QString &other)
{
    if (team == u"own"_s)
        return CardEffects::tr("a player of %1").arg(own);
    if (team == u"opponent"_s)
        return CardEffects::tr("a player of %1").arg(other);
    return CardEffects::tr("a player of either team");
}

RuleCheck checkPlayer(const MatchStep &step, const CardPlayerChange &change, Side side, int number,
                      const SpecialPlayCard &card)
{
    const MatchPlayer *p = step.state.team(side).player(number);
    const QString who = MatchFlow::playerName(step, side, number);
    if (!p)
        return RuleCheck::refused(
            CardEffects::tr("%1 has no player #%2.").arg(step.state.team(side).name).arg(number));
    QStringList allowed;
    for (const QString &name : change.from)
        allowed << statusText(statusOf(name).value_or(PlayerState::Standing));
    bool inStatus = false;
    for (const QString &name : change.from)
        inStatus = inStatus || statusOf(name) == p->state;
    if (!inStatus)
        return RuleCheck::refused(CardEffects::tr("%1 is %2; %3 takes a player who is %4.")
                                      .arg(who, statusText(p->state), card.name.current(),
                                           allowed.join(CardEffects::tr(" or "))));
    if (p->state == PlayerState::Casualty) {
        const int d68 = p->casualtyD68.value_or(0);
        if (change.minCasualty && d68 < change.minCasualty)
            return RuleCheck::refused(
                CardEffects::tr("%1's casualty (%2) is below %3: %4 does not take it.")
                    .arg(who, d68 ? QString::number(d68) : CardEffects::tr("badly hurt"))
                    .arg(change.minCasualty)
                    .arg(card.name.current()));
        if (change.maxCasualty && d68 > change.maxCasualty)
            return RuleCheck::refused(
                CardEffects::tr("%1's casualty (%2) is worse than badly hurt: %3 does not take it.")
                    .arg(who)
                    .arg(d68)
                    .arg(card.name.current()));
    }
    if (change.maxSt && p->st > change.maxSt)
        return RuleCheck::refused(CardEffects::tr("%1 has ST %2; %3 takes ST %4 or less.")
                                      .arg(who)
                                      .arg(p->st)
                                      .arg(card.name.current())
                                      .arg(change.maxSt));
    if (!change.without.isEmpty() && p->hasSkill(change.without)) {
        const Skill *skill = step.rules.skill(change.without);
        return RuleCheck::refused(
            CardEffects::tr("%1 has %2: %3 does not take him.")
                .arg(who, skill ? skill->name.current() : change.without, card.name.current()));
    }
    if (card.needs.contains(u"opponent_scored"_s) && change.team == u"opponent"_s &&
        number != step.state.justScoredNumber)
        return RuleCheck::refused(CardEffects::tr("%1 did not score: %2 takes the scorer.")
                                      .arg(who, card.name.current()));
    return RuleCheck::ok();
}

void changePlayer(MatchStep &step, const CardPlayerChange &change, Side side, int number)
{
    MatchPlayer &p = *step.state.team(side).player(number);
    const QString who = MatchFlow::playerName(step, side, number);
    if (const std::optional<PlayerState> to = statusOf(change.to)) {
        if (p.state == PlayerState::Casualty)
            p.casualtyD68.reset(); // healed by the card: no casualty reaches the team
        if (!isOnPitch(p.state) && isOnPitch(*to))
            p.playedThisDrive = true;
        p.stunnedThisTurn = false;
        p.state = *to;
        step.log << CardEffects::tr("%1 is now %2.").arg(who, statusText(*to));
    }
    QStringList gained;
    for (const QString &id : change.skills) {
        if (p.hasSkill(id))
            continue;
        p.skills << id;
        const Skill *skill = step.rules.skill(id);
        gained << (skill ? skill->name.current() : id);
    }
    p.ma = qMax(1, p.ma + change.ma);
    p.st = qMax(1, p.st + change.st);
    p.ag = qMax(1, p.ag + change.ag);
    p.av = qMax(1, p.av + change.av);
    QStringList lines = gained;
    for (const auto &[delta, label] :
         {std::pair{change.ma, u"MA"_s}, std::pair{change.st, u"ST"_s},
          std::pair{change.ag, u"AG"_s}, std::pair{change.av, u"AV"_s}}) {
        if (delta)
            lines << u"%1%2 %3"_s.arg(delta > 0 ? u"+"_s : QString()).arg(delta).arg(label);
    }
    if (!lines.isEmpty())
        step.log
            << CardEffects::tr("%1 for the rest of the match: %2.").arg(who, lines.join(u", "_s));
}

RuleCheck applyPlayers(MatchStep &step, const SpecialPlayCard &card)
{
    const CardEffect &effect = card.apply;
    const Side side = step.event.side;
    Named named{side == Side::Home ? step.event.numbers : step.event.awayNumbers,
                side == Side::Home ? step.event.awayNumbers : step.event.numbers};
    QList<std::pair<Side, int>> chosen;
    for (const CardPlayerChange &change : effect.players) {
        Side from = side;
        int number = 0;
        if (!named.take(change.team, side, &from, &number))
            return RuleCheck::refused(
                CardEffects::tr("Name %1 for %2.")
                    .arg(whoseText(change.team, step.team().name, step.otherTeam().name),
                         card.name.current()));
        if (chosen.contains(std::pair{from, number}))
            return RuleCheck::refused(CardEffects::tr("%1 is named twice.")
                                          .arg(MatchFlow::playerName(step, from, number)));
        if (const RuleCheck check = checkPlayer(step, change, from, number, card); !check)
            return check;
        chosen << std::pair{from, number};
    }
    if (!named.own.isEmpty() || !named.opponent.isEmpty())
        return RuleCheck::refused(
            CardEffects::tr("%1 takes %n player(s).", nullptr, int(effect.players.size()))
                .arg(card.name.current()));
    if (effect.succeedsOn) {
        const int die = step.roll(6, DiceKeys::forSide(side, QString(DiceKeys::cardEffect)));
        if (die < effect.succeedsOn) {
            step.log << CardEffects::tr("%1: D6 %2, below %3: nothing happens.")
                            .arg(card.name.current())
                            .arg(die)
                            .arg(effect.succeedsOn);
            return RuleCheck::ok();
        }
        step.log << CardEffects::tr("%1: D6 %2, it works.").arg(card.name.current()).arg(die);
    }
    for (qsizetype i = 0; i < chosen.size(); ++i)
        changePlayer(step, effect.players.at(i), chosen.at(i).first, chosen.at(i).second);
    return RuleCheck::ok();
}

RuleCheck applyRerolls(MatchStep &step, const SpecialPlayCard &card)
{
    const CardEffect &effect = card.apply;
    const Side side = effect.team == u"own"_s ? step.event.side : opponent(step.event.side);
    TeamMatchState &team = step.state.team(side);
    int change = effect.rerolls;
    if (effect.rerollDie) {
        const int die =
            step.roll(effect.rerollDie, DiceKeys::forSide(side, QString(DiceKeys::cardEffect)));
        change = -die;
        step.log << CardEffects::tr("%1: D%2 %3.")
                        .arg(card.name.current())
                        .arg(effect.rerollDie)
                        .arg(die);
    } else if (effect.eachLostOn) {
        QStringList dice;
        for (int i = 0; i < team.rerollsTotal; ++i) {
            const int die = step.roll(6, DiceKeys::forSide(side, QString(DiceKeys::cardEffect)));
            dice << QString::number(die);
            if (die >= effect.eachLostOn)
                --change;
        }
        step.log << CardEffects::tr("%1: one D6 per re-roll of %2: %3.")
                        .arg(card.name.current(), team.name,
                             dice.isEmpty() ? CardEffects::tr("none") : dice.join(u", "_s));
    }
    // For the rest of the match: the re-rolls of each half and those left now.
    const int before = team.rerollsTotal;
    team.rerollsTotal = qMax(0, team.rerollsTotal + change);
    team.rerolls = qMax(0, team.rerolls + (team.rerollsTotal - before));
    step.log << (change >= 0 ? CardEffects::tr("%1 gains %n team re-roll(s) for the match.",
                                               nullptr, change)
                             : CardEffects::tr("%1 loses %n team re-roll(s) for the match.",
                                               nullptr, before - team.rerollsTotal))
                    .arg(team.name);
    return RuleCheck::ok();
}

RuleCheck applyStrike(MatchStep &step, const SpecialPlayCard &card)
{
    const CardEffect &effect = card.apply;
    const MatchEvent &e = step.event;
    const QList<int> &own = e.side == Side::Home ? e.numbers : e.awayNumbers;
    const QList<int> &other = e.side == Side::Home ? e.awayNumbers : e.numbers;
    const qsizetype count = e.numbers.size() + e.awayNumbers.size();
    if (effect.team == u"opponent"_s && !own.isEmpty())
        return RuleCheck::refused(CardEffects::tr("%1 strikes only players of %2.")
                                      .arg(card.name.current(), step.otherTeam().name));
    if (effect.team == u"own"_s && !other.isEmpty())
        return RuleCheck::refused(CardEffects::tr("%1 strikes only players of %2.")
                                      .arg(card.name.current(), step.team().name));
    if (effect.maxPlayers == 1 && count != 1)
        return RuleCheck::refused(
            CardEffects::tr("%1 strikes exactly one player.").arg(card.name.current()));
    if (count > effect.maxPlayers)
        return RuleCheck::refused(CardEffects::tr("%1 strikes at most %2 players.")
                                      .arg(card.name.current())
                                      .arg(effect.maxPlayers));
    for (const auto &[side, numbers] :
         {std::pair{Side::Home, &e.numbers}, std::pair{Side::Away, &e.awayNumbers}}) {
        for (qsizetype i = 0; i < numbers->size(); ++i) {
            const int number = numbers->at(i);
            const MatchPlayer *p = step.state.team(side).player(number);
            const QString who = MatchFlow::playerName(step, side, number);
            if (numbers->indexOf(number) != i)
                return RuleCheck::refused(CardEffects::tr("%1 is named twice.").arg(who));
            if (!p || p->state != PlayerState::Standing)
                return RuleCheck::refused(
                    CardEffects::tr("%1 is not standing on the pitch: %2 strikes standing players.")
                        .arg(who, card.name.current()));
        }
    }
    if (count == 0)
        step.log << CardEffects::tr("%1 hits nobody.").arg(card.name.current());
    for (const int number : e.numbers)
        WizardSpell::strike(step, Side::Home, number, effect.hitsOn);
    for (const int number : e.awayNumbers)
        WizardSpell::strike(step, Side::Away, number, effect.hitsOn);
    return RuleCheck::ok();
}

} // namespace

CardEffects::Names CardEffects::names(const SpecialPlayCard &card)
{
    Names n;
    if (card.apply.kind == u"players"_s) {
        for (const CardPlayerChange &change : card.apply.players) {
            if (change.team == u"own"_s)
                ++n.own;
            else if (change.team == u"opponent"_s)
                ++n.opponent;
            else
                ++n.any;
        }
        n.atMost = int(card.apply.players.size());
    } else if (card.apply.kind == u"strike"_s) {
        n.atMost = card.apply.maxPlayers;
    }
    return n;
}

RuleCheck CardEffects::apply(MatchStep &step, const SpecialPlayCard &card)
{
    const QString &kind = card.apply.kind;
    const bool namesPlayers = kind == u"players"_s || kind == u"strike"_s;
    if (!namesPlayers && (!step.event.numbers.isEmpty() || !step.event.awayNumbers.isEmpty()))
        return RuleCheck::refused(
            tr("%1 takes no player: it is played on the pitch.").arg(card.name.current()));
    if (kind == u"players"_s)
        return applyPlayers(step, card);
    if (kind == u"rerolls"_s)
        return applyRerolls(step, card);
    if (kind == u"strike"_s)
        return applyStrike(step, card);
    if (kind == u"cancel_turnover"_s) {
        step.state.turnover = false;
        step.log << tr("The turnover is cancelled: %1's turn goes on.").arg(step.team().name);
    }
    return RuleCheck::ok();
}

} // namespace dugout
