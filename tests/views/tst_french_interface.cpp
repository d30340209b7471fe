// Dugout started with --lang fr shows its interface in French.
#include "../support/WindowFixtures.h"
#include "app/cli/CommandLine.h"
#include "core/i18n/Language.h"
#include "core/settings/Settings.h"
#include "core/storage/Database.h"
#include "views/MainWindow.h"
#include "views/MessageBox.h"
#include "views/match/ActionBar.h"
#include "views/match/ActionButton.h"

#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

class TestFrenchInterface : public QObject
{
    Q_OBJECT

    // Each test may run alone (-functions): French is installed once, as --lang fr does.
    static void useFrench()
    {
        if (QLocale().language() != QLocale::French)
            dugout::Language::install(*qApp, u"fr"_s);
    }

    // With DUGOUT_SCREENSHOT_DIR set, what the test saw is kept there as a PNG to look at.
    static void saveScreenshot(QWidget &widget, const QString &name)
    {
        const QString folder = qEnvironmentVariable("DUGOUT_SCREENSHOT_DIR");
        QApplication::processEvents(); // the layout settles, as before a paint
        if (!folder.isEmpty())
            widget.grab().save(QDir(folder).filePath(name + u"-fr.png"_s));
    }

private Q_SLOTS:
    void menusAndAreasAreFrench()
    {
        QTemporaryDir dir;
        dugout::Settings settings(dir.filePath(u"settings.ini"_s));
        const auto invocation =
            dugout::cli::CommandLine().parse({u"dugout"_s, u"--lang"_s, u"fr"_s});
        QCOMPARE(invocation.mode, dugout::cli::Invocation::Mode::Gui);
        dugout::Language::install(
            *qApp, dugout::Language::resolve(invocation.language, settings.language()));

        dugout::MainWindow window(settings);
        QVERIFY(window.openDatabase(dir.filePath(u"ligue.sqlite"_s)));
        QStringList menus;
        const auto actions = window.menuBar()->actions();
        for (const QAction *action : actions)
            menus << action->text();
        QCOMPARE(menus, (QStringList{u"&Fichier"_s, u"&Édition"_s, u"&Aide"_s}));

        auto *navigation = window.findChild<QListWidget *>(u"navigation"_s);
        QCOMPARE(navigation->item(1)->text(), u"Équipes"_s);
        QCOMPARE(navigation->item(5)->text(), u"Livre de règles"_s);
        QCOMPARE(window.windowTitle(), u"ligue.sqlite — Dugout"_s);
    }

    // Rosters read in French are listed in French alphabetical order: Nécromantiques among the N,
    // before Nordiques, in the Rulebook, its star players' filter and the New team dialog.
    void rulebookListsRostersByFrenchName()
    {
        useFrench();
        QTemporaryDir dir;
        dugout::Settings settings(dir.filePath(u"settings.ini"_s));
        dugout::MainWindow window(settings);
        window.resize(1366, 768);
        window.show();
        QVERIFY(window.openDatabase(dir.filePath(u"ligue.sqlite"_s)));
        dugout::test::clickArea(window, dugout::MainWindow::Area::Rulebook);

        auto *tabs = window.findChild<QTabWidget *>(u"rulebookTabs"_s);
        QVERIFY(tabs);
        QCOMPARE(tabs->tabText(0), u"Listes d'équipes"_s);
        auto *list = window.findChild<QTableView *>(u"rosterList"_s);
        QVERIFY(list);
        QStringList shown;
        for (int row = 0; row < list->model()->rowCount(); ++row)
            shown << list->model()->index(row, 0).data().toString();
        QCOMPARE(shown.mid(12, 5), (QStringList{u"Nains"_s, u"Nains du Chaos"_s,
                                                u"Nécromantiques"_s, u"Nordiques"_s, u"Nurgle"_s}));
        QCOMPARE(shown.first(), u"Amazones"_s);
        QCOMPARE(shown.mid(21), (QStringList{u"Bas-Fonds"_s, u"Pacte Chaotique"_s, u"Slanns"_s}));
        // A click on Nécromantiques shows that roster.
        const QModelIndex necromantic = list->model()->index(shown.indexOf(u"Nécromantiques"_s), 0);
        list->scrollTo(necromantic);
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                          list->visualRect(necromantic).center());
        QCOMPARE(window.findChild<QLabel *>(u"rosterTitle"_s)->text(), u"Nécromantiques"_s);
        saveScreenshot(window, u"rulebook-rosters"_s);

        // The star players' "Plays for" filter: every roster after "All rosters", in the same
        // order.
        tabs->setCurrentIndex(2);
        auto *plays = window.findChild<QComboBox *>(u"starRoster"_s);
        QVERIFY(plays);
        QStringList filter;
        for (int i = 1; i < plays->count(); ++i)
            filter << plays->itemText(i);
        QCOMPARE(filter, shown);
    }

    void newTeamDialogListsRostersByFrenchNameWithQtButtonsInFrench()
    {
        useFrench();
        QTemporaryDir dir;
        dugout::Settings settings(dir.filePath(u"settings.ini"_s));
        dugout::MainWindow window(settings);
        window.resize(1366, 768);
        window.show();
        QVERIFY(window.openDatabase(dir.filePath(u"ligue.sqlite"_s)));
        dugout::test::clickArea(window, dugout::MainWindow::Area::Teams);
        auto *newTeam = window.findChild<QPushButton *>(u"newTeamButton"_s);
        QVERIFY(newTeam);
        QTest::mouseClick(newTeam, Qt::LeftButton);
        QDialog *dialog = window.findChild<QDialog *>(u"newTeamDialog"_s);
        QVERIFY(dialog && dialog->isVisible());
        auto *roster = dialog->findChild<QComboBox *>(u"roster"_s);
        QStringList names;
        for (int i = 0; i < roster->count(); ++i)
            names << roster->itemText(i);
        const qsizetype necromantic = names.indexOf(u"Nécromantiques"_s);
        QVERIFY2(necromantic > 0 && necromantic < names.indexOf(u"Nordiques"_s),
                 qPrintable(names.join(u", "_s)));
        QVERIFY(names.indexOf(u"Elfes Sylvains"_s) < names.indexOf(u"Gobelins"_s));
        // Qt's own buttons speak French too (qtbase_fr.qm from Qt's translations folder).
        auto *buttons = dialog->findChild<QDialogButtonBox *>();
        QVERIFY(buttons);
        QCOMPARE(buttons->button(QDialogButtonBox::Cancel)->text().remove(u'&'), u"Annuler"_s);
        saveScreenshot(*dialog, u"new-team-dialog"_s);
        QTest::mouseClick(buttons->button(QDialogButtonBox::Cancel), Qt::LeftButton);
        QVERIFY(!dialog->isVisible());
    }

    // The tracker's keys follow the English names (B for Blocage, Z for Blitz): each button says
    // which key does the same, and the key still does it.
    void trackerButtonsShowTheirKeys()
    {
        useFrench();
        dugout::ActionBar bar;
        bar.resize(1366, 120);
        bar.show();
        QVERIFY(QTest::qWaitForWindowExposed(&bar));
        QCOMPARE(bar.button(dugout::ActionBar::Action::Block)->text(), u"Blocage (B)"_s);
        QCOMPARE(bar.button(dugout::ActionBar::Action::Blitz)->text(), u"Blitz (Z)"_s);
        QCOMPARE(bar.button(dugout::ActionBar::Action::Touchdown)->text(), u"Touchdown (T)"_s);
        QVERIFY(
            bar.button(dugout::ActionBar::Action::EndTurn)->text().startsWith(u"Fin du tour ("_s));
        QSignalSpy triggered(&bar, &dugout::ActionBar::triggered);
        QTest::keyClick(&bar, Qt::Key_B);
        QTest::keyClick(&bar, Qt::Key_Z);
        QCOMPARE(triggered.size(), 2);
        QCOMPARE(triggered.at(0).at(0).value<dugout::ActionBar::Action>(),
                 dugout::ActionBar::Action::Block);
        QCOMPARE(triggered.at(1).at(0).value<dugout::ActionBar::Action>(),
                 dugout::ActionBar::Action::Blitz);
        saveScreenshot(bar, u"tracker-buttons"_s);
    }

    // A French user's demo is a French demo, kept apart from an English one made earlier.
    void demoLeagueIsFrench()
    {
        useFrench();
        QStandardPaths::setTestModeEnabled(true);
        QTemporaryDir dir;
        dugout::Settings settings(dir.filePath(u"settings.ini"_s));
        dugout::MainWindow window(settings);
        window.resize(1366, 768);
        window.show();
        QVERIFY(window.openDatabase(dir.filePath(u"ligue.sqlite"_s)));
        const QString demoPath =
            QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
                .filePath(u"dugout-demo-fr.sqlite"_s);
        QFile::remove(demoPath);
        auto *demo = window.findChild<QPushButton *>(u"demoButton"_s);
        QVERIFY(demo);
        dugout::MessageBox::setRecordOnly(true); // the demo asks first, naming its file: yes
        QTest::mouseClick(demo, Qt::LeftButton);
        QCOMPARE(window.database()->path(), demoPath);
        QSqlQuery query(window.database()->connection());
        QVERIFY(query.exec(
            u"SELECT league.name, league.commissioner, season.name FROM league JOIN season ON season.league_id = league.id"_s));
        QVERIFY(query.next());
        QCOMPARE(query.value(0).toString(), u"Ligue de démonstration du Vieux Monde"_s);
        QCOMPARE(query.value(1).toString(), u"Commissaire de démonstration"_s);
        QCOMPARE(query.value(2).toString(), u"Saison 1"_s);
        saveScreenshot(window, u"demo-league"_s);

        // Home with data, in French: the demo's next round under its French name.
        dugout::test::clickArea(window, dugout::MainWindow::Area::Home);
        auto *fixturesTitle = window.findChild<QLabel *>(u"homeFixturesTitle"_s);
        QVERIFY(fixturesTitle && fixturesTitle->isVisible());
        const QString title = QCoreApplication::translate("dugout::HomePage", "Next fixtures: %1");
        QCOMPARE(title, u"Prochains matchs : %1"_s);
        QCOMPARE(fixturesTitle->text(), title.arg(u"Ligue de démonstration du Vieux Monde"_s));
        saveScreenshot(window, u"home-1366"_s);
        window.resize(1920, 1080);
        QApplication::processEvents();
        saveScreenshot(window, u"home-1920"_s);
        // A click on a recent team opens it.
        auto *teams = window.findChild<QListWidget *>(u"homeTeams"_s);
        QVERIFY(teams && teams->count() > 0);
        QTest::mouseClick(teams->viewport(), Qt::LeftButton, {},
                          teams->visualItemRect(teams->item(0)).center());
        QCOMPARE(window.currentArea(), dugout::MainWindow::Area::Teams);
        QFile::remove(demoPath);
    }
};

QTEST_MAIN(TestFrenchInterface)
#include "tst_french_interface.moc"
