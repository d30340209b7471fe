#include "StandingsTab.h"

#include "LeagueSession.h"
#include "LeagueTables.h"
#include "core/league/Standings.h"
#include "core/spreadsheet/XlsxFile.h"
#include "core/storage/Database.h"
#include "core/storage/StandingsWorkbook.h"
#include "models/LeagueText.h"
#include "models/Palette.h"
#include "models/StandingsModel.h"
#include "views/MessageBox.h"
#include "views/widgets/FileChooser.h"
#include "views/widgets/OutputFileGuard.h"

#include <QDir>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMainWindow>
#include <QPushButton>
#include <QRegularExpression>
#include <QSaveFile>
#include <QScrollArea>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace dugout {

StandingsTab::StandingsTab(LeagueSession *session, QWidget *parent)
    : QWidget(parent), m_session(session), m_scroll(new QScrollArea(this)), m_content(new QWidget),
      m_tablesLayout(new QVBoxLayout), m_empty(new QLabel(m_content)),
      m_note(new QLabel(m_content)), m_export(new QPushButton(tr("&Export…"), m_content))
{
    m_export->setObjectName(u"exportStandingsButton"_s);
    m_export->setToolTip(tr("Write the standings and the league's leaders as an Excel workbook "
                            "(.xlsx), or the standings as CSV"));
    connect(m_export, &QPushButton::clicked, this, &StandingsTab::chooseExportFile);
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
    auto *noteRow = new QHBoxLayout;
    noteRow->addWidget(m_note, 1);
    noteRow->addWidget(m_export, 0, Qt::AlignTop);
    contentLayout->addLayout(noteRow);
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
    m_export->setVisible(season && !season->entries.isEmpty());
}

void StandingsTab::chooseExportFile()
{
    const Season *season = m_session->season();
    if (!season || !m_session->database())
        return;
    const QString title = tr("Export standings");
    QString name = u"%1 - %2"_s.arg(m_session->league().name, season->name);
    name.replace(QRegularExpression(u"[\\\\/:*?\"<>|]"_s), u"-"_s);
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString path = FileChooser::saveFile(this, title, folder + u'/' + name + u".xlsx"_s,
                                               tr("Excel workbooks (*.xlsx);;CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    const bool csv = path.endsWith(u".csv"_s, Qt::CaseInsensitive);
    const QString target =
        csv || path.endsWith(u".xlsx"_s, Qt::CaseInsensitive) ? path : path + u".xlsx"_s;
    if (!OutputFileGuard::mayWrite(this, title, target, m_session->database()->path()))
        return;
    if (exportTo(target)) {
        if (auto *main = qobject_cast<QMainWindow *>(window()))
            main->statusBar()->showMessage(
                tr("Standings written to %1").arg(QDir::toNativeSeparators(target)), 8000);
    }
}

bool StandingsTab::exportTo(const QString &path)
{
    const QString title = tr("Export standings");
    const Season *season = m_session->season();
    if (!season || !m_session->database())
        return false;
    QString error;
    const std::optional<QList<Sheet>> sheets =
        StandingsWorkbook::sheets(*m_session->database(), m_session->league(), *season, &error);
    bool written = false;
    if (sheets && path.endsWith(u".csv"_s, Qt::CaseInsensitive)) {
        // The standings alone: a CSV file has one sheet.
        QSaveFile file(path);
        const QByteArray content = StandingsWorkbook::csv(sheets->first()).toUtf8();
        written = file.open(QIODevice::WriteOnly) && file.write(content) == content.size() &&
                  file.commit();
        if (!written)
            error = tr("Could not write %1: %2")
                        .arg(QDir::toNativeSeparators(path), file.errorString());
    } else if (sheets) {
        written = XlsxFile::write(path, *sheets, &error);
    }
    if (!written)
        MessageBox::critical(this, title, error);
    return written;
}

QString StandingsTab::note() const
{
    return m_note->text();
}

} // namespace dugout
