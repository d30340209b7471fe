#include "CardsDialog.h"

#include "core/match/CardRules.h"
#include "core/rules/Ruleset.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace dugout {

CardsDialog::CardsDialog(const EventProbe &probe, const Ruleset &rules, const MatchState &state,
                         QWidget *parent)
    : EventDialog(probe, tr("Special play cards"), parent), m_rules(rules), m_state(state),
      m_team(new QComboBox(this)), m_show(new QPushButton(this)), m_hand(new QListWidget(this)),
      m_effect(new QLabel(this))
{
    setObjectName(u"cardsDialog"_s);
    m_team->setObjectName(u"cardsTeam"_s);
    for (const Side s : {state.active, opponent(state.active)}) {
        if (!CardRules::hand(rules, state, s).isEmpty())
            m_team->addItem(state.team(s).name, s == Side::Home ? u"home"_s : u"away"_s);
    }
    m_show->setObjectName(u"showCards"_s);
    m_show->setCheckable(true);
    m_hand->setObjectName(u"cardsHand"_s);
    // A card's name and moment are read whole, not behind a scroll bar.
    m_hand->setWordWrap(true);
    m_hand->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setMinimumWidth(560);
    m_effect->setObjectName(u"cardEffect"_s);
    m_effect->setWordWrap(true);
    auto *row = new QHBoxLayout;
    row->addWidget(new QLabel(tr("Hand of:"), this));
    row->addWidget(m_team, 1);
    row->addWidget(m_show);
    content()->addLayout(row);
    content()->addWidget(m_hand);
    content()->addWidget(m_effect);
    connect(m_team, &QComboBox::currentIndexChanged, this, [this] {
        m_show->setChecked(false); // a new hand starts face down
        fillHand();
        refresh();
    });
    connect(m_show, &QPushButton::toggled, this, [this](bool shown) {
        m_shown = shown;
        fillHand();
        refresh();
    });
    connect(m_hand, &QListWidget::currentRowChanged, this, &CardsDialog::refresh);
    fillHand();
    refresh();
}

Side CardsDialog::side() const
{
    return m_team->currentData().toString() == u"away"_s ? Side::Away : Side::Home;
}

void CardsDialog::fillHand()
{
    m_hand->clear();
    const QList<const SpecialPlayCard *> cards = CardRules::hand(m_rules, m_state, side());
    for (const SpecialPlayCard *card : cards) {
        auto *item = new QListWidgetItem(
            m_shown
                ? tr("%1 (%2) — %3").arg(card->name.current(), card->card, card->timing.current())
                : tr("Face-down card"),
            m_hand);
        item->setData(Qt::UserRole, card->id);
    }
    m_hand->setEnabled(m_shown);
    m_show->setText(m_shown ? tr("Hide my cards") : tr("Show my cards"));
}

void CardsDialog::updateFields()
{
    const QListWidgetItem *item = m_hand->currentItem();
    const SpecialPlayCard *chosen = nullptr;
    for (const SpecialPlayCard *card : CardRules::hand(m_rules, m_state, side())) {
        if (item && card->id == item->data(Qt::UserRole).toString())
            chosen = card;
    }
    m_effect->setText(m_shown && chosen ? chosen->effect.current() : QString());
}

QString CardsDialog::missingText() const
{
    if (!m_shown)
        return tr("The cards are face down: their owner shows them.");
    if (!m_hand->currentItem())
        return tr("Choose the card to play.");
    return {};
}

MatchEvent CardsDialog::event() const
{
    MatchEvent e;
    e.type = MatchEventType::PlayCard;
    e.side = side();
    if (const QListWidgetItem *item = m_hand->currentItem(); item && m_shown)
        e.item = item->data(Qt::UserRole).toString();
    return e;
}

} // namespace dugout
