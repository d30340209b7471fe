#include "LeagueSheets.h"

#include "DugoutVersion.h"
#include "core/storage/WriteFailure.h"
#include "core/team/Team.h"
#include "print/TeamSheetRenderer.h"

#include <QDir>
#include <QFileInfo>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>

using namespace Qt::StringLiterals;

namespace dugout::cli {

bool LeagueSheets::exportPdf(const QList<Team> &teams, const QString &league, const Ruleset &rules,
                             const QString &path, QString *error)
{
    if (!QFileInfo(path).absoluteDir().exists()) {
        *error = tr("The folder %1 does not exist.").arg(QFileInfo(path).absolutePath());
        return false;
    }
    // Written under a temporary name and renamed once whole, like a single sheet: a crash or
    // a full disk halfway through a league never leaves a PDF missing its last teams.
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = tr("The team sheets could not be written to %1: %2").arg(path, file.errorString());
        return false;
    }
    bool ok = false;
    {
        QPdfWriter writer(&file);
        writer.setTitle(tr("Team sheets: %1").arg(league));
        writer.setCreator(u"Dugout "_s + QStringLiteral(DUGOUT_VERSION));
        // The same page as `dugout sheet TEAM_ID` (exportTeamSheetPdf).
        writer.setResolution(600);
        writer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Landscape,
                                         QMarginsF(10, 10, 10, 10), QPageLayout::Millimeter));
        QPainter painter;
        ok = painter.begin(&writer);
        if (!ok)
            *error = tr("The team sheets could not be drawn on a PDF page.");
        for (qsizetype i = 0; ok && i < teams.size(); ++i) {
            if (i > 0 && !writer.newPage()) {
                *error = tr("The team sheets could not be drawn on a PDF page.");
                ok = false;
                break;
            }
            TeamSheetRenderer renderer(teams.at(i), rules);
            renderer.setLeague(league);
            renderer.paint(painter, QRectF(0, 0, writer.width(), writer.height()));
        }
        if (painter.isActive())
            painter.end();
    } // the writer finishes the PDF when it goes
    if (!ok) {
        file.cancelWriting();
        return false;
    }
    if (!file.flush() || file.error() != QFileDevice::NoError || !file.commit()) {
        *error = tr("The team sheets could not be written to %1: %2")
                     .arg(path, WriteFailure::reason(file));
        return false;
    }
    return true;
}

} // namespace dugout::cli
