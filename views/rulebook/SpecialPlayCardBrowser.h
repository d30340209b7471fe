#pragma once

#include <QWidget>

#include <memory>

class QComboBox;

namespace dugout {

class RulebookTableView;
class Ruleset;
class SpecialPlayCardTableModel;

// The Special play cards tab: one deck at a time, with its price per card and its size.
class SpecialPlayCardBrowser : public QWidget
{
    Q_OBJECT

public:
    explicit SpecialPlayCardBrowser(std::shared_ptr<const Ruleset> ruleset,
                                    QWidget *parent = nullptr);

    void showDeck(const QString &deckId);
    QString currentDeckId() const;

private:
    SpecialPlayCardTableModel *m_cards;
    QComboBox *m_deck;
    RulebookTableView *m_table;
};

} // namespace dugout
