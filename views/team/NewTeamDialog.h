#pragma once

#include "core/team/Team.h"

#include <QColor>
#include <QDialog>

#include <memory>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QToolButton;

namespace dugout {

class Ruleset;

// What a coach decides before hiring anyone: the roster (all 24, the three unofficial ones
// marked), the team's name, the coach's name and an accent colour. The budget comes from the
// league (the rulebook's 1,000,000 by default).
class NewTeamDialog : public QDialog
{
    Q_OBJECT

public:
    explicit NewTeamDialog(std::shared_ptr<const Ruleset> ruleset, QWidget *parent = nullptr);

    void setBudget(qint64 budget);
    // Coaches already in the database, offered as completions.
    void setKnownCoaches(const QStringList &coaches);

    void setRosterId(const QString &rosterId);
    QString rosterId() const;
    void setTeamName(const QString &name);
    void setCoach(const QString &coach);
    void setColor(const QColor &color);
    QColor color() const { return m_color; }

    // The new team as chosen, in creation, with no player yet.
    Team team() const;

private:
    void updateRosterInfo();
    void updateOk();
    void chooseColor();

    std::shared_ptr<const Ruleset> m_ruleset;
    qint64 m_budget;
    QColor m_color;
    QComboBox *m_roster;
    QLabel *m_rosterInfo;
    QLineEdit *m_name;
    QLineEdit *m_coach;
    QToolButton *m_colorButton;
    QLabel *m_budgetLabel;
    QDialogButtonBox *m_buttons;
};

} // namespace dugout
