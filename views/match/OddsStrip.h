#pragma once

#include "core/match/MatchState.h"
#include "views/odds/OddsCalculatorDialog.h"

#include <QPointer>
#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;

namespace dugout {

// Beside the selected player in the tracker (issue 22.2): the action he is about to take, the
// exact chance that its usual rolls all succeed with his skills and his team's re-roll as the
// match stands (core's PlayerOdds and OddsChain), and Odds… (O) to open the calculator on that
// chain, where the coach adds the dodges and the going-for-its of his path.
class OddsStrip : public QWidget
{
    Q_OBJECT

public:
    explicit OddsStrip(QWidget *parent = nullptr);

    // The player whose odds to show; nullptr state or an unknown player: nothing to show.
    void setPlayer(const MatchState *state, Side side, int number);

    QComboBox *actionChooser() const { return m_action; }
    QLabel *result() const { return m_result; }
    QPushButton *oddsButton() const { return m_open; }
    OddsCalculatorDialog *calculator() const { return m_calculator; }

private:
    void refresh();
    void openCalculator();

    MatchState m_state;
    bool m_hasPlayer = false;
    Side m_side = Side::Home;
    int m_number = 0;
    QComboBox *m_action;
    QLabel *m_result;
    QPushButton *m_open;
    QPointer<OddsCalculatorDialog> m_calculator;
};

} // namespace dugout
