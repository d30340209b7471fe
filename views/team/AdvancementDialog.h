#pragma once

#include "core/team/Advancement.h"

#include <QDialog>

class QLabel;
class QPushButton;
class QSpinBox;
class QTreeWidget;

namespace dugout {

class TeamDocument;

// An advancement roll for one player (rulebook l.3272–3470): the coach rolls 2D6 here or types what
// the physical dice show, then picks one of exactly the choices the rules allow for that
// roll: skills from the normal categories, from the double ones on a double, and the
// characteristic a 10, 11 or 12 offers. Taking it is an undoable edit of the team.
class AdvancementDialog : public QDialog
{
    Q_OBJECT

public:
    AdvancementDialog(TeamDocument *document, qint64 playerId, QWidget *parent = nullptr);

    // 1 to 6 each; 0 clears a die.
    void setDice(int die1, int die2);
    void roll();
    // The choices listed, in order.
    QList<AdvancementOption> options() const;
    bool selectOption(const AdvancementOption &option);
    QString refusal() const;

    void accept() override;

private:
    void updateOptions();
    void updateOk();
    QString optionText(const AdvancementOption &option) const;

    TeamDocument *m_document;
    qint64 m_playerId;
    QString m_playerName;
    QSpinBox *m_die1;
    QSpinBox *m_die2;
    QLabel *m_result;
    QTreeWidget *m_options;
    QLabel *m_refusal;
    QPushButton *m_ok;
};

} // namespace dugout
