#include "StandingsTab.h"

#include "LeagueSession.h"
#include "LeagueTables.h"
#include "core/league/Standings.h"
#include "models/LeagueText.h"
#include "models/Palette.h"
#include "models/StandingsModel.h"

#include <QHeaderView>
#include <QLabel>
#include <QScrollArea>
#include <QTableView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace dugout {

StandingsTab::StandingsTab(LeagueSession *session, QWidget *parent)
    : QWidget(parent), m_session(session), m_scroll(new QScrollArea(this)), m_content(new QWidget),
      m_tablesLayout(new QVBoxLayout), m_empty(new QLabel(m_content)), m_note(new QLabel(m_content))
{
    setObjectName(u"standingsTab"_s);
    m_empty->setObjectName(u"standingsEmpty"_s);
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setWordWrap(true);
    m_note->setObjectName(u"standingsNote"_s);
    m_note->setWordWrap(true);
    m_note->setTextFormat(Qt::RichText);
    QPalette muted = m_note->palette();
    muted.setColor(QPalette::WindowText, muted.color(QPalette::PlaceholderText));
    m_note->setPalette(muted);

    auto *contentLayout = new QVBoxLayout(m_content);
    contentLayout->setContentsMargins(8, 8, 8, 8);
    contentLayout->setSpacing(10);
    m_tablesLayout->setSpacing(14);
    contentLayout->addWidget(m_empty);
    contentLayout->addLayout(m_tablesLayout);
    contentLayout->addWidget(m_note);
    contentLayout->addStretch();
    m_scroll->setWidget(m_content);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_scroll);
}

void StandingsTab::clearTables()
{
    qDeleteAll(m_blocks);
    qDeleteAll(m_models);
    m_blocks.clear();
    m_models.clear();
    m_tables.clear();
}

void StandingsTab::addTable(const QString &title, const QList<qint64> &teamIds)
{
    // A division's table counts the matches between its own teams.
    QList<MatchSummary> matches;
    for (const MatchSummary &summary : m_session->summaries()) {
        if (teamIds.contains(summary.homeTeamId) && teamIds.contains(summary.awayTeamId))
            matches << summary;
    }
    auto *model = new StandingsModel(this);
    model->setStandings(Standings::compute(teamIds, matches, m_session->league().options),
                        m_session->teams());

    auto *block = new QWidget(m_content);
    auto *blockLayout = new QVBoxLayout(block);
    blockLayout->setContentsMargins(0, 0, 0, 0);
    blockLayout->setSpacing(4);
    if (!title.isEmpty()) {
        auto *heading = new QLabel(title, block);
        QFont bold = heading->font();
        bold.setBold(true);
        bold.setPointSizeF(bold.pointSizeF() * Palette::factor(Palette::Text::Larger));
        heading->setFont(bold);
        blockLayout->addWidget(heading);
    }
    auto *table = new QTableView(block);
    table->setObjectName(u"standings"_s);
    table->setModel(model);
    styleLeagueTable(table);
    table->setFocusPolicy(Qt::NoFocus);
    table->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    QHeaderView *header = table->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::Fixed);
    header->setDefaultSectionSize(header->fontMetrics().horizontalAdvance(u"CAS±"_s) + 24);
    header->setSectionResizeMode(StandingsModel::TeamColumn, QHeaderView::Stretch);
    fitColumns(header,
               {{StandingsModel::RankColumn, u"10="_s}, {StandingsModel::PointsColumn, u"100"_s}});
    // The whole table shows at once: the page scrolls, not each table.
    table->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    table->setFixedHeight(header->sizeHint().height() + 2 * table->frameWidth() +
                          model->rowCount() * table->verticalHeader()->defaultSectionSize());
    blockLayout->addWidget(table);

    m_tablesLayout->addWidget(block);
    m_blocks << block;
    m_models << model;
    m_tables << table;
}

void StandingsTab::refresh()
{
    clearTables();
    const Season *season = m_session->season();
    const LeagueOptions &options = m_session->league().options;
    if (!season || season->entries.isEmpty()) {
        m_empty->setText(
            season
                ? tr("<p><b>No team in %1 yet.</b></p><p>Add teams to the league first.</p>")
                      .arg(season->name)
                : tr("<p><b>This league has no season.</b></p><p>Start one with New season.</p>"));
        m_empty->show();
    } else {
        m_empty->hide();
        if (season->divisions.isEmpty()) {
            addTable(QString(), m_session->seasonTeamIds());
        } else {
            for (const Division &division : season->divisions)
                addTable(division.name, m_session->seasonTeamIds(division.id));
        }
    }
    m_note->setText(
        tr("Points: %1 for a win, %2 for a draw, %3 for a loss; a concession is a loss whatever "
           "the "
           "score.<br>Teams are ranked by, in order: %4. Teams still level share a rank.")
            .arg(options.winPoints)
            .arg(options.drawPoints)
            .arg(options.lossPoints)
            .arg(LeagueText::tieBreakers(options).toHtmlEscaped()));
    m_note->setVisible(m_session->hasLeague());
}

QString StandingsTab::note() const
{
    return m_note->text();
}

} // namespace dugout
