#include "LeagueChartsPanel.h"

#include "LeagueSession.h"
#include "core/storage/Database.h"
#include "core/storage/LeagueChartQuery.h"
#include "views/charts/ChartPanel.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {
enum ChartChoice { RoundTotals, Positions };
}

LeagueChartsPanel::LeagueChartsPanel(LeagueSession *session, QWidget *parent)
    : QWidget(parent), m_session(session), m_chart(new QComboBox(this)),
      m_panel(new ChartPanel(this))
{
    setObjectName(u"leagueCharts"_s);
    m_chart->setObjectName(u"leagueChartChoice"_s);
    m_chart->addItem(tr("Touchdowns and casualties per round"), RoundTotals);
    m_chart->addItem(tr("Positions round by round"), Positions);
    m_panel->setObjectName(u"leagueChart"_s);
    connect(m_chart, &QComboBox::currentIndexChanged, this, &LeagueChartsPanel::invalidate);

    auto *label = new QLabel(tr("&Chart:"), this);
    label->setBuddy(m_chart);
    auto *choices = new QHBoxLayout;
    choices->addWidget(label);
    choices->addWidget(m_chart);
    choices->addStretch();
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    layout->addLayout(choices);
    layout->addWidget(m_panel, 1);
}

void LeagueChartsPanel::invalidate()
{
    m_stale = true;
    if (isVisible())
        refresh();
}

void LeagueChartsPanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_stale)
        refresh();
}

void LeagueChartsPanel::refresh()
{
    m_stale = false;
    const Season *season = m_session->season();
    if (!m_session->database() || !season) {
        m_panel->setMessage(tr("This league has no season yet."));
        return;
    }
    m_panel->setDatabasePath(m_session->database()->path());
    const LeagueChartQuery query(*m_session->database());
    QString error;
    const std::optional<ChartData> chart = m_chart->currentData().toInt() == RoundTotals
                                               ? query.roundTotals(season->id, &error)
                                               : query.standingsHistory(season->id, &error);
    if (!chart) {
        m_panel->setMessage(tr("The chart could not be read: %1").arg(error));
        return;
    }
    m_panel->setFileName(season->name + u" - "_s + m_chart->currentText());
    m_panel->setData(*chart, tr("No match of %1 has been played yet.").arg(season->name));
}

} // namespace dugout
