// Issue 15, point 10: teams travel as files from the window, in the command line's format
// (File → Export team… / Import team…, a .json dropped on the Teams area), a bad file changes
// nothing and says why; the demo league says which file it opens before it opens it.
#include "../support/CommandRunner.h"
#include "../support/TeamFixtures.h"
#include "../support/WindowFixtures.h"
#include "app/cli/CommandLine.h"
#include "core/rules/RulesetLoader.h"
#include "core/settings/Settings.h"
#include "core/storage/Database.h"
#include "core/storage/TeamStore.h"
#include "core/team/TeamFile.h"
#include "session/TeamDocument.h"
#include "views/MainWindow.h"
#include "views/MessageBox.h"
#include "views/team/TeamView.h"
#include "views/team/TeamsPage.h"
#include "views/widgets/FileChooser.h"
#include "views/widgets/MessageBar.h"

#include <QAction>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QMenu>
#include <QMenuBar>
#include <QMimeData>
#include <QPushButton>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

using namespace Qt::StringLiterals;
using namespace dugout;

class TestTeamFiles : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Settings> m_settings;
    std::shared_ptr<const Ruleset> m_rules;

    std::unique_ptr<MainWindow> openWindow(const QString &file)
    {
        return test::openMainWindow(*m_settings, m_dir.filePath(file));
    }

    // The File menu's action named `name`, as a person finds it in the menu bar.
    static QAction *fileAction(MainWindow &window, const QString &name)
    {
        QMenu *file = window.menuBar()->actions().first()->menu();
        const auto actions = file->actions();
        for (QAction *action : actions) {
            if (action->objectName() == name)
                return action;
        }
        qFatal("no %s in the File menu", qPrintable(name));
    }

    static int teamCount(MainWindow &window)
    {
        return static_cast<int>(TeamStore(*window.database()).list().size());
    }

    // A confirmed team with staff and star player points.
    qint64 storeVeterans(MainWindow &window)
    {
        Team team = test::humanTeam(*m_rules, 7, 4, 1);
        team.name = u"Bögenhafen Veterans"_s;
        team.coach = u"Greta"_s;
        team.rerolls = 2;
        team.apothecary = true;
        team.phase = Team::Phase::Active;
        team.players[0].spp = 8;
        if (!TeamStore(*window.database()).save(team))
            qFatal("cannot store the team");
        return team.id;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        MessageBox::setRecordOnly(true);
        m_settings = std::make_unique<Settings>(m_dir.filePath(u"settings.ini"_s));
        m_rules = RulesetLoader::builtIn();
        QVERIFY(m_rules);
    }
    void init()
    {
        MessageBox::clearRecorded();
        MessageBox::setQuestionAnswer(true);
    }
    void cleanup() { FileChooser::clearAnswer(); }

    void exportThenImportRoundTripsThroughTheFileMenu()
    {
        auto window = openWindow(u"roundtrip.sqlite"_s);
        const qint64 id = storeVeterans(*window);
        window->showArea(MainWindow::Area::Teams);
        TeamsPage *teams = window->teamsPage();
        teams->setDatabase(window->database());
        QVERIFY(teams->showTeam(id));

        // Export: the dialog is answered with a path, as a person would type it.
        const QString file = m_dir.filePath(u"veterans.json"_s);
        FileChooser::setAnswer(file);
        QAction *exportTeam = fileAction(*window, u"exportTeamAction"_s);
        QVERIFY(exportTeam->isEnabled());
        exportTeam->trigger();
        QCOMPARE(FileChooser::lastTitle(), u"Export team"_s);
        QVERIFY2(QFile::exists(file), qPrintable(MessageBox::recorded().join(u'\n')));
        QVERIFY(teams->teamView()->messageBar()->text().contains(u"veterans.json"_s));

        // The very bytes `dugout team export` prints.
        cli::CommandLine commandLine;
        const test::CommandResult cli = test::runCommand(
            commandLine, window->database()->path(), {u"team"_s, u"export"_s, QString::number(id)});
        QCOMPARE(cli.code, 0);
        QFile written(file);
        QVERIFY(written.open(QIODevice::ReadOnly));
        QCOMPARE(QString::fromUtf8(written.readAll()), cli.out);

        // Import it back: a second team, the same in every part.
        const int before = teamCount(*window);
        FileChooser::setAnswer(file);
        fileAction(*window, u"importTeamAction"_s)->trigger();
        QCOMPARE(FileChooser::lastTitle(), u"Import team"_s);
        QVERIFY2(MessageBox::recorded().isEmpty(), qPrintable(MessageBox::recorded().join(u'\n')));
        QCOMPARE(teamCount(*window), before + 1);
        TeamDocument *shown = teams->currentDocument();
        QVERIFY(shown);
        QVERIFY(shown->team().id != id);
        const Team original = *TeamStore(*window->database()).load(id);
        QCOMPARE(shown->team().name, original.name);
        QCOMPARE(shown->team().players.size(), original.players.size());
        QCOMPARE(shown->team().players.first().spp, 8);
        QCOMPARE(shown->team().rerolls, 2);
        QVERIFY(shown->team().apothecary);
        Team imported = shown->team();
        imported.id =
            original.id; // the file names the team's id in its database; all else is equal
        QCOMPARE(TeamFile::bytes(imported, *m_rules), TeamFile::bytes(original, *m_rules));
        QVERIFY(teams->teamView()->messageBar()->text().contains(u"imported"_s));

        // Cancel in the dialog does nothing.
        FileChooser::setAnswer(QString());
        fileAction(*window, u"importTeamAction"_s)->trigger();
        QCOMPARE(teamCount(*window), before + 1);
    }

    void aDroppedTeamFileIsImported()
    {
        auto window = openWindow(u"drop.sqlite"_s);
        const qint64 id = storeVeterans(*window);
        const QString file = m_dir.filePath(u"dropped.json"_s);
        QVERIFY(TeamFile::write(file, *TeamStore(*window->database()).load(id), *m_rules, nullptr));
        window->showArea(MainWindow::Area::Teams);
        TeamsPage *teams = window->teamsPage();
        teams->setDatabase(window->database());
        const int before = teamCount(*window);

        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(file)});
        const QPoint at = teams->rect().center();
        QDragEnterEvent enter(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(teams, &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(teams, &drop);
        QVERIFY(drop.isAccepted());
        QCOMPARE(teamCount(*window), before + 1);
        QCOMPARE(teams->currentDocument()->team().name, u"Bögenhafen Veterans"_s);

        // Not a team file: the drop is refused at once.
        QMimeData text;
        text.setUrls({QUrl::fromLocalFile(m_dir.filePath(u"notes.txt"_s))});
        QDragEnterEvent other(at, Qt::CopyAction, &text, Qt::LeftButton, Qt::NoModifier);
        other.setAccepted(false);
        QApplication::sendEvent(teams, &other);
        QVERIFY(!other.isAccepted());
    }

    void aBadFileSaysWhyAndChangesNothing_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("reason");
        QTest::newRow("not JSON") << QByteArray("{ \"name\": \"Half a team\", ") << u"JSON"_s;
        // A real export whose roster the rules do not know.
        Team team = test::humanTeam(*RulesetLoader::builtIn());
        QByteArray elsewhere = TeamFile::bytes(team, *RulesetLoader::builtIn());
        elsewhere.replace("\"human\"", "\"martians\"");
        QTest::newRow("unknown roster") << elsewhere << u"martians"_s;
    }

    void aBadFileSaysWhyAndChangesNothing()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, reason);
        auto window = openWindow(
            u"bad-%1.sqlite"_s.arg(QString::fromUtf8(QTest::currentDataTag())).replace(u' ', u'-'));
        storeVeterans(*window);
        const QString file = test::writeCommandFile(m_dir.filePath(u"bad.json"_s), content);
        window->showArea(MainWindow::Area::Teams);
        window->teamsPage()->setDatabase(window->database());
        const int before = teamCount(*window);

        FileChooser::setAnswer(file);
        fileAction(*window, u"importTeamAction"_s)->trigger();
        QCOMPARE(teamCount(*window), before);
        QCOMPARE(MessageBox::recorded().size(), 1);
        const QString message = MessageBox::recorded().first();
        QVERIFY2(message.contains(u"was not imported; nothing was changed"_s), qPrintable(message));
        QVERIFY2(message.contains(reason, Qt::CaseInsensitive), qPrintable(message));
        QVERIFY2(message.contains(QDir::toNativeSeparators(file)), qPrintable(message));
    }

    // Issue 22.4: a team OBBLM exported (its BOTOCS-XML roster) comes in through File → Import
    // team… and by a drop; a file LRB6 refuses names each problem's line and adds nothing.
    void anOBBLMTeamIsImported()
    {
        auto window = openWindow(u"obblm.sqlite"_s);
        storeVeterans(*window);
        window->showArea(MainWindow::Area::Teams);
        TeamsPage *teams = window->teamsPage();
        teams->setDatabase(window->database());
        QFile source(QStringLiteral(DUGOUT_TEST_DATA_DIR) + u"/obblm_altdorf_reavers.xml"_s);
        QVERIFY(source.open(QIODevice::ReadOnly));
        const QByteArray xml = source.readAll();
        const int before = teamCount(*window);

        const QString good = test::writeCommandFile(m_dir.filePath(u"reavers.xml"_s), xml);
        FileChooser::setAnswer(good);
        fileAction(*window, u"importTeamAction"_s)->trigger();
        QVERIFY2(MessageBox::recorded().isEmpty(), qPrintable(MessageBox::recorded().join(u'\n')));
        QCOMPARE(teamCount(*window), before + 1);
        const Team &shown = teams->currentDocument()->team();
        QCOMPARE(shown.name, u"Altdorf Reavers"_s);
        QCOMPARE(shown.players.size(), 11);
        QCOMPARE(shown.ledgerBalance(), 60000);
        QVERIFY(teams->teamView()->messageBar()->text().contains(u"imported"_s));

        QByteArray wrong = xml;
        wrong.replace("<skill>Sure Feet<", "<skill>Juggle<").replace("<rerolls>2<", "<rerolls>x<");
        const QString bad = test::writeCommandFile(m_dir.filePath(u"wrong.xml"_s), wrong);
        FileChooser::setAnswer(bad);
        fileAction(*window, u"importTeamAction"_s)->trigger();
        QCOMPARE(teamCount(*window), before + 1);
        QCOMPARE(MessageBox::recorded().size(), 1);
        const QString message = MessageBox::recorded().first();
        QVERIFY2(message.contains(u"was not imported; nothing was changed"_s), qPrintable(message));
        QVERIFY2(message.contains(u"Line 7: <rerolls> should be a whole number"_s),
                 qPrintable(message));
        QVERIFY2(message.contains(u"Line 57: 'Juggle' is not a skill of LRB6"_s),
                 qPrintable(message));
        MessageBox::clearRecorded();

        // Dropped on the Teams area, the good file is a third team.
        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(good)});
        const QPoint at = teams->rect().center();
        QDragEnterEvent enter(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(teams, &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(teams, &drop);
        QCOMPARE(teamCount(*window), before + 2);
    }

    // The welcome page's demo button names the demo's file before switching to it; Cancel keeps
    // the database that was open; afterwards the title and the status line name the file.
    void theDemoLeagueSaysWhereItGoes()
    {
        auto window = openWindow(u"mine.sqlite"_s);
        const QString mine = window->database()->path();
        auto *demo = window->findChild<QPushButton *>(u"demoButton"_s);
        QVERIFY(demo);

        MessageBox::setQuestionAnswer(false);
        QTest::mouseClick(demo, Qt::LeftButton);
        QCOMPARE(MessageBox::recorded().size(), 1);
        const QString question = MessageBox::recorded().first();
        const QString demoPath =
            QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
                .filePath(u"dugout-demo.sqlite"_s);
        QVERIFY2(question.contains(QDir::toNativeSeparators(demoPath)), qPrintable(question));
        QVERIFY2(question.contains(QDir::toNativeSeparators(mine)), qPrintable(question));
        QCOMPARE(window->database()->path(), mine); // cancelled: nothing switched

        MessageBox::setQuestionAnswer(true);
        QTest::mouseClick(demo, Qt::LeftButton);
        QCOMPARE(window->database()->path(), demoPath);
        QVERIFY(window->windowTitle().contains(u"dugout-demo.sqlite"_s));
        QVERIFY2(window->statusBar()->currentMessage().contains(QDir::toNativeSeparators(demoPath)),
                 qPrintable(window->statusBar()->currentMessage()));
    }
};

QTEST_MAIN(TestTeamFiles)
#include "tst_team_files.moc"
