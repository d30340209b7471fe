// Printing (issue 18): one team sheet to PDF against a blank page written by QPdfWriter with
// the same page setup; then all the sheets of a league as `dugout sheet --league` writes them,
// one process, against one `dugout sheet TEAM_ID` process per team. On the big database's
// first league. Run by `make bench`, never by CTest.
#include "BenchReport.h"
#include "BigDatabase.h"
#include "ChildRun.h"
#include "core/rules/RulesetLoader.h"
#include "core/storage/Database.h"
#include "core/storage/LeagueStore.h"
#include "core/storage/TeamStore.h"
#include "print/TeamSheetRenderer.h"

#include <QGuiApplication>
#include <QPainter>
#include <QPdfWriter>
#include <QTemporaryDir>

#include <cstdio>

using namespace Qt::StringLiterals;
using namespace dugout;
using namespace dugout::bench;

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    QString error;
    const QString big = BigDatabase::cached(BigDatabaseShape{}, &error);
    DatabaseError openError;
    auto database = big.isEmpty() ? nullptr : Database::open(big, &openError);
    const auto rules = RulesetLoader::builtIn();
    if (!database || !rules) {
        std::fprintf(stderr, "bench_sheets: %s%s\n", qPrintable(error),
                     qPrintable(openError.message));
        return 1;
    }
    const League league = LeagueStore(*database).leagues().first();
    const std::optional<Team> team = TeamStore(*database).load(league.teamIds.first());
    database.reset(); // the children open it on their own
    QTemporaryDir folder;
    const QString sheet = folder.filePath(u"sheet.pdf"_s);
    const QString blank = folder.filePath(u"blank.pdf"_s);

    const double sheetMs = BenchReport::medianMs(15, [&] {
        QString why;
        if (!exportTeamSheetPdf(*team, *rules, sheet, &why))
            std::fprintf(stderr, "bench_sheets: %s\n", qPrintable(why));
    });
    const double blankMs = BenchReport::medianMs(15, [&] {
        QPdfWriter writer(blank);
        writer.setResolution(600);
        writer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Landscape,
                                         QMarginsF(10, 10, 10, 10), QPageLayout::Millimeter));
        QPainter painter(&writer);
        painter.end();
    });
    BenchReport::ratio("one team sheet PDF", sheetMs, "blank QPdfWriter page", blankMs);

    const QStringList environment{u"QT_QPA_PLATFORM=offscreen"_s,
                                  u"XDG_CONFIG_HOME="_s + folder.filePath(u"config"_s),
                                  u"XDG_RUNTIME_DIR="_s + folder.path()};
    const QString stderrPath = folder.filePath(u"stderr.txt"_s);
    const QString program = QStringLiteral(DUGOUT_BENCH_DUGOUT);
    QList<double> leagueMs, perTeamMs;
    for (int run = 0; run < 5; ++run) {
        const ChildRun all =
            ChildRun::run(program,
                          {u"--db"_s, big, u"sheet"_s, u"--league"_s, QString::number(league.id),
                           u"-o"_s, folder.filePath(u"league.pdf"_s)},
                          environment, stderrPath);
        if (!all.ok) {
            std::fprintf(stderr, "bench_sheets: %s\n", qPrintable(all.error));
            return 1;
        }
        leagueMs << all.firstLineMs;
        double separate = 0;
        for (qint64 teamId : league.teamIds) {
            const ChildRun one =
                ChildRun::run(program,
                              {u"--db"_s, big, u"sheet"_s, QString::number(teamId), u"-o"_s,
                               folder.filePath(u"team-%1.pdf"_s.arg(teamId))},
                              environment, stderrPath);
            if (!one.ok) {
                std::fprintf(stderr, "bench_sheets: %s\n", qPrintable(one.error));
                return 1;
            }
            separate += one.firstLineMs;
        }
        perTeamMs << separate;
    }
    BenchReport::note("league sheets: %d teams, one PDF, a page per team",
                      int(league.teamIds.size()));
    BenchReport::ratio("league sheets, one process", BenchReport::median(leagueMs),
                       "one process per team", BenchReport::median(perTeamMs));
    return 0;
}
