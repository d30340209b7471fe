// The Tournaments area (issue 17.6: "an offscreen GUI test running a small tournament from
// registration to the report"), driven as an organiser does: a new tournament named and
// created, coaches typed in and imported from a CSV list, rounds paired with a click, results
// typed and corrected, the standings read, a coach dropped, the NAF report written; the buttons
// say core's reasons when they are disabled, and a write the database refuses is shown and
// leaves the screen on what is stored.
#include "../support/TournamentPageFixtures.h"
#include "../support/WindowFixtures.h"
#include "core/rules/RulesetLoader.h"
#include "core/storage/Database.h"
#include "core/storage/TournamentStore.h"
#include "core/tournament/TournamentStandings.h"
#include "views/MainWindow.h"
#include "views/MessageBox.h"
#include "views/widgets/FileChooser.h"

#include <QCheckBox>
#include <QFile>
#include <QLabel>
#include <QSqlQuery>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;

class TestTournamentsPage : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    // Types a coach into the registration form and clicks Register.
    static void registerCoach(QWidget *page, const QString &name, const QString &naf, int race,
                              const QString &club)
    {
        test::typeInto(page, u"coachNameEdit"_s, name);
        test::typeInto(page, u"nafNumberEdit"_s, naf);
        test::chooseEntry(test::shownChild<QComboBox>(page, u"raceBox"_s), race);
        test::typeInto(page, u"clubEdit"_s, club);
        test::clickButton(page, u"registerButton"_s);
    }

private Q_SLOTS:
    void initTestCase() { MessageBox::setRecordOnly(true); }
    void cleanup() { FileChooser::clearAnswer(); }

    void aSmallTournamentFromRegistrationToTheReport()
    {
        test::TournamentsWindow shown(m_dir.filePath(u"settings.ini"_s),
                                      m_dir.filePath(u"dugout.sqlite"_s));
        auto &window = shown.window;
        QWidget *page = shown.page;
        QVERIFY(test::shownChild<QLabel>(page, u"tournamentEmpty"_s));

        // A tournament needs a name: the button says so until one is typed.
        auto *create = page->findChild<QPushButton *>(u"createTournamentButton"_s);
        QVERIFY(!create->isEnabled());
        QCOMPARE(create->toolTip(), u"Type the tournament's name first."_s);
        test::typeInto(page, u"newTournamentName"_s, u"Spike Open"_s);
        test::setTicked(test::shownChild<QCheckBox>(page, u"newTournamentAvoidClub"_s), true);
        test::clickButton(page, u"createTournamentButton"_s);
        auto *list = test::shownChild<QListWidget>(page, u"tournamentList"_s);
        QCOMPARE(list->count(), 1);
        QVERIFY(test::shownChild<QLabel>(page, u"tournamentTitle"_s)
                    ->text()
                    .startsWith(u"Spike Open"_s));

        // Five coaches typed in; Ana and Bea play for one club.
        registerCoach(page, u"Ana"_s, u"101"_s, 0, u"Lutece"_s);
        registerCoach(page, u"Bea"_s, u"102"_s, 3, u"Lutece"_s);
        registerCoach(page, u"Cyd"_s, u"103"_s, 5, QString());
        registerCoach(page, u"Dan"_s, QString(), 7, QString());
        registerCoach(page, u"Eve"_s, u"105"_s, 9, QString());
        auto *entrants = test::shownChild<QTableWidget>(page, u"entrantsTable"_s);
        QCOMPARE(entrants->rowCount(), 5);
        QCOMPARE(test::cell(entrants, 0, 1), u"Ana"_s);
        // A coach already registered: Register is disabled with core's reason.
        test::typeInto(page, u"coachNameEdit"_s, u"ana"_s);
        auto *registerButton = page->findChild<QPushButton *>(u"registerButton"_s);
        QVERIFY(!registerButton->isEnabled());
        QCOMPARE(registerButton->toolTip(), u"ana is already registered."_s);
        test::typeInto(page, u"nafNumberEdit"_s, u"12x"_s);
        test::typeInto(page, u"coachNameEdit"_s, u"Fay"_s);
        QCOMPARE(registerButton->toolTip(),
                 u"The NAF number of Fay must be digits only (\"12x\")."_s);
        test::typeInto(page, u"nafNumberEdit"_s, QString());

        // Two more from a registration list.
        const QString csv = m_dir.filePath(u"late.csv"_s);
        QFile file(csv);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("coach,naf,race\nFay,106,orc\nGus,107,Dark Elves\n");
        file.close();
        FileChooser::setAnswer(csv);
        test::clickButton(page, u"importCsvButton"_s);
        QCOMPARE(entrants->rowCount(), 7);
        QCOMPARE(test::cell(entrants, 6, 3), u"Dark Elf"_s);

        // Round 1: three tables and a bye, Ana and Bea apart.
        auto *tabs = test::shownChild<QTabWidget>(page, u"tournamentTabs"_s);
        test::clickTab(tabs, 1);
        auto *pair = test::shownChild<QPushButton>(page, u"pairButton"_s);
        QCOMPARE(pair->text(), u"Pair round 1"_s);
        test::click(pair);
        auto *pairings = test::shownChild<QTableWidget>(page, u"pairingsTable"_s);
        QCOMPARE(pairings->rowCount(), 4);
        QCOMPARE(test::cell(pairings, 3, 2), u"bye"_s);
        QVERIFY2(page->findChild<QLabel *>(u"pairingInfo"_s)->text().contains(u"0 rematch(es)"_s),
                 qPrintable(page->findChild<QLabel *>(u"pairingInfo"_s)->text()));
        QList<QPair<QString, QString>> round1;
        for (int row = 0; row < 3; ++row) {
            round1.append({test::cell(pairings, row, 1), test::cell(pairings, row, 3)});
            QVERIFY(!(test::cell(pairings, row, 1).startsWith(u"Ana"_s) &&
                      test::cell(pairings, row, 3).startsWith(u"Bea"_s)));
            QVERIFY(!(test::cell(pairings, row, 1).startsWith(u"Bea"_s) &&
                      test::cell(pairings, row, 3).startsWith(u"Ana"_s)));
        }
        // Round 2 waits for the results, and says so.
        QVERIFY(!pair->isEnabled());
        QCOMPARE(pair->toolTip(), u"Enter every result of round 1 before pairing round 2."_s);
        // The bye has no result to enter.
        test::clickRow(pairings, 3);
        auto *save = page->findChild<QPushButton *>(u"saveResultButton"_s);
        QVERIFY(!save->isEnabled());
        QCOMPARE(save->toolTip(), u"Table 4 of round 1 is a bye: it has no result to enter."_s);

        // Results typed table by table: 2-1, 0-0, 1-3 with casualties.
        const QList<QList<int>> results = {{2, 1, 1, 0}, {0, 0, 0, 0}, {1, 3, 2, 2}};
        for (int row = 0; row < 3; ++row) {
            test::clickRow(pairings, row);
            test::typeValue(test::shownChild<QSpinBox>(page, u"homeTdSpin"_s), results[row][0]);
            test::typeValue(test::shownChild<QSpinBox>(page, u"awayTdSpin"_s), results[row][1]);
            test::typeValue(test::shownChild<QSpinBox>(page, u"homeCasSpin"_s), results[row][2]);
            test::typeValue(test::shownChild<QSpinBox>(page, u"awayCasSpin"_s), results[row][3]);
            test::clickButton(page, u"saveResultButton"_s);
            QCOMPARE(test::cell(pairings, row, 2),
                     u"%1–%2"_s.arg(results[row][0]).arg(results[row][1]));
        }
        QCOMPARE(test::cell(pairings, 2, 4), u"2–2"_s);

        // A correction: table 1 was 0-2 after all; the standings follow.
        test::clickRow(pairings, 0);
        test::typeValue(test::shownChild<QSpinBox>(page, u"homeTdSpin"_s), 0);
        test::typeValue(test::shownChild<QSpinBox>(page, u"awayTdSpin"_s), 2);
        test::clickButton(page, u"saveResultButton"_s);
        QCOMPARE(test::cell(pairings, 0, 2), u"0–2"_s);

        // Round 2: no rematch of round 1.
        test::click(pair);
        QCOMPARE(pairings->rowCount(), 4);
        QCOMPARE(test::shownChild<QComboBox>(page, u"roundBox"_s)->currentText(), u"Round 2"_s);
        for (int row = 0; row < 3; ++row) {
            const QPair<QString, QString> table{test::cell(pairings, row, 1),
                                                test::cell(pairings, row, 3)};
            QVERIFY(!round1.contains(table));
            QVERIFY(!round1.contains(QPair<QString, QString>{table.second, table.first}));
        }
        // It may be taken back while it has no result (the organiser confirms).
        MessageBox::setQuestionAnswer(true);
        test::clickButton(page, u"unpairButton"_s);
        QCOMPARE(test::shownChild<QComboBox>(page, u"roundBox"_s)->count(), 1);
        test::click(pair);
        QCOMPARE(test::shownChild<QComboBox>(page, u"roundBox"_s)->count(), 2);

        // The standings, as core computes them from what is stored.
        test::clickTab(tabs, 2);
        auto *standings = test::shownChild<QTableWidget>(page, u"standingsTable"_s);
        QCOMPARE(standings->rowCount(), 7);
        const auto rules = RulesetLoader::builtIn();
        TournamentStore store(*window->database(), *rules);
        const std::optional<Tournament> stored = store.load(1);
        QVERIFY(stored);
        const QList<StandingLine> lines = TournamentStandings::compute(*stored);
        for (int row = 0; row < 7; ++row) {
            QCOMPARE(test::cell(standings, row, 1).section(u" ("_s, 0, 0),
                     stored->entrant(lines[row].entrantId)->coach);
            QCOMPARE(test::cell(standings, row, 2), QString::number(lines[row].points));
        }

        // A coach drops out.
        test::clickTab(tabs, 0);
        test::clickRow(entrants, 6);
        test::clickButton(page, u"dropButton"_s);
        QCOMPARE(test::cell(entrants, 6, 7), u"dropped out"_s);
        QCOMPARE(test::shownChild<QPushButton>(page, u"dropButton"_s)->text(), u"Bring back"_s);

        // The NAF report, written where the organiser says.
        test::clickTab(tabs, 2);
        const QString report = m_dir.filePath(u"spike.xml"_s);
        FileChooser::setAnswer(report);
        MessageBox::clearRecorded();
        test::clickButton(page, u"nafReportButton"_s);
        QVERIFY(QFile::exists(report));
        QVERIFY2(MessageBox::recorded().join(u'\n').contains(u"Dan: no NAF number"_s),
                 qPrintable(MessageBox::recorded().join(u'\n')));
        QFile xml(report);
        QVERIFY(xml.open(QIODevice::ReadOnly));
        QVERIFY(xml.readAll().contains("<team>Dark Elves</team>"));

        // The database refuses a registration (a failing disk): the reason is shown and the
        // list stays as stored.
        QSqlQuery trigger(window->database()->connection());
        QVERIFY(
            trigger.exec(u"CREATE TEMP TRIGGER failing_entrant BEFORE INSERT ON "
                         "tournament_entrant BEGIN SELECT RAISE(ABORT, 'disk I/O error'); END"_s));
        test::clickTab(tabs, 0);
        MessageBox::clearRecorded();
        registerCoach(page, u"Hal"_s, u"108"_s, 2, QString());
        QVERIFY2(MessageBox::recorded().join(u'\n').contains(u"disk I/O error"_s),
                 qPrintable(MessageBox::recorded().join(u'\n')));
        QCOMPARE(entrants->rowCount(), 7);
        QVERIFY(trigger.exec(u"DROP TRIGGER failing_entrant"_s));
    }
};

QTEST_MAIN(TestTournamentsPage)
#include "tst_tournaments_page.moc"
