// Standings as a spreadsheet from the window (issue 22.4): the Standings tab of the demo league,
// opened by clicks, writes through its Export… button an Excel workbook that another program
// (openpyxl) reads back with the rows the tab shows, or a CSV file equal to what
// `dugout league standings --csv` prints; a file that cannot be written says why and leaves
// nothing behind.
#include "../support/CommandRunner.h"
#include "../support/WindowFixtures.h"
#include "../support/XlsxReader.h"
#include "app/cli/CommandLine.h"
#include "core/demo/DemoLeague.h"
#include "core/rules/RulesetLoader.h"
#include "core/settings/Settings.h"
#include "core/storage/Database.h"
#include "models/StandingsModel.h"
#include "views/MainWindow.h"
#include "views/MessageBox.h"
#include "views/league/StandingsTab.h"
#include "views/widgets/FileChooser.h"

#include <QAbstractItemView>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QListWidget>
#include <QPushButton>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;

class TestStandingsExport : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<Settings> m_settings;
    QString m_database;

    // The demo league's Standings tab, reached by clicks.
    StandingsTab *openStandings(MainWindow &window)
    {
        test::clickArea(window, u"League"_s);
        auto *leagues = window.findChild<QAbstractItemView *>(u"leagueList"_s);
        if (!leagues)
            return nullptr;
        QTest::mouseClick(leagues->viewport(), Qt::LeftButton, {},
                          leagues->visualRect(leagues->model()->index(0, 0)).center());
        test::clickTab(window.findChild<QTabWidget *>(u"leagueTabs"_s), u"Standings"_s);
        return window.findChild<StandingsTab *>(u"standingsTab"_s);
    }

    static void clickExport(StandingsTab *tab, const QString &answer)
    {
        auto *button = tab->findChild<QPushButton *>(u"exportStandingsButton"_s);
        QVERIFY(button && button->isVisible());
        FileChooser::setAnswer(answer);
        MessageBox::clearRecorded();
        QTest::mouseClick(button, Qt::LeftButton);
        FileChooser::clearAnswer();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        MessageBox::setRecordOnly(true);
        QVERIFY(m_dir.isValid());
        m_settings = std::make_unique<Settings>(m_dir.filePath(u"settings.ini"_s));
        const auto rules = RulesetLoader::builtIn();
        QVERIFY(rules);
        m_database = m_dir.filePath(u"demo.sqlite"_s);
        DatabaseError openError;
        std::unique_ptr<Database> database = Database::open(m_database, &openError);
        QVERIFY2(database, qPrintable(openError.message));
        QString error;
        QVERIFY2(DemoLeague::create(*database, *rules, &error) > 0, qPrintable(error));
    }

    void writesAWorkbookOfWhatTheTabShows()
    {
        auto window = test::openMainWindow(*m_settings, m_database);
        StandingsTab *tab = openStandings(*window);
        QVERIFY(tab);
        // Typed without a suffix: the workbook's is added.
        clickExport(tab, m_dir.filePath(u"standings"_s));
        QVERIFY2(MessageBox::recorded().isEmpty(), qPrintable(MessageBox::recorded().join(u' ')));
        const QString path = m_dir.filePath(u"standings.xlsx"_s);
        QVERIFY(QFile::exists(path));
        const QJsonObject workbook = test::readXlsx(path);
        QVERIFY2(!workbook.contains(u"error"_s), qPrintable(workbook.value(u"error"_s).toString()));
        const QJsonArray sheets = workbook.value(u"sheets"_s).toArray();
        QCOMPARE(sheets.size(), 2);
        QCOMPARE(sheets.at(1).toObject().value(u"name"_s).toString(), u"Leaders"_s);
        const QJsonArray rows = sheets.at(0).toObject().value(u"rows"_s).toArray();
        StandingsModel *model = tab->models().first();
        QCOMPARE(rows.size(), model->rowCount() + 1);
        for (int r = 0; r < model->rowCount(); ++r) {
            const StandingsRow *shown = model->row(r);
            const QJsonArray row = rows.at(r + 1).toArray();
            QCOMPARE(row.at(1).toInt(), shown->rank);
            QCOMPARE(row.at(2).toInteger(), shown->teamId);
            QCOMPARE(row.at(4).toInt(), shown->played);
            QCOMPARE(row.at(14).toInt(), shown->points);
        }
        QVERIFY(window->statusBar()->currentMessage().contains(u"standings.xlsx"_s));
    }

    void writesTheCommandLinesCsv()
    {
        auto window = test::openMainWindow(*m_settings, m_database);
        StandingsTab *tab = openStandings(*window);
        QVERIFY(tab);
        const QString path = m_dir.filePath(u"standings.csv"_s);
        clickExport(tab, path);
        QVERIFY2(MessageBox::recorded().isEmpty(), qPrintable(MessageBox::recorded().join(u' ')));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        cli::CommandLine commandLine;
        const test::CommandResult cli = test::runCommand(
            commandLine, m_database, {u"league"_s, u"standings"_s, u"1"_s, u"--csv"_s});
        QCOMPARE(cli.code, 0);
        QCOMPARE(QString::fromUtf8(file.readAll()), cli.out);
    }

    void aFolderThatIsNotThereSaysWhy()
    {
        auto window = test::openMainWindow(*m_settings, m_database);
        StandingsTab *tab = openStandings(*window);
        QVERIFY(tab);
        const QString path = m_dir.filePath(u"missing/standings.xlsx"_s);
        clickExport(tab, path);
        QCOMPARE(MessageBox::recorded().size(), 1);
        QVERIFY2(MessageBox::recorded().first().contains(u"Could not write"_s),
                 qPrintable(MessageBox::recorded().first()));
        QVERIFY(!QFile::exists(path));
    }
};

QTEST_MAIN(TestStandingsExport)
#include "tst_standings_export.moc"
