#pragma once

#include "core/odds/OddsSkills.h"
#include "core/odds/OddsStep.h"

#include <QDialog>

#include <functional>

class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;

namespace dugout {

class OddsSkillsBox;
class OddsStepEditor;

// Help → Odds calculator: the coach lists the rolls of one player's action, sets their target
// numbers, modifiers and skills, and reads the exact chance that all succeed and what to spend
// on each roll if it fails. Every number comes from core/odds/OddsChain.
class OddsCalculatorDialog : public QDialog
{
    Q_OBJECT

public:
    explicit OddsCalculatorDialog(QWidget *parent = nullptr);

    // Opened from the match tracker for one player: his action's rolls, his skills and the
    // team's re-roll, and a step added later takes his numbers (core's PlayerOdds).
    void setAction(const QString &title, const QList<OddsStep> &steps, const OddsSkills &skills,
                   std::function<OddsStep(OddsStepKind)> stepFor);

private:
    void addStep();
    void removeStep();
    void moveStep(int delta);
    void showStep(int row);
    void updateStep(const OddsStep &step);
    void refreshList();
    void recompute();
    static OddsStep defaultStep(OddsStepKind kind);

    QList<OddsStep> m_steps;
    std::function<OddsStep(OddsStepKind)> m_stepFor; // empty: the calculator's own defaults
    QComboBox *m_kind;
    QListWidget *m_list;
    QPushButton *m_remove;
    QPushButton *m_up;
    QPushButton *m_down;
    OddsStepEditor *m_editor;
    OddsSkillsBox *m_skills;
    QLabel *m_result;
    QLabel *m_withoutReRolls;
    QLabel *m_advice;
};

} // namespace dugout
