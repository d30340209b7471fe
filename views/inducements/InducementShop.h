#pragma once

#include "core/inducements/InducementItem.h"
#include "core/inducements/InducementPurchases.h"
#include "core/league/MatchRecord.h"
#include "core/team/Team.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;

namespace dugout {

class InducementRules;
class Ruleset;

// One team's purchases before a match: every inducement it may look at (counted ones, the star
// players who play for its roster with their characteristics and skills, mercenaries of its
// positions with an optional Normal skill, special play card decks when the league uses them),
// with prices and limits, what it bought and the gold left. Whether a purchase is legal is asked
// of the inducement rules each time; the Buy button carries their reason when it is not.
class InducementShop : public QWidget
{
    Q_OBJECT

public:
    InducementShop(const Ruleset &rules, const InducementRules &inducementRules, const Team &team,
                   Side side, QWidget *parent = nullptr);

    const Team &team() const { return m_team; }
    // Gold the team may spend: its handicap plus its petty cash.
    void setGold(qint64 gold);
    qint64 gold() const { return m_gold; }
    qint64 goldLeft() const;
    // What the opponent bought: decks are shared, and a star hired by both plays for neither.
    void setOpponent(const InducementPurchases &opponent);
    // Whether it is this team's turn to buy; a team waiting sees its list but cannot change it.
    void setBuying(bool buying);
    bool isBuying() const { return m_buying; }
    const InducementPurchases &purchases() const { return m_purchases; }
    void clearPurchases();
    // The special play cards drawn stay face down in the list until their owner looks; the other
    // coach sits at the same screen. Hiding again turns them face down.
    void showCards(bool shown);
    bool cardsShown() const { return m_cardsShown; }

    QComboBox *itemBox() const { return m_items; }
    QComboBox *skillBox() const { return m_skills; }
    // For a card deck: the card the coach drew from the table's own deck, or Dugout draws one.
    QComboBox *cardDrawnBox() const { return m_cardDrawn; }
    QPushButton *buyButton() const { return m_buy; }
    QPushButton *removeButton() const { return m_remove; }
    QListWidget *boughtList() const { return m_bought; }
    QPushButton *showCardsButton() const { return m_showCards; }
    QLabel *reasonLabel() const { return m_reason; }
    QLabel *goldLeftLabel() const { return m_goldLeft; }
    // What the chosen entry is: a star's or a mercenary's skills, an inducement's effect.
    QLabel *detailsLabel() const { return m_details; }

Q_SIGNALS:
    void changed();

private:
    void fillItems();
    void fillSkills();
    void fillCardsLeft();
    InducementItem currentItem() const;
    void updateState();
    void buy();
    void removeSelected();
    void rebuild();
    QString cardText(const QString &deckId, const QString &cardId) const;

    const Ruleset &m_rules;
    const InducementRules &m_inducementRules;
    Team m_team;
    Side m_side;
    qint64 m_gold = 0;
    bool m_buying = false;
    InducementPurchases m_opponent;
    QList<InducementItem> m_list; // in the order bought
    QStringList m_cardOf;         // beside m_list: the card drawn by a card purchase, else empty
    QList<bool> m_cardSeen;       // beside m_list: its coach has looked at that card
    bool m_cardsShown = false;
    InducementPurchases m_purchases;

    QLabel *m_goldLeft;
    QComboBox *m_items;
    QComboBox *m_skills;
    QComboBox *m_cardDrawn;
    QPushButton *m_buy;
    QLabel *m_details;
    QLabel *m_reason;
    QListWidget *m_bought;
    QPushButton *m_remove;
    QPushButton *m_showCards;
};

} // namespace dugout
