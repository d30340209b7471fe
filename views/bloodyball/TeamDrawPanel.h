#pragma once

#include "core/bloodyball/BloodyTeam.h"
#include "core/team/Team.h"

#include <QGroupBox>

#include <optional>

class QComboBox;
class QLineEdit;
class QListWidget;
class QPushButton;

namespace dugout {

class Database;
class Ruleset;

// Draws a Bloody Ball team from a Dugout team (issue 20, part 5): the coach picks the team,
// ticks five of the players who can play (Dugout ticks the five with the most star player
// points to start with) and picks the Champion among them. The Bloody Ball team takes the
// Dugout team's name unless the coach types another (a second team drawn from the same one).
// Whether the draw is possible, and why not, is core's answer (bloodyball::TeamDraw), shown on the
// Add button.
class TeamDrawPanel : public QGroupBox
{
    Q_OBJECT

public:
    TeamDrawPanel(Database &database, const Ruleset &rules, QWidget *parent = nullptr);

    // Reads the Dugout teams again (after a team was added elsewhere).
    void reload();

Q_SIGNALS:
    void teamReady(const bloodyball::BloodyTeam &team);

private:
    void teamChosen();
    void choiceChanged();
    QList<int> tickedNumbers() const;
    std::optional<bloodyball::BloodyTeam> draw(QString *error) const;

    Database &m_database;
    const Ruleset &m_rules;
    std::optional<Team> m_team;
    QComboBox *m_from = nullptr;
    QLineEdit *m_name = nullptr;
    QListWidget *m_players = nullptr;
    QComboBox *m_champion = nullptr;
    QPushButton *m_add = nullptr;
};

} // namespace dugout
