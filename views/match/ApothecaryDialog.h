#pragma once

#include "EventDialog.h"

class QLabel;
class QRadioButton;

namespace dugout {

class DiceInput;
class Ruleset;
struct MatchPlayer;

// The apothecary for the player hurt just now: a KO'd player is simply treated; a casualty is
// rolled again (D6 + D8, typed or rolled) and the coach keeps the result he prefers.
class ApothecaryDialog : public EventDialog
{
    Q_OBJECT

public:
    ApothecaryDialog(const EventProbe &probe, const Ruleset &rules, Side side,
                     const MatchPlayer &player, QWidget *parent = nullptr);

    MatchEvent event() const override;

    DiceInput *casualtyInput() const { return m_dice; }
    QRadioButton *keepSecondButton() const { return m_keepSecond; }

protected:
    void updateFields() override;
    QString missingText() const override;

private:
    const Ruleset &m_rules;
    Side m_side;
    int m_number;
    bool m_casualty;
    DiceInput *m_dice = nullptr;
    QRadioButton *m_keepFirst = nullptr;
    QRadioButton *m_keepSecond = nullptr;
};

} // namespace dugout
