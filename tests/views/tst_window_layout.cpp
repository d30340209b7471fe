// Issue 15, point 4: the window opens at a size that fits the screen, keeps its place across a
// crash (saved shortly after every change, not only at close), and every page is usable at
// 1366×768 in English and French: name columns take the room, buttons and headers show their
// whole text, toolbars do not overflow, the team list needs no horizontal scrollbar.
#include "../support/MatchFixtures.h"
#include "../support/WindowFixtures.h"
#include "core/demo/DemoLeague.h"
#include "core/rules/RulesetLoader.h"
#include "core/settings/Settings.h"
#include "core/storage/Database.h"
#include "core/storage/TeamStore.h"
#include "models/StandingsModel.h"
#include "models/TeamListModel.h"
#include "views/MainWindow.h"
#include "views/MessageBox.h"
#include "views/league/LeaguePage.h"
#include "views/league/LeagueView.h"
#include "views/match/MatchTrackerView.h"
#include "views/match/MatchesPage.h"
#include "views/match/NewMatchDialog.h"
#include "views/team/TeamView.h"
#include "views/team/TeamsPage.h"
#include "views/widgets/MessageBar.h"
#include "views/window/WindowPlacement.h"

#include <QAbstractButton>
#include <QApplication>
#include <QGuiApplication>
#include <QHeaderView>
#include <QLocale>
#include <QScreen>
#include <QScrollBar>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>
#include <QTranslator>
#include <QTreeView>

using namespace Qt::StringLiterals;
using namespace dugout;

namespace {

bool shownIn(const QWidget *widget, const QWidget *window)
{
    return widget->isVisibleTo(window) && widget->isVisible();
}

// What a person would see cut short on the current page of `window`.
QStringList truncations(QWidget *window)
{
    QStringList problems;
    const auto buttons = window->findChildren<QAbstractButton *>();
    for (QAbstractButton *button : buttons) {
        if (!shownIn(button, window) || button->text().isEmpty())
            continue;
        // A standard button's minimum is its size hint; a tracker button may put its key under
        // its action, and says how narrow it can be with its label whole.
        if (button->width() < button->minimumSizeHint().width())
            problems << u"button '%1' is %2 px wide, needs %3"_s.arg(button->text())
                            .arg(button->width())
                            .arg(button->minimumSizeHint().width());
    }
    const auto toolBars = window->findChildren<QToolBar *>();
    for (QToolBar *toolBar : toolBars) {
        if (!shownIn(toolBar, window))
            continue;
        const auto extensions = toolBar->findChildren<QWidget *>(u"qt_toolbar_ext_button"_s);
        for (QWidget *extension : extensions) {
            if (extension->isVisible())
                problems << u"toolbar '%1' overflows into its » menu"_s.arg(toolBar->objectName());
        }
    }
    const auto headers = window->findChildren<QHeaderView *>();
    for (QHeaderView *header : headers) {
        if (header->orientation() != Qt::Horizontal || !shownIn(header, window) || !header->model())
            continue;
        for (int section = 0; section < header->count(); ++section) {
            if (header->isSectionHidden(section))
                continue;
            const QString title = header->model()->headerData(section, Qt::Horizontal).toString();
            // The title's text and the style's margins on both sides.
            const int needed =
                header->fontMetrics().horizontalAdvance(title) +
                2 * header->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header);
            if (!title.isEmpty() && header->sectionSize(section) < needed)
                problems << u"column '%1' of %2 is %3 px wide, its title needs %4"_s
                                .arg(title, header->parentWidget()->objectName())
                                .arg(header->sectionSize(section))
                                .arg(needed);
        }
    }
    return problems;
}

} // namespace

class TestWindowLayout : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::shared_ptr<const Ruleset> m_rules;
    QTranslator *m_french = nullptr;

    void useLanguage(const QString &language)
    {
        if (m_french) {
            QCoreApplication::removeTranslator(m_french);
            delete m_french;
            m_french = nullptr;
        }
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedKingdom));
        if (language == u"fr"_s) {
            m_french = new QTranslator;
            QVERIFY(m_french->load(u":/i18n/dugout_fr.qm"_s));
            QCoreApplication::installTranslator(m_french);
            QLocale::setDefault(QLocale(QLocale::French, QLocale::France));
        }
    }

    // A window of `size` opened on a database holding the demo league (confirmed teams, a
    // schedule, results), as a person opens one they already have.
    std::unique_ptr<MainWindow> demoWindow(Settings &settings, const QString &file,
                                           const QSize &size)
    {
        {
            DatabaseError openError;
            std::unique_ptr<Database> database = Database::open(m_dir.filePath(file), &openError);
            if (!database)
                qFatal("cannot create %s: %s", qPrintable(file), qPrintable(openError.message));
            QString error;
            if (!DemoLeague::create(*database, *m_rules, &error))
                qFatal("no demo league: %s", qPrintable(error));
        }
        auto window = std::make_unique<MainWindow>(settings);
        window->resize(size);
        window->show();
        if (!QTest::qWaitForWindowExposed(window.get()))
            qFatal("the window was not shown");
        if (!window->openDatabase(m_dir.filePath(file)))
            qFatal("cannot open %s", qPrintable(file));
        return window;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        MessageBox::setRecordOnly(true);
        m_rules = RulesetLoader::builtIn();
        QVERIFY(m_rules);
    }
    void cleanup() { useLanguage(u"en"_s); }

    void firstSizeFitsTheScreen_data()
    {
        QTest::addColumn<QSize>("available");
        QTest::addColumn<QSize>("expected");
        QTest::newRow("full HD: 85%") << QSize(1920, 1040) << QSize(1632, 884);
        QTest::newRow("laptop: all of it, the pages are laid out for it")
            << QSize(1366, 728) << QSize(1280, 720);
        QTest::newRow("small screen: what there is") << QSize(1024, 600) << QSize(1024, 600);
        QTest::newRow("4K: capped") << QSize(3840, 2100) << QSize(1920, 1200);
    }

    void firstSizeFitsTheScreen()
    {
        QFETCH(QSize, available);
        QFETCH(QSize, expected);
        QCOMPARE(WindowPlacement::firstSize(available), expected);
        const QRect geometry = WindowPlacement::firstGeometry(QRect(QPoint(10, 20), available));
        QCOMPARE(geometry.size(), expected);
        QVERIFY(QRect(QPoint(10, 20), available).contains(geometry));
    }

    void aNewWindowTakesMostOfTheScreen()
    {
        Settings settings(m_dir.filePath(u"first.ini"_s));
        MainWindow window(settings);
        const QRect available = QGuiApplication::primaryScreen()->availableGeometry();
        QCOMPARE(window.size(), WindowPlacement::firstSize(available.size()));
        QVERIFY(window.size() != QSize(1100, 720));
    }

    void geometryIsSavedSoonAfterAChangeNotOnlyAtClose()
    {
        const QString ini = m_dir.filePath(u"crash.ini"_s);
        {
            Settings settings(ini);
            auto *window = new MainWindow(settings);
            window->show();
            QVERIFY(QTest::qWaitForWindowExposed(window));
            window->resize(1300, 700);
            QTRY_VERIFY(window->placement()->isSavePending());
            QTRY_VERIFY_WITH_TIMEOUT(!window->placement()->isSavePending(),
                                     3 * WindowPlacement::SaveDelayMs);
            // A crash: the window never gets its close event.
            window->hide();
            delete window; // (deleting a hidden window sends no close event)
        }
        Settings after(ini);
        QVERIFY(!after.mainWindowGeometry().isEmpty());
        MainWindow again(after);
        QCOMPARE(again.size(), QSize(1300, 700));
    }

    void everyPageIsUsableAt1366x768_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QSize>("size");
        QTest::newRow("en 1366×768") << u"en"_s << QSize(1366, 768);
        QTest::newRow("fr 1366×768") << u"fr"_s << QSize(1366, 768);
        QTest::newRow("en 1920×1080") << u"en"_s << QSize(1920, 1080);
        QTest::newRow("fr 1920×1080") << u"fr"_s << QSize(1920, 1080);
    }

    void everyPageIsUsableAt1366x768()
    {
        QFETCH(QString, language);
        QFETCH(QSize, size);
        useLanguage(language);
        Settings settings(m_dir.filePath(u"pages-%1-%2.ini"_s.arg(language).arg(size.width())));
        auto window =
            demoWindow(settings, u"pages-%1-%2.sqlite"_s.arg(language).arg(size.width()), size);
        QCOMPARE(window->size(), size);
        QStringList problems;
        const auto look = [&](const QString &page) {
            QCoreApplication::processEvents();
            for (const QString &problem : truncations(window.get()))
                problems << page + u": "_s + problem;
        };

        // Every area by a click in the navigation list, every tab by a click on it.
        test::clickArea(*window, MainWindow::Area::Home);
        look(u"Home"_s);

        // Teams: the list shows whole names without a horizontal scrollbar.
        test::clickArea(*window, MainWindow::Area::Teams);
        TeamsPage *teams = window->teamsPage();
        QTreeView *list = teams->teamListView();
        look(u"Teams"_s);
        QVERIFY2(!list->horizontalScrollBar()->isVisible(), "the team list scrolls sideways");
        // Each name whole: the delegate's own measure of swatch, name and margins fits the column.
        for (int row = 0; row < list->model()->rowCount(); ++row) {
            const QModelIndex name = list->model()->index(row, TeamListModel::NameColumn);
            const int needed = list->sizeHintForIndex(name).width();
            const int room = list->header()->sectionSize(TeamListModel::NameColumn);
            QVERIFY2(needed <= room,
                     qPrintable(u"'%1' needs %2 px, the column has %3"_s.arg(name.data().toString())
                                    .arg(needed)
                                    .arg(room)));
        }

        // League: standings give the team names the room left by the number columns.
        test::clickArea(*window, MainWindow::Area::League);
        LeaguePage *league = window->leaguePage();
        LeagueView *view = league->leagueView();
        view->messageBar()->dismiss();
        auto *tabs = test::shownChild<QTabWidget>(view, u"leagueTabs"_s);
        for (auto [tab, name] : {std::pair{LeagueView::Tab::Teams, u"League teams"_s},
                                 std::pair{LeagueView::Tab::Schedule, u"Schedule"_s},
                                 std::pair{LeagueView::Tab::Standings, u"Standings"_s},
                                 std::pair{LeagueView::Tab::Statistics, u"Statistics"_s}}) {
            test::clickTab(tabs, static_cast<int>(tab));
            look(name);
        }
        test::clickTab(tabs, static_cast<int>(LeagueView::Tab::Standings));
        QCoreApplication::processEvents();
        auto *standings = view->findChild<QTableView *>(u"standings"_s);
        QVERIFY(standings);
        const int teamColumn =
            standings->horizontalHeader()->sectionSize(StandingsModel::TeamColumn);
        const int wanted =
            standings->fontMetrics().horizontalAdvance(u"Skavenblight Scramblers"_s) + 40;
        QVERIFY2(
            teamColumn >= wanted,
            qPrintable(u"standings team column %1 px, wanted %2"_s.arg(teamColumn).arg(wanted)));

        // Matches and the tracker.
        test::clickArea(*window, MainWindow::Area::Matches);
        MatchesPage *matches = window->matchesPage();
        look(u"Matches"_s);
        // A new exhibition between the first two teams offered.
        test::clickButton(matches, u"newExhibitionButton"_s);
        auto *newMatch = test::openDialog<NewMatchDialog>(matches);
        test::chooseEntry(newMatch->teamBox(Side::Home), 0);
        test::chooseEntry(newMatch->teamBox(Side::Away), 1);
        test::click(newMatch->okButton());
        QVERIFY(matches->isTrackerShown());
        matches->tracker()->messageBar()->dismiss();
        look(u"Tracker"_s);

        test::clickArea(*window, MainWindow::Area::Rulebook);
        look(u"Rulebook"_s);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u"\n"_s)));
    }
};

QTEST_MAIN(TestWindowLayout)
#include "tst_window_layout.moc"
