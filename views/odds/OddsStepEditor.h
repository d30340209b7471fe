#pragma once

#include "core/odds/OddsStep.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QSpinBox;
class QStackedWidget;

namespace dugout {

// The settings of the selected step: target and modifier for an agility-type roll, dice, chooser,
// goal and the defender's skills for a block, the armour value, the injury wanted.
class OddsStepEditor : public QWidget
{
    Q_OBJECT

public:
    explicit OddsStepEditor(QWidget *parent = nullptr);

    void setStep(const OddsStep &step);
    OddsStep step() const { return m_step; }

Q_SIGNALS:
    void stepChanged(const dugout::OddsStep &step);

private:
    QWidget *buildRollPage();
    QWidget *buildBlockPage();
    QWidget *buildArmourPage();
    QWidget *buildInjuryPage();
    void readWidgets();

    OddsStep m_step;
    bool m_loading = false;
    QStackedWidget *m_pages;
    QSpinBox *m_target;
    QSpinBox *m_modifier;
    QCheckBox *m_opponentTackle;
    QSpinBox *m_blockDice;
    QComboBox *m_chooser;
    QComboBox *m_blockGoal;
    QCheckBox *m_defenderBlock;
    QCheckBox *m_defenderDodge;
    QCheckBox *m_defenderWrestle;
    QSpinBox *m_armourValue;
    QComboBox *m_injuryGoal;
};

} // namespace dugout
