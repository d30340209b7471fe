#include "PoolsTab.h"

#include "core/tournament/PoolStage.h"
#include "models/TournamentText.h"

#include <QGridLayout>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QScrollArea>
#include <QTableWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

enum Column { Rank, Coach, Points, Wins, Draws, Losses, Touchdowns, Casualties, ColumnCount };

// Two pools side by side: four pools of five coaches fit 1366×768 without scrolling.
constexpr int PoolsPerRow = 2;

} // namespace

PoolsTab::PoolsTab(std::shared_ptr<const Ruleset> rules, QWidget *parent)
    : QWidget(parent), m_rules(std::move(rules))
{
    auto *content = new QWidget(this);
    auto *contentLayout = new QVBoxLayout(content);
    m_grid = new QGridLayout;
    contentLayout->addLayout(m_grid);
    m_knockout = new QLabel(content);
    m_knockout->setObjectName(u"poolsKnockoutLabel"_s);
    m_knockout->setWordWrap(true);
    m_knockout->setTextInteractionFlags(Qt::TextSelectableByMouse);
    contentLayout->addWidget(m_knockout);
    contentLayout->addStretch(1);
    auto *scroll = new QScrollArea(this);
    scroll->setObjectName(u"poolsScroll"_s);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(content);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(scroll);
}

QTableWidget *PoolsTab::poolTable(int pool) const
{
    return pool >= 0 && pool < m_tables.size() ? m_tables.at(pool) : nullptr;
}

QTableWidget *PoolsTab::makeTable(int pool)
{
    auto *group = new QGroupBox(PoolStage::poolName(pool), this);
    group->setObjectName(u"poolGroup%1"_s.arg(pool + 1));
    auto *table = new QTableWidget(0, ColumnCount, group);
    table->setObjectName(u"poolTable%1"_s.arg(pool + 1));
    table->setHorizontalHeaderLabels(
        {tr("#"), tr("Coach"), tr("Pts"), tr("W"), tr("D"), tr("L"), tr("TD"), tr("CAS")});
    table->horizontalHeaderItem(Touchdowns)->setToolTip(tr("Touchdowns scored–conceded"));
    table->horizontalHeaderItem(Casualties)->setToolTip(tr("Casualties inflicted–suffered"));
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->verticalHeader()->hide();
    table->horizontalHeader()->setSectionResizeMode(Coach, QHeaderView::Stretch);
    table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    table->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto *groupLayout = new QVBoxLayout(group);
    groupLayout->addWidget(table);
    m_grid->addWidget(group, pool / PoolsPerRow, pool % PoolsPerRow);
    return table;
}

void PoolsTab::setTournament(const Tournament &tournament)
{
    const QList<QList<qint64>> pools = PoolStage::pools(tournament);
    while (m_tables.size() > pools.size())
        delete m_tables.takeLast()->parentWidget();
    while (m_tables.size() < pools.size())
        m_tables.append(makeTable(int(m_tables.size())));
    const int qualifiers = tournament.rules.pools.qualifiers;
    for (int pool = 0; pool < pools.size(); ++pool) {
        QTableWidget *table = m_tables.at(pool);
        const QList<StandingLine> lines = PoolStage::standings(tournament, pool);
        table->setRowCount(int(lines.size()));
        for (int row = 0; row < lines.size(); ++row) {
            const StandingLine &l = lines.at(row);
            const QStringList cells = {QString::number(l.rank),
                                       TournamentText::coach(tournament, l.entrantId, *m_rules),
                                       QString::number(l.points),
                                       QString::number(l.wins),
                                       QString::number(l.draws),
                                       QString::number(l.losses),
                                       u"%1–%2"_s.arg(l.touchdownsFor).arg(l.touchdownsAgainst),
                                       u"%1–%2"_s.arg(l.casualtiesFor).arg(l.casualtiesAgainst)};
            // The places that go on to the knockout stand out (bold, and said in the tooltip).
            const bool through = row < qualifiers;
            for (int column = 0; column < ColumnCount; ++column) {
                auto *item = new QTableWidgetItem(cells.at(column));
                if (column != Coach)
                    item->setTextAlignment(Qt::AlignCenter);
                if (through) {
                    QFont font = item->font();
                    font.setBold(true);
                    item->setFont(font);
                    item->setToolTip(tr("A place that goes on to the knockout"));
                }
                table->setItem(row, column, item);
            }
        }
        table->resizeColumnsToContents();
        table->horizontalHeader()->setSectionResizeMode(Coach, QHeaderView::Stretch);
        // Every row shown: the table is as tall as its pool.
        table->setFixedHeight(table->horizontalHeader()->sizeHint().height() +
                              table->verticalHeader()->length() + 2 * table->frameWidth());
    }

    // The knockout that follows.
    int games = 0;
    int played = 0;
    for (int round = 1; round <= PoolStage::rounds(tournament); ++round) {
        for (const TournamentGame &g : PoolStage::roundGames(tournament, round))
            games += g.isBye() ? 0 : 1;
        for (const TournamentGame &g : tournament.gamesOfRound(round))
            played += g.played && !g.isBye() ? 1 : 0;
    }
    if (!PoolStage::finished(tournament) || PoolStage::qualifiers(tournament).isEmpty()) {
        m_knockout->setText(
            tr("Then a knockout: the best %n of each pool go through, pool winners seeded first.",
               nullptr, qualifiers) +
            u' ' +
            tr("%1 of the pools' %2 games played so far (%3 rounds).")
                .arg(played)
                .arg(games)
                .arg(PoolStage::rounds(tournament)));
        return;
    }
    QStringList seeds;
    const QList<qint64> qualified = PoolStage::qualifiers(tournament);
    for (int seed = 0; seed < qualified.size(); ++seed)
        seeds << tr("%1. %2").arg(seed + 1).arg(
            TournamentText::coach(tournament, qualified.at(seed), *m_rules));
    m_knockout->setText(
        tr("The pools are played. The knockout's seeds: %1. The Bracket tab shows the knockout.")
            .arg(seeds.join(u"; "_s)));
}

} // namespace dugout
