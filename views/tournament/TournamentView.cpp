#include "TournamentView.h"

#include "BracketTab.h"
#include "EntrantsTab.h"
#include "PoolsTab.h"
#include "RoundTab.h"
#include "TeamStandingsTab.h"
#include "TournamentPrintBar.h"
#include "TournamentStandingsTab.h"
#include "core/storage/TournamentStore.h"
#include "core/tournament/RoundPairing.h"

#include <QLabel>
#include <QTabWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace dugout {

TournamentView::TournamentView(std::shared_ptr<const Ruleset> rules, QWidget *parent)
    : QWidget(parent), m_rules(std::move(rules))
{
    m_title = new QLabel(this);
    m_title->setObjectName(u"tournamentTitle"_s);
    QFont font = m_title->font();
    font.setBold(true);
    m_title->setFont(font);
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(u"tournamentTabs"_s);
    m_entrants = new EntrantsTab(m_rules, m_tabs);
    m_round = new RoundTab(m_rules, m_tabs);
    m_standings = new TournamentStandingsTab(m_rules, m_tabs);
    m_tabs->addTab(m_entrants, tr("Coaches"));
    m_tabs->addTab(m_round, tr("Rounds"));
    m_tabs->addTab(m_standings, tr("Standings"));
    m_pools = new PoolsTab(m_rules, m_tabs);
    m_pools->setObjectName(u"poolsTab"_s);
    m_tabs->addTab(m_pools, tr("Pools"));
    m_tabs->setTabVisible(m_tabs->indexOf(m_pools), false);
    m_bracket = new BracketTab(m_rules, m_tabs);
    m_bracket->setObjectName(u"bracketTab"_s);
    m_tabs->addTab(m_bracket, tr("Bracket"));
    m_tabs->setTabVisible(m_tabs->indexOf(m_bracket), false);
    m_teams = new TeamStandingsTab(m_rules, m_tabs);
    m_teams->setObjectName(u"teamStandingsTab"_s);
    m_tabs->insertTab(m_tabs->indexOf(m_standings) + 1, m_teams, tr("Team standings"));
    m_tabs->setTabVisible(m_tabs->indexOf(m_teams), false);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_title);
    layout->addWidget(m_tabs, 1);
    m_printBar = new TournamentPrintBar(m_rules, this);
    m_printBar->setObjectName(u"tournamentPrintBar"_s);
    layout->addWidget(m_printBar);
    // The page reads the list and this tournament again on changed().
    connect(m_entrants, &EntrantsTab::changed, this, &TournamentView::changed);
    connect(m_round, &RoundTab::changed, this, &TournamentView::changed);
}

void TournamentView::setDatabase(Database *database)
{
    m_database = database;
    m_entrants->setDatabase(database);
    m_round->setDatabase(database);
    m_standings->setDatabase(database);
    m_printBar->setDatabase(database);
    m_teams->setDatabase(database);
}

bool TournamentView::showTournament(qint64 id)
{
    if (!m_database)
        return false;
    const std::optional<Tournament> t = TournamentStore(*m_database, *m_rules).load(id);
    if (!t)
        return false;
    m_tournament = *t;
    QString title = m_tournament.name;
    if (m_tournament.startDate.isValid())
        title += u" — "_s + QLocale().toString(m_tournament.startDate, QLocale::LongFormat);
    m_title->setText(title);
    m_entrants->setTournament(m_tournament);
    m_round->setTournament(m_tournament);
    m_standings->setTournament(m_tournament);
    m_bracket->setTournament(m_tournament);
    m_printBar->setTournament(m_tournament);
    m_tabs->setTabVisible(m_tabs->indexOf(m_bracket), RoundPairing::hasBracket(m_tournament));
    const bool pools = m_tournament.rules.format == TournamentFormat::Pools;
    if (pools)
        m_pools->setTournament(m_tournament);
    m_tabs->setTabVisible(m_tabs->indexOf(m_pools), pools);
    const bool teams = m_tournament.rules.format == TournamentFormat::Teams;
    if (teams)
        m_teams->setTournament(m_tournament);
    m_tabs->setTabVisible(m_tabs->indexOf(m_teams), teams);
    return true;
}

} // namespace dugout
