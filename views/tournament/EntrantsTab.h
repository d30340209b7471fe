#pragma once

#include "core/team/Team.h"
#include "core/tournament/Tournament.h"

#include <QWidget>

#include <memory>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;

namespace dugout {

class Database;
class Ruleset;

// The coaches of a tournament: the list, a form to register one more (enabled only when core's
// TournamentChecks would accept it, its reason in the tooltip otherwise), the import of a CSV
// registration list (with the rosters its "roster" column names), drop-outs, and each coach's
// roster (TournamentRosterDialog).
class EntrantsTab : public QWidget
{
    Q_OBJECT

public:
    EntrantsTab(std::shared_ptr<const Ruleset> rules, QWidget *parent = nullptr);

    void setDatabase(Database *database) { m_database = database; }
    void setTournament(const Tournament &tournament);

Q_SIGNALS:
    void changed();

private:
    Entrant typedEntrant() const;
    void updateButtons();
    void showSquads();
    void registerTyped();
    void importList();
    void toggleDropOut();
    bool registerAll(QList<Entrant> entrants, const QList<std::optional<Team>> &rosters = {});
    void showRoster();

    std::shared_ptr<const Ruleset> m_rules;
    Database *m_database = nullptr;
    Tournament m_tournament;
    QTableWidget *m_table = nullptr;
    QLineEdit *m_coach = nullptr;
    QLineEdit *m_naf = nullptr;
    QComboBox *m_race = nullptr;
    QLineEdit *m_team = nullptr;
    QLineEdit *m_club = nullptr;
    QLineEdit *m_nation = nullptr;
    QPushButton *m_register = nullptr;
    QPushButton *m_import = nullptr;
    QPushButton *m_drop = nullptr;
    QPushButton *m_roster = nullptr; // the chosen coach's roster (TournamentRosterDialog)
    QLabel *m_squads = nullptr; // a team tournament's teams and what keeps a round from pairing
};

} // namespace dugout
