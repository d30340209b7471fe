#pragma once

#include "core/team/RuleCheck.h"

#include <QObject>

class QAction;
class QMenu;
class QWidget;

namespace dugout {

class Ruleset;
struct Player;
struct Team;

// Everything a coach can do to a team, as actions for the toolbar, the staff strip and the
// menus. update() asks the rules about each one: a refused action is disabled and its tooltip
// says why, and prices are in the text before anything is bought.
class TeamActions : public QObject
{
    Q_OBJECT

public:
    explicit TeamActions(QWidget *parent);

    // `selected` is the player the coach picked in the table, or nullptr.
    // `access`: whether this login may change the team at all; refused, every action that
    // would change it is disabled with that reason (a coach looking at another's team).
    void update(const Team &team, const Ruleset &rules, const Player *selected,
                const RuleCheck &access = {});

    QMenu *hireMenu() const { return m_hireMenu; }

    QAction *hire; // opens hireMenu
    QAction *fire;
    QAction *advance;
    QAction *renameTeam;
    QAction *buyReroll;
    QAction *removeReroll;
    QAction *addAssistant;
    QAction *removeAssistant;
    QAction *addCheerleader;
    QAction *removeCheerleader;
    QAction *apothecary; // checkable: the team has one
    QAction *confirm;
    QAction *print;
    QAction *preview;
    QAction *exportPdf;

Q_SIGNALS:
    void hireRequested(const QString &positionId);

private:
    void rebuildHireMenu(const Team &team, const Ruleset &rules);

    QMenu *m_hireMenu;
    QString m_hireMenuRoster;
};

} // namespace dugout
