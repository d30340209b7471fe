#include "TeamChartsPanel.h"

#include "core/storage/TeamChartQuery.h"
#include "session/TeamDocument.h"
#include "views/charts/ChartPanel.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {
enum ChartChoice { TeamHistory, PlayerSpp };
}

TeamChartsPanel::TeamChartsPanel(std::shared_ptr<const Ruleset> rules, QWidget *parent)
    : QWidget(parent), m_rules(std::move(rules)), m_chart(new QComboBox(this)),
      m_playerLabel(new QLabel(tr("&Player:"), this)), m_player(new QComboBox(this)),
      m_panel(new ChartPanel(this))
{
    setObjectName(u"teamCharts"_s);
    m_chart->setObjectName(u"teamChartChoice"_s);
    m_chart->addItem(tr("Team value, treasury and fan factor"), TeamHistory);
    m_chart->addItem(tr("A player's star player points"), PlayerSpp);
    m_player->setObjectName(u"teamChartPlayer"_s);
    m_player->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_playerLabel->setBuddy(m_player);
    m_panel->setObjectName(u"teamChart"_s);
    // Read when seen: selecting players in the roster does not query the database.
    connect(m_chart, &QComboBox::currentIndexChanged, this, &TeamChartsPanel::invalidate);
    connect(m_player, &QComboBox::currentIndexChanged, this, &TeamChartsPanel::invalidate);

    auto *chartLabel = new QLabel(tr("&Chart:"), this);
    chartLabel->setBuddy(m_chart);
    auto *choices = new QHBoxLayout;
    choices->addWidget(chartLabel);
    choices->addWidget(m_chart);
    choices->addSpacing(12);
    choices->addWidget(m_playerLabel);
    choices->addWidget(m_player);
    choices->addStretch();
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    layout->addLayout(choices);
    layout->addWidget(m_panel, 1);
}

void TeamChartsPanel::setDocument(TeamDocument *document)
{
    m_document = document;
    invalidate();
}

void TeamChartsPanel::invalidate()
{
    m_stale = true;
    if (isVisible())
        refresh();
}

void TeamChartsPanel::showPlayer(qint64 playerId)
{
    if (m_stale)
        fillPlayers();
    const int index = m_player->findData(playerId);
    if (index >= 0)
        m_player->setCurrentIndex(index);
}

void TeamChartsPanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_stale)
        refresh();
}

void TeamChartsPanel::fillPlayers()
{
    const qint64 current = m_player->currentData().toLongLong();
    const QSignalBlocker blocker(m_player);
    m_player->clear();
    if (!m_document)
        return;
    // Active players first by number, then those who left (their SPP stay in the record).
    QList<const Player *> players;
    for (const Player &player : m_document->team().players)
        players << &player;
    std::stable_sort(players.begin(), players.end(), [](const Player *a, const Player *b) {
        const bool activeA = a->status == Player::Status::Active;
        const bool activeB = b->status == Player::Status::Active;
        return activeA != activeB ? activeA : a->number < b->number;
    });
    for (const Player *player : players) {
        if (player->id > 0)
            //: A player in a list: "#7 Greta Hoffmann".
            m_player->addItem(tr("#%1 %2").arg(player->number).arg(player->name), player->id);
    }
    const int index = m_player->findData(current);
    m_player->setCurrentIndex(index >= 0 ? index : 0);
}

void TeamChartsPanel::refresh()
{
    m_stale = false;
    fillPlayers();
    const bool playerChart = m_chart->currentData().toInt() == PlayerSpp;
    m_playerLabel->setVisible(playerChart);
    m_player->setVisible(playerChart);
    if (!m_document) {
        m_panel->setMessage(QString());
        return;
    }
    m_panel->setDatabasePath(m_document->databasePath());
    const TeamChartQuery query(m_document->database(), *m_rules);
    QString error;
    std::optional<ChartData> chart;
    if (!playerChart) {
        chart = query.teamHistory(m_document->team().id, &error);
    } else if (m_player->count() == 0) {
        m_panel->setMessage(tr("The team has no player yet."));
        return;
    } else {
        chart =
            query.playerSpp(m_document->team().id, m_player->currentData().toLongLong(), &error);
    }
    if (!chart) {
        m_panel->setMessage(tr("The chart could not be read: %1").arg(error));
        return;
    }
    m_panel->setData(*chart, tr("Nothing to draw yet."));
}

} // namespace dugout
