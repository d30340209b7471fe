// A team tournament run in the Tournaments area by clicks (issue 17.2 "team tournaments (teams
// of 3–8 coaches, team pairings, coach pairings inside them, team points)"): the format and the
// team size chosen in the New tournament form, nine coaches typed in with their teams, a fourth
// coach for a full team refused with core's reason, a round refused while a team is short, the
// rounds paired with a click and shown team match by team match (the third team on a bye),
// results entered table by table, and the Team standings tab ranking the teams.
#include "../support/TournamentPageFixtures.h"
#include "../support/WindowFixtures.h"
#include "views/MainWindow.h"
#include "views/MessageBox.h"
#include "views/widgets/FileChooser.h"

#include <QFile>
#include <QLabel>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;

namespace {

// The team match lines of the shown round (rows spanning the table).
QStringList matchLines(QTableWidget *pairings)
{
    QStringList lines;
    for (int row = 0; row < pairings->rowCount(); ++row) {
        if (pairings->columnSpan(row, 0) > 1)
            lines.append(test::cell(pairings, row, 0));
    }
    return lines;
}

} // namespace

class TestTeamTournamentPage : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    static void registerCoach(QWidget *page, const QString &coach, const QString &team)
    {
        test::typeInto(page, u"coachNameEdit"_s, coach);
        test::typeInto(page, u"clubEdit"_s, team);
        test::clickButton(page, u"registerButton"_s);
    }

private Q_SLOTS:
    void initTestCase() { MessageBox::setRecordOnly(true); }

    void threeTeamsOfThreeByClicks()
    {
        test::TournamentsWindow shown(m_dir.filePath(u"settings.ini"_s),
                                      m_dir.filePath(u"dugout.sqlite"_s));
        QWidget *page = shown.page;

        test::typeInto(page, u"newTournamentName"_s, u"Trophee des Trois"_s);
        auto *size = page->findChild<QSpinBox *>(u"newTournamentTeamSize"_s);
        QVERIFY(!size->isVisible()); // swiss: no teams
        test::chooseEntry(test::shownChild<QComboBox>(page, u"newTournamentFormat"_s), 4);
        QVERIFY(size->isVisible());
        QVERIFY(page->findChild<QComboBox *>(u"newTournamentPairing"_s)->isEnabled());
        test::typeValue(size, 3);
        test::clickButton(page, u"createTournamentButton"_s);
        auto *tabs = test::shownChild<QTabWidget>(page, u"tournamentTabs"_s);
        QWidget *teamTab = page->findChild<QWidget *>(u"teamStandingsTab"_s);
        QVERIFY(teamTab);
        QVERIFY(tabs->isTabVisible(tabs->indexOf(teamTab)));
        QVERIFY(!tabs->isTabVisible(tabs->indexOf(page->findChild<QWidget *>(u"bracketTab"_s))));

        // Alpha and Beta complete, Gamma short of one coach.
        for (const auto &[coach, team] :
             {std::pair{u"Ana"_s, u"Alpha"_s}, std::pair{u"Abe"_s, u"Alpha"_s},
              std::pair{u"Amy"_s, u"Alpha"_s}, std::pair{u"Bea"_s, u"Beta"_s},
              std::pair{u"Bob"_s, u"Beta"_s}, std::pair{u"Bud"_s, u"Beta"_s},
              std::pair{u"Cyd"_s, u"Gamma"_s}, std::pair{u"Cal"_s, u"Gamma"_s}})
            registerCoach(page, coach, team);
        auto *entrants = test::shownChild<QTableWidget>(page, u"entrantsTable"_s);
        QCOMPARE(entrants->rowCount(), 8);
        auto *summary = test::shownChild<QLabel>(page, u"squadsSummary"_s);
        QVERIFY2(summary->text().contains(u"Alpha 3/3"_s) &&
                     summary->text().contains(u"Gamma 2/3"_s),
                 qPrintable(summary->text()));
        QVERIFY2(summary->text().contains(u"Team Gamma has 2 coach"_s),
                 qPrintable(summary->text()));

        // A fourth coach for Alpha: Register stays off with core's reason.
        test::typeInto(page, u"coachNameEdit"_s, u"Art"_s);
        test::typeInto(page, u"clubEdit"_s, u"alpha"_s);
        auto *registerButton = page->findChild<QPushButton *>(u"registerButton"_s);
        QVERIFY(!registerButton->isEnabled());
        QVERIFY2(registerButton->toolTip().contains(u"Team Alpha already has its 3 coach"_s),
                 qPrintable(registerButton->toolTip()));

        // Gamma short: the round cannot be paired yet.
        test::clickTab(tabs, 1);
        auto *pair = page->findChild<QPushButton *>(u"pairButton"_s);
        QVERIFY(pair->isVisible());
        QVERIFY(!pair->isEnabled());
        QVERIFY2(pair->toolTip().contains(u"Team Gamma has 2 coach"_s),
                 qPrintable(pair->toolTip()));
        test::clickTab(tabs, 0);
        registerCoach(page, u"Cat"_s, u"Gamma"_s);
        QVERIFY(!summary->text().contains(u"has 2 coach"_s));

        // Round 1: one team match on three tables, the third team's bye on three.
        test::clickTab(tabs, 1);
        QVERIFY(pair->isEnabled());
        test::click(pair);
        auto *pairings = test::shownChild<QTableWidget>(page, u"pairingsTable"_s);
        QCOMPARE(pairings->rowCount(), 8);
        QStringList lines = matchLines(pairings);
        QCOMPARE(lines.size(), 2);
        QVERIFY2(lines[0].contains(u" v "_s) && lines[0].contains(u"to play"_s),
                 qPrintable(lines[0]));
        QVERIFY2(lines[1].contains(u": bye"_s), qPrintable(lines[1]));
        const QString home = lines[0].section(u" v "_s, 0, 0);
        const QString byeTeam = lines[1].section(u':', 0, 0);
        const QString away = lines[0].section(u" v "_s, 1).section(u"  "_s, 0, 0);
        // Coaches of the two teams meet board against board.
        for (int row = 1; row <= 3; ++row) {
            QCOMPARE(test::cell(pairings, row, 0), QString::number(row));
            QVERIFY(!test::cell(pairings, row, 3).isEmpty());
        }
        QCOMPARE(test::cell(pairings, 5, 2), u"bye"_s);
        // Choosing the match's line chooses no table.
        QTest::mouseClick(pairings->viewport(), Qt::LeftButton, {},
                          pairings->visualItemRect(pairings->item(0, 0)).center());
        QVERIFY(!page->findChild<QPushButton *>(u"saveResultButton"_s)->isEnabled());

        // The home team wins two boards of three.
        auto *save = page->findChild<QPushButton *>(u"saveResultButton"_s);
        for (const auto &[row, homeTd, awayTd] :
             {std::tuple{1, 2, 0}, std::tuple{2, 1, 1}, std::tuple{3, 1, 0}}) {
            test::clickRow(pairings, row);
            test::typeValue(test::shownChild<QSpinBox>(page, u"homeTdSpin"_s), homeTd);
            test::typeValue(test::shownChild<QSpinBox>(page, u"awayTdSpin"_s), awayTd);
            QVERIFY(save->isEnabled());
            test::click(save);
        }
        lines = matchLines(pairings);
        QVERIFY2(lines[0].contains(u"2–0 in coach wins, %1 wins (team points 2–0)"_s.arg(home)),
                 qPrintable(lines[0]));

        // The Team standings tab: the winner and the bye on 2 team points, the loser last.
        test::clickTab(tabs, tabs->indexOf(teamTab));
        auto *teams = test::shownChild<QTableWidget>(page, u"teamStandingsTable"_s);
        QCOMPARE(teams->rowCount(), 3);
        QCOMPARE(test::cell(teams, 2, 1), away);
        QCOMPARE(test::cell(teams, 2, 3), u"0"_s);
        for (int row = 0; row < 2; ++row)
            QCOMPARE(test::cell(teams, row, 3), u"2"_s);
        QVERIFY(test::cell(teams, 0, 12).contains(u", "_s)); // the coaches listed
        // Saved as CSV from the tab: the same order, the loser's line last with 0 team points.
        const QString csvPath = m_dir.filePath(u"teams.csv"_s);
        FileChooser::setAnswer(csvPath);
        test::clickButton(page, u"exportTeamStandingsCsvButton"_s);
        FileChooser::clearAnswer();
        QFile csv(csvPath);
        QVERIFY(csv.open(QIODevice::ReadOnly));
        const QStringList csvLines = QString::fromUtf8(csv.readAll()).trimmed().split(u'\n');
        QCOMPARE(csvLines.size(), 4);
        QVERIFY(csvLines[3].startsWith(u"3,%1,0,0,"_s.arg(away)));

        // Round 2: the teams that met do not meet again; the bye goes to another team.
        test::clickTab(tabs, 1);
        test::click(pair);
        lines = matchLines(pairings);
        QCOMPARE(lines.size(), 2);
        QVERIFY2(!(lines[0].startsWith(home + u" v "_s) && lines[0].contains(u" v "_s + away)) &&
                     !(lines[0].startsWith(away + u" v "_s) && lines[0].contains(u" v "_s + home)),
                 qPrintable(lines[0]));
        QVERIFY2(lines[1].endsWith(u")"_s) && lines[1].contains(u": bye"_s), qPrintable(lines[1]));
        QVERIFY2(lines[1].section(u':', 0, 0) != byeTeam, qPrintable(lines[1]));
        QVERIFY(MessageBox::recorded().isEmpty());
    }
};

QTEST_MAIN(TestTeamTournamentPage)
#include "tst_team_tournament_page.moc"
