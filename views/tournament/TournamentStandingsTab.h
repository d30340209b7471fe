#pragma once

#include "core/tournament/Tournament.h"

#include <QWidget>

#include <memory>

class QPushButton;
class QTableWidget;

namespace dugout {

class Database;
class Ruleset;

// The standings of a tournament, computed by core (TournamentStandings) from the stored
// results, and the export of the NAF report.
class TournamentStandingsTab : public QWidget
{
    Q_OBJECT

public:
    TournamentStandingsTab(std::shared_ptr<const Ruleset> rules, QWidget *parent = nullptr);

    void setDatabase(Database *database) { m_database = database; }
    void setTournament(const Tournament &tournament);

private:
    void exportNafReport();

    std::shared_ptr<const Ruleset> m_rules;
    Database *m_database = nullptr;
    Tournament m_tournament;
    QTableWidget *m_table = nullptr;
    QPushButton *m_naf = nullptr;
};

} // namespace dugout
