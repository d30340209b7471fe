#pragma once

#include "core/team/RuleCheck.h"

#include <QDialog>

#include <functional>

class QLabel;
class QLineEdit;
class QSpinBox;

namespace dugout {

class Ruleset;
struct Team;

// Name and number for a new player. The name is suggested from the roster's built-in list,
// the number is the lowest free one. OK asks `hire` (the rules, through the team's document):
// a refusal is shown in the dialog, which stays open so the coach can fix it.
class HirePlayerDialog : public QDialog
{
    Q_OBJECT

public:
    using Hire = std::function<RuleCheck(const QString &name, int number)>;

    HirePlayerDialog(const Team &team, const Ruleset &rules, const QString &positionId, Hire hire,
                     QWidget *parent = nullptr);

    void setPlayerName(const QString &name);
    QString playerName() const;
    void setNumber(int number);
    int number() const;
    QString refusal() const; // the last reason shown, empty when none

    void accept() override;

private:
    Hire m_hire;
    QLineEdit *m_name;
    QSpinBox *m_number;
    QLabel *m_refusal;
};

} // namespace dugout
