#pragma once

#include "core/tournament/Tournament.h"

#include <QWidget>

#include <memory>

class QLabel;
class QTabWidget;

namespace dugout {

class Database;
class EntrantsTab;
class RoundTab;
class Ruleset;
class BracketTab;
class PoolsTab;
class TournamentPrintBar;
class TournamentStandingsTab;
class TeamStandingsTab;

// One open tournament: its title, and three tabs (the coaches, the rounds with their results,
// the standings), with a Bracket tab for a knockout and a Teams tab (the team standings) for a
// team tournament. The tabs write through TournamentStore and say changed(); the view then
// reads the tournament again and every tab redraws from what is stored.
class TournamentView : public QWidget
{
    Q_OBJECT

public:
    TournamentView(std::shared_ptr<const Ruleset> rules, QWidget *parent = nullptr);

    void setDatabase(Database *database);
    // Reads tournament `id` from the database and shows it (false: no such tournament).
    bool showTournament(qint64 id);
    const Tournament &tournament() const { return m_tournament; }

    EntrantsTab *entrantsTab() const { return m_entrants; }
    RoundTab *roundTab() const { return m_round; }
    TournamentStandingsTab *standingsTab() const { return m_standings; }
    PoolsTab *poolsTab() const { return m_pools; }

Q_SIGNALS:
    // The tournament was changed in the database (the list's counts follow).
    void changed();

private:
    std::shared_ptr<const Ruleset> m_rules;
    Database *m_database = nullptr;
    Tournament m_tournament;
    QLabel *m_title = nullptr;
    QTabWidget *m_tabs = nullptr;
    EntrantsTab *m_entrants = nullptr;
    RoundTab *m_round = nullptr;
    TournamentStandingsTab *m_standings = nullptr;
    BracketTab *m_bracket = nullptr;     // shown for a knockout only
    PoolsTab *m_pools = nullptr;         // shown for pools then a knockout only
    TeamStandingsTab *m_teams = nullptr; // shown for a team tournament only
    TournamentPrintBar *m_printBar = nullptr;
};

} // namespace dugout
