#include "HandPanel.h"

#include "models/Palette.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QHBoxLayout>
#include <QPushButton>
#include <QToolButton>
#include <QVBoxLayout>

using namespace dugout::bloodyball;

namespace dugout {

HandPanel::HandPanel(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_show = new QPushButton(tr("Show my hand"), this);
    m_show->setObjectName(QStringLiteral("bloodyShowHand"));
    m_show->setCheckable(true);
    m_show->setToolTip(tr("Only the coach to play should look: the hand hides again after each "
                          "card."));
    layout->addWidget(m_show);
    m_cardsBox = new QWidget(this);
    m_cardsLayout = new QHBoxLayout(m_cardsBox);
    m_cardsLayout->setContentsMargins(0, 0, 0, 0);
    m_cardsLayout->setAlignment(Qt::AlignLeft);
    layout->addWidget(m_cardsBox);
    auto *jokerRow = new QHBoxLayout;
    m_joker = new QComboBox(this);
    m_joker->setObjectName(QStringLiteral("bloodyJokerSuit"));
    for (const Suit s : {Suit::Clubs, Suit::Spades, Suit::Diamonds, Suit::Hearts})
        m_joker->addItem(tr("Joker as %1").arg(Cards::symbol(s)), int(s));
    m_joker->setToolTip(tr("A joker is the suit its coach names."));
    jokerRow->addWidget(m_joker);
    jokerRow->addStretch();
    layout->addLayout(jokerRow);
    m_group = new QButtonGroup(this);
    m_group->setExclusive(true);
    connect(m_show, &QPushButton::toggled, this, [this] { rebuild(); });
    connect(m_joker, &QComboBox::currentIndexChanged, this, [this] { Q_EMIT jokerSuitChanged(); });
    rebuild();
}

void HandPanel::setHand(const QList<int> &cards, DeckKind kind, bool typed, bool active)
{
    const bool same = cards == m_cards && kind == m_kind && typed == m_typed && active == m_active;
    m_cards = cards;
    m_kind = kind;
    m_typed = typed;
    m_active = active;
    if (!same)
        rebuild();
}

void HandPanel::hideHand()
{
    m_show->setChecked(false);
    rebuild();
}

void HandPanel::clearChoice()
{
    rebuild();
}

Suit HandPanel::jokerSuit() const
{
    return Suit(m_joker->currentData().toInt());
}

void HandPanel::rebuild()
{
    for (QAbstractButton *b : m_group->buttons()) {
        m_group->removeButton(b);
        // Gone at once for anyone looking for the cards by name; deleted once its signals
        // are done (the click that led here may still be running).
        b->setObjectName(QString());
        b->hide();
        b->deleteLater();
    }
    m_show->setVisible(!m_typed);
    m_show->setEnabled(m_active);
    const bool faceUp = m_typed || m_show->isChecked();
    m_show->setText(faceUp ? tr("Hide my hand") : tr("Show my hand"));
    m_joker->setVisible(m_active && (m_typed || (faceUp && [this] {
                                         for (const int c : m_cards)
                                             if (Cards::deck(m_kind).value(c).suit == Suit::Joker)
                                                 return true;
                                         return false;
                                     }())));
    if (!m_active)
        return;
    const QList<Card> deck = Cards::deck(m_kind);
    QList<std::pair<int, Card>> shown;
    if (m_typed) {
        for (const Suit s : {Suit::Clubs, Suit::Spades, Suit::Diamonds, Suit::Hearts, Suit::Joker})
            if (Cards::count(m_kind, s) > 0)
                shown.append({-1, Card{s, 0}});
    } else {
        for (const int c : m_cards)
            shown.append({c, faceUp ? deck.value(c) : Card{Suit::Joker, -1}});
    }
    int position = 0;
    for (const auto &[index, card] : shown) {
        auto *button = new QToolButton(m_cardsBox);
        button->setObjectName(QStringLiteral("bloodyCard%1").arg(position++));
        button->setCheckable(true);
        button->setEnabled(faceUp);
        button->setFont(Palette::font(font(), Palette::Text::Emphasis, true));
        button->setMinimumSize(44, 52);
        if (!faceUp) {
            button->setText(QStringLiteral("🂠"));
        } else {
            button->setText(m_typed ? Cards::symbol(card.suit) : Cards::name(card));
            if (Cards::isRed(card.suit))
                button->setStyleSheet(QStringLiteral("color: %1")
                                          .arg(Palette::color(Palette::Color::RedSuit).name()));
            button->setToolTip(Cards::isBlack(card.suit)
                                   ? tr("Black card: move, get up, dodge, intercept, heroic "
                                        "move, recover")
                                   : (Cards::isRed(card.suit)
                                          ? tr("Red card: attack, pass, heroic move (or stand "
                                               "up), recover")
                                          : tr("Joker: any suit")));
        }
        m_group->addButton(button);
        m_cardsLayout->addWidget(button);
        const int cardIndex = index;
        const Suit suit = card.suit;
        connect(button, &QToolButton::clicked, this,
                [this, cardIndex, suit] { Q_EMIT chosen(cardIndex, suit); });
    }
}

} // namespace dugout
