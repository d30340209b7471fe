// The match tracker's fonts grow on a large window; made small again, the main window must
// come back to 1366×768 and the fonts to their size, whatever pitch is on the table.
#include "../support/TeamFixtures.h"
#include "../support/ViewTestSetup.h"
#include "../support/WindowFixtures.h"
#include "core/rules/RulesetLoader.h"
#include "core/storage/TeamStore.h"
#include "views/MessageBox.h"
#include "views/match/MatchTrackerView.h"
#include "views/match/MatchesPage.h"
#include "views/match/NewMatchDialog.h"

#include <QLabel>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;

class TrackerWindowFitTest : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::shared_ptr<const Ruleset> m_rules;

    static void settle()
    {
        for (int round = 0; round < 4; ++round)
            QCoreApplication::processEvents();
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (!test::startViewTest(m_dir, m_rules))
            return;
    }

    void comesBackTo1366x768_data()
    {
        QTest::addColumn<int>("pitch"); // the entry of the new match's pitch box
        QTest::addColumn<QString>("file");
        QTest::newRow("plain pitch") << 0 << u"plain"_s;
        // The Forge's grid and tools made the window's minimum 886 high at 1920×1080.
        QTest::newRow("Forge de Sigmar") << 1 << u"forge"_s;
    }

    void comesBackTo1366x768()
    {
        QFETCH(int, pitch);
        QFETCH(QString, file);
        Settings settings(m_dir.filePath(file + u".ini"_s));
        auto window = test::openMainWindow(settings, m_dir.filePath(file + u".sqlite"_s));
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        const TeamRules teamRules(*m_rules);
        Team home = test::humanTeam(*m_rules, 7, 4);
        QVERIFY(teamRules.confirm(home));
        Team away = test::humanTeam(*m_rules, 8, 4);
        away.name = u"Asgard Ravens"_s;
        QVERIFY(teamRules.confirm(away));
        TeamStore teams(*window->database());
        QString problem;
        QVERIFY2(teams.save(home, &problem), qPrintable(problem));
        QVERIFY2(teams.save(away, &problem), qPrintable(problem));

        test::clickArea(*window, MainWindow::Area::Matches);
        MatchesPage *page = window->matchesPage();
        test::click(page->newExhibitionButton());
        auto *dialog = test::openDialog<NewMatchDialog>(window.get());
        test::chooseEntry(dialog->teamBox(Side::Home),
                          dialog->teamBox(Side::Home)->findText(home.name));
        test::chooseEntry(dialog->teamBox(Side::Away),
                          dialog->teamBox(Side::Away)->findText(away.name));
        test::chooseEntry(dialog->pitchBox(), pitch);
        test::click(dialog->okButton());
        QVERIFY(page->isTrackerShown());
        settle();
        // A Forge match opening before the kick-off laid the window out 1435 wide: the roster
        // summaries beside its pitch ("Reserves: 1, 2, … 11") stayed on one line.
        QCOMPARE(window->size(), QSize(1366, 768));
        auto *score = page->tracker()->findChild<QLabel *>(u"scoreLabel"_s);
        QVERIFY(score);
        const qreal small = score->font().pointSizeF();

        window->resize(1920, 1080);
        settle();
        QCOMPARE(window->size(), QSize(1920, 1080));
        QVERIFY2(score->font().pointSizeF() > small * 1.2,
                 qPrintable(u"%1 against %2"_s.arg(score->font().pointSizeF()).arg(small)));

        window->resize(1366, 768);
        settle();
        QCOMPARE(window->size(), QSize(1366, 768));
        QCOMPARE(score->font().pointSizeF(), small);
        QVERIFY(page->tracker()->height() <= 768);

        // Away from the tracker, the window stays at the size asked too.
        window->resize(1920, 1080);
        settle();
        test::clickArea(*window, MainWindow::Area::Teams);
        window->resize(1366, 768);
        settle();
        QCOMPARE(window->size(), QSize(1366, 768));
    }
};

QTEST_MAIN(TrackerWindowFitTest)
#include "tst_tracker_window_fit.moc"
