#pragma once

#include "core/tournament/Tournament.h"

#include <QWidget>

#include <memory>

class QLabel;
class QTableWidget;

namespace dugout {

class Database;
class Ruleset;

// A team tournament's team standings, computed by core (TeamStandings) from the stored coach
// results: rank, team, ranking points, team points, the coaches' points, team matches won,
// drawn and lost, byes, touchdowns and casualties, opponents' score, and the team's coaches;
// and their export as CSV (TournamentCsv::teamStandings).
class TeamStandingsTab : public QWidget
{
    Q_OBJECT

public:
    TeamStandingsTab(std::shared_ptr<const Ruleset> rules, QWidget *parent = nullptr);

    void setDatabase(Database *database) { m_database = database; }
    void setTournament(const Tournament &tournament);

private:
    std::shared_ptr<const Ruleset> m_rules;
    Database *m_database = nullptr;
    Tournament m_tournament;
    QLabel *m_order = nullptr;
    QTableWidget *m_table = nullptr;
};

} // namespace dugout
