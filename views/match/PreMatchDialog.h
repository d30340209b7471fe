#pragma once

#include "EventDialog.h"

#include <QHash>

class QLabel;

namespace dugout {

class CoinTossBox;
class DiceInput;
class Ruleset;
struct MatchState;

// The pre-match sequence at the table: the weather (2D6), each team's gate (2D6 + fan factor)
// and, after the coin toss, who kicks off. Dice are typed from the table or rolled here. After
// Morley's Revenge (CardSetUp), the D6 of each of its players before the first kick-off too.
class PreMatchDialog : public EventDialog
{
    Q_OBJECT

public:
    // `weatherId`: the weather already rolled first of the pre-match sequence (a Weather event),
    // shown and not asked again; empty: its dice are asked here.
    PreMatchDialog(const EventProbe &probe, const Ruleset &rules, const QString &homeName,
                   const QString &awayName, QWidget *parent = nullptr,
                   const QString &weatherId = {}, const MatchState *state = nullptr);

    MatchEvent event() const override;

    DiceInput *weatherInput() const { return m_weather; }
    DiceInput *gateInput(Side side) const { return side == Side::Home ? m_homeGate : m_awayGate; }
    CoinTossBox *coinToss() const { return m_toss; }
    // Morley's Revenge's D6 for player `number` of `side`, or null.
    DiceInput *morleyInput(Side side, int number) const;

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
    QHash<QString, DiceInput *> m_morley; // by purpose ("away.morley.5")
};

} // namespace dugout
