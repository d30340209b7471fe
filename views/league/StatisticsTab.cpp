#include "StatisticsTab.h"

#include "LeagueChartsPanel.h"
#include "LeagueSession.h"
#include "LeagueTables.h"
#include "core/league/Leaders.h"
#include "core/storage/LeagueLeadersQuery.h"
#include "core/storage/LeagueStore.h"
#include "models/LeadersModel.h"
#include "models/MatchHistoryModel.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

QTableView *rankingTable(QAbstractItemModel *model, const QString &name, int stretchColumn,
                         QWidget *parent)
{
    auto *table = new QTableView(parent);
    table->setObjectName(name);
    table->setModel(model);
    styleLeagueTable(table);
    table->horizontalHeader()->setSectionResizeMode(stretchColumn, QHeaderView::Stretch);
    return table;
}

QLabel *mutedLabel(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setWordWrap(true);
    QPalette muted = label->palette();
    muted.setColor(QPalette::WindowText, muted.color(QPalette::PlaceholderText));
    label->setPalette(muted);
    return label;
}

} // namespace

StatisticsTab::StatisticsTab(LeagueSession *session, QWidget *parent)
    : QWidget(parent), m_session(session), m_stat(new QComboBox(this)),
      m_leaders(new LeadersModel(this)), m_valuable(new LeadersModel(this)),
      m_team(new QComboBox(this)), m_history(new MatchHistoryModel(this))
{
    setObjectName(u"statisticsTab"_s);
    m_stat->setObjectName(u"leaderStat"_s);
    for (LeaderStat stat : {LeaderStat::Touchdowns, LeaderStat::Casualties, LeaderStat::Completions,
                            LeaderStat::Interceptions, LeaderStat::Spp})
        m_stat->addItem(Leaders::statName(stat), static_cast<int>(stat));
    connect(m_stat, &QComboBox::currentIndexChanged, this, &StatisticsTab::showLeaders);

    auto *leadersBox = new QGroupBox(tr("Leaders"), this);
    m_leadersTable = rankingTable(m_leaders, u"leaders"_s, LeadersModel::NameColumn, leadersBox);
    // Team names carry their colour swatch: room for it in the sample.
    const QString team = u"Skavenblight Scramblers ■■"_s;
    fitColumns(m_leadersTable->horizontalHeader(), {{LeadersModel::RankColumn, u"10"_s},
                                                    {LeadersModel::DetailColumn, team},
                                                    {LeadersModel::ValueColumn, u"SPP"_s}});
    // Player and team share the room left.
    m_leadersTable->horizontalHeader()->setSectionResizeMode(LeadersModel::DetailColumn,
                                                             QHeaderView::Stretch);
    auto *statRow = new QFormLayout;
    statRow->addRow(tr("&Statistic:"), m_stat);
    auto *leadersLayout = new QVBoxLayout(leadersBox);
    leadersLayout->addLayout(statRow);
    leadersLayout->addWidget(m_leadersTable, 1);
    m_careers = mutedLabel(leadersBox);
    m_careers->setText(careersNote());
    leadersLayout->addWidget(m_careers);

    auto *valuableBox = new QGroupBox(tr("Most valuable teams"), this);
    m_valuableTable =
        rankingTable(m_valuable, u"mostValuable"_s, LeadersModel::NameColumn, valuableBox);
    fitColumns(m_valuableTable->horizontalHeader(),
               {{LeadersModel::RankColumn, u"10"_s},
                {LeadersModel::DetailColumn, u"Greta Hoffmann"_s},
                {LeadersModel::ValueColumn, u"1,000k"_s}});
    m_valuableNote = mutedLabel(valuableBox);
    auto *valuableLayout = new QVBoxLayout(valuableBox);
    valuableLayout->addWidget(m_valuableTable, 1);
    valuableLayout->addWidget(m_valuableNote);

    auto *historyBox = new QGroupBox(tr("Match history"), this);
    m_team->setObjectName(u"historyTeam"_s);
    connect(m_team, &QComboBox::currentIndexChanged, this, &StatisticsTab::showHistory);
    m_historyTable =
        rankingTable(m_history, u"matchHistory"_s, MatchHistoryModel::OpponentColumn, historyBox);
    fitColumns(m_historyTable->horizontalHeader(),
               {{MatchHistoryModel::DateColumn,
                 QLocale().toString(QDate(2026, 12, 30), QLocale::ShortFormat)},
                {MatchHistoryModel::VenueColumn, MatchHistoryModel::venue(false)},
                {MatchHistoryModel::ScoreColumn, u"10 – 10"_s},
                {MatchHistoryModel::ResultColumn, u"W"_s}});
    m_record = new QLabel(historyBox);
    m_record->setObjectName(u"historyRecord"_s);
    auto *teamRow = new QFormLayout;
    teamRow->addRow(tr("&Team:"), m_team);
    auto *historyLayout = new QVBoxLayout(historyBox);
    historyLayout->addLayout(teamRow);
    historyLayout->addWidget(m_historyTable, 1);
    historyLayout->addWidget(m_record);

    // Leaders take the full height (ten rows); the short lists share the other side.
    auto *right = new QVBoxLayout;
    right->addWidget(valuableBox, 1);
    right->addWidget(historyBox, 1);
    auto *tables = new QWidget(this);
    auto *tablesLayout = new QHBoxLayout(tables);
    tablesLayout->setContentsMargins(8, 8, 8, 8);
    tablesLayout->addWidget(leadersBox, 1);
    tablesLayout->addLayout(right, 1);

    // The charts of the season beside the tables, read only when their page is shown.
    m_charts = new LeagueChartsPanel(session, this);
    m_pages = new QTabWidget(this);
    m_pages->setObjectName(u"statisticsPages"_s);
    m_pages->setDocumentMode(true);
    m_pages->addTab(tables, tr("Tables"));
    m_pages->addTab(m_charts, tr("Charts"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_pages);
}

void StatisticsTab::refresh()
{
    const qint64 team = m_team->currentData().toLongLong();
    {
        const QSignalBlocker blocker(m_team);
        m_team->clear();
        for (const TeamTotals &leagueTeam : m_session->leagueTeams())
            m_team->addItem(leagueTeam.name, leagueTeam.id);
        const int index = m_team->findData(team);
        m_team->setCurrentIndex(index >= 0 ? index : 0);
    }
    showLeaders();
    m_charts->invalidate();
    const bool countFanFactor = !m_session->league().options.freeFanFactor;
    m_valuable->setTeamValues(
        Leaders::mostValuable(m_session->leagueTeams(), m_session->rules(), countFanFactor),
        m_session->teams());
    m_valuableNote->setText(
        countFanFactor ? QString()
                       : tr("Free fan factor: fan factor does not count in these team values."));
    m_valuableNote->setVisible(!countFanFactor);
    showHistory();
}

QString StatisticsTab::careersNote()
{
    return tr("Career totals of the players on the league's rosters, the dead included.");
}

void StatisticsTab::showLeaders()
{
    const auto stat = static_cast<LeaderStat>(m_stat->currentData().toInt());
    // One aggregate query: a league of hundreds of teams answers at once (same ranking as
    // Leaders::leaders, tested side by side); a read error is shown where the note is.
    QString error;
    const std::optional<QList<LeaderEntry>> leaders =
        m_session->database()
            ? LeagueLeadersQuery::leaders(*m_session->database(), m_session->league().id, stat, 10,
                                          &error)
            : std::optional<QList<LeaderEntry>>(QList<LeaderEntry>{});
    m_leaders->setLeaders(stat, leaders.value_or(QList<LeaderEntry>{}), m_session->teams());
    m_careers->setText(leaders ? careersNote() : error);
}

void StatisticsTab::showHistory()
{
    const qint64 teamId = m_team->currentData().toLongLong();
    QList<MatchHistoryModel::Match> matches;
    QHash<qint64, TeamTotals> teams = m_session->teams();
    QString unread;
    if (teamId > 0 && m_session->store()) {
        const QList<StoredMatch> stored = m_session->store()->matchesOfTeam(teamId, &unread);
        for (const StoredMatch &match : stored) {
            matches << MatchHistoryModel::Match{match.summary, match.playedAt};
            // An opponent that has left the league since still has a name.
            for (const Team *side : {&match.homeBefore, &match.awayBefore}) {
                if (!teams.contains(side->id))
                    teams.insert(side->id, TeamTotals::of(*side));
            }
        }
    }
    m_history->setMatches(teamId, matches, teams);
    int wins = 0, draws = 0, losses = 0;
    for (int row = 0; row < m_history->rowCount(); ++row) {
        switch (m_history->result(row)) {
        case MatchHistoryModel::Result::Win:
            ++wins;
            break;
        case MatchHistoryModel::Result::Draw:
            ++draws;
            break;
        case MatchHistoryModel::Result::Loss:
            ++losses;
            break;
        }
    }
    if (!unread.isEmpty()) {
        m_record->setText(tr("The team's matches could not be read: %1").arg(unread));
        return;
    }
    m_record->setText(
        matches.isEmpty()
            ? (teamId > 0 ? tr("No match played yet.") : QString())
            //: A team's record: wins, draws, losses.
            : tr("Record: %1 won, %2 drawn, %3 lost").arg(wins).arg(draws).arg(losses));
}

} // namespace dugout
