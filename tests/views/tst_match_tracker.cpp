// A short exhibition match played through the tracker's widgets on the offscreen platform: two
// confirmed teams in a temporary database, the pre-match with typed dice, both set-ups, the
// kick-off, a turn with a block and a knock-down, a fall and its turnover, the other team's
// touchdown, then undo and redo. The scoreboard is read after each step, and the database is
// read back at the end to hold exactly the events on screen.
#include "../support/TeamFixtures.h"
#include "../support/TrackerFixtures.h"
#include "../support/ViewTestSetup.h"
#include "../support/WindowFixtures.h"
#include "core/dice/RandomDice.h"
#include "core/match/MatchResult.h"
#include "core/rules/RulesetLoader.h"
#include "core/settings/Settings.h"
#include "core/storage/Database.h"
#include "core/storage/LeagueStore.h"
#include "core/storage/MatchLogStore.h"
#include "core/storage/ResultRecorder.h"
#include "core/storage/TeamStore.h"
#include "models/MatchText.h"
#include "session/MatchSession.h"
#include "views/MainWindow.h"
#include "views/MessageBox.h"
#include "views/league/result/DiceInput.h"
#include "views/match/ActionBar.h"
#include "views/match/ActionButton.h"
#include "views/match/CoinTossBox.h"
#include "views/match/DiceDialog.h"
#include "views/match/EndDriveDialog.h"
#include "views/match/EventLogView.h"
#include "views/match/FoulDialog.h"
#include "views/match/InjuryDice.h"
#include "views/match/KickOffDialog.h"
#include "views/match/KnockDownDialog.h"
#include "views/match/LineupDialog.h"
#include "views/match/MatchClock.h"
#include "views/match/MatchTrackerView.h"
#include "views/match/MatchesPage.h"
#include "views/match/NewMatchDialog.h"
#include "views/match/OddsStrip.h"
#include "views/match/PlayerComboBox.h"
#include "views/match/PreMatchDialog.h"
#include "views/match/RerollPips.h"
#include "views/match/RosterPanel.h"
#include "views/match/Scoreboard.h"
#include "views/match/TeamScoreSide.h"
#include "views/match/TrackedMatchList.h"
#include "views/match/TurnMarkers.h"
#include "views/match/TurnTimer.h"
#include "views/odds/OddsCalculatorDialog.h"
#include "views/widgets/MessageBar.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPrintPreviewDialog>
#include <QPrintPreviewWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>
#include <QWhatsThis>

using namespace Qt::StringLiterals;
using namespace dugout;
using Action = ActionBar::Action;
using Offer = NextStepPanel::Offer;
using test::chooseEntry;
using test::typeDice;

class TestMatchTracker : public QObject
{
    Q_OBJECT

private:
    // Gestures (issue 14, point 8): a number typed over a spin box, Escape to close a dialog (a
    // combo box entry is reached with Home and Down by test::chooseEntry).
    static void typeValue(QSpinBox *box, int value)
    {
        QVERIFY(box);
        QTest::keyClick(box, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(box, QString::number(value));
        QCOMPARE(box->value(), value);
    }
    static void pressEscape(QWidget *dialog)
    {
        QVERIFY(dialog);
        QTest::keyClick(dialog, Qt::Key_Escape);
        QVERIFY(!dialog->isVisible());
    }
    QTemporaryDir m_dir;
    std::shared_ptr<const Ruleset> m_rules;
    std::unique_ptr<Database> m_database;
    std::unique_ptr<Settings> m_settings;
    std::unique_ptr<MatchesPage> m_page;
    int m_databases = 0;

    MatchTrackerView *tracker() const { return m_page->tracker(); }
    Scoreboard *scoreboard() const { return tracker()->scoreboard(); }

    // The Altdorf Reavers (11 players, 2 re-rolls) and the Middenheim Marauders (12 players, an
    // apothecary), both confirmed, in a new database; the Matches page on it. With `orcs`, the
    // Marauders are Orcs: 11 linemen and a Troll (#12, Regeneration).
    void setUpPage(bool orcs = false, bool dumpOff = false)
    {
        DatabaseError error;
        m_database =
            Database::open(m_dir.filePath(u"matches%1.sqlite"_s.arg(++m_databases)), &error);
        QVERIFY2(m_database, qPrintable(error.message));
        const TeamRules teamRules(*m_rules);
        Team home = test::humanTeam(*m_rules, 7, 4);
        home.players.last().journeyman = true; // #11 plays with Loner
        QVERIFY(teamRules.buyReroll(home));
        QVERIFY(teamRules.buyReroll(home));
        QVERIFY(teamRules.confirm(home));
        Team away = test::humanTeam(*m_rules, 8, 4);
        if (orcs) {
            away = Team();
            away.rosterId = u"orc"_s;
            away.coach = u"Gorbag"_s;
            for (int i = 1; i <= 12; ++i) {
                const RuleCheck hired = teamRules.hire(
                    away, i == 12 ? u"orc.troll"_s : u"orc.lineman"_s, u"Orc %1"_s.arg(i), i);
                QVERIFY2(hired, qPrintable(hired.reason));
            }
        }
        away.name = u"Middenheim Marauders"_s;
        if (dumpOff)
            away.players[5].gainedSkills << GainedSkill{u"dump_off"_s, false}; // #6
        away.color = u"#a31f2b"_s;
        QVERIFY(teamRules.hireApothecary(away));
        QVERIFY(teamRules.confirm(away));
        test::saveTeams(*m_database, home, away);
        m_settings =
            std::make_unique<Settings>(m_dir.filePath(u"settings%1.ini"_s.arg(m_databases)));
        m_page = test::showMatchesPage(m_rules, *m_settings, *m_database);
    }

    // Presses a key in the tracker's window, as a coach at the table would.
    void key(Qt::Key code, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
    {
        // The offscreen platform does not hand the activation back when a dialog closes.
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        QApplication::setActiveWindow(m_page.get());
        QVERIFY(QTest::qWaitForWindowActive(m_page.get()));
        QTest::keyClick(m_page.get(), code, modifiers);
    }

    void click(Action action)
    {
        QPushButton *button = tracker()->actionBar()->button(action);
        QVERIFY(button);
        QVERIFY2(button->isEnabled(), qPrintable(tracker()->actionBar()->refusal(action)));
        QTest::mouseClick(button, Qt::LeftButton);
    }

    void choose(Offer offer) { test::choose(tracker(), offer); }
    template <typename Dialog> Dialog *openDialog()
    {
        return test::trackerDialog<Dialog>(tracker());
    }

    // With DUGOUT_SCREENSHOT_DIR set, the dialogs are saved there as PNG files to look at.
    static void grab(QWidget *widget, const QString &name)
    {
        const QString dir = qEnvironmentVariable("DUGOUT_SCREENSHOT_DIR");
        if (dir.isEmpty() || !widget)
            return;
        QDir().mkpath(dir);
        QCoreApplication::processEvents();
        QVERIFY(widget->grab().save(QDir(dir).filePath(name)));
    }

    // Each dialog confirmed is kept as a screenshot first.
    static void confirm(EventDialog *dialog)
    {
        QVERIFY(dialog);
        grab(dialog, dialog->objectName() + u".png"_s);
        test::confirm(dialog);
    }

    void clickPlayer(Side side, int number)
    {
        RosterPanel *panel = tracker()->roster(side);
        QTableWidget *table = panel->table();
        const int row = panel->rowOf(number);
        QVERIFY(row >= 0);
        table->scrollToItem(table->item(row, RosterPanel::Name));
        const QRect rect = table->visualItemRect(table->item(row, RosterPanel::Name));
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, rect.center());
        QCOMPARE(tracker()->selectedNumber(), number);
    }

    // From the list to the tracker: a new exhibition between the two teams.
    void startExhibition()
    {
        QTest::mouseClick(m_page->newExhibitionButton(), Qt::LeftButton);
        auto *dialog = m_page->findChild<NewMatchDialog *>();
        QVERIFY(dialog && dialog->isVisible());
        QCOMPARE(dialog->choiceCount(), 2);
        chooseEntry(dialog->teamBox(Side::Home),
                    dialog->teamBox(Side::Home)->findText(u"Altdorf Reavers"_s));
        chooseEntry(dialog->teamBox(Side::Away),
                    dialog->teamBox(Side::Home)->findText(u"Altdorf Reavers"_s));
        QVERIFY(!dialog->okButton()->isEnabled()); // a team cannot play itself
        chooseEntry(dialog->teamBox(Side::Away),
                    dialog->teamBox(Side::Away)->findText(u"Middenheim Marauders"_s));
        QVERIFY(dialog->okButton()->isEnabled());
        grab(dialog, u"newMatchDialog.png"_s);
        QTest::mouseClick(dialog->okButton(), Qt::LeftButton);
        QVERIFY(m_page->isTrackerShown());
        QVERIFY(m_page->session() && m_page->session()->isOpen());
        QVERIFY(m_page->session()->setup().exhibition);
        grab(m_page.get(), u"tracker-prematch.png"_s);
    }

    // Pre-match, set-ups and kick-off, every die typed: nice weather, the Marauders kick, the
    // Reavers win a re-roll with Brilliant coaching.
    void playToKickOff()
    {
        choose(Offer::PreMatch);
        auto *preMatch = openDialog<PreMatchDialog>();
        QVERIFY(preMatch);
        typeDice(preMatch->weatherInput(), {3, 4}); // 7: nice
        typeDice(preMatch->gateInput(Side::Home), {3, 4});
        typeDice(preMatch->gateInput(Side::Away), {2, 2});
        preMatch->coinToss()->setKicking(Side::Away);
        QVERIFY2(preMatch->previewText().contains(u"Nice"_s), qPrintable(preMatch->previewText()));
        confirm(preMatch);
        QVERIFY2(scoreboard()->weatherText().contains(u"Nice"_s),
                 qPrintable(scoreboard()->weatherText()));
        QCOMPARE(scoreboard()->halfText(), u"HALF 1"_s);

        // The kicking team sets up first: 11 of its 12.
        choose(Offer::Lineup);
        auto *away = openDialog<LineupDialog>();
        QVERIFY(away);
        QVERIFY(away->windowTitle().contains(u"Middenheim Marauders"_s));
        QCOMPARE(away->checkedNumbers().size(), 11);
        QVERIFY(away->setPlayerChecked(12, true)); // 12 players: refused, with core's reason
        QVERIFY(!away->okButton()->isEnabled());
        QVERIFY2(!away->reasonText().isEmpty(), "no reason shown for 12 players");
        QVERIFY(away->setPlayerChecked(5, false));
        typeValue(away->wideLeftBox(), 2);
        typeValue(away->wideRightBox(), 2);
        confirm(away);

        choose(Offer::Lineup);
        auto *home = openDialog<LineupDialog>();
        QVERIFY(home);
        QVERIFY(home->windowTitle().contains(u"Altdorf Reavers"_s));
        typeValue(home->lineOfScrimmageBox(), 2);
        QVERIFY(!home->okButton()->isEnabled());
        QVERIFY2(home->reasonText().contains(u"3"_s), qPrintable(home->reasonText()));
        typeValue(home->lineOfScrimmageBox(), 4);
        confirm(home);
        QCOMPARE(tracker()->roster(Side::Away)->statusText(5), u"Reserves"_s);
        QCOMPARE(tracker()->roster(Side::Away)->statusText(12), u"Standing"_s);
    }

    void playToFirstTurn()
    {
        playToKickOff();
        choose(Offer::KickOff);
        auto *kickOff = openDialog<KickOffDialog>();
        QVERIFY(kickOff);
        typeDice(kickOff->kickOffInput(), {4, 4}); // 8: Brilliant coaching
        QVERIFY(kickOff->resultText().contains(u"Brilliant"_s));
        QVERIFY(kickOff->extraInput(u"home.coaching"_s)->isVisibleTo(kickOff));
        QVERIFY(!kickOff->extraInput(u"riot"_s)->isVisibleTo(kickOff));
        typeDice(kickOff->extraInput(u"home.coaching"_s), {3});
        typeDice(kickOff->extraInput(u"away.coaching"_s), {1});
        confirm(kickOff);
        QVERIFY2(scoreboard()->kickOffText().contains(u"Brilliant"_s),
                 qPrintable(scoreboard()->kickOffText()));
        // The Reavers' FAME and D3 beat the Marauders': one more re-roll this half.
        QCOMPARE(scoreboard()->side(Side::Home)->rerollPips()->left(), 3);
        QVERIFY(scoreboard()->side(Side::Home)->isActive());
        QVERIFY(!scoreboard()->side(Side::Away)->isActive());
    }

    // Three tracked matches as the store lists them: 1 in progress, 2 abandoned (the newest),
    // 3 a finished league fixture (the oldest, by date in December and so also by text).
    static QList<TrackedMatchSummary> threeMatches()
    {
        const auto match = [](qint64 id, const QString &home, const QString &away,
                              TrackedMatchStatus status, bool exhibition, const QDateTime &at) {
            TrackedMatchSummary summary;
            summary.id = id;
            summary.homeName = home;
            summary.awayName = away;
            summary.status = status;
            summary.exhibition = exhibition;
            summary.createdAt = at;
            return summary;
        };
        return {match(3, u"Altdorf Reavers"_s, u"Gouged Eye"_s, TrackedMatchStatus::Finished, false,
                      QDateTime(QDate(2025, 12, 20), QTime(20, 0), Qt::UTC)),
                match(2, u"Middenheim Marauders"_s, u"Gouged Eye"_s, TrackedMatchStatus::Abandoned,
                      true, QDateTime(QDate(2026, 1, 9), QTime(20, 0), Qt::UTC)),
                match(1, u"Bögenhafen Barons"_s, u"Altdorf Reavers"_s,
                      TrackedMatchStatus::InProgress, true,
                      QDateTime(QDate(2026, 1, 2), QTime(20, 0), Qt::UTC))};
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (!test::startViewTest(m_dir, m_rules))
            return;
    }

    void init() { MessageBox::clearRecorded(); }

    void cleanup()
    {
        m_page.reset();
        m_database.reset();
    }

    // A finished match's summary in Qt's print preview, beside Print summary (the PDF).
    void previewsTheSummaryOfAFinishedMatch()
    {
        setUpPage();
        startExhibition();
        MessageBox::setQuestionAnswer(true);
        click(Action::Concede); // before the kick-off: over at once
        QCOMPARE(m_page->session()->state().phase, MatchPhase::Finished);
        QVERIFY(tracker()->nextStep()->isOffered(Offer::PrintSummary));
        QVERIFY(tracker()->nextStep()->isOffered(Offer::PreviewSummary));
        int pages = -1;
        QString title;
        QTimer::singleShot(0, this, [&] {
            auto *preview = qobject_cast<QPrintPreviewDialog *>(QApplication::activeModalWidget());
            if (!preview)
                return;
            title = preview->windowTitle();
            if (auto *widget = preview->findChild<QPrintPreviewWidget *>())
                pages = widget->pageCount();
            pressEscape(preview);
        });
        choose(Offer::PreviewSummary);
        QCOMPARE(title, u"Match summary"_s);
        QVERIFY2(pages >= 1, qPrintable(QString::number(pages)));
    }

    void playsAShortMatchThroughTheWidgets()
    {
        setUpPage();
        startExhibition();
        playToFirstTurn();
        const qint64 matchId = m_page->session()->id();
        QCOMPARE(m_settings->openMatch(m_database->path()), matchId);

        // The Reavers' turn 1, started with its key.
        key(Qt::Key_S);
        QCOMPARE(scoreboard()->side(Side::Home)->turnMarkers()->turn(), 1);
        QCOMPARE(scoreboard()->scoreText(), u"0 : 0"_s);

        // No player chosen: Block says so, and pressing it explains in the message bar.
        ActionBar *bar = tracker()->actionBar();
        QVERIFY(!bar->button(Action::Block)->isEnabled());
        QVERIFY2(bar->button(Action::Block)->toolTip().contains(u"Click a player"_s),
                 qPrintable(bar->button(Action::Block)->toolTip()));
        QTest::mouseClick(bar, Qt::LeftButton, {}, bar->button(Action::Block)->geometry().center());
        QVERIFY(tracker()->messageBar()->isVisible());
        QVERIFY(tracker()->messageBar()->text().contains(u"Click a player"_s));

        // #1 blocks and knocks #7 of the Marauders out: armour 5 + 5 against AV 8, injury 4 + 5.
        clickPlayer(Side::Home, 1);
        key(Qt::Key_B);
        QCOMPARE(tracker()->roster(Side::Home)->actedText(1), u"✓ acted"_s);
        click(Action::KnockDown);
        auto *knockDown = openDialog<KnockDownDialog>();
        QVERIFY(knockDown);
        QCOMPARE(knockDown->sideBox()->currentIndex(), 1); // the other team goes down
        QCOMPARE(knockDown->attackerBox()->number(), 1);   // the blocker
        QVERIFY(knockDown->victimBox()->setNumber(7));
        typeDice(knockDown->dice()->input(InjuryDice::Roll::Armour), {5, 5});
        typeDice(knockDown->dice()->input(InjuryDice::Roll::Injury), {4, 5});
        QVERIFY2(knockDown->previewText().contains(u"KO"_s), qPrintable(knockDown->previewText()));
        confirm(knockDown);
        QCOMPARE(tracker()->roster(Side::Away)->statusText(7), u"KO"_s);
        QVERIFY(tracker()->roster(Side::Away)->summaryText().contains(u"KO: 7"_s));
        QVERIFY2(tracker()->eventLog()->rowText(0).contains(u"#7"_s),
                 qPrintable(tracker()->eventLog()->rowText(0)));
        // The Marauders have an apothecary: offered for the player just hurt.
        QVERIFY(tracker()->nextStep()->isOffered(Offer::Apothecary));

        // #3 moves and falls: armour held, prone, and the turn is over.
        clickPlayer(Side::Home, 3);
        key(Qt::Key_M);
        QVERIFY(
            !tracker()->nextStep()->isOffered(Offer::Apothecary)); // only right after the injury
        click(Action::KnockDown);
        auto *fall = openDialog<KnockDownDialog>();
        QVERIFY(fall);
        QCOMPARE(fall->sideBox()->currentIndex(), 0);
        QCOMPARE(fall->victimBox()->number(), 3);
        QVERIFY(fall->setCause(KnockDownCause::Fall));
        typeDice(fall->dice()->input(InjuryDice::Roll::Armour), {1, 2});
        confirm(fall);
        QCOMPARE(tracker()->roster(Side::Home)->statusText(3), u"Prone"_s);
        QVERIFY2(tracker()->nextStep()->guideText().contains(u"Turnover"_s),
                 qPrintable(tracker()->nextStep()->guideText()));
        QVERIFY(tracker()->nextStep()->isOffered(Offer::EndTurn));
        QVERIFY(!bar->isAvailable(Action::Move));
        grab(m_page.get(), u"tracker-turnover.png"_s);

        // One key ends the turn.
        key(Qt::Key_Return);
        QVERIFY(scoreboard()->side(Side::Away)->isActive());
        QVERIFY(!scoreboard()->side(Side::Home)->isActive());

        // The Marauders' turn 1: #4 fouls the fallen #3 (armour 2 + 5 holds), then #2 runs in
        // for a touchdown.
        key(Qt::Key_S);
        QCOMPARE(scoreboard()->side(Side::Away)->turnMarkers()->turn(), 1);
        clickPlayer(Side::Away, 4);
        key(Qt::Key_F);
        QVERIFY(scoreboard()->side(Side::Away)->flagsText().contains(u"Foul ✓"_s));
        auto *foul = openDialog<FoulDialog>();
        QVERIFY(foul);
        QCOMPARE(foul->foulerBox()->number(), 4);
        QCOMPARE(foul->targetBox()->number(), 3); // the only Reaver on the ground
        typeValue(foul->assistsBox(), 1);
        typeDice(foul->dice()->input(InjuryDice::Roll::Armour), {2, 5});
        QVERIFY2(foul->previewText().contains(u"held"_s), qPrintable(foul->previewText()));
        confirm(foul);
        QCOMPARE(tracker()->roster(Side::Home)->statusText(3), u"Prone"_s);
        key(Qt::Key_2); // typed: #2 of the team in its turn
        QCOMPARE(tracker()->selectedSide(), std::optional<Side>(Side::Away));
        QCOMPARE(tracker()->selectedNumber(), 2);
        key(Qt::Key_M);
        key(Qt::Key_T);
        QCOMPARE(scoreboard()->scoreText(), u"0 : 1"_s);
        QCOMPARE(tracker()->roster(Side::Away)->sppText(2), u"TD 1"_s);
        QVERIFY(tracker()->nextStep()->isOffered(Offer::EndDrive));

        // Undo takes the touchdown back, redo enters it again with the same dice.
        const int events = int(m_page->session()->match().events().size());
        key(Qt::Key_Backspace);
        QCOMPARE(scoreboard()->scoreText(), u"0 : 0"_s);
        QCOMPARE(m_page->session()->match().events().size(), events - 1);
        QCOMPARE(MatchLogStore(*m_database).eventCount(matchId), events - 1);
        key(Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(scoreboard()->scoreText(), u"0 : 1"_s);
        QCOMPARE(MatchLogStore(*m_database).eventCount(matchId), events);

        // The database holds exactly what is on screen, typed dice included.
        const std::optional<StoredTrackedMatch> stored = MatchLogStore(*m_database).load(matchId);
        QVERIFY(stored);
        QCOMPARE(stored->events, m_page->session()->match().events());
        QCOMPARE(stored->events.at(0).dice.value(u"weather"_s), QList<int>({3, 4}));

        // Dugout restarts: the match comes back on screen as it was.
        m_page.reset();
        m_page = test::showMatchesPage(m_rules, *m_settings, *m_database);
        QVERIFY(m_page->isTrackerShown());
        QCOMPARE(m_page->session()->id(), matchId);
        QCOMPARE(scoreboard()->scoreText(), u"0 : 1"_s);
        QCOMPARE(tracker()->roster(Side::Away)->statusText(7), u"KO"_s);

        // Back to the list: the match is no longer resumed on start, and the list shows it.
        QTest::mouseClick(tracker()->backButton(), Qt::LeftButton);
        QVERIFY(!m_page->isTrackerShown());
        QCOMPARE(m_settings->openMatch(m_database->path()), 0);
        QCOMPARE(m_page->matchList()->topLevelItemCount(), 1);
        QCOMPARE(m_page->matchList()->topLevelItem(0)->text(TrackedMatchList::Score), u"0 – 1"_s);

        // A printed summary for the exhibition.
        QVERIFY(m_page->resumeMatch(matchId));
        const QString pdf = m_dir.filePath(u"summary.pdf"_s);
        QVERIFY(tracker()->printSummary(pdf));
        QVERIFY(QFileInfo(pdf).size() > 1000);

        // The drive is over: #7 of the Marauders comes back from the KO box on a 4.
        choose(Offer::EndDrive);
        auto *endDrive = openDialog<EndDriveDialog>();
        QVERIFY(endDrive);
        QVERIFY(endDrive->input(Side::Away, u"ko"_s, 7));
        QVERIFY(!endDrive->input(Side::Home, u"ko"_s, 3));
        typeDice(endDrive->input(Side::Away, u"ko"_s, 7), {4});
        confirm(endDrive);
        QCOMPARE(tracker()->roster(Side::Away)->statusText(7), u"Reserves"_s);
        QVERIFY(tracker()->nextStep()->isOffered(Offer::Lineup));
    }

    // Issue 15 point 1: shirt numbers typed at a person's pace. "1 B 2 M" is #1 blocks, then #2
    // moves (the action key ends the number); the player a number selects is shown large
    // before the action; a number nobody on the pitch wears is refused and selects nobody.
    // Beside the selected player, the exact odds of his action with his skills and the team's
    // re-roll as the match stands (issue 22.2; the numbers are core's, tst_player_odds); O
    // opens the calculator on that chain.
    // Issue 22.5: every control of the tracker says what it is for under Shift+F1 (What's
    // This), the action buttons with their key; a click in What's This mode shows it, even on a
    // button greyed for now.
    void everyControlSaysWhatItIsFor()
    {
        setUpPage();
        startExhibition();
        const QStringList controls = {
            u"scoreboard"_s,         u"scoreLabel"_s,       u"homeTeamName"_s,
            u"awayActiveMark"_s,     u"homeFlags"_s,        u"homeTurnMarkers"_s,
            u"awayRerollPips"_s,     u"homeRosterTable"_s,  u"awayRosterSummary"_s,
            u"eventLog"_s,           u"nextStepGuide"_s,    u"oddsAction"_s,
            u"oddsResult"_s,         u"oddsButton"_s,       u"turnTimerToggle"_s,
            u"turnTimerCountdown"_s, u"matchClockToggle"_s, u"backToMatchesButton"_s,
            u"selectedPlayerLabel"_s};
        for (const QString &name : controls) {
            auto *widget = tracker()->findChild<QWidget *>(name);
            QVERIFY2(widget, qPrintable(name));
            QVERIFY2(widget->whatsThis().size() > 30, qPrintable(name));
        }
        for (const Action action : ActionBar::allActions()) {
            QPushButton *button = tracker()->actionBar()->button(action);
            QVERIFY(button);
            // A title, then a paragraph of its own.
            QVERIFY2(
                button->whatsThis().startsWith(u"<b>"_s) &&
                    button->whatsThis().contains(ActionBar::whatsThis(action).toHtmlEscaped()) &&
                    ActionBar::whatsThis(action).size() > 40,
                qPrintable(button->objectName()));
            const QList<QKeySequence> keys = tracker()->actionBar()->shortcuts(action);
            if (!keys.isEmpty())
                QVERIFY2(button->whatsThis().contains(
                             keys.first().toString(QKeySequence::NativeText).toHtmlEscaped()),
                         qPrintable(button->whatsThis()));
        }
        QPushButton *block = tracker()->actionBar()->button(Action::Block);
        QVERIFY(!block->isEnabled()); // before the kick-off
        QWhatsThis::enterWhatsThisMode();
        QTest::mouseClick(block, Qt::LeftButton);
        QWidget *shown = nullptr;
        for (QWidget *top : QApplication::topLevelWidgets()) {
            if (top->isVisible() && top->inherits("QWhatsThat"))
                shown = top;
        }
        QVERIFY(shown);
        QWhatsThis::hideText();
    }

    void oddsBesideTheSelectedPlayer()
    {
        setUpPage();
        startExhibition();
        playToFirstTurn();
        key(Qt::Key_S);
        OddsStrip *odds = tracker()->odds();
        QVERIFY(!odds->oddsButton()->isEnabled()); // nobody selected yet
        // #1, a blitzer (AG 3, Block), moves: a dodge at 3+ with the team re-roll, 8/9.
        clickPlayer(Side::Home, 1);
        QVERIFY2(odds->result()->text().startsWith(u"8/9"_s), qPrintable(odds->result()->text()));
        QVERIFY(odds->result()->text().contains(u"2/3"_s));      // without any re-roll
        QCOMPARE(odds->result()->toolTip(), u"Dodge 4+ (+1)"_s); // the rolls counted
        // A blitz: one block die with Block, re-rolled, then armour 8: 3/4 × 5/18 = 5/24.
        chooseEntry(odds->actionChooser(), 2);
        QCOMPARE(odds->actionChooser()->currentText(), u"Blitz"_s);
        QVERIFY2(odds->result()->text().startsWith(u"5/24"_s), qPrintable(odds->result()->text()));
        QVERIFY(odds->result()->toolTip().endsWith(u"→ Armour against AV 8"_s));
        grab(m_page.get(), u"tracker-odds.png"_s);

        // O: the calculator with his rolls, his Block and the team's re-roll ticked.
        key(Qt::Key_O);
        OddsCalculatorDialog *calculator = odds->calculator();
        QVERIFY(calculator);
        QTRY_VERIFY(calculator->isVisible());
        QVERIFY2(calculator->windowTitle().contains(u"Blitz"_s),
                 qPrintable(calculator->windowTitle()));
        QCOMPARE(calculator->findChild<QListWidget *>(u"stepList"_s)->count(), 2);
        QVERIFY(calculator->findChild<QCheckBox *>(u"teamReRollCheck"_s)->isChecked());
        QVERIFY(calculator->findChild<QCheckBox *>(u"blockCheck"_s)->isChecked());
        QVERIFY(!calculator->findChild<QCheckBox *>(u"dodgeCheck"_s)->isChecked());
        QVERIFY(calculator->findChild<QLabel *>(u"resultLabel"_s)->text().startsWith(u"5/24"_s));
        grab(calculator, u"tracker-odds-calculator.png"_s);
        // A roll added there takes the player's numbers: his dodge at 4+ with +1.
        QTest::mouseClick(calculator->findChild<QPushButton *>(u"addStepButton"_s), Qt::LeftButton);
        QVERIFY(calculator->findChild<QListWidget *>(u"stepList"_s)
                    ->item(2)
                    ->text()
                    .contains(u"Dodge 4+ (+1)"_s));
        calculator->close();

        // #11, a journeyman, is a Loner: the team re-roll works on 4+ only: 2/3 + 1/3 × 1/2 ×
        // 2/3 = 7/9 for his dodge.
        clickPlayer(Side::Home, 11);
        chooseEntry(odds->actionChooser(), 0);
        QVERIFY2(odds->result()->text().startsWith(u"7/9"_s), qPrintable(odds->result()->text()));
        // An opponent, outside his turn: no team re-roll, 2/3.
        clickPlayer(Side::Away, 1);
        QVERIFY2(odds->result()->text().startsWith(u"2/3"_s), qPrintable(odds->result()->text()));
    }

    void typedShirtNumbersEndAtTheActionKey()
    {
        setUpPage();
        startExhibition();
        playToFirstTurn();
        key(Qt::Key_S);
        auto *selection = tracker()->findChild<QLabel *>(u"selectedPlayerLabel"_s);
        QVERIFY(selection && selection->isVisible());
        QVERIFY(selection->font().pointSizeF() > tracker()->font().pointSizeF() * 1.5);
        const auto typeAtPace = [this](Qt::Key code) {
            key(code);
            QTest::qWait(150);
        };
        const qsizetype before = m_page->session()->match().events().size();
        // Issue 14 point 5: an action of a Reaver redraws what changed only: the Marauders'
        // roster and the older lines of the log stay the very same widgets' items.
        QTableWidgetItem *awayCell =
            tracker()->roster(Side::Away)->table()->item(0, RosterPanel::Name);
        QTreeWidgetItem *olderLine = tracker()->eventLog()->topLevelItem(0);

        typeAtPace(Qt::Key_1);
        QCOMPARE(tracker()->selectedNumber(), 1);
        QVERIFY2(selection->text().startsWith(u"#1 "_s), qPrintable(selection->text()));
        typeAtPace(Qt::Key_B);
        typeAtPace(Qt::Key_2);
        QCOMPARE(tracker()->selectedNumber(), 2);
        QCOMPARE(tracker()->selectedSide(), std::optional<Side>(Side::Home));
        QVERIFY2(selection->text().startsWith(u"#2 "_s), qPrintable(selection->text()));
        typeAtPace(Qt::Key_M);

        const QList<MatchEvent> &events = m_page->session()->match().events();
        QCOMPARE(events.size(), before + 2);
        QCOMPARE(events.at(before).number, 1);
        QCOMPARE(events.at(before).action, PlayerAction::Block);
        QCOMPARE(events.at(before + 1).number, 2);
        QCOMPARE(events.at(before + 1).action, PlayerAction::Move);
        QVERIFY2(tracker()->eventLog()->rowText(0).contains(u"#2"_s),
                 qPrintable(tracker()->eventLog()->rowText(0)));
        QCOMPARE(tracker()->roster(Side::Away)->table()->item(0, RosterPanel::Name), awayCell);
        QCOMPARE(tracker()->eventLog()->topLevelItem(2), olderLine);
        QCOMPARE(tracker()->eventLog()->rowCount(), int(events.size()));

        // Two digits in a row make one number: "9" selects the Reavers' #9 (the team in its
        // turn first), a second "9" makes #99, which nobody on the pitch wears.
        typeAtPace(Qt::Key_9);
        QCOMPARE(tracker()->selectedNumber(), 9);
        QCOMPARE(tracker()->selectedSide(), std::optional<Side>(Side::Home));
        key(Qt::Key_9);
        QCOMPARE(tracker()->selectedNumber(), 0);
        QVERIFY(!tracker()->selectedSide());
        QVERIFY2(selection->text().contains(u"#99"_s), qPrintable(selection->text()));
        QCOMPARE(selection->palette().color(QPalette::WindowText), QColor(0xc6, 0x28, 0x28));
        // The action key then acts on nobody: Move asks for a player instead.
        QTest::qWait(150);
        key(Qt::Key_M);
        QCOMPARE(m_page->session()->match().events().size(), before + 2);
        QVERIFY(tracker()->messageBar()->text().contains(u"Click a player"_s));

        // The Marauders' #12 stands on the pitch, the Reavers have no #12: he is selected.
        key(Qt::Key_1);
        QTest::qWait(50);
        key(Qt::Key_2);
        QCOMPARE(tracker()->selectedNumber(), 12);
        QCOMPARE(tracker()->selectedSide(), std::optional<Side>(Side::Away));
    }

    // Issue 15 point 9: the turn's countdown belongs to its match. It runs from the turn's
    // start as stored in the match, so a restart goes on where it was; a new match never shows
    // another match's countdown; the match clock says it is the match's time.
    void turnTimerBelongsToItsMatch()
    {
        setUpPage();
        startExhibition();
        TurnTimer *timer = scoreboard()->turnTimer();
        if (!timer->isEnabledByCoach())
            QTest::mouseClick(timer->toggle(), Qt::LeftButton);
        QVERIFY(timer->isEnabledByCoach());
        MatchClock *clock = scoreboard()->matchClock();
        if (!clock->isEnabledByCoach())
            QTest::mouseClick(clock->findChild<QToolButton *>(u"matchClockToggle"_s),
                              Qt::LeftButton);
        QVERIFY(clock->isEnabledByCoach());
        playToFirstTurn();
        key(Qt::Key_S);
        QVERIFY(timer->isRunning());
        QCOMPARE(timer->text(), u"4:00"_s);
        auto *caption = clock->findChild<QLabel *>(u"matchClockCaption"_s);
        QVERIFY(caption && caption->isVisibleTo(clock));
        QCOMPARE(caption->text(), u"Match time"_s);
        QTest::qWait(1300);
        QCOMPARE(timer->text(), u"3:59"_s);
        const qint64 first = m_page->session()->id();

        // Dugout restarts: the same turn, the same countdown, not four fresh minutes.
        m_page.reset();
        m_page = test::showMatchesPage(m_rules, *m_settings, *m_database);
        QVERIFY(m_page->isTrackerShown());
        QCOMPARE(m_page->session()->id(), first);
        timer = scoreboard()->turnTimer();
        QVERIFY(timer->isEnabledByCoach());
        QVERIFY(timer->isRunning());
        QVERIFY2(timer->text() == u"3:59"_s || timer->text() == u"3:58"_s,
                 qPrintable(timer->text()));

        // A new match: no turn under way, no countdown, whatever the other match was doing.
        QTest::mouseClick(tracker()->backButton(), Qt::LeftButton);
        startExhibition();
        QVERIFY(m_page->session()->id() != first);
        QVERIFY(!timer->isRunning());
        QCOMPARE(timer->text(), QString());
    }

    // Issue 15 point 6: a die showing "–" takes the digit typed on it (the next die of the roll
    // then takes the keyboard); each die is explained as soon as it is typed; the boxes the
    // result no longer needs are disabled (armour held: no injury dice), as core's dry run says.
    void diceBoxesTakeTypedDigits()
    {
        setUpPage();
        startExhibition();
        playToFirstTurn();
        key(Qt::Key_S);
        clickPlayer(Side::Home, 1);
        key(Qt::Key_B);
        click(Action::KnockDown);
        auto *down = openDialog<KnockDownDialog>();
        QVERIFY(down);
        QVERIFY(QTest::qWaitForWindowExposed(down));
        DiceInput *armour = down->dice()->input(InjuryDice::Roll::Armour);
        DiceInput *injury = down->dice()->input(InjuryDice::Roll::Injury);
        DiceInput *casualty = down->dice()->input(InjuryDice::Roll::Casualty);
        QVERIFY(injury->isEnabled());
        QVERIFY2(down->previewText().contains(u"rolled by Dugout"_s),
                 qPrintable(down->previewText()));
        const QSize size = down->size();

        // Armour 1 + 2 against AV 8: held. Typed straight onto the dashes, at a person's pace.
        QTest::mouseClick(armour->die(0), Qt::LeftButton);
        QTest::qWait(150);
        QTest::keyClick(armour->die(0), Qt::Key_1);
        QTest::qWait(150);
        QVERIFY(armour->die(1)->hasFocus());
        QTest::keyClick(armour->die(1), Qt::Key_2);
        QCOMPARE(armour->values(), (QList<int>{1, 2}));
        QVERIFY2(down->previewText().contains(u"held"_s), qPrintable(down->previewText()));
        QVERIFY2(!down->previewText().contains(u"rolled by Dugout"_s),
                 qPrintable(down->previewText()));
        QVERIFY(!injury->isEnabled());
        QVERIFY(!casualty->isEnabled());
        QVERIFY(down->okButton()->isEnabled());

        // The first die typed again, 6, and the second 6: broken, the injury dice come back.
        QTest::mouseClick(armour->die(0), Qt::LeftButton);
        QTest::qWait(150);
        QTest::keyClick(armour->die(0), Qt::Key_6);
        QTest::qWait(150);
        QTest::keyClick(armour->die(1), Qt::Key_6);
        QTest::keyClick(armour->die(1), Qt::Key_7); // no 7 on a D6: refused, the 6 stays
        QCOMPARE(armour->values(), (QList<int>{6, 6}));
        QVERIFY2(down->previewText().contains(u"broken"_s), qPrintable(down->previewText()));
        QVERIFY2(down->previewText().contains(u"rolled by Dugout"_s),
                 qPrintable(down->previewText()));
        QVERIFY(injury->isEnabled());
        QVERIFY(casualty->isEnabled());
        // Injury 2 + 3: stunned, no casualty dice.
        QTest::mouseClick(injury->die(0), Qt::LeftButton);
        QTest::keyClick(injury->die(0), Qt::Key_2);
        QTest::qWait(150);
        QTest::keyClick(injury->die(1), Qt::Key_3);
        QVERIFY(!casualty->isEnabled());
        QVERIFY2(!down->previewText().contains(u"rolled by Dugout"_s),
                 qPrintable(down->previewText()));
        // Backspace puts the dash back: that die is Dugout's to roll again, but 2 + at most 6
        // is no casualty, so the casualty dice stay out.
        QTest::keyClick(injury->die(1), Qt::Key_Backspace);
        QCOMPARE(injury->values(), (QList<int>{2, 0}));
        QVERIFY(!casualty->isEnabled());
        QVERIFY2(down->previewText().contains(u"rolled by Dugout"_s),
                 qPrintable(down->previewText()));
        // Hint lines came and went: the dialog kept its size.
        QCOMPARE(down->size(), size);
        pressEscape(down);
    }

    // The store refuses a new event (a full disk, a locked file): the coach is told why, the
    // turn does not start on screen nor in the database; once the store works again, S does.
    void eventThatTheStoreRefusesChangesNothing()
    {
        setUpPage();
        startExhibition();
        playToFirstTurn();
        const qint64 matchId = m_page->session()->id();
        const int events = int(m_page->session()->match().events().size());
        QCOMPARE(scoreboard()->side(Side::Home)->turnMarkers()->turn(), 0);
        QSqlQuery trigger(m_database->connection());
        QVERIFY2(trigger.exec(u"CREATE TEMP TRIGGER failing_append BEFORE INSERT ON match_event "
                              "BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END"_s),
                 qPrintable(trigger.lastError().text()));

        key(Qt::Key_S);
        // Shown like a refusal of the rules (a warning): the session answers both the same way.
        QVERIFY(tracker()->messageBar()->isVisible());
        QVERIFY2(tracker()->messageBar()->text().contains(u"database or disk is full"_s),
                 qPrintable(tracker()->messageBar()->text()));
        QCOMPARE(scoreboard()->side(Side::Home)->turnMarkers()->turn(), 0);
        QCOMPARE(m_page->session()->match().events().size(), events);
        QCOMPARE(MatchLogStore(*m_database).eventCount(matchId), events);

        QVERIFY(trigger.exec(u"DROP TRIGGER failing_append"_s));
        key(Qt::Key_S);
        QCOMPARE(scoreboard()->side(Side::Home)->turnMarkers()->turn(), 1);
        QCOMPARE(MatchLogStore(*m_database).eventCount(matchId), events + 1);
    }

    // The store fails under the undo (a full disk, a locked file): the coach is told, and the
    // event stays both on screen and in the database; once the store works again, Ctrl+Z undoes.
    void undoThatTheStoreRefusesChangesNothing()
    {
        setUpPage();
        startExhibition();
        playToFirstTurn();
        const qint64 matchId = m_page->session()->id();
        const int events = int(m_page->session()->match().events().size());
        const QString scoreboardBefore = scoreboard()->kickOffText();
        QSqlQuery trigger(m_database->connection());
        QVERIFY2(trigger.exec(u"CREATE TEMP TRIGGER failing_undo BEFORE DELETE ON match_event "
                              "BEGIN SELECT RAISE(ABORT, 'disk I/O error'); END"_s),
                 qPrintable(trigger.lastError().text()));

        key(Qt::Key_Z, Qt::ControlModifier);
        QVERIFY(tracker()->messageBar()->isVisible());
        QCOMPARE(tracker()->messageBar()->kind(), MessageBar::Kind::Error);
        QVERIFY2(tracker()->messageBar()->text().contains(u"was not undone"_s),
                 qPrintable(tracker()->messageBar()->text()));
        QVERIFY2(tracker()->messageBar()->text().contains(u"disk I/O error"_s),
                 qPrintable(tracker()->messageBar()->text()));
        QCOMPARE(m_page->session()->match().events().size(), events);
        QCOMPARE(MatchLogStore(*m_database).eventCount(matchId), events);
        QCOMPARE(MatchLogStore(*m_database).load(matchId)->status, TrackedMatchStatus::InProgress);
        QCOMPARE(scoreboard()->kickOffText(), scoreboardBefore);
        QVERIFY(tracker()->actionBar()->button(Action::Undo)->isEnabled());
        QVERIFY(!m_page->session()->canRedo());

        QVERIFY(trigger.exec(u"DROP TRIGGER failing_undo"_s));
        key(Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(m_page->session()->match().events().size(), events - 1);
        QCOMPARE(MatchLogStore(*m_database).eventCount(matchId), events - 1);
        QVERIFY(m_page->session()->canRedo());
    }

    // Every die of Pitch invasion and Throw a rock can be typed from the table too.
    // l.897–913: "did he hold the ball?" is asked only where it decides a turnover: a player of
    // the team in its turn pushed into the crowd, failing a landing or placed prone.
    void asksForTheBallOnlyWhenItMatters()
    {
        setUpPage();
        startExhibition();
        playToFirstTurn();
        key(Qt::Key_S);
        clickPlayer(Side::Home, 3);
        key(Qt::Key_M);
        click(Action::KnockDown);
        auto *down = openDialog<KnockDownDialog>();
        QVERIFY(down);
        QCOMPARE(down->victimBox()->number(), 3);
        QVERIFY(down->setCause(KnockDownCause::Fall));
        QVERIFY(down->ballBox()->isHidden()); // a fall is a turnover anyway
        QVERIFY(down->setCause(KnockDownCause::Crowd));
        QVERIFY(!down->ballBox()->isHidden());
        QVERIFY(!down->dice()
                     ->input(InjuryDice::Roll::Armour)
                     ->isVisibleTo(down)); // no armour roll into the crowd
        typeDice(down->dice()->input(InjuryDice::Roll::Injury), {1, 2});
        QVERIFY2(!down->previewText().contains(u"Turnover"_s), qPrintable(down->previewText()));
        QCoreApplication::processEvents(); // the box just appeared: let the layout place it
        // On the box itself: the row is wider than the box and its label.
        const QPoint onTheBox(8, down->ballBox()->height() / 2);
        QTest::mouseClick(down->ballBox(), Qt::LeftButton, {}, onTheBox);
        QVERIFY(down->ballBox()->isChecked());
        QVERIFY2(down->previewText().contains(u"Turnover"_s), qPrintable(down->previewText()));
        QTest::mouseClick(down->ballBox(), Qt::LeftButton, {},
                          onTheBox);     // he did not have it after all
        chooseEntry(down->sideBox(), 1); // a Marauder into the crowd: never a turnover
        QVERIFY(down->ballBox()->isHidden());
        chooseEntry(down->sideBox(), 0);
        QVERIFY(down->victimBox()->setNumber(3));
        QVERIFY(down->setCause(KnockDownCause::Crowd));
        grab(down, u"knockDownDialog-crowd.png"_s);
        confirm(down);
        QCOMPARE(tracker()->roster(Side::Home)->statusText(3), u"Reserves"_s);
        QVERIFY(!m_page->session()->state().turnover);

        // Placed prone: the tracker asks, and "no" leaves the turn going on.
        clickPlayer(Side::Home, 4);
        MessageBox::setQuestionAnswer(false);
        key(Qt::Key_K, Qt::ShiftModifier);
        MessageBox::setQuestionAnswer(true);
        QVERIFY2(MessageBox::recorded().join(u'\n').contains(u"hold the ball"_s),
                 qPrintable(MessageBox::recorded().join(u'\n')));
        QCOMPARE(tracker()->roster(Side::Home)->statusText(4), u"Prone"_s);
        QVERIFY(!m_page->session()->state().turnover);
        // With the ball, the turn is over.
        clickPlayer(Side::Home, 5);
        MessageBox::clearRecorded();
        key(Qt::Key_K, Qt::ShiftModifier);
        QCOMPARE(MessageBox::recorded().size(), 1);
        QVERIFY(m_page->session()->state().turnover);
        QVERIFY(tracker()->nextStep()->isOffered(Offer::EndTurn));
        const QList<MatchEvent> &events = m_page->session()->match().events();
        QVERIFY(events.constLast().ball);
    }

    // The two player pickers fill their row like the team and cause boxes, and keep doing so
    // once the dialog has settled: a picker whose list changed is never put back to its own
    // width a moment later (Qt's AdjustToContents did that on a 20 ms timer, so a screenshot
    // taken then showed the pickers narrow or wide depending on timing).
    void knockDownPickersFillTheirRow()
    {
        setUpPage();
        startExhibition();
        playToFirstTurn();
        key(Qt::Key_S);
        clickPlayer(Side::Away, 3);
        click(Action::KnockDown);
        auto *down = openDialog<KnockDownDialog>();
        QVERIFY(down);
        QVERIFY(QTest::qWaitForWindowExposed(down));
        // Every width the pickers are given from now on is recorded.
        struct Widths : QObject
        {
            QList<int> seen;
            bool eventFilter(QObject *watched, QEvent *event) override
            {
                if (event->type() == QEvent::Resize)
                    seen << static_cast<QWidget *>(watched)->width();
                return false;
            }
        } widths;
        down->victimBox()->installEventFilter(&widths);
        down->attackerBox()->installEventFilter(&widths);
        chooseEntry(down->sideBox(), 0); // both lists refilled
        QVERIFY(down->setCause(KnockDownCause::Crowd));
        QTest::qWait(100); // past any timer Qt starts when a list changes
        const int row = down->sideBox()->width();
        QCOMPARE(down->victimBox()->width(), row);
        QCOMPARE(down->attackerBox()->width(), row);
        for (int width : std::as_const(widths.seen))
            QCOMPARE(width, row);
        // Each picker still shows its longest name whole.
        for (PlayerComboBox *box : {down->victimBox(), down->attackerBox()}) {
            for (int i = 0; i < box->count(); ++i)
                QVERIFY2(box->fontMetrics().horizontalAdvance(box->itemText(i)) <
                             box->minimumSizeHint().width(),
                         qPrintable(box->itemText(i)));
        }
        down->victimBox()->removeEventFilter(&widths);
        down->attackerBox()->removeEventFilter(&widths);
        down->reject();
    }

    // l.6419–6421: with the apothecary still there, a casualty's Regeneration waits for the
    // coach's choice; the tracker offers both and holds everything else until then.
    void regenerationWaitsForTheApothecary()
    {
        setUpPage(true);
        startExhibition();
        playToFirstTurn();
        key(Qt::Key_S);
        clickPlayer(Side::Home, 1);
        key(Qt::Key_B);
        click(Action::KnockDown);
        auto *down = openDialog<KnockDownDialog>();
        QVERIFY(down);
        QVERIFY(down->victimBox()->setNumber(12)); // the Troll
        QVERIFY(!down->dice()
                     ->input(InjuryDice::Roll::Regeneration)
                     ->isVisibleTo(down)); // not in this event
        typeDice(down->dice()->input(InjuryDice::Roll::Armour), {5, 6});
        typeDice(down->dice()->input(InjuryDice::Roll::Injury), {5, 6});
        typeDice(down->dice()->input(InjuryDice::Roll::Casualty), {4, 1});
        confirm(down);
        QCOMPARE(tracker()->roster(Side::Away)->statusText(12),
                 MatchText::stateName(PlayerState::Casualty));
        QVERIFY(tracker()->nextStep()->isOffered(Offer::Apothecary));
        QVERIFY(tracker()->nextStep()->isOffered(Offer::Regeneration));
        QVERIFY2(tracker()->nextStep()->guideText().contains(u"#12 Orc 12 has Regeneration"_s),
                 qPrintable(tracker()->nextStep()->guideText()));
        QVERIFY2(tracker()->actionBar()->refusal(Action::EndTurn).contains(u"Regeneration"_s),
                 qPrintable(tracker()->actionBar()->refusal(Action::EndTurn)));
        grab(m_page.get(), u"tracker-regeneration.png"_s);

        choose(Offer::Regeneration);
        auto *regeneration = openDialog<DiceDialog>();
        QVERIFY(regeneration);
        typeDice(regeneration->input(u"away.regeneration"_s), {5});
        QVERIFY2(regeneration->previewText().contains(u"healed"_s),
                 qPrintable(regeneration->previewText()));
        confirm(regeneration);
        QCOMPARE(tracker()->roster(Side::Away)->statusText(12),
                 MatchText::stateName(PlayerState::Reserves));
        QCOMPARE(m_page->session()->state().away.apothecaries, 1); // kept for later
        QVERIFY(!tracker()->nextStep()->isOffered(Offer::Regeneration));
        QVERIFY(tracker()->actionBar()->refusal(Action::EndTurn).isEmpty());
    }

    // Dump-off (skills: Délestage): the Marauders' #6 throws a quick pass in the Reavers' turn;
    // completed it is his SPP, intercepted by a Reaver it is the interceptor's; no turnover.
    void dumpOffIsRecorded()
    {
        setUpPage(false, true);
        startExhibition();
        playToFirstTurn();
        key(Qt::Key_S);
        clickPlayer(Side::Away, 6);
        key(Qt::Key_C);
        QCOMPARE(m_page->session()->state().away.player(6)->completions, 1);
        QVERIFY(!m_page->session()->state().turnover);
        clickPlayer(Side::Home, 2);
        key(Qt::Key_I);
        const MatchEvent &intercepted = m_page->session()->match().events().constLast();
        QCOMPARE(intercepted.type, MatchEventType::Interception);
        QCOMPARE(intercepted.target, 6);
        QCOMPARE(m_page->session()->state().home.player(2)->interceptions, 1);
        QVERIFY(!m_page->session()->state().turnover);
        QVERIFY2(tracker()->eventLog()->rowText(0).contains(u"Dump-off"_s),
                 qPrintable(tracker()->eventLog()->rowText(0)));
    }

    void typesTheCrowdDiceOfTheKickOff()
    {
        setUpPage();
        startExhibition();
        playToKickOff();
        choose(Offer::KickOff);
        auto *kickOff = openDialog<KickOffDialog>();
        QVERIFY(kickOff);
        typeDice(kickOff->kickOffInput(), {6, 6}); // 12: Pitch invasion
        QVERIFY(kickOff->extraInput(u"home.invasion"_s)->isVisibleTo(kickOff));
        QVERIFY(!kickOff->extraInput(u"home.rock.target"_s)->isVisibleTo(kickOff));
        // The Reavers' first player on the pitch rolls a 6: with FAME he is stunned whatever
        // the FAME; the others roll natural 1s, which always fail.
        typeDice(kickOff->extraInput(u"home.invasion"_s), {6, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1});
        typeDice(kickOff->extraInput(u"away.invasion"_s), {1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1});
        confirm(kickOff);
        const MatchState &state = m_page->session()->state();
        QCOMPARE(state.home.countIn(PlayerState::Stunned), 1);
        QCOMPARE(state.away.countIn(PlayerState::Stunned), 0);
        const MatchEvent &stored = m_page->session()->match().lastEvent();
        QVERIFY2(!stored.dice.isEmpty() && stored.dice.size() == 1 + 22,
                 "every invasion die is the typed one");
    }

    // A Loner's team re-roll asks for his D6 first; typed 3, the re-roll is lost.
    void lonerTypesHisDie()
    {
        setUpPage();
        startExhibition();
        playToFirstTurn();
        click(Action::StartTurn);
        clickPlayer(Side::Home, 11);
        click(Action::Move);
        const int before = m_page->session()->state().home.rerolls;
        click(Action::TeamReroll);
        auto *loner = openDialog<DiceDialog>();
        QVERIFY(loner);
        typeDice(loner->input(u"home.loner"_s), {3});
        confirm(loner);
        QCOMPARE(m_page->session()->state().home.rerolls, before - 1);
        QVERIFY(m_page->session()->state().home.rerollUsedThisTurn);
        QCOMPARE(m_page->session()->match().lastEvent().dice.value(u"home.loner"_s), QList<int>{3});
    }

    void turnTimerOffersTheTurnover()
    {
        setUpPage();
        startExhibition();
        playToFirstTurn();
        TurnTimer *timer = scoreboard()->turnTimer();
        timer->setDuration(std::chrono::milliseconds(200));
        timer->setEnabledByCoach(true);
        QVERIFY(m_settings->turnTimer());
        click(Action::StartTurn);
        QVERIFY(timer->isRunning());
        QTRY_VERIFY_WITH_TIMEOUT(timer->hasExpired(), 30000); // returns as soon as it expires
        QVERIFY(tracker()->nextStep()->isOffered(Offer::TimerTurnover));
        choose(Offer::TimerTurnover);
        QVERIFY(tracker()->nextStep()->isOffered(Offer::EndTurn));
        QCOMPARE(m_page->session()->match().lastEvent().reason, TurnoverReason::Timer);
        timer->setEnabledByCoach(false);
    }

    void tracksALeagueFixtureToThePostMatchSequence()
    {
        setUpPage();
        LeagueStore leagues(*m_database);
        QString problem;
        League league;
        league.name = u"Reikland League"_s;
        league.commissioner = u"Anna"_s;
        for (const TeamStore::Summary &team : TeamStore(*m_database).list())
            league.teamIds << team.id;
        QVERIFY2(leagues.save(league, &problem), qPrintable(problem));
        Season season;
        season.leagueId = league.id;
        season.name = u"Season 1"_s;
        season.entries = {SeasonEntry{league.teamIds.at(0), 0},
                          SeasonEntry{league.teamIds.at(1), 0}};
        QVERIFY2(leagues.saveSeason(season, &problem), qPrintable(problem));
        Fixture fixture;
        fixture.seasonId = season.id;
        fixture.round = 1;
        fixture.homeTeamId = league.teamIds.at(1);
        fixture.awayTeamId = league.teamIds.at(0);
        QVERIFY2(leagues.addFixture(fixture, &problem), qPrintable(problem));

        qint64 handedOver = 0;
        m_page->setPostMatchHandler(
            [&handedOver](qint64 trackedMatchId, const Match &) { handedOver = trackedMatchId; });
        QTest::mouseClick(m_page->newFixtureButton(), Qt::LeftButton);
        auto *dialog = m_page->findChild<NewMatchDialog *>();
        QVERIFY(dialog && dialog->isVisible());
        QCOMPARE(dialog->fixtureList()->count(), 1);
        QVERIFY(dialog->selectFixture(fixture.id));
        QVERIFY(dialog->okButton()->isEnabled());
        QTest::mouseClick(dialog->okButton(), Qt::LeftButton);
        QVERIFY(m_page->isTrackerShown());
        const MatchSetup &setup = m_page->session()->setup();
        QVERIFY(!setup.exhibition);
        QCOMPARE(setup.fixtureId, fixture.id);
        QCOMPARE(setup.leagueId, league.id);
        QCOMPARE(setup.home.id, fixture.homeTeamId);

        // Conceded before the kick-off: the match is over and goes to the league.
        MessageBox::setQuestionAnswer(true);
        click(Action::Concede);
        QCOMPARE(m_page->session()->state().phase, MatchPhase::Finished);
        QCOMPARE(m_page->session()->status(), TrackedMatchStatus::Finished);
        QVERIFY(tracker()->nextStep()->isOffered(Offer::PrintSummary));
        choose(Offer::PostMatch);
        QCOMPARE(handedOver, m_page->session()->id());

        // Issue 15 point 7: the commissioner confirms the result (as the league's dialog
        // does); the tracker then offers the match report instead of the sequence again.
        const qint64 trackedId = m_page->session()->id();
        const MatchRecord record = MatchResult::record(*m_rules, m_page->session()->setup(),
                                                       m_page->session()->match().events());
        RandomDice dice(7);
        const ResultRecorder recorder(*m_database, *m_rules);
        ResultRecorder::Preview preview = recorder.preview(record, dice);
        QVERIFY2(preview.ok(), qPrintable(preview.errors.join(u'\n')));
        qint64 resultId = 0;
        QVERIFY2(recorder.confirm(preview, &resultId, &problem), qPrintable(problem));
        QVERIFY2(MatchLogStore(*m_database)
                     .setStatus(trackedId, TrackedMatchStatus::Finished, resultId, &problem),
                 qPrintable(problem));
        m_page->reload();
        QCOMPARE(m_page->session()->resultMatchId(), resultId);
        QVERIFY(!tracker()->nextStep()->isOffered(Offer::PostMatch));
        QVERIFY(tracker()->nextStep()->isOffered(Offer::MatchReport));
        QVERIFY(tracker()
                    ->nextStep()
                    ->button(Offer::MatchReport)
                    ->text()
                    .startsWith(u"Show the match report"_s));
        QSignalSpy reportAsked(m_page.get(), &MatchesPage::showMatchReportRequested);
        handedOver = 0;
        choose(Offer::MatchReport);
        QCOMPARE(reportAsked.size(), 1);
        QCOMPARE(reportAsked.at(0).at(0).toLongLong(), resultId);
        QCOMPARE(reportAsked.at(0).at(1).toLongLong(), league.id);
        QCOMPARE(handedOver, 0); // the applied result is never reopened

        // The fixture is tracked already: not offered a second time.
        QTest::mouseClick(tracker()->backButton(), Qt::LeftButton);
        QTest::mouseClick(m_page->newFixtureButton(), Qt::LeftButton);
        NewMatchDialog *again = nullptr;
        for (NewMatchDialog *candidate : m_page->findChildren<NewMatchDialog *>()) {
            if (candidate->isVisible())
                again = candidate;
        }
        QVERIFY(again);
        QVERIFY(!again->okButton()->isEnabled());
        pressEscape(again);
    }

    void mainWindowResumesTheOpenMatch()
    {
        setUpPage();
        startExhibition();
        const qint64 matchId = m_page->session()->id();
        const QString path = m_database->path();
        m_page.reset();
        MainWindow window(*m_settings);
        QVERIFY(window.openDatabase(path));
        QCOMPARE(window.currentArea(), MainWindow::Area::Matches);
        QVERIFY(window.matchesPage()->isTrackerShown());
        QCOMPARE(window.matchesPage()->session()->id(), matchId);
    }

    void deletesAMatchAfterAsking()
    {
        setUpPage();
        startExhibition();
        const qint64 matchId = m_page->session()->id();
        MessageBox::setQuestionAnswer(false);
        QVERIFY(!m_page->deleteMatch(matchId));
        QCOMPARE(MatchLogStore(*m_database).list().size(), 1);
        MessageBox::setQuestionAnswer(true);
        QVERIFY(m_page->deleteMatch(matchId));
        QVERIFY(MatchLogStore(*m_database).list().isEmpty());
        QVERIFY(!m_page->session());
        QCOMPARE(m_settings->openMatch(m_database->path()), 0);
    }

    // The list of tracked matches: typing in the filter box keeps the matches of a team, a
    // status or a kind; a click on a header sorts by that column, a second click reverses it.
    void matchListFilters_data()
    {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QList<qint64>>("shown");
        QTest::newRow("nothing") << QString() << QList<qint64>{1, 2, 3};
        QTest::newRow("a team") << u"gouged"_s << QList<qint64>{2, 3};
        QTest::newRow("upper case") << u"REAVERS"_s << QList<qint64>{1, 3};
        QTest::newRow("status") << u"abandoned"_s << QList<qint64>{2};
        QTest::newRow("kind") << u"fixture"_s << QList<qint64>{3};
        QTest::newRow("no match") << u"zzz"_s << QList<qint64>();
    }
    void matchListFilters()
    {
        QFETCH(QString, typed);
        QFETCH(QList<qint64>, shown);
        setUpPage();
        TrackedMatchList *list = m_page->matchList();
        list->setMatches(threeMatches());
        QTest::keyClicks(m_page->filterBox(), typed);
        QList<qint64> visible;
        for (int row = 0; row < list->topLevelItemCount(); ++row) {
            if (!list->topLevelItem(row)->isHidden())
                visible << list->topLevelItem(row)->data(0, Qt::UserRole).toLongLong();
        }
        std::sort(visible.begin(), visible.end());
        QCOMPARE(visible, shown);
        QCOMPARE(list->shownCount(), shown.size());
    }

    void matchListSortsByHeader()
    {
        setUpPage();
        TrackedMatchList *list = m_page->matchList();
        list->setMatches(threeMatches());
        const auto order = [list] {
            QList<qint64> ids;
            for (int row = 0; row < list->topLevelItemCount(); ++row)
                ids << list->topLevelItem(row)->data(0, Qt::UserRole).toLongLong();
            return ids;
        };
        // In progress first, then the newest.
        QCOMPARE(order(), (QList<qint64>{1, 2, 3}));
        QHeaderView *header = list->header();
        const auto click = [header](int column) {
            QTest::mouseClick(
                header->viewport(), Qt::LeftButton, {},
                QPoint(header->sectionViewportPosition(column) + header->sectionSize(column) / 2,
                       header->height() / 2));
        };
        click(TrackedMatchList::Started); // oldest first: by time, not by the text of the date
        QCOMPARE(order(), (QList<qint64>{3, 1, 2}));
        click(TrackedMatchList::Started);
        QCOMPARE(order(), (QList<qint64>{2, 1, 3}));
        click(TrackedMatchList::Home);
        QCOMPARE(list->topLevelItem(0)->text(TrackedMatchList::Home), u"Altdorf Reavers"_s);
        QCOMPARE(list->topLevelItem(2)->text(TrackedMatchList::Home), u"Middenheim Marauders"_s);
        // Read again, the list keeps the order chosen.
        list->setMatches(threeMatches());
        QCOMPARE(list->topLevelItem(2)->text(TrackedMatchList::Home), u"Middenheim Marauders"_s);
    }
};

QTEST_MAIN(TestMatchTracker)
#include "tst_match_tracker.moc"
