#pragma once

#include "core/tournament/Tournament.h"
#include "print/TournamentSheetRenderer.h"

#include <QWidget>

#include <memory>

class QLabel;
class QPushButton;
class QSpinBox;

namespace dugout {

class Database;
class Ruleset;

// Under a tournament's tabs: its team-building rules in words, and the sheets to print (a
// round's pairings, its result slips, the standings) saved as PDF files through the print layer,
// the same pages as `dugout tournament print`; and the standings and a round's pairings as CSV.
class TournamentPrintBar : public QWidget
{
    Q_OBJECT

public:
    TournamentPrintBar(std::shared_ptr<const Ruleset> rules, QWidget *parent = nullptr);

    void setDatabase(Database *database) { m_database = database; }
    void setTournament(const Tournament &tournament);
    // "Budget 1,100,000 gp; extra skills: 2 normal (free), 1 double (in team value)".
    static QString teamRulesText(const TournamentTeamRules &rules);

private:
    void print(TournamentSheetRenderer::Sheet sheet);
    // The standings, or the chosen round's pairings, as CSV (TournamentCsv).
    void exportCsv(bool pairings);

    std::shared_ptr<const Ruleset> m_rules;
    Database *m_database = nullptr;
    Tournament m_tournament;
    QLabel *m_teamRules = nullptr;
    QSpinBox *m_round = nullptr;
    QPushButton *m_pairings = nullptr;
    QPushButton *m_slips = nullptr;
    QPushButton *m_standings = nullptr;
    QPushButton *m_pairingsCsv = nullptr;
    QPushButton *m_standingsCsv = nullptr;
};

} // namespace dugout
