#pragma once

#include "EventDialog.h"
#include "core/match/MatchState.h"

class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;

namespace dugout {

class Ruleset;

// A coach's hand of special play cards (issue 16): both coaches sit at one screen, so the cards
// stay face down until their owner presses "Show my cards"; he then picks one and plays it.
// Whether it may be played now is core's answer (CardRules), shown under the list; the card's
// summary goes to the log for the part played on the pitch.
class CardsDialog : public EventDialog
{
    Q_OBJECT

public:
    CardsDialog(const EventProbe &probe, const Ruleset &rules, const MatchState &state,
                QWidget *parent = nullptr);

    MatchEvent event() const override;
    QComboBox *teamBox() const { return m_team; }
    QPushButton *showButton() const { return m_show; }
    QListWidget *hand() const { return m_hand; }
    bool cardsShown() const { return m_shown; }

protected:
    void updateFields() override;
    QString missingText() const override;

private:
    void fillHand();
    Side side() const;

    const Ruleset &m_rules;
    const MatchState &m_state;
    QComboBox *m_team;
    QPushButton *m_show;
    QListWidget *m_hand;
    QLabel *m_effect;
    bool m_shown = false;
};

} // namespace dugout
