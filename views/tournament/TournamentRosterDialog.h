#pragma once

#include "core/team/Team.h"
#include "core/tournament/Tournament.h"

#include <QDialog>

#include <memory>

class QComboBox;
class QLabel;
class QPushButton;
class QTableWidget;

namespace dugout {

class Database;
class Ruleset;

// One coach's roster in an open tournament (issue 17.2): the players as they stand after the
// games played (progression) or as registered (resurrection), with their characteristics,
// skills, star player points and injuries; and the import of a roster from a team file, CSV
// roster or OBBLM export, enabled while core allows a change (TournamentRosterFold: not after
// the coach's first game) and checked by the store against the race and the team rules; or a
// team of the database (made in the Teams area) of the coach's race.
class TournamentRosterDialog : public QDialog
{
    Q_OBJECT

public:
    TournamentRosterDialog(std::shared_ptr<const Ruleset> rules, Database &database,
                           const Tournament &tournament, qint64 entrantId,
                           QWidget *parent = nullptr);

    // Whether a roster was imported (the tournament's view then reads the database again).
    bool changedRoster() const { return m_changed; }

private:
    void reload();
    void importRoster();
    void useSavedTeam();
    void setRoster(const Team &team);

    std::shared_ptr<const Ruleset> m_rules;
    Database &m_database;
    Tournament m_tournament;
    qint64 m_entrantId = 0;
    QLabel *m_summary = nullptr;
    QTableWidget *m_table = nullptr;
    QPushButton *m_import = nullptr;
    QComboBox *m_saved = nullptr; // the database's teams of the coach's race
    QPushButton *m_useSaved = nullptr;
    bool m_changed = false;
};

} // namespace dugout
