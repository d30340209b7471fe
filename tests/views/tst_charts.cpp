// Charts as a person meets them (issue 22.1): the Charts tab of a team, the Charts page of the
// league's statistics and the Positions tab of a match report, opened by clicks on the demo
// league; each exported as PNG and SVG through its buttons, and the files looked at: the PNG
// has the chart's size and is drawn on (not blank), the SVG is a drawing with the chart's words.
#include "../support/WindowFixtures.h"
#include "charts/ChartExport.h"
#include "core/demo/DemoLeague.h"
#include "core/rules/RulesetLoader.h"
#include "core/settings/Settings.h"
#include "core/storage/Database.h"
#include "core/storage/LeagueChartQuery.h"
#include "core/storage/LeagueStore.h"
#include "core/storage/TeamChartQuery.h"
#include "models/ScheduleModel.h"
#include "session/TeamDocument.h"
#include "views/MainWindow.h"
#include "views/MessageBox.h"
#include "views/charts/ChartPanel.h"
#include "views/league/MatchReportDialog.h"
#include "views/league/ScheduleTab.h"
#include "views/team/TeamChartsPanel.h"
#include "views/team/TeamView.h"
#include "views/widgets/FileChooser.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QLineSeries>
#include <QListWidget>
#include <QPushButton>
#include <QStandardPaths>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>
#include <QValueAxis>

using namespace Qt::StringLiterals;
using namespace dugout;

class TestCharts : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<Settings> m_settings;
    std::shared_ptr<const Ruleset> m_rules;
    QString m_database;

    // The Down key on a combo box until it shows `text`.
    static void choose(QComboBox *combo, const QString &text)
    {
        QVERIFY(combo && combo->isVisible());
        combo->setFocus();
        QTest::keyClick(combo, Qt::Key_Home);
        for (int i = 0; i < combo->count() && combo->currentText() != text; ++i)
            QTest::keyClick(combo, Qt::Key_Down);
        QCOMPARE(combo->currentText(), text);
    }

    // Exports through the panel's button, the save dialog answered with `fileName`; then looks
    // at the file.
    void exportAndLook(ChartPanel *panel, const QString &fileName)
    {
        const QString path = m_dir.filePath(fileName);
        const bool svg = fileName.endsWith(u".svg"_s);
        FileChooser::setAnswer(path);
        MessageBox::clearRecorded();
        auto *button =
            panel->findChild<QPushButton *>(svg ? u"exportChartSvg"_s : u"exportChartPng"_s);
        QVERIFY(button && button->isEnabled());
        QTest::mouseClick(button, Qt::LeftButton);
        FileChooser::clearAnswer();
        QVERIFY2(MessageBox::recorded().isEmpty(), qPrintable(MessageBox::recorded().join(u' ')));
        QFile file(path);
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
        const QByteArray bytes = file.readAll();
        if (svg) {
            QVERIFY(bytes.contains("<svg"));
            QVERIFY(bytes.contains("</svg>"));
            // The chart's words are drawn as text: its title and the first series' name (in
            // the legend), not only named in the file's <title>.
            for (const QString &words : {panel->data().title, panel->data().series.first().name})
                QVERIFY2(
                    bytes.contains(QByteArray('>' + words.toHtmlEscaped().toUtf8() + "</text>")),
                    qPrintable(words));
            return;
        }
        QImage image;
        QVERIFY(image.loadFromData(bytes, "PNG"));
        QCOMPARE(image.size(), ChartExport::DefaultSize);
        // Drawn on: a good share of the pixels are not the white background, in several colours.
        qint64 inked = 0;
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); y += 2) {
            for (int x = 0; x < image.width(); x += 2) {
                const QRgb pixel = image.pixel(x, y);
                if (qGray(pixel) < 235)
                    ++inked;
                colours.insert(pixel);
            }
        }
        const qint64 sampled = qint64(image.width() / 2) * (image.height() / 2);
        QVERIFY2(inked * 100 > sampled, qPrintable(u"%1 of %2"_s.arg(inked).arg(sampled)));
        QVERIFY2(colours.size() > 20, qPrintable(QString::number(colours.size())));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        MessageBox::setRecordOnly(true);
        QVERIFY(m_dir.isValid());
        // To look at the exported files afterwards: DUGOUT_KEEP_CHARTS=1 keeps the folder.
        if (qEnvironmentVariableIsSet("DUGOUT_KEEP_CHARTS")) {
            m_dir.setAutoRemove(false);
            qInfo("charts exported to %s", qPrintable(m_dir.path()));
        }
        m_settings = std::make_unique<Settings>(m_dir.filePath(u"settings.ini"_s));
        m_rules = RulesetLoader::builtIn();
        QVERIFY(m_rules);
        m_database = m_dir.filePath(u"demo.sqlite"_s);
        DatabaseError openError;
        std::unique_ptr<Database> database = Database::open(m_database, &openError);
        QVERIFY2(database, qPrintable(openError.message));
        QString error;
        QVERIFY2(DemoLeague::create(*database, *m_rules, &error) > 0, qPrintable(error));
    }

    void teamCharts()
    {
        auto window = test::openMainWindow(*m_settings, m_database);
        test::clickArea(*window, u"Teams"_s);
        auto *list = window->findChild<QTreeView *>(u"teamList"_s);
        QVERIFY(list);
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                          list->visualRect(list->model()->index(0, 0)).center());
        auto *view = window->findChild<TeamView *>(u"teamView"_s);
        QVERIFY(view && view->document());
        const qint64 teamId = view->document()->team().id;
        test::clickTab(view->findChild<QTabWidget *>(u"teamTabs"_s), u"Charts"_s);

        auto *panel = view->findChild<ChartPanel *>(u"teamChart"_s);
        QVERIFY(panel);
        QTRY_VERIFY(panel->view()->isVisible());
        // What is drawn is what core reads.
        const auto expected = TeamChartQuery(*window->database(), *m_rules).teamHistory(teamId);
        QVERIFY(expected);
        QCOMPARE(panel->data(), *expected);
        QChart *chart = qobject_cast<QChartView *>(panel->view())->chart();
        QCOMPARE(chart->series().size(), 3);
        QCOMPARE(chart->series().at(0)->name(), u"Team value"_s);
        // Four rounds of the demo played: before the first match and after each.
        QCOMPARE(static_cast<QLineSeries *>(chart->series().at(0))->count(),
                 DemoLeague::RoundsPlayed + 1);
        QCOMPARE(chart->axes(Qt::Vertical).size(), 2); // gold left, fan factor right
        if (!m_dir.autoRemove())
            window->grab().save(m_dir.filePath(u"window-team.png"_s));
        exportAndLook(panel, u"team.png"_s);
        exportAndLook(panel, u"team.svg"_s);

        // A player's SPP: chosen in the list, with the levels drawn across.
        TeamChartsPanel *charts = view->chartsPanel();
        QVERIFY(!charts->playerChooser()->isVisible());
        choose(charts->chartChooser(), u"A player's star player points"_s);
        QVERIFY(charts->playerChooser()->isVisible());
        QVERIFY(charts->playerChooser()->count() >= 11);
        QTRY_COMPARE(panel->data().series.first().name, u"Star player points"_s);
        chart = qobject_cast<QChartView *>(panel->view())->chart();
        QVERIFY(chart->series().size() >= 2); // the SPP and at least the first level
        QCOMPARE(chart->series().at(1)->name(), u"Experienced (6)"_s);
        if (!m_dir.autoRemove()) // DUGOUT_KEEP_CHARTS: the window too, to look at
            window->grab().save(m_dir.filePath(u"window-player.png"_s));
        exportAndLook(panel, u"player.png"_s);
        exportAndLook(panel, u"player.svg"_s);
    }

    void leagueCharts()
    {
        auto window = test::openMainWindow(*m_settings, m_database);
        test::clickArea(*window, u"League"_s);
        auto *leagues = window->findChild<QAbstractItemView *>(u"leagueList"_s);
        QVERIFY(leagues);
        QTest::mouseClick(leagues->viewport(), Qt::LeftButton, {},
                          leagues->visualRect(leagues->model()->index(0, 0)).center());
        test::clickTab(window->findChild<QTabWidget *>(u"leagueTabs"_s), u"Statistics"_s);
        test::clickTab(window->findChild<QTabWidget *>(u"statisticsPages"_s), u"Charts"_s);
        auto *panel = window->findChild<ChartPanel *>(u"leagueChart"_s);
        QVERIFY(panel);
        QTRY_VERIFY(panel->view()->isVisible());
        QChart *chart = qobject_cast<QChartView *>(panel->view())->chart();
        QCOMPARE(chart->series().size(), 1);
        auto *bars = qobject_cast<QBarSeries *>(chart->series().first());
        QVERIFY(bars);
        QCOMPARE(bars->count(), 2); // touchdowns and casualties
        QCOMPARE(panel->data().categories,
                 (QStringList{u"1"_s, u"2"_s, u"3"_s, u"4"_s})); // the demo's rounds played
        exportAndLook(panel, u"rounds.png"_s);
        exportAndLook(panel, u"rounds.svg"_s);

        choose(window->findChild<QComboBox *>(u"leagueChartChoice"_s),
               u"Positions round by round"_s);
        QTRY_COMPARE(panel->data().unit, ChartData::Unit::Rank);
        chart = qobject_cast<QChartView *>(panel->view())->chart();
        QCOMPARE(chart->series().size(), 8); // a line a team
        auto *positions = qobject_cast<QValueAxis *>(chart->axes(Qt::Vertical).first());
        QVERIFY(positions && positions->isReverse()); // first place at the top
        exportAndLook(panel, u"positions.png"_s);
        exportAndLook(panel, u"positions.svg"_s);

        // A folder that does not exist: the reason, and nothing written.
        const QString nowhere = m_dir.filePath(u"missing/folder/chart.png"_s);
        FileChooser::setAnswer(nowhere);
        MessageBox::clearRecorded();
        QTest::mouseClick(panel->findChild<QPushButton *>(u"exportChartPng"_s), Qt::LeftButton);
        FileChooser::clearAnswer();
        QCOMPARE(MessageBox::recorded().size(), 1);
        QVERIFY2(MessageBox::recorded().first().contains(u"could not be written"_s),
                 qPrintable(MessageBox::recorded().first()));
        QVERIFY(!QFile::exists(nowhere));
    }

    void matchReportPositions()
    {
        auto window = test::openMainWindow(*m_settings, m_database);
        test::clickArea(*window, u"League"_s);
        auto *leagues = window->findChild<QAbstractItemView *>(u"leagueList"_s);
        QTest::mouseClick(leagues->viewport(), Qt::LeftButton, {},
                          leagues->visualRect(leagues->model()->index(0, 0)).center());
        test::clickTab(window->findChild<QTabWidget *>(u"leagueTabs"_s), u"Schedule"_s);
        auto *schedule = window->findChild<ScheduleTab *>(u"scheduleTab"_s);
        QVERIFY(schedule);
        // A fixture of round 2, played.
        LeagueStore store(*window->database());
        const League league = store.leagues().first();
        const QList<Fixture> fixtures = store.fixtures(store.seasons(league.id).first().id);
        const auto played = std::find_if(fixtures.begin(), fixtures.end(), [](const Fixture &f) {
            return f.round == 2 && f.isPlayed();
        });
        QVERIFY(played != fixtures.end());
        auto *tree = schedule->findChild<QTreeView *>(u"schedule"_s);
        const QModelIndex index = schedule->model()->indexOfFixture(played->id);
        tree->scrollTo(index);
        QTest::mouseClick(tree->viewport(), Qt::LeftButton, {}, tree->visualRect(index).center());
        QTest::mouseClick(schedule->findChild<QPushButton *>(u"matchReportButton"_s),
                          Qt::LeftButton);
        auto *dialog = window->findChild<MatchReportDialog *>(u"matchReportDialog"_s);
        QVERIFY(dialog);
        QTRY_VERIFY(dialog->isVisible());
        test::clickTab(dialog->findChild<QTabWidget *>(u"matchReportTabs"_s), u"Positions"_s);
        ChartPanel *panel = dialog->positions();
        QTRY_VERIFY(panel->view()->isVisible());
        // The match's two teams, rounds 1 and 2.
        QCOMPARE(panel->data().categories, (QStringList{u"1"_s, u"2"_s}));
        QCOMPARE(qobject_cast<QChartView *>(panel->view())->chart()->series().size(), 2);
        const auto expected =
            LeagueChartQuery(*window->database()).standingsUpToMatch(played->matchId);
        QVERIFY(expected);
        QCOMPARE(panel->data(), *expected);
        if (!m_dir.autoRemove())
            dialog->grab().save(m_dir.filePath(u"window-report.png"_s));
        exportAndLook(panel, u"report.png"_s);
        exportAndLook(panel, u"report.svg"_s);
        dialog->close();
    }
};

QTEST_MAIN(TestCharts)
#include "tst_charts.moc"
