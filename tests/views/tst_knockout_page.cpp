// A knockout run in the Tournaments area by clicks (issue 17.2 "a straight knockout (seeded,
// byes for a non-power-of-two field, optional consolation bracket)"): the format chosen in the
// New tournament form, five coaches typed in, each round paired with a click, a level game
// refused until the organiser says who went through, a correction refused once the winner plays
// again, the Bracket tab drawn from what is stored, and the winner first in the standings.
#include "../support/TournamentPageFixtures.h"
#include "../support/WindowFixtures.h"
#include "core/rules/RulesetLoader.h"
#include "core/storage/Database.h"
#include "core/storage/TournamentStore.h"
#include "core/tournament/KnockoutBracket.h"
#include "views/MainWindow.h"
#include "views/MessageBox.h"

#include <QLabel>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;

class TestKnockoutPage : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    static void enter(QWidget *page, QTableWidget *pairings, int row, int home, int away)
    {
        test::clickRow(pairings, row);
        test::typeValue(test::shownChild<QSpinBox>(page, u"homeTdSpin"_s), home);
        test::typeValue(test::shownChild<QSpinBox>(page, u"awayTdSpin"_s), away);
    }

private Q_SLOTS:
    void initTestCase() { MessageBox::setRecordOnly(true); }

    void aKnockoutOfFiveByClicks()
    {
        test::TournamentsWindow shown(m_dir.filePath(u"settings.ini"_s),
                                      m_dir.filePath(u"dugout.sqlite"_s));
        QWidget *page = shown.page;

        test::typeInto(page, u"newTournamentName"_s, u"Coupe des Cinq"_s);
        // A knockout with a consolation: the swiss settings no longer apply.
        test::chooseEntry(test::shownChild<QComboBox>(page, u"newTournamentFormat"_s), 2);
        QVERIFY(!page->findChild<QComboBox *>(u"newTournamentPairing"_s)->isEnabled());
        test::clickButton(page, u"createTournamentButton"_s);
        auto *tabs = test::shownChild<QTabWidget>(page, u"tournamentTabs"_s);
        QWidget *bracketTab = page->findChild<QWidget *>(u"bracketTab"_s);
        QVERIFY(bracketTab);
        QVERIFY(tabs->isTabVisible(tabs->indexOf(bracketTab)));

        for (const QString &coach : {u"Ana"_s, u"Bea"_s, u"Cyd"_s, u"Dan"_s, u"Eve"_s}) {
            test::typeInto(page, u"coachNameEdit"_s, coach);
            test::clickButton(page, u"registerButton"_s);
        }
        QCOMPARE(test::shownChild<QTableWidget>(page, u"entrantsTable"_s)->rowCount(), 5);

        // The bracket before round 1: eight places, three byes to seeds 1–3, Dan v Eve.
        test::clickTab(tabs, tabs->indexOf(bracketTab));
        QVERIFY2(
            test::shownChild<QLabel>(page, u"bracketSummary"_s)->text().contains(u"3 bye(s)"_s),
            qPrintable(page->findChild<QLabel *>(u"bracketSummary"_s)->text()));
        QVERIFY(test::shownChild<QLabel>(page, u"mainStage1Game2"_s)->text().contains(u"Dan"_s));
        QVERIFY(test::shownChild<QLabel>(page, u"mainStage1Game2"_s)->text().contains(u"Eve"_s));
        QVERIFY(test::shownChild<QLabel>(page, u"mainStage1Game1"_s)->text().contains(u"bye"_s));

        // Round 1: one game, three byes.
        test::clickTab(tabs, 1);
        auto *pair = test::shownChild<QPushButton>(page, u"pairButton"_s);
        test::click(pair);
        auto *pairings = test::shownChild<QTableWidget>(page, u"pairingsTable"_s);
        QCOMPARE(pairings->rowCount(), 4);
        QVERIFY(test::cell(pairings, 0, 1).startsWith(u"Dan"_s));
        QCOMPARE(test::cell(pairings, 1, 2), u"bye"_s);
        // 1–1: Save waits for who went through, with core's reason.
        enter(page, pairings, 0, 1, 1);
        auto *save = page->findChild<QPushButton *>(u"saveResultButton"_s);
        QVERIFY(!save->isEnabled());
        QVERIFY2(save->toolTip().contains(u"sudden death"_s), qPrintable(save->toolTip()));
        auto *through = test::shownChild<QComboBox>(page, u"wentThroughBox"_s);
        test::chooseEntry(through, 2); // Eve, the away coach
        QVERIFY(save->isEnabled());
        test::click(save);
        QCOMPARE(test::cell(pairings, 0, 2), u"1–1, away went through"_s);

        // Round 2: the semi-finals, Ana v Eve and Bea v Cyd; one loser only, so no consolation.
        test::click(pair);
        QCOMPARE(pairings->rowCount(), 2);
        QVERIFY(test::cell(pairings, 0, 1).startsWith(u"Ana"_s));
        QVERIFY(test::cell(pairings, 0, 3).startsWith(u"Eve"_s));
        // Round 1's winner plays again: the result can no longer give the game to Dan.
        test::chooseEntry(test::shownChild<QComboBox>(page, u"roundBox"_s), 0);
        enter(page, pairings, 0, 2, 1);
        QVERIFY(!save->isEnabled());
        QVERIFY2(save->toolTip().contains(u"take that round back"_s), qPrintable(save->toolTip()));
        test::chooseEntry(test::shownChild<QComboBox>(page, u"roundBox"_s), 1);
        enter(page, pairings, 0, 0, 2); // Eve beats Ana
        test::click(save);
        enter(page, pairings, 1, 3, 1); // Bea beats Cyd
        test::click(save);

        // The final, then nothing more to pair.
        test::click(pair);
        QCOMPARE(pairings->rowCount(), 1);
        QVERIFY(test::cell(pairings, 0, 1).startsWith(u"Bea"_s));
        enter(page, pairings, 0, 2, 2);
        test::chooseEntry(through, 1); // Bea won the sudden death
        test::click(save);
        QVERIFY(!pair->isEnabled());
        QVERIFY2(pair->toolTip().contains(u"The knockout is over"_s), qPrintable(pair->toolTip()));

        test::clickTab(tabs, tabs->indexOf(bracketTab));
        QVERIFY(
            test::shownChild<QLabel>(page, u"bracketSummary"_s)->text().contains(u"Winner: Bea"_s));
        const QString final = test::shownChild<QLabel>(page, u"mainStage3Game1"_s)->text();
        QVERIFY2(final.contains(u"<b>[2] Bea"_s) && final.contains(u"home went through"_s),
                 qPrintable(final));
        QVERIFY(test::shownChild<QLabel>(page, u"consolationNote"_s)->text().contains(u"only 1"_s));

        // The standings: Bea, then Eve (the final), then Ana and Cyd (the semi-finals).
        test::clickTab(tabs, 2);
        auto *standings = test::shownChild<QTableWidget>(page, u"standingsTable"_s);
        QStringList order;
        for (int row = 0; row < standings->rowCount(); ++row)
            order << test::cell(standings, row, 1).section(u" ("_s, 0, 0);
        QCOMPARE(order, (QStringList{u"Bea"_s, u"Eve"_s, u"Ana"_s, u"Cyd"_s, u"Dan"_s}));
        QVERIFY(MessageBox::recorded().isEmpty());
    }
};

QTEST_MAIN(TestKnockoutPage)
#include "tst_knockout_page.moc"
