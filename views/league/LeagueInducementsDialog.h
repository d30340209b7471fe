#pragma once

#include "core/league/LeagueOptions.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;
class QSpinBox;

namespace dugout {

class GoldSpinBox;
class Ruleset;

// What a league lets its teams buy before a match (RULES.md K; rulebook l.3588–3602,
// l.3646–3650 for the list): the inducements it allows, each ticked, and how it uses the special
// play cards (not used, bought as inducements, instead of the others, a fixed card budget) with
// the cards a team may buy. The limits are core's (LeagueOptionsRules): a problem it names keeps
// OK off and is shown as it says it.
class LeagueInducementsDialog : public QDialog
{
    Q_OBJECT

public:
    LeagueInducementsDialog(const Ruleset &rules, const LeagueOptions &options,
                            QWidget *parent = nullptr);

    // `options` with the choices made here: allowed inducements, cards, max cards, card budget.
    LeagueOptions options() const;

    QListWidget *inducementList() const { return m_list; }
    QComboBox *cardsBox() const { return m_cards; }
    QSpinBox *maxCardsBox() const { return m_maxCards; }
    GoldSpinBox *cardBudgetBox() const { return m_budget; }
    QLabel *problemsLabel() const { return m_problems; }
    QPushButton *okButton() const { return m_ok; }

private:
    void update();

    const Ruleset &m_rules;
    LeagueOptions m_options;
    QListWidget *m_list;
    QComboBox *m_cards;
    QSpinBox *m_maxCards;
    GoldSpinBox *m_budget;
    QLabel *m_problems;
    QPushButton *m_ok = nullptr;
};

} // namespace dugout
