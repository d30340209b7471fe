#include "PurchaseRules.h"

#include "DiceKeys.h"
#include "MatchFlow.h"
#include "WeatherRoll.h"
#include "core/Money.h"
#include "core/inducements/InducementRules.h"
#include "core/inducements/InducementTeam.h"
#include "core/rules/Ruleset.h"
#include "core/team/TeamRules.h"

#include <limits>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

const QString Loner = u"loner"_s;

QString itemName(const Ruleset &rules, const InducementItem &item)
{
    switch (item.kind) {
    case InducementItem::Kind::Counted:
        for (const Inducement &inducement : rules.inducements()) {
            if (inducement.id == item.id)
                return inducement.name.current();
        }
        break;
    case InducementItem::Kind::Star:
        if (const StarPlayer *star = rules.starPlayer(item.id))
            return star->name.current();
        break;
    case InducementItem::Kind::Mercenary:
        if (const Position *position = rules.position(item.id)) {
            const Skill *skill = item.skill.isEmpty() ? nullptr : rules.skill(item.skill);
            return skill ? PurchaseRules::tr("a mercenary %1 with %2")
                               .arg(position->name.current(), skill->name.current())
                         : PurchaseRules::tr("a mercenary %1").arg(position->name.current());
        }
        break;
    case InducementItem::Kind::Card:
        if (const SpecialPlayDeck *deck = rules.specialPlayDeck(item.id))
            return PurchaseRules::tr("a card of the %1 deck").arg(deck->name.current());
        break;
    }
    return item.id;
}

} // namespace

RuleCheck PurchaseRules::apply(MatchStep &step)
{
    switch (step.event.type) {
    case MatchEventType::Weather:
        return weather(step);
    case MatchEventType::Inducement:
        return buy(step);
    default:
        return RuleCheck::refused(tr("Not a pre-match event."));
    }
}

PreMatchMoney PurchaseRules::money(const Ruleset &rules, const MatchSetup &setup)
{
    const TeamRules teamRules(rules);
    // An exhibition has no treasury to move petty cash from: the handicap only.
    auto of = [&](const Team &team) {
        return PreMatchTeam{teamRules.teamValue(team, !setup.freeFanFactor),
                            setup.exhibition ? 0 : teamRules.goldLeft(team)};
    };
    return PreMatchMoney::compute(of(setup.home), of(setup.away), setup.homePettyCash,
                                  setup.awayPettyCash, setup.handicapAllowed);
}

RuleCheck PurchaseRules::checkMoney(const Ruleset &rules, const MatchSetup &setup)
{
    if (setup.exhibition) {
        for (const Side side : {Side::Home, Side::Away}) {
            if (setup.pettyCash(side) != 0)
                return RuleCheck::refused(
                    tr("%1 declares %2 of petty cash, but an exhibition match has none: no gold "
                       "leaves a treasury for it, only the handicap buys inducements.")
                        .arg(setup.team(side).name, formatGold(setup.pettyCash(side))));
        }
        return RuleCheck::ok();
    }
    // Each team named, as the coaches at the table know them.
    const PreMatchMoney sides = money(rules, setup);
    for (const Side side : {Side::Home, Side::Away}) {
        const RuleCheck check =
            PreMatchMoney::checkPettyCash(setup.pettyCash(side), sides.side(side).treasury);
        if (!check)
            return RuleCheck::refused(tr("%1: %2").arg(setup.team(side).name, check.reason));
    }
    return sides.check();
}

qint64 PurchaseRules::goldLeft(const Ruleset &rules, const MatchSetup &setup,
                               const MatchState &state, Side side)
{
    const InducementRules inducements(rules, setup.inducementOptions);
    // Priced for this team: the Dungeonbowl's holder pays less for the wizard (InducementTeam).
    return money(rules, setup).side(side).gold() -
           inducements.goldTotal(state.team(side).bought, InducementTeam::of(setup.team(side)));
}

QList<MatchEvent> PurchaseRules::purchaseEvents(const Ruleset &rules, Side side,
                                                const InducementPurchases &bought)
{
    QList<InducementItem> items;
    for (auto it = bought.counted.constBegin(); it != bought.counted.constEnd(); ++it) {
        for (int i = 0; i < it.value(); ++i)
            items << InducementItem::counted(it.key());
    }
    for (const QString &id : bought.stars) {
        const StarPlayer *star = rules.starPlayer(id);
        if (star && !star->hiredOnlyWith.isEmpty() && bought.stars.contains(star->hiredOnlyWith))
            continue;
        items << InducementItem::star(id);
    }
    for (const MercenaryPurchase &mercenary : bought.mercenaries)
        items << InducementItem::mercenary(mercenary.positionId, mercenary.skill);
    for (auto it = bought.cards.constBegin(); it != bought.cards.constEnd(); ++it) {
        for (int i = 0; i < it.value(); ++i)
            items << InducementItem::card(it.key());
    }
    QList<MatchEvent> events;
    for (const InducementItem &item : std::as_const(items)) {
        MatchEvent e;
        e.type = MatchEventType::Inducement;
        e.side = side;
        e.item = item.toText();
        events << e;
    }
    return events;
}

// l.3611–3613: the weather is the first step of the pre-match sequence.
RuleCheck PurchaseRules::weather(MatchStep &step)
{
    if (step.state.phase != MatchPhase::PreMatch || !step.state.weatherId.isEmpty())
        return RuleCheck::refused(tr("The weather of this match is already rolled."));
    if (!WeatherRoll::roll(step))
        return RuleCheck::refused(tr("The weather table has no row for this roll."));
    return RuleCheck::ok();
}

RuleCheck PurchaseRules::buy(MatchStep &step)
{
    MatchState &s = step.state;
    const Side side = step.event.side;
    TeamMatchState &team = s.team(side);
    if (s.phase != MatchPhase::PreMatch)
        return RuleCheck::refused(
            tr("Inducements are bought in the pre-match sequence, before the gate and the coin "
               "toss."));
    if (s.weatherId.isEmpty())
        return RuleCheck::refused(
            tr("Roll the weather first: it comes before petty cash and purchases."));
    if (const RuleCheck check = checkMoney(step.rules, step.setup); !check)
        return check;
    const PreMatchMoney money = PurchaseRules::money(step.rules, step.setup);
    // l.3584–3587: the stronger team spending petty cash buys before the weaker team.
    if (money.buysFirst() == side && !step.otherTeam().bought.isEmpty())
        return RuleCheck::refused(
            tr("%1 spends petty cash as the stronger team: it buys before %2 has bought "
               "anything.")
                .arg(team.name, step.otherTeam().name));
    const InducementItem item = InducementItem::fromText(step.event.item);
    const InducementRules rules(step.rules, step.setup.inducementOptions);
    const qint64 gold = goldLeft(step.rules, step.setup, s, side);
    const InducementTeam buyer = InducementTeam::of(step.setup.team(side));
    if (const RuleCheck check =
            rules.canBuy(team.bought, item, buyer, step.otherTeam().bought, gold);
        !check) {
        // Short of gold in a play-off match without handicap: say why the gold is so little.
        MatchSetup withHandicap = step.setup;
        withHandicap.handicapAllowed = true;
        if (!step.setup.handicapAllowed &&
            PurchaseRules::money(step.rules, withHandicap).side(side).handicap > 0 &&
            rules.canBuy(team.bought, item, buyer, step.otherTeam().bought,
                         std::numeric_limits<qint64>::max() / 2))
            return RuleCheck::refused(
                tr("%1 In this match of the end-of-season tournament the league gives no "
                   "handicap gold: only petty cash buys inducements.")
                    .arg(check.reason));
        return check;
    }
    const qint64 price = rules.price(item, buyer).value_or(0);
    const QStringList starsBefore = team.bought.stars;
    team.bought.add(item, step.rules);
    step.log << tr("%1 buys %2 for %3; %4 left to spend.")
                    .arg(team.name, itemName(step.rules, item), formatGold(price),
                         formatGold(goldLeft(step.rules, step.setup, s, side)));
    switch (item.kind) {
    case InducementItem::Kind::Counted:
        if (item.id == u"extra_training"_s) {
            ++team.rerolls;
            ++team.rerollsTotal;
        } else if (item.id == u"bribe"_s) {
            ++team.bribes;
        } else if (item.id == u"wandering_apothecary"_s) {
            ++team.apothecaries;
        } else if (item.id == u"bloodweiser_babes"_s) {
            ++team.babes;
        }
        break;
    case InducementItem::Kind::Star:
        for (const QString &star : team.bought.stars.mid(starsBefore.size()))
            addStar(step, star);
        break;
    case InducementItem::Kind::Mercenary:
        addMercenary(step, item.id, item.skill);
        break;
    case InducementItem::Kind::Card:
        return drawCard(step, item.id);
    }
    return RuleCheck::ok();
}

// A star joins the roster with his own profile. Hired by both teams, he takes both fees and plays
// for neither (README, "Choices"): the second hire takes him off the first team's roster.
void PurchaseRules::addStar(MatchStep &step, const QString &starId)
{
    const StarPlayer *star = step.rules.starPlayer(starId);
    if (!star)
        return;
    const Side side = step.event.side;
    TeamMatchState &other = step.otherTeam();
    if (other.bought.stars.contains(starId)) {
        other.players.removeIf(
            [&](const MatchPlayer &p) { return p.induced && p.positionId == u"star."_s + starId; });
        step.log << tr("%1 is hired by both teams: he takes both fees and plays for neither.")
                        .arg(star->name.current());
        return;
    }
    MatchPlayer p;
    p.number = MatchFlow::freeNumber(step, side);
    p.name = star->name.current();
    p.positionId = u"star."_s + starId;
    p.ma = star->ma;
    p.st = star->st;
    p.ag = star->ag;
    p.av = star->av;
    p.skills = star->skills;
    p.induced = true;
    MatchFlow::addPlayer(step, side, p);
    step.log << tr("%1 joins %2 as #%3 for this match.")
                    .arg(star->name.current(), step.team().name)
                    .arg(p.number);
}

// A mercenary: the position's profile and skills, Loner, and the extra skill bought with him.
void PurchaseRules::addMercenary(MatchStep &step, const QString &positionId, const QString &skill)
{
    const Position *position = step.rules.position(positionId);
    if (!position)
        return;
    MatchPlayer p = MatchFlow::newcomer(step, step.event.side, *position);
    p.name = tr("Mercenary %1").arg(position->name.current());
    if (!p.skills.contains(Loner))
        p.skills << Loner;
    if (!skill.isEmpty())
        p.skills << skill;
    p.induced = true;
    MatchFlow::addPlayer(step, step.event.side, p);
    step.log
        << tr("The mercenary joins %1 as #%2 for this match.").arg(step.team().name).arg(p.number);
}

int PurchaseRules::cardDie(const Ruleset &rules, const MatchState &state, Side side,
                           const QString &deckId, const QString &cardId)
{
    const QStringList left = InducementRules::cardsLeft(rules, deckId, state.team(side).bought,
                                                        state.team(opponent(side)).bought);
    return int(left.indexOf(cardId)) + 1;
}

// One card drawn at random from what is left of the deck: both coaches draw from the same
// decks. The log does not name it: the card stays hidden in its owner's hand.
RuleCheck PurchaseRules::drawCard(MatchStep &step, const QString &deckId)
{
    const SpecialPlayDeck *deck = step.rules.specialPlayDeck(deckId);
    if (!deck)
        return RuleCheck::refused(tr("Unknown deck '%1'.").arg(deckId));
    const QStringList left =
        InducementRules::cardsLeft(step.rules, deckId, step.team().bought, step.otherTeam().bought);
    if (left.isEmpty())
        return RuleCheck::refused(tr("The %1 deck has no card left.").arg(deck->name.current()));
    const int die =
        step.roll(int(left.size()), DiceKeys::forSide(step.event.side, QString(DiceKeys::card)));
    step.team().bought.drawn[deckId] << left.at(qBound(1, die, int(left.size())) - 1);
    step.log << tr("%1 draws a card from the %2 deck and keeps it hidden.")
                    .arg(step.team().name, deck->name.current());
    return RuleCheck::ok();
}

} // namespace dugout
