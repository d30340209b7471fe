// Bloody Ball teams and the league table in the window (issue 20, part 5), driven by clicks and
// keys: from the Bloody Ball area, "Teams and league table…" draws a team from a Dugout team of
// the demo league (five ticked, the Champion chosen) and types another in; a refusal shows the
// store's reason. A new game is started between two stored teams, and once it is over "Keep the
// result" puts it in the table; a game between teams not stored cannot be kept, and says why.
#include "../support/WindowFixtures.h"
#include "core/bloodyball/BloodyAi.h"
#include "core/demo/DemoLeague.h"
#include "core/dice/RandomDice.h"
#include "core/rules/RulesetLoader.h"
#include "core/storage/BloodyBallStore.h"
#include "core/storage/Database.h"
#include "session/BloodyBallSession.h"
#include "views/bloodyball/BloodyBallPage.h"
#include "views/bloodyball/BloodyLeagueDialog.h"
#include "views/widgets/MessageBar.h"

#include <QRadioButton>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace Qt::StringLiterals;
using namespace dugout;
using namespace dugout::bloodyball;
using namespace dugout::test;

namespace {

// Ticks or unticks the player row `row` of the draw panel by a click on its box.
void tickRow(QListWidget *list, int row, bool ticked)
{
    QListWidgetItem *item = list->item(row);
    const QRect rect = list->visualItemRect(item);
    if ((item->checkState() == Qt::Checked) != ticked)
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                          QPoint(rect.left() + 10, rect.center().y()));
    if ((item->checkState() == Qt::Checked) != ticked)
        qFatal("a click did not tick row %d", row);
}

// Runs `steps` on the dialog the next click opens, then closes it if the steps did not.
template <typename Steps> void whenDialogOpens(QObject *context, Steps steps)
{
    QTimer::singleShot(0, context, [steps] {
        auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
        if (!dialog)
            qFatal("no dialog opened");
        steps(dialog);
        if (dialog->isVisible())
            dialog->reject();
    });
}

} // namespace

class TestBloodyBallLeaguePage : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Settings> m_settings;
    std::shared_ptr<const Ruleset> m_rules = RulesetLoader::builtIn();
    QString m_database;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QFile::remove(BloodyBallSession::defaultPath());
        m_settings = std::make_unique<Settings>(m_dir.filePath(u"settings.ini"_s));
        m_database = m_dir.filePath(u"demo.sqlite"_s);
        DatabaseError openError;
        std::unique_ptr<Database> database = Database::open(m_database, &openError);
        QVERIFY2(database, qPrintable(openError.message));
        QString error;
        QVERIFY2(DemoLeague::create(*database, *m_rules, &error) > 0, qPrintable(error));
    }
    void cleanupTestCase() { QFile::remove(BloodyBallSession::defaultPath()); }

    void teamsGameAndTable()
    {
        auto window = openMainWindow(*m_settings, m_database);
        clickArea(*window, MainWindow::Area::BloodyBall);
        BloodyBallPage *page = window->bloodyBallPage();
        QVERIFY(page && page->isVisible());
        // The result button is there only once a game is over.
        QVERIFY(!page->findChild<QPushButton *>(u"bloodyRecord"_s)->isVisible());

        QString drawnName;
        bool added = false;
        whenDialogOpens(this, [&](QDialog *dialog) {
            auto *table = shownChild<QTableWidget>(dialog, u"bloodyLeagueTable"_s);
            QCOMPARE(table->rowCount(), 0);
            auto *from = shownChild<QComboBox>(dialog, u"bloodyDrawFrom"_s);
            QVERIFY(from->count() >= 2);
            chooseEntry(from, 1);
            drawnName = from->currentText();
            auto *players = shownChild<QListWidget>(dialog, u"bloodyDrawPlayers"_s);
            int ticked = 0;
            for (int i = 0; i < players->count(); ++i)
                ticked += players->item(i)->checkState() == Qt::Checked;
            QCOMPARE(ticked, 5); // Dugout's choice to start with
            auto *add = dialog->findChild<QPushButton *>(u"bloodyDrawAdd"_s);
            // Four ticked: core's reason on the disabled button.
            int firstTicked = 0;
            while (players->item(firstTicked)->checkState() != Qt::Checked)
                ++firstTicked;
            tickRow(players, firstTicked, false);
            QVERIFY(!add->isEnabled());
            QVERIFY2(add->toolTip().contains(u"exactly five"_s), qPrintable(add->toolTip()));
            // Six ticked, then five again with another player.
            int other = 0;
            while (players->item(other)->checkState() == Qt::Checked || other == firstTicked)
                ++other;
            tickRow(players, other, true);
            tickRow(players, firstTicked, true);
            QVERIFY(!add->isEnabled());
            tickRow(players, firstTicked, false);
            QVERIFY(add->isEnabled());
            auto *champion = shownChild<QComboBox>(dialog, u"bloodyDrawChampion"_s);
            QCOMPARE(champion->count(), 5);
            chooseEntry(champion, 2);
            click(add);
            auto *teams = shownChild<QListWidget>(dialog, u"bloodyTeamList"_s);
            QCOMPARE(teams->count(), 1);
            QVERIFY2(teams->item(0)->text().startsWith(drawnName),
                     qPrintable(teams->item(0)->text()));
            QCOMPARE(table->rowCount(), 1);
            QCOMPARE(teams->item(0)->text().count(u'★'), 1);
            // The Champion chosen, the third ticked, carries the star.
            QVERIFY2(teams->item(0)->text().section(u", "_s, 2, 2).contains(u'★'),
                     qPrintable(teams->item(0)->text()));

            // The same team again: the store refuses the name, and says so.
            click(add);
            auto *bar = dialog->findChild<MessageBar *>();
            QVERIFY2(bar->text().contains(u"already a Bloody Ball team called"_s),
                     qPrintable(bar->text()));
            QCOMPARE(teams->count(), 1);
            // Under another name it is a second team.
            typeInto(dialog, u"bloodyDrawName"_s, drawnName + u" B"_s);
            click(add);
            QCOMPARE(teams->count(), 2);

            // A team typed in: five players, any figures, the third the Champion.
            auto *typedAdd = dialog->findChild<QPushButton *>(u"bloodyNewAdd"_s);
            QVERIFY(!typedAdd->isEnabled());
            typeInto(dialog, u"bloodyNewName"_s, u"Ogre Pals"_s);
            const QStringList names = {u"Grub"_s, u"Mog"_s, u"Zug"_s, u"Bork"_s, u"Grub"_s};
            for (int i = 0; i < 5; ++i)
                typeInto(dialog, u"bloodyNewPlayer%1"_s.arg(i), names.at(i));
            QVERIFY(!typedAdd->isEnabled());
            QVERIFY2(typedAdd->toolTip().contains(u"Two players of Ogre Pals"_s),
                     qPrintable(typedAdd->toolTip()));
            typeInto(dialog, u"bloodyNewPlayer4"_s, u"Nag"_s);
            typeInto(dialog, u"bloodyNewFigure0"_s, u"Ogre"_s);
            setTicked(shownChild<QRadioButton>(dialog, u"bloodyNewChampion2"_s), true);
            click(typedAdd);
            QCOMPARE(teams->count(), 3);
            QVERIFY(teams
                        ->findItems(u"Ogre Pals: Grub (Ogre), Mog, Zug ★, Bork, Nag"_s,
                                    Qt::MatchExactly)
                        .size() == 1);
            QCOMPARE(shownChild<QLineEdit>(dialog, u"bloodyNewName"_s)->text(), QString());
            added = true;
        });
        clickButton(page, u"bloodyLeague"_s);
        QVERIFY(added);

        // A new game between two stored teams: their players come with them.
        whenDialogOpens(this, [&](QDialog *dialog) {
            auto *first = shownChild<QComboBox>(dialog, u"bloodyStoredTeam0"_s);
            auto *second = shownChild<QComboBox>(dialog, u"bloodyStoredTeam1"_s);
            chooseEntry(first, first->findText(drawnName));
            chooseEntry(second, second->findText(u"Ogre Pals"_s));
            QVERIFY(!dialog->findChild<QLineEdit *>(u"bloodyTeamName1"_s)->isEnabled());
            clickOk(dialog);
        });
        clickButton(page, u"bloodyNewGame"_s);
        const Game &game = page->session()->game();
        QCOMPARE(game.setup().teams[0].name, drawnName);
        QCOMPARE(game.setup().teams[1].players,
                 (QStringList{u"Grub"_s, u"Mog"_s, u"Zug"_s, u"Bork"_s, u"Nag"_s}));
        QCOMPARE(game.setup().teams[1].champion, 2);

        // The game is played to its end (the computer deciding for both: the clicks of a
        // whole game are tst_bloodyball_page's), then its result is kept by a click.
        RandomDice dice(21);
        page->session()->setDice(&dice);
        while (game.state().stage != Stage::GameOver) {
            const RuleCheck ok = game.state().stage == Stage::QuarterStart
                                     ? page->session()->shuffle()
                                     : page->session()->submit(Ai::decide(game));
            QVERIFY2(ok, qPrintable(ok.reason));
        }
        const int firstTd = game.state().teams[0].touchdowns;
        const int secondTd = game.state().teams[1].touchdowns;
        clickButton(page, u"bloodyRecord"_s);
        auto *record = page->findChild<QPushButton *>(u"bloodyRecord"_s);
        QVERIFY(!record->isEnabled());
        QVERIFY2(record->toolTip().contains(u"is kept"_s), qPrintable(record->toolTip()));

        whenDialogOpens(this, [&](QDialog *dialog) {
            auto *table = shownChild<QTableWidget>(dialog, u"bloodyLeagueTable"_s);
            QCOMPARE(table->rowCount(), 3);
            for (int row = 0; row < table->rowCount(); ++row) {
                const QString name = table->item(row, 0)->text();
                const int games = table->item(row, 1)->text().toInt();
                if (name == drawnName) {
                    QCOMPARE(games, 1);
                    QCOMPARE(table->item(row, 2)->text().toInt(), firstTd > secondTd ? 1 : 0);
                    QCOMPARE(table->item(row, 5)->text().toInt(), firstTd);
                    QCOMPARE(table->item(row, 6)->text().toInt(), secondTd);
                } else if (name == u"Ogre Pals"_s) {
                    QCOMPARE(games, 1);
                    QCOMPARE(table->item(row, 5)->text().toInt(), secondTd);
                } else {
                    QCOMPARE(games, 0);
                }
            }
        });
        clickButton(page, u"bloodyLeague"_s);

        DatabaseError openError;
        auto check = Database::open(m_database, &openError);
        QVERIFY(check);
        QCOMPARE(BloodyBallStore(*check).results()->size(), 1);
    }

    // Reds against Blues, names no stored team has: the result cannot be kept, and the button
    // says why.
    void aGameOfUnstoredTeamsCannotBeKept()
    {
        auto window = openMainWindow(*m_settings, m_database);
        clickArea(*window, MainWindow::Area::BloodyBall);
        BloodyBallPage *page = window->bloodyBallPage();
        QVERIFY(page->session()->start(BloodyBallSession::defaultSetup(),
                                       m_dir.filePath(u"unstored.jsonl"_s)));
        RandomDice dice(5);
        page->session()->setDice(&dice);
        const Game &game = page->session()->game();
        while (game.state().stage != Stage::GameOver) {
            const RuleCheck ok = game.state().stage == Stage::QuarterStart
                                     ? page->session()->shuffle()
                                     : page->session()->submit(Ai::decide(game));
            QVERIFY2(ok, qPrintable(ok.reason));
        }
        auto *record = page->findChild<QPushButton *>(u"bloodyRecord"_s);
        QVERIFY(record->isVisible());
        QVERIFY(!record->isEnabled());
        QVERIFY2(record->toolTip().contains(u"no Bloody Ball team called Reds"_s),
                 qPrintable(record->toolTip()));
    }
};

QTEST_MAIN(TestBloodyBallLeaguePage)
#include "tst_bloodyball_league_page.moc"
