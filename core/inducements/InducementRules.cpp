#include "InducementRules.h"

#include "core/Money.h"
#include "core/rules/Ruleset.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

const QString starPlayerId = QStringLiteral("star_player");
const QString mercenaryId = QStringLiteral("mercenary");

} // namespace

std::optional<int> InducementRules::maximum(const QString &inducementId) const
{
    const Inducement *inducement = m_rules.inducement(inducementId);
    return inducement ? inducement->max : std::nullopt;
}

std::optional<qint64> InducementRules::price(const InducementItem &item,
                                             const QString &rosterId) const
{
    switch (item.kind) {
    case InducementItem::Kind::Counted: {
        const Inducement *inducement = m_rules.inducement(item.id);
        return inducement ? inducement->costFor(rosterId) : std::nullopt;
    }
    case InducementItem::Kind::Star: {
        const StarPlayer *star = m_rules.starPlayer(item.id);
        return star ? std::optional<qint64>(star->cost) : std::nullopt;
    }
    case InducementItem::Kind::Mercenary: {
        const Position *position = m_rules.position(item.id);
        if (!position)
            return std::nullopt;
        const MercenaryRule &rule = m_rules.mercenaryRule();
        return position->cost + rule.extraCost + (item.skill.isEmpty() ? 0 : rule.skillCost);
    }
    case InducementItem::Kind::Card: {
        const SpecialPlayDeck *deck = m_rules.specialPlayDeck(item.id);
        return deck ? std::optional<qint64>(deck->cost) : std::nullopt;
    }
    }
    return std::nullopt;
}

qint64 InducementRules::cardsTotal(const InducementPurchases &bought) const
{
    qint64 sum = 0;
    for (auto it = bought.cards.constBegin(); it != bought.cards.constEnd(); ++it)
        sum += price(InducementItem::card(it.key()), QString()).value_or(0) * it.value();
    return sum;
}

std::optional<qint64> InducementRules::price(const InducementItem &item,
                                             const InducementTeam &team) const
{
    if (item.kind == InducementItem::Kind::Counted && item.id == u"wizard"_s && team.wizardPrice)
        return team.wizardPrice;
    return price(item, team.rosterId);
}

qint64 InducementRules::goldTotal(const InducementPurchases &bought, const QString &rosterId) const
{
    InducementTeam team;
    team.rosterId = rosterId;
    return goldTotal(bought, team);
}

qint64 InducementRules::goldTotal(const InducementPurchases &bought,
                                  const InducementTeam &team) const
{
    qint64 sum = 0;
    for (auto it = bought.counted.constBegin(); it != bought.counted.constEnd(); ++it)
        sum += price(InducementItem::counted(it.key()), team).value_or(0) * it.value();
    // A star who comes with another (Grotty) is priced 0: his fee is in his partner's.
    for (const QString &star : bought.stars)
        sum += price(InducementItem::star(star), team).value_or(0);
    for (const MercenaryPurchase &mercenary : bought.mercenaries)
        sum += price(InducementItem::mercenary(mercenary.positionId, mercenary.skill), team)
                   .value_or(0);
    if (m_options.cards != SpecialPlayCardsRule::FixedBudget)
        sum += cardsTotal(bought);
    return sum;
}

qint64 InducementRules::total(const InducementPurchases &bought, const QString &rosterId) const
{
    InducementTeam team;
    team.rosterId = rosterId;
    return total(bought, team);
}

qint64 InducementRules::total(const InducementPurchases &bought, const InducementTeam &team) const
{
    return goldTotal(bought, team) +
           (m_options.cards == SpecialPlayCardsRule::FixedBudget ? cardsTotal(bought) : 0);
}

QString InducementRules::rosterName(const QString &rosterId) const
{
    const Roster *roster = m_rules.roster(rosterId);
    return roster ? roster->name.current() : rosterId;
}

RuleCheck InducementRules::canBuy(const InducementPurchases &bought, const InducementItem &item,
                                  const InducementTeam &team, const InducementPurchases &opponent,
                                  qint64 goldLeft) const
{
    // "star_player" and "mercenary" are inducements of the list with no price of their own:
    // say what to buy instead (they were refused as unknown).
    if (item.kind == InducementItem::Kind::Counted &&
        (item.id == starPlayerId || item.id == mercenaryId))
        return RuleCheck::refused(tr("Choose which star player or which mercenary to hire."));
    const std::optional<qint64> cost = price(item, team);
    if (!cost) {
        switch (item.kind) {
        case InducementItem::Kind::Star:
            return RuleCheck::refused(tr("Unknown star player '%1'.").arg(item.id));
        case InducementItem::Kind::Mercenary:
            return RuleCheck::refused(
                tr("Unknown position '%1' for a mercenary (a position id such as "
                   "human.lineman).")
                    .arg(item.id));
        case InducementItem::Kind::Card:
            return RuleCheck::refused(tr("Unknown special play card deck '%1'.").arg(item.id));
        case InducementItem::Kind::Counted:
            break;
        }
        return RuleCheck::refused(tr("Unknown inducement '%1'.").arg(item.id));
    }
    if (item.kind != InducementItem::Kind::Card &&
        m_options.cards == SpecialPlayCardsRule::InsteadOfOthers)
        return RuleCheck::refused(
            tr("In this league, special play cards replace every other inducement."));

    RuleCheck check;
    switch (item.kind) {
    case InducementItem::Kind::Counted:
        check = canBuyCounted(bought, item.id, team);
        break;
    case InducementItem::Kind::Star:
        check = canBuyStar(bought, item.id, team);
        break;
    case InducementItem::Kind::Mercenary:
        check = canBuyMercenary(bought, item, team);
        break;
    case InducementItem::Kind::Card:
        check = canBuyCard(bought, item.id, opponent);
        break;
    }
    if (!check)
        return check;

    if (item.kind == InducementItem::Kind::Card &&
        m_options.cards == SpecialPlayCardsRule::FixedBudget) {
        const qint64 budgetLeft = m_options.cardBudget - cardsTotal(bought);
        if (*cost > budgetLeft)
            return RuleCheck::refused(
                tr("A card from this deck costs %1; only %2 is left of the card budget.")
                    .arg(formatGold(*cost), formatGold(qMax<qint64>(0, budgetLeft))));
        return RuleCheck::ok();
    }
    if (*cost > goldLeft)
        return RuleCheck::refused(
            tr("It costs %1; only %2 is left.")
                .arg(formatGold(*cost), formatGold(qMax<qint64>(0, goldLeft))));
    return RuleCheck::ok();
}

RuleCheck InducementRules::canBuyCounted(const InducementPurchases &bought, const QString &id,
                                         const InducementTeam &team) const
{
    const Inducement *inducement = m_rules.inducement(id);
    const QString name = inducement->name.current();
    if (!m_options.allows(id))
        return RuleCheck::refused(tr("%1: not allowed in this league.").arg(name));
    if (!inducement->availableTo(team.rosterId))
        return RuleCheck::refused(
            tr("%1: not available to %2 teams.").arg(name, rosterName(team.rosterId)));
    if (inducement->max && bought.count(id) >= *inducement->max)
        return RuleCheck::refused(tr("%1: at most %2 per team.").arg(name).arg(*inducement->max));
    return RuleCheck::ok();
}

RuleCheck InducementRules::canBuyStar(const InducementPurchases &bought, const QString &id,
                                      const InducementTeam &team) const
{
    const StarPlayer *star = m_rules.starPlayer(id);
    const QString name = star->name.current();
    if (!m_options.allows(starPlayerId))
        return RuleCheck::refused(tr("Star players are not allowed in this league."));
    if (!star->playsFor.contains(team.rosterId))
        return RuleCheck::refused(
            tr("%1 does not play for %2 teams.").arg(name, rosterName(team.rosterId)));
    if (!star->hiredOnlyWith.isEmpty()) {
        const StarPlayer *partner = m_rules.starPlayer(star->hiredOnlyWith);
        return RuleCheck::refused(
            tr("%1 is only hired with %2.")
                .arg(name, partner ? partner->name.current() : star->hiredOnlyWith));
    }
    if (bought.stars.contains(id))
        return RuleCheck::refused(tr("%1 is already hired.").arg(name));
    const int max = maximum(starPlayerId).value_or(2);
    const int coming = star->hiredWith.isEmpty() ? 1 : 2;
    if (bought.stars.size() + coming > max) {
        if (coming > 1) {
            const StarPlayer *partner = m_rules.starPlayer(star->hiredWith);
            return RuleCheck::refused(
                tr("%1 comes with %2, two star players; a team may hire at most %3.")
                    .arg(name, partner ? partner->name.current() : star->hiredWith)
                    .arg(max));
        }
        return RuleCheck::refused(tr("A team may hire at most %1 star players.").arg(max));
    }
    return RuleCheck::ok();
}

RuleCheck InducementRules::canBuyMercenary(const InducementPurchases &bought,
                                           const InducementItem &item,
                                           const InducementTeam &team) const
{
    const Position *position = m_rules.position(item.id);
    if (!m_options.allows(mercenaryId))
        return RuleCheck::refused(tr("Mercenaries are not allowed in this league."));
    const QString name = position->name.current();
    if (position->rosterId != team.rosterId)
        return RuleCheck::refused(
            tr("%1 is not a position of %2 teams.").arg(name, rosterName(team.rosterId)));

    int samePosition = team.positions.value(position->id);
    for (const MercenaryPurchase &mercenary : bought.mercenaries)
        samePosition += mercenary.positionId == position->id ? 1 : 0;
    if (samePosition >= position->max)
        return RuleCheck::refused(
            tr("The team already has %1 %2, the position's maximum (mercenaries included).")
                .arg(samePosition)
                .arg(name));
    const int maxPlayers = m_rules.teamBuilding().maxPlayers;
    if (team.players + bought.mercenaries.size() >= maxPlayers)
        return RuleCheck::refused(
            tr("A mercenary would take the team past %1 players (star players do not count).")
                .arg(maxPlayers));

    if (!item.skill.isEmpty()) {
        const Skill *skill = m_rules.skill(item.skill);
        if (!skill)
            return RuleCheck::refused(tr("Unknown skill '%1'.").arg(item.skill));
        const QString skillName = skill->name.current();
        const QStringList held = position->skills + m_rules.mercenaryRule().gains;
        if (held.contains(skill->id))
            return RuleCheck::refused(tr("A %1 mercenary already has %2.").arg(name, skillName));
        bool learnable = false;
        for (const Skill *normal : m_rules.learnableSkills(*position, false))
            learnable = learnable || normal->id == skill->id;
        if (!learnable)
            return RuleCheck::refused(
                tr("%1 is not a Normal skill for a %2.").arg(skillName, name));
        for (const QString &other : held) {
            if (m_rules.skillsExclude(other, skill->id))
                return RuleCheck::refused(
                    tr("%1 cannot be taken with %2.")
                        .arg(skillName,
                             m_rules.skill(other) ? m_rules.skill(other)->name.current() : other));
        }
    }
    return RuleCheck::ok();
}

RuleCheck InducementRules::canBuyCard(const InducementPurchases &bought, const QString &deckId,
                                      const InducementPurchases &opponent) const
{
    if (m_options.cards == SpecialPlayCardsRule::NotUsed)
        return RuleCheck::refused(tr("This league does not use special play cards."));
    if (bought.cardCount() >= m_options.maxCards)
        return RuleCheck::refused(
            tr("A team may buy at most %1 special play cards.").arg(m_options.maxCards));
    const SpecialPlayDeck *deck = m_rules.specialPlayDeck(deckId);
    if (bought.cards.value(deckId) + opponent.cards.value(deckId) >= deck->cards.size())
        return RuleCheck::refused(tr("The %1 deck has no card left.").arg(deck->name.current()));
    return RuleCheck::ok();
}

RuleCheck InducementRules::checkList(const InducementPurchases &bought, const InducementTeam &team,
                                     const InducementPurchases &opponent, qint64 gold) const
{
    QList<InducementItem> items;
    for (auto it = bought.counted.constBegin(); it != bought.counted.constEnd(); ++it) {
        if (it.value() < 0)
            return RuleCheck::refused(tr("A count cannot be negative (%1).").arg(it.key()));
        for (int i = 0; i < it.value(); ++i)
            items << InducementItem::counted(it.key());
    }
    for (const QString &star : bought.stars) {
        // A star who only comes with another is bought through his partner (Grotty with Brick).
        const StarPlayer *known = m_rules.starPlayer(star);
        if (known && !known->hiredOnlyWith.isEmpty() && bought.stars.contains(known->hiredOnlyWith))
            continue;
        items << InducementItem::star(star);
    }
    for (const MercenaryPurchase &mercenary : bought.mercenaries)
        items << InducementItem::mercenary(mercenary.positionId, mercenary.skill);
    for (auto it = bought.cards.constBegin(); it != bought.cards.constEnd(); ++it) {
        if (it.value() < 0)
            return RuleCheck::refused(tr("A count cannot be negative (%1).").arg(it.key()));
        for (int i = 0; i < it.value(); ++i)
            items << InducementItem::card(it.key());
    }

    InducementPurchases replay;
    for (const InducementItem &item : std::as_const(items)) {
        const RuleCheck check =
            canBuy(replay, item, team, opponent, gold - goldTotal(replay, team));
        if (!check)
            return check;
        replay.add(item, m_rules);
    }
    // A star listed twice, or a partner who did not come with his star, shows here.
    if (replay.stars.size() != bought.stars.size())
        return RuleCheck::refused(tr("The star players listed do not match those hired (a star "
                                     "twice, or one who only comes with another)."));

    for (auto it = bought.drawn.constBegin(); it != bought.drawn.constEnd(); ++it) {
        const SpecialPlayDeck *deck = m_rules.specialPlayDeck(it.key());
        if (!deck)
            return RuleCheck::refused(tr("Unknown deck '%1'.").arg(it.key()));
        const QString name = deck->name.current();
        if (it.value().size() > bought.cards.value(it.key()))
            return RuleCheck::refused(tr("%n card(s) drawn from the %1 deck, but only %2 bought.",
                                         nullptr, int(it.value().size()))
                                          .arg(name)
                                          .arg(bought.cards.value(it.key())));
        for (qsizetype i = 0; i < it.value().size(); ++i) {
            const QString &card = it.value().at(i);
            const bool inDeck = std::any_of(deck->cards.cbegin(), deck->cards.cend(),
                                            [&card](const auto &c) { return c.id == card; });
            if (!inDeck)
                return RuleCheck::refused(tr("'%1' is not a card of the %2 deck.").arg(card, name));
            if (it.value().indexOf(card) != i || opponent.drawn.value(it.key()).contains(card))
                return RuleCheck::refused(
                    tr("'%1' is drawn twice; each card of a deck is drawn once.").arg(card));
        }
    }
    return RuleCheck::ok();
}

QStringList InducementRules::starsHiredByBoth(const InducementPurchases &a,
                                              const InducementPurchases &b)
{
    QStringList both;
    for (const QString &star : a.stars) {
        if (b.stars.contains(star))
            both << star;
    }
    return both;
}

QString InducementRules::sharedStarWarning(const InducementItem &item,
                                           const InducementPurchases &opponent) const
{
    if (item.kind != InducementItem::Kind::Star || !opponent.stars.contains(item.id))
        return {};
    const StarPlayer *star = m_rules.starPlayer(item.id);
    return tr("The opponent has already hired %1: when both teams hire the same star, he takes "
              "both fees and "
              "plays for neither.")
        .arg(star ? star->name.current() : item.id);
}

RuleCheck InducementRules::canReturn(const InducementItem &item, bool cardSeen)
{
    if (item.kind == InducementItem::Kind::Card && cardSeen)
        return RuleCheck::refused(
            tr("Its coach has looked at this card: it stays bought, as taking "
               "it back and buying again would draw a second card."));
    return RuleCheck::ok();
}

QStringList InducementRules::cardsLeft(const Ruleset &rules, const QString &deckId,
                                       const InducementPurchases &a, const InducementPurchases &b)
{
    const SpecialPlayDeck *deck = rules.specialPlayDeck(deckId);
    if (!deck)
        return {};
    const QStringList gone = a.drawn.value(deckId) + b.drawn.value(deckId);
    QStringList left;
    for (const SpecialPlayCard &card : deck->cards) {
        if (!gone.contains(card.id))
            left << card.id;
    }
    return left;
}

} // namespace dugout
