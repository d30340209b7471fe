#pragma once

#include "core/bloodyball/Card.h"

#include <QWidget>

class QButtonGroup;
class QComboBox;
class QHBoxLayout;
class QPushButton;
class QToolButton;

namespace dugout {

// The cards of the coach whose turn it is. Both coaches share the screen, so the hand stays
// face down until "Show my hand" is pressed, and goes face down again after each card. With
// real cards (typed mode) it shows the five suits to type the card just played instead.
class HandPanel : public QWidget
{
    Q_OBJECT

public:
    explicit HandPanel(QWidget *parent = nullptr);

    // `cards`: indexes into the deck of `kind`; `typed`: show the suits instead of a hand.
    void setHand(const QList<int> &cards, bloodyball::DeckKind kind, bool typed, bool active);
    void hideHand();
    void clearChoice();
    // The suit a joker is played as.
    bloodyball::Suit jokerSuit() const;

Q_SIGNALS:
    // A card (its deck index, -1 when typed) and the suit printed on it.
    void chosen(int card, dugout::bloodyball::Suit suit);
    void jokerSuitChanged();

private:
    void rebuild();

    QPushButton *m_show = nullptr;
    QWidget *m_cardsBox = nullptr;
    QHBoxLayout *m_cardsLayout = nullptr;
    QButtonGroup *m_group = nullptr;
    QComboBox *m_joker = nullptr;
    QList<int> m_cards;
    bloodyball::DeckKind m_kind = bloodyball::DeckKind::Jokers54;
    bool m_typed = false;
    bool m_active = false;
};

} // namespace dugout
