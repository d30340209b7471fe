#include "TeamStandingsTab.h"

#include "TournamentCsvFile.h"
#include "core/tournament/TeamStandings.h"
#include "core/tournament/TournamentCsv.h"
#include "models/TournamentText.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

enum Column {
    Rank,
    Team,
    Points,
    TeamPoints,
    CoachPoints,
    Won,
    Drawn,
    Lost,
    Byes,
    Touchdowns,
    Casualties,
    Opponents,
    Coaches,
    ColumnCount
};

} // namespace

TeamStandingsTab::TeamStandingsTab(std::shared_ptr<const Ruleset> rules, QWidget *parent)
    : QWidget(parent), m_rules(std::move(rules))
{
    m_order = new QLabel(this);
    m_order->setObjectName(u"teamStandingsOrder"_s);
    m_order->setWordWrap(true);
    m_table = new QTableWidget(0, ColumnCount, this);
    m_table->setObjectName(u"teamStandingsTable"_s);
    m_table->setHorizontalHeaderLabels({tr("#"), tr("Team"), tr("Pts"), tr("Team pts"),
                                        tr("Coach pts"), tr("W"), tr("D"), tr("L"), tr("Byes"),
                                        tr("TD"), tr("CAS"), tr("Opp."), tr("Coaches")});
    m_table->horizontalHeaderItem(TeamPoints)
        ->setToolTip(tr("Team points: from each team match won, drawn or lost, and byes"));
    m_table->horizontalHeaderItem(CoachPoints)
        ->setToolTip(tr("The sum of the team's coaches' own ranking points"));
    m_table->horizontalHeaderItem(Opponents)->setToolTip(
        tr("Opponents' score: the points of every team met"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setWordWrap(false);
    auto *csv = new QPushButton(tr("Team standings CSV…"), this);
    csv->setObjectName(u"exportTeamStandingsCsvButton"_s);
    csv->setToolTip(tr("Save the team standings as comma-separated values"));
    auto *buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(csv);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_order);
    layout->addWidget(m_table, 1);
    layout->addLayout(buttons);
    connect(csv, &QPushButton::clicked, this, [this] {
        TournamentCsvFile::save(this, tr("Export team standings"),
                                u"%1 %2"_s.arg(m_tournament.name, tr("team standings")),
                                TournamentCsv::teamStandings(m_tournament), m_database);
    });
}

void TeamStandingsTab::setTournament(const Tournament &tournament)
{
    m_tournament = tournament;
    m_order->setText(tournament.rules.squads.addCoachPoints
                         ? tr("Ranked on team points plus the coaches' points, then the coaches' "
                              "points, then the tournament's tie-breakers.")
                         : tr("Ranked on team points, then the coaches' points, then the "
                              "tournament's tie-breakers."));
    const QList<TeamStandingLine> lines = TeamStandings::compute(tournament);
    m_table->setRowCount(int(lines.size()));
    for (int row = 0; row < lines.size(); ++row) {
        const TeamStandingLine &l = lines[row];
        QStringList coaches;
        for (qint64 id : l.members) {
            const Entrant *e = tournament.entrant(id);
            if (e)
                coaches.append(e->active ? e->coach : tr("%1 (dropped out)").arg(e->coach));
        }
        const QStringList cells = {QString::number(l.rank),
                                   l.squad,
                                   QString::number(l.points),
                                   QString::number(l.teamPoints),
                                   QString::number(l.coachPoints),
                                   QString::number(l.wins),
                                   QString::number(l.draws),
                                   QString::number(l.losses),
                                   QString::number(l.byes),
                                   u"%1–%2"_s.arg(l.touchdownsFor).arg(l.touchdownsAgainst),
                                   u"%1–%2"_s.arg(l.casualtiesFor).arg(l.casualtiesAgainst),
                                   QString::number(l.opponentsScore),
                                   coaches.join(u", "_s)};
        for (int column = 0; column < ColumnCount; ++column) {
            auto *item = new QTableWidgetItem(cells[column]);
            if (column != Team && column != Coaches)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_table->setItem(row, column, item);
        }
    }
    m_table->resizeColumnsToContents();
}

} // namespace dugout
