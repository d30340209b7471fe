#pragma once

#include <QWidget>

class QLabel;
class QSpinBox;

namespace dugout {

class Ruleset;
class TeamActions;
struct Team;

// The strip under the roster with everything that is not a player: team re-rolls (count ×
// price), fan factor, assistant coaches, cheerleaders, the apothecary, and the free
// Necromancer of Undead and Necromantic teams. Buttons are the team's actions, so they are
// disabled with the rule's reason as the tooltip.
class StaffPanel : public QWidget
{
    Q_OBJECT

public:
    StaffPanel(TeamActions *actions, QWidget *parent = nullptr);

    void setTeam(const Team &team, const Ruleset &rules);
    QSpinBox *fanFactorBox() const { return m_fanFactor; }

Q_SIGNALS:
    // The coach stepped the fan factor; the view asks the rules and may set it back.
    void fanFactorChangeRequested(int fanFactor);

private:
    QLabel *m_rerolls;
    QSpinBox *m_fanFactor;
    QLabel *m_assistants;
    QLabel *m_cheerleaders;
    QLabel *m_necromancer;
    QLabel *m_trophies = nullptr; // the majors' trophies held, when any
};

} // namespace dugout
