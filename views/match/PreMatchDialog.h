#pragma once

#include "EventDialog.h"

class QLabel;

namespace dugout {

class CoinTossBox;
class DiceInput;
class Ruleset;

// The pre-match sequence at the table: the weather (2D6), each team's gate (2D6 + fan factor)
// and, after the coin toss, who kicks off. Dice are typed from the table or rolled here.
class PreMatchDialog : public EventDialog
{
    Q_OBJECT

public:
    // `weatherId`: the weather already rolled first of the pre-match sequence (a Weather event),
    // shown and not asked again; empty: its dice are asked here.
    PreMatchDialog(const EventProbe &probe, const Ruleset &rules, const QString &homeName,
                   const QString &awayName, QWidget *parent = nullptr,
                   const QString &weatherId = {});

    MatchEvent event() const override;

    DiceInput *weatherInput() const { return m_weather; }
    DiceInput *gateInput(Side side) const { return side == Side::Home ? m_homeGate : m_awayGate; }
    CoinTossBox *coinToss() const { return m_toss; }

protected:
    void updateFields() override;
    void showEvent(QShowEvent *event) override;

private:
    const Ruleset &m_rules;
    QString m_weatherId;
    DiceInput *m_weather;
    QLabel *m_weatherResult;
    DiceInput *m_homeGate;
    DiceInput *m_awayGate;
    CoinTossBox *m_toss;
};

} // namespace dugout
