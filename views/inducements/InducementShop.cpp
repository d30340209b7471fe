#include "InducementShop.h"

#include "core/Money.h"
#include "core/dice/RandomDice.h"
#include "core/inducements/InducementBill.h"
#include "core/inducements/InducementRules.h"
#include "core/inducements/InducementTeam.h"
#include "core/match/DiceKeys.h"
#include "core/rules/Ruleset.h"
#include "models/Palette.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

// The combo box keeps each entry's item as "kind:id" (InducementItem, without the skill).
QString key(const InducementItem &item)
{
    switch (item.kind) {
    case InducementItem::Kind::Counted:
        return u"counted:"_s + item.id;
    case InducementItem::Kind::Star:
        return u"star:"_s + item.id;
    case InducementItem::Kind::Mercenary:
        return u"mercenary:"_s + item.id;
    case InducementItem::Kind::Card:
        return u"card:"_s + item.id;
    }
    return {};
}

InducementItem itemOf(const QString &text)
{
    const QString kind = text.section(u':', 0, 0);
    const QString id = text.section(u':', 1);
    if (kind == u"star"_s)
        return InducementItem::star(id);
    if (kind == u"mercenary"_s)
        return InducementItem::mercenary(id);
    if (kind == u"card"_s)
        return InducementItem::card(id);
    return InducementItem::counted(id);
}

QString skillNames(const Ruleset &rules, const QStringList &ids)
{
    QStringList names;
    for (const QString &id : ids) {
        const Skill *skill = rules.skill(id);
        names << (skill ? skill->name.current() : id);
    }
    return names.join(u", "_s);
}

} // namespace

InducementShop::InducementShop(const Ruleset &rules, const InducementRules &inducementRules,
                               const Team &team, Side side, QWidget *parent)
    : QWidget(parent), m_rules(rules), m_inducementRules(inducementRules), m_team(team),
      m_side(side), m_goldLeft(new QLabel(this)), m_items(new QComboBox(this)),
      m_skills(new QComboBox(this)), m_cardDrawn(new QComboBox(this)),
      m_buy(new QPushButton(tr("Buy"), this)), m_details(new QLabel(this)),
      m_reason(new QLabel(this)), m_bought(new QListWidget(this)),
      m_remove(new QPushButton(tr("Remove"), this)),
      m_showCards(new QPushButton(tr("Show my cards"), this))
{
    const QString prefix = side == Side::Home ? u"home"_s : u"away"_s;
    m_goldLeft->setObjectName(prefix + u"GoldLeft"_s);
    m_goldLeft->setFont(Palette::font(font(), Palette::Text::Figures, true));
    m_items->setObjectName(prefix + u"InducementItem"_s);
    m_items->setMinimumContentsLength(24);
    m_items->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_skills->setObjectName(prefix + u"MercenarySkill"_s);
    m_skills->setToolTip(tr("A mercenary may take one extra Normal skill"));
    m_cardDrawn->setObjectName(prefix + u"CardDrawn"_s);
    m_cardDrawn->setToolTip(
        tr("A table with its own decks: the card this coach drew (the other coach looks away); "
           "else Dugout draws one at random"));
    m_buy->setObjectName(prefix + u"Buy"_s);
    m_details->setObjectName(prefix + u"InducementDetails"_s);
    m_details->setWordWrap(true);
    m_details->setFont(Palette::font(font(), Palette::Text::Small));
    m_reason->setObjectName(prefix + u"BuyReason"_s);
    m_reason->setWordWrap(true);
    m_reason->setFont(Palette::font(font(), Palette::Text::Small));
    m_reason->setStyleSheet(u"color: %1;"_s.arg(Palette::css(Palette::Color::WarningText)));
    m_bought->setObjectName(prefix + u"Bought"_s);
    m_remove->setObjectName(prefix + u"RemovePurchase"_s);
    m_showCards->setObjectName(prefix + u"ShowCards"_s);
    m_showCards->setCheckable(true);
    m_showCards->setToolTip(tr("Only this team's coach should look: the other coach looks away"));
    m_showCards->setVisible(m_inducementRules.options().cards != SpecialPlayCardsRule::NotUsed);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_goldLeft);
    auto *buyRow = new QHBoxLayout;
    buyRow->addWidget(m_items, 1);
    buyRow->addWidget(m_skills);
    buyRow->addWidget(m_cardDrawn);
    buyRow->addWidget(m_buy);
    layout->addLayout(buyRow);
    layout->addWidget(m_details);
    layout->addWidget(m_reason);
    layout->addWidget(m_bought, 1);
    auto *listButtons = new QHBoxLayout;
    listButtons->addWidget(m_showCards);
    listButtons->addStretch(1);
    listButtons->addWidget(m_remove);
    layout->addLayout(listButtons);

    fillItems();
    connect(m_items, &QComboBox::currentIndexChanged, this, [this] {
        fillSkills();
        fillCardsLeft();
        updateState();
    });
    connect(m_skills, &QComboBox::currentIndexChanged, this, &InducementShop::updateState);
    connect(m_buy, &QPushButton::clicked, this, &InducementShop::buy);
    connect(m_remove, &QPushButton::clicked, this, &InducementShop::removeSelected);
    connect(m_showCards, &QPushButton::toggled, this, &InducementShop::showCards);
    connect(m_bought, &QListWidget::currentRowChanged, this, &InducementShop::updateState);
    fillSkills();
    fillCardsLeft();
    updateState();
}

void InducementShop::fillItems()
{
    const QString roster = m_team.rosterId;
    const InducementTeam team = InducementTeam::of(m_team);
    auto add = [&](const InducementItem &item, const QString &label, const QString &tip = {}) {
        const qint64 price = m_inducementRules.price(item, team).value_or(0);
        m_items->addItem(tr("%1 — %2").arg(label, formatGold(price)), key(item));
        if (!tip.isEmpty())
            m_items->setItemData(m_items->count() - 1, tip, Qt::ToolTipRole);
    };
    for (const Inducement &inducement : m_rules.inducements()) {
        if (inducement.id == u"star_player"_s || inducement.id == u"mercenary"_s)
            continue;
        const QString limit = inducement.max ? tr(" (0-%1)").arg(*inducement.max) : QString();
        add(InducementItem::counted(inducement.id), inducement.name.current() + limit,
            inducement.summary.current());
    }
    // Only the stars who play for this roster; a star who only comes with another is bought
    // through him.
    for (const StarPlayer *star : m_rules.starPlayersFor(roster)) {
        if (!star->hiredOnlyWith.isEmpty())
            continue;
        const QString stats =
            tr("MA %1 ST %2 AG %3 AV %4").arg(star->ma).arg(star->st).arg(star->ag).arg(star->av);
        add(InducementItem::star(star->id), tr("Star: %1, %2").arg(star->name.current(), stats),
            skillNames(m_rules, star->skills) +
                (star->note.current().isEmpty() ? QString() : u"\n"_s + star->note.current()));
    }
    if (const Roster *r = m_rules.roster(roster)) {
        const QStringList gains = m_rules.mercenaryRule().gains;
        for (const Position &position : r->positions) {
            QStringList skills = position.skills;
            for (const QString &gain : gains) {
                if (!skills.contains(gain))
                    skills << gain;
            }
            add(InducementItem::mercenary(position.id),
                tr("Mercenary %1").arg(position.name.current()),
                tr("MA %1 ST %2 AG %3 AV %4: %5")
                    .arg(position.ma)
                    .arg(position.st)
                    .arg(position.ag)
                    .arg(position.av)
                    .arg(skillNames(m_rules, skills)));
        }
    }
    if (m_inducementRules.options().cards == SpecialPlayCardsRule::NotUsed)
        return;
    for (const SpecialPlayDeck &deck : m_rules.specialPlayDecks())
        add(InducementItem::card(deck.id), tr("Card: %1").arg(deck.name.current()),
            tr("One card drawn at random from what is left of the deck, which holds %1 cards.")
                .arg(deck.cards.size()));
}

void InducementShop::fillSkills()
{
    const QSignalBlocker blocker(m_skills);
    m_skills->clear();
    const InducementItem item = itemOf(m_items->currentData().toString());
    const Position *position =
        item.kind == InducementItem::Kind::Mercenary ? m_rules.position(item.id) : nullptr;
    m_skills->setVisible(position != nullptr);
    if (!position)
        return;
    m_skills->addItem(tr("No extra skill"), QString());
    for (const Skill *skill : m_rules.learnableSkills(*position, false))
        m_skills->addItem(tr("+ %1").arg(skill->name.current()), skill->id);
}

// The cards neither team holds of the deck chosen (InducementRules::cardsLeft): a table playing
// with its own decks says which one its coach drew; the first entry leaves the draw to Dugout.
void InducementShop::fillCardsLeft()
{
    const QSignalBlocker blocker(m_cardDrawn);
    m_cardDrawn->clear();
    const InducementItem item = itemOf(m_items->currentData().toString());
    const SpecialPlayDeck *deck =
        item.kind == InducementItem::Kind::Card ? m_rules.specialPlayDeck(item.id) : nullptr;
    m_cardDrawn->setVisible(deck != nullptr);
    if (!deck)
        return;
    m_cardDrawn->addItem(tr("Drawn by Dugout"), QString());
    const QStringList left = InducementRules::cardsLeft(m_rules, item.id, m_purchases, m_opponent);
    for (const SpecialPlayCard &card : deck->cards) {
        if (left.contains(card.id))
            m_cardDrawn->addItem(tr("Drawn at the table: %1").arg(card.name.current()), card.id);
    }
}

InducementItem InducementShop::currentItem() const
{
    InducementItem item = itemOf(m_items->currentData().toString());
    if (item.kind == InducementItem::Kind::Mercenary)
        item.skill = m_skills->currentData().toString();
    return item;
}

qint64 InducementShop::goldLeft() const
{
    return m_gold - m_inducementRules.goldTotal(m_purchases, InducementTeam::of(m_team));
}

void InducementShop::setGold(qint64 gold)
{
    m_gold = gold;
    updateState();
}

void InducementShop::setOpponent(const InducementPurchases &opponent)
{
    m_opponent = opponent;
    fillCardsLeft();
    updateState();
}

void InducementShop::setBuying(bool buying)
{
    m_buying = buying;
    // The turn passes to the other coach: this team's cards turn face down again.
    if (!buying && m_cardsShown)
        showCards(false);
    updateState();
}

void InducementShop::clearPurchases()
{
    m_list.clear();
    m_cardOf.clear();
    m_cardSeen.clear();
    rebuild();
    fillCardsLeft();
}

void InducementShop::showCards(bool shown)
{
    m_cardsShown = shown;
    if (shown)
        m_cardSeen.fill(true); // only card rows are ever asked about
    const QSignalBlocker blocker(m_showCards);
    m_showCards->setChecked(shown);
    m_showCards->setText(shown ? tr("Hide my cards") : tr("Show my cards"));
    rebuild();
}

// A card face down names only its deck; face up, its name, and its timing and effect as tooltip.
QString InducementShop::cardText(const QString &deckId, const QString &cardId) const
{
    const SpecialPlayDeck *deck = m_rules.specialPlayDeck(deckId);
    const QString deckName = deck ? deck->name.current() : deckId;
    if (!m_cardsShown)
        return tr("Card of the %1 deck, face down").arg(deckName);
    if (deck) {
        for (const SpecialPlayCard &card : deck->cards) {
            if (card.id == cardId)
                return tr("Card: %1 (%2)").arg(card.name.current(), deckName);
        }
    }
    return tr("Card: %1 (%2)").arg(cardId, deckName);
}

void InducementShop::updateState()
{
    m_goldLeft->setText(tr("Gold left: %1 of %2").arg(formatGold(goldLeft()), formatGold(m_gold)));
    m_details->setText(m_items->currentData(Qt::ToolTipRole).toString());
    const InducementItem item = currentItem();
    const RuleCheck check = m_inducementRules.canBuy(m_purchases, item, InducementTeam::of(m_team),
                                                     m_opponent, goldLeft());
    QString reason = check ? m_inducementRules.sharedStarWarning(item, m_opponent) : check.reason;
    if (!m_buying)
        reason = tr("Wait: it is not this team's turn to buy.");
    m_buy->setEnabled(m_buying && check);
    m_buy->setToolTip(reason);
    m_items->setEnabled(m_buying);
    m_skills->setEnabled(m_buying);
    const int row = m_bought->currentRow();
    const RuleCheck returnable =
        row >= 0 && row < m_list.size()
            ? InducementRules::canReturn(m_list.at(row), m_cardSeen.at(row))
            : RuleCheck::ok();
    m_remove->setEnabled(m_buying && row >= 0 && returnable);
    m_remove->setToolTip(returnable ? QString() : returnable.reason);
    // A purchase chosen in the list that cannot be taken back says why, in place of the buy's.
    m_reason->setText(m_buying && !returnable ? returnable.reason : reason);
    m_showCards->setEnabled(m_purchases.cardCount() > 0);
}

void InducementShop::buy()
{
    const InducementItem item = currentItem();
    if (!m_inducementRules.canBuy(m_purchases, item, InducementTeam::of(m_team), m_opponent,
                                  goldLeft()))
        return;
    // A card is drawn from what neither team has drawn of its deck, here and now: this is the
    // card the match holds (PurchaseRules::cardDie), face down until its owner looks.
    QString card;
    if (item.kind == InducementItem::Kind::Card) {
        const QStringList left =
            InducementRules::cardsLeft(m_rules, item.id, m_purchases, m_opponent);
        if (left.isEmpty())
            return;
        card = m_cardDrawn->currentData().toString();
        if (!left.contains(card)) {
            RandomDice dice;
            card = left.at(dice.roll(int(left.size()), QString(DiceKeys::card)) - 1);
        }
    }
    m_list << item;
    m_cardOf << card;
    m_cardSeen << false;
    rebuild();
    // The card's name does not stay on screen: it is face down in the list now.
    fillCardsLeft();
}

void InducementShop::removeSelected()
{
    const int row = m_bought->currentRow();
    if (row < 0 || row >= m_list.size())
        return;
    if (!InducementRules::canReturn(m_list.at(row), m_cardSeen.at(row)))
        return;
    m_list.removeAt(row);
    m_cardOf.removeAt(row);
    m_cardSeen.removeAt(row);
    rebuild();
    fillCardsLeft(); // a card taken back goes back into its deck
}

// The purchases are the list replayed, so a star's partner comes and goes with him.
void InducementShop::rebuild()
{
    m_purchases = InducementPurchases();
    m_bought->clear();
    for (qsizetype i = 0; i < m_list.size(); ++i) {
        const InducementItem &item = m_list.at(i);
        m_purchases.add(item, m_rules);
        InducementPurchases one;
        one.add(item, m_rules);
        const qint64 price = m_inducementRules.price(item, InducementTeam::of(m_team)).value_or(0);
        const bool card = item.kind == InducementItem::Kind::Card && !m_cardOf.at(i).isEmpty();
        if (card)
            m_purchases.drawn[item.id] << m_cardOf.at(i);
        const QString text =
            card ? cardText(item.id, m_cardOf.at(i)) : InducementBill::describe(m_rules, one);
        m_bought->addItem(tr("%1 — %2").arg(text, formatGold(price)));
    }
    updateState();
    Q_EMIT changed();
}

} // namespace dugout
