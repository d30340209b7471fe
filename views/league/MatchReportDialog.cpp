#include "MatchReportDialog.h"

#include "core/storage/Database.h"
#include "core/storage/LeagueChartQuery.h"
#include "core/storage/MatchReportQuery.h"
#include "print/MatchReportRenderer.h"
#include "views/MessageBox.h"
#include "views/charts/ChartPanel.h"
#include "views/widgets/OutputFileGuard.h"
#include "views/widgets/PrintDialogs.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QPageLayout>
#include <QPushButton>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace dugout {

MatchReportDialog::MatchReportDialog(MatchReport report, std::shared_ptr<const Ruleset> rules,
                                     QString databasePath, QWidget *parent)
    : QDialog(parent), m_report(std::move(report)), m_rules(std::move(rules)),
      m_databasePath(std::move(databasePath)), m_tabs(new QTabWidget(this)),
      m_text(new QTextBrowser(this)), m_positions(new ChartPanel(this))
{
    setObjectName(u"matchReportDialog"_s);
    const MatchReportRenderer renderer(m_report, *m_rules);
    setWindowTitle(tr("Match report — %1").arg(renderer.title()));
    m_text->setObjectName(u"matchReportText"_s);
    m_text->setHtml(renderer.html());
    m_text->setOpenLinks(false);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton *print = buttons->addButton(tr("Print…"), QDialogButtonBox::ActionRole);
    QPushButton *preview = buttons->addButton(tr("Print preview…"), QDialogButtonBox::ActionRole);
    QPushButton *exportPdf = buttons->addButton(tr("Export PDF…"), QDialogButtonBox::ActionRole);
    print->setObjectName(u"printReportButton"_s);
    preview->setObjectName(u"previewReportButton"_s);
    connect(preview, &QPushButton::clicked, this, &MatchReportDialog::preview);
    exportPdf->setObjectName(u"exportReportButton"_s);
    connect(print, &QPushButton::clicked, this, &MatchReportDialog::print);
    connect(exportPdf, &QPushButton::clicked, this, &MatchReportDialog::chooseExportFile);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    // The report, and beside it how both teams stood in their season up to this match.
    m_positions->setObjectName(u"matchReportChart"_s);
    m_positions->setDatabasePath(m_databasePath);
    m_positions->setMessage(tr("Positions are shown for a match read from a league database."));
    m_tabs->setObjectName(u"matchReportTabs"_s);
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(m_text, tr("Report"));
    m_tabs->addTab(m_positions, tr("Positions"));

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_tabs, 1);
    layout->addWidget(buttons);
    resize(760, 640);
}

MatchReportDialog *MatchReportDialog::showReport(Database &database,
                                                 std::shared_ptr<const Ruleset> rules,
                                                 qint64 matchId, QWidget *parent)
{
    QString error;
    std::optional<MatchReport> report = MatchReportQuery(database, *rules).load(matchId, &error);
    if (!report) {
        MessageBox::critical(parent, tr("Match report"), error);
        return nullptr;
    }
    auto *dialog =
        new MatchReportDialog(std::move(*report), std::move(rules), database.path(), parent);
    const std::optional<ChartData> positions =
        LeagueChartQuery(database).standingsUpToMatch(matchId, &error);
    dialog->setPositions(positions, error);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
    return dialog;
}

void MatchReportDialog::setPositions(const std::optional<ChartData> &chart, const QString &error)
{
    if (!chart) {
        m_positions->setMessage(tr("The positions could not be read: %1").arg(error));
        return;
    }
    m_positions->setFileName(MatchReportRenderer(m_report, *m_rules).title());
    m_positions->setData(*chart, tr("This match was played outside a season: it has no "
                                    "positions to show."));
}

bool MatchReportDialog::exportPdf(const QString &path)
{
    QString error;
    if (!MatchReportRenderer(m_report, *m_rules).exportPdf(path, &error)) {
        MessageBox::critical(this, tr("Export match report"), error);
        return false;
    }
    return true;
}

void MatchReportDialog::print()
{
    // The team sheet's print path: the system dialog on an A4 printer, "print to file" guarded.
    const MatchReportRenderer renderer(m_report, *m_rules);
    const QString title = tr("Print match report");
    QString error;
    const PrintDialogs::Outcome outcome = PrintDialogs::print(
        this, title, renderer.title(),
        QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF(12, 12, 12, 12),
                    QPageLayout::Millimeter),
        [this, &title](const QString &path) {
            return OutputFileGuard::mayWrite(this, title, path, m_databasePath);
        },
        [&renderer](QPagedPaintDevice *printer, QString *why) {
            return renderer.render(printer, why);
        },
        &error);
    if (outcome == PrintDialogs::Outcome::Failed)
        MessageBox::critical(this, title, error);
}

void MatchReportDialog::preview()
{
    const MatchReportRenderer renderer(m_report, *m_rules);
    const QPageLayout portrait(QPageSize(QPageSize::A4), QPageLayout::Portrait,
                               QMarginsF(12, 12, 12, 12), QPageLayout::Millimeter);
    QString error;
    if (!PrintDialogs::preview(
            this, tr("Match report — %1").arg(renderer.title()), renderer.title(), portrait,
            [&renderer](QPagedPaintDevice *printer, QString *why) {
                return renderer.render(printer, why);
            },
            &error))
        MessageBox::critical(this, tr("Print match report"), error);
}

void MatchReportDialog::chooseExportFile()
{
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    QString fileName = MatchReportRenderer(m_report, *m_rules).title();
    fileName.replace(QRegularExpression(u"[\\\\/:*?\"<>|]"_s), u"-"_s);
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Export match report"),
                                     folder + u'/' + fileName + u".pdf"_s, tr("PDF files (*.pdf)"));
    if (path.isEmpty())
        return;
    const QString target = path.endsWith(u".pdf"_s, Qt::CaseInsensitive) ? path : path + u".pdf"_s;
    if (OutputFileGuard::mayWrite(this, tr("Export match report"), target, m_databasePath))
        exportPdf(target);
}

} // namespace dugout
