// A match on La Forge de Sigmar played through the tracker's widgets on the offscreen platform
// (issue 19): the pitch chosen in the new match dialog, tokens placed by clicking squares before
// the kick-off (one coach then the other, a refusal, undo and redo), then two turns whose start
// rolls the crevasse ends with typed D8s, one of them with a player stopping the lava; then every
// action on the ice through its button or key (strike, accident, genestealer, lava, jump), and
// the actions whose squares are clicked on the grid (a move's path with its costs, a pass's two
// squares, a push into a crevasse or onto lava). The terrain on screen and in the database are
// read after each step.
#include "../support/TeamFixtures.h"
#include "../support/TrackerFixtures.h"
#include "../support/WindowFixtures.h"
#include "core/forge/ForgeTerrain.h"
#include "core/rules/RulesetLoader.h"
#include "core/settings/Settings.h"
#include "core/storage/Database.h"
#include "core/storage/LeagueStore.h"
#include "core/storage/MatchLogStore.h"
#include "core/storage/TeamStore.h"
#include "session/MatchSession.h"
#include "views/MessageBox.h"
#include "views/league/result/DiceInput.h"
#include "views/match/ActionBar.h"
#include "views/match/CoinTossBox.h"
#include "views/match/KickOffDialog.h"
#include "views/match/LineupDialog.h"
#include "views/match/MatchTrackerView.h"
#include "views/match/MatchesPage.h"
#include "views/match/NewMatchDialog.h"
#include "views/match/NextStepPanel.h"
#include "views/match/PlayerComboBox.h"
#include "views/match/PreMatchDialog.h"
#include "views/match/RosterPanel.h"
#include "views/match/TypedShirtNumber.h"
#include "views/match/forge/ForgeCrevasseDialog.h"
#include "views/match/forge/ForgeDiceRows.h"
#include "views/match/forge/ForgeHazardDialog.h"
#include "views/match/forge/ForgeMoveDialog.h"
#include "views/match/forge/ForgePanel.h"
#include "views/match/forge/ForgePassDialog.h"
#include "views/match/forge/ForgePitchView.h"
#include "views/widgets/MessageBar.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QGroupBox>
#include <QHeaderView>
#include <QHelpEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QToolTip>

using namespace Qt::StringLiterals;
using namespace dugout;
using Action = ActionBar::Action;
using Offer = NextStepPanel::Offer;
using test::chooseEntry;
using test::confirm;
using test::typeDice;

class TestForgeTracker : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::shared_ptr<const Ruleset> m_rules;
    std::unique_ptr<Database> m_database;
    std::unique_ptr<Settings> m_settings;
    std::unique_ptr<MatchesPage> m_page;

    MatchTrackerView *tracker() const { return m_page->tracker(); }
    void choose(Offer offer) { test::choose(tracker(), offer); }
    template <typename Dialog> Dialog *openDialog()
    {
        return test::trackerDialog<Dialog>(tracker());
    }
    ForgePanel *forge() const { return tracker()->forgePanel(); }
    const ForgeTerrain &terrain() const { return m_page->session()->state().terrain; }

    static PitchSquare sq(const QString &name) { return *PitchSquare::fromName(name); }

    // With DUGOUT_SCREENSHOT_DIR set, the tracker is saved there to look at.
    void grab(const QString &name)
    {
        const QString dir = qEnvironmentVariable("DUGOUT_SCREENSHOT_DIR");
        if (dir.isEmpty())
            return;
        QDir().mkpath(dir);
        QCoreApplication::processEvents();
        QVERIFY(m_page->grab().save(QDir(dir).filePath(name)));
    }

    static void grabDialog(QWidget *dialog, const QString &name)
    {
        const QString dir = qEnvironmentVariable("DUGOUT_SCREENSHOT_DIR");
        if (dir.isEmpty())
            return;
        QCoreApplication::processEvents();
        QVERIFY(dialog->grab().save(QDir(dir).filePath(name)));
    }

    void key(Qt::Key code, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
    {
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        // Asked of the window system, as a click on the window would: a closed dialog may have
        // left no window active (the screenshots' event processing lets that through first).
        m_page->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_page.get()));
        QTest::keyClick(m_page.get(), code, modifiers);
    }

    static void typeValue(QSpinBox *box, int value)
    {
        QVERIFY(box);
        QTest::keyClick(box, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(box, QString::number(value));
        QCOMPARE(box->value(), value);
    }

    // A click on a square of the pitch, where a person would click it.
    // Beside the Forge panel each roster keeps room for a name of 12 letters (the position goes
    // to the tooltip), and the start of a turn's D8 boxes show their whole text ("roll").
    void checkFits()
    {
        QCoreApplication::processEvents(); // the splitter is fitted once it has its width
        for (Side side : {Side::Home, Side::Away}) {
            QTableWidget *table = tracker()->roster(side)->table();
            QVERIFY(table->isColumnHidden(RosterPanel::Position));
            const int room = table->fontMetrics().averageCharWidth() * 12;
            QVERIFY2(table->columnWidth(RosterPanel::Name) >= room,
                     qPrintable(u"%1 < %2"_s.arg(table->columnWidth(RosterPanel::Name)).arg(room)));
            QVERIFY(table->item(0, RosterPanel::Name)->toolTip().contains(u", "_s));
        }
        for (QSpinBox *box : forge()->findChildren<QSpinBox *>()) {
            if (box->objectName().startsWith(u"forgeEndDie_"_s) && box->isVisible())
                QVERIFY2(box->width() >= box->sizeHint().width(), qPrintable(box->objectName()));
        }
    }

    void clickSquare(const QString &name)
    {
        ForgePitchView *pitch = forge()->pitch();
        QVERIFY(pitch->isVisible());
        const QRect r = pitch->squareRect(sq(name));
        QVERIFY(pitch->rect().contains(r));
        QTest::mouseClick(pitch, Qt::LeftButton, {}, r.center());
    }

    QLabel *status() const { return forge()->findChild<QLabel *>(u"forgeStatus"_s); }

    // One of the grid's tools for a player's action (move, pass, push), by name.
    QToolButton *findTool(const QString &name) const
    {
        return forge()->findChild<QToolButton *>(u"forgeAction_%1"_s.arg(name));
    }

    void chooseTool(const QString &key)
    {
        auto *tool = forge()->findChild<QToolButton *>(u"forgeTool_%1"_s.arg(key));
        QVERIFY(tool);
        QTest::mouseClick(tool, Qt::LeftButton);
        QVERIFY(tool->isChecked());
    }

    // The tokens the database holds once the log is folded again.
    ForgeTerrain storedTerrain() const
    {
        MatchLogStore store(*m_database);
        QString error;
        const std::optional<StoredTrackedMatch> stored =
            store.load(m_page->session()->id(), &error);
        if (!stored)
            return {};
        return Match::replay(*m_rules, stored->setup, stored->events).state().terrain;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        MessageBox::setRecordOnly(true);
        QVERIFY(m_dir.isValid());
        m_rules = RulesetLoader::builtIn();
        QVERIFY(m_rules);
    }

    void placesTokensAndPlaysTwoTurns()
    {
        DatabaseError error;
        m_database = Database::open(m_dir.filePath(u"forge.sqlite"_s), &error);
        QVERIFY2(m_database, qPrintable(error.message));
        const auto [home, away] = test::saveHumanTeams(*m_database, *m_rules, u"Asgard Ravens"_s);
        m_settings = std::make_unique<Settings>(m_dir.filePath(u"settings.ini"_s));
        m_page = test::showMatchesPage(m_rules, *m_settings, *m_database);

        // The pitch is chosen when the match starts.
        auto *dialog = test::newExhibition(*m_page, home.name, away.name);
        chooseEntry(dialog->pitchBox(), 1);
        QTest::mouseClick(dialog->okButton(), Qt::LeftButton);
        QVERIFY(m_page->isTrackerShown());
        QCOMPARE(m_page->session()->setup().pitch, MatchPitch::ForgeDeSigmar);
        QVERIFY(forge()->isVisible());
        auto *status = forge()->findChild<QLabel *>(u"forgeStatus"_s);
        QVERIFY(status->text().contains(u"Before the kick-off"_s));

        // Before the kick-off: a crevasse for the home coach, then the away coach's turn.
        clickSquare(u"H10"_s);
        QCOMPARE(terrain().at(sq(u"H10"_s)), TerrainToken::Crevasse);
        QCOMPARE(terrain().homePlaced, 1);
        QVERIFY2(status->text().contains(away.name), qPrintable(status->text()));
        clickSquare(u"H10"_s); // the same square again: core refuses, the bar says why
        QVERIFY(tracker()->messageBar()->isVisible());
        QVERIFY2(tracker()->messageBar()->text().contains(u"H10"_s),
                 qPrintable(tracker()->messageBar()->text()));
        clickSquare(u"A13"_s); // the volcano
        QVERIFY(tracker()->messageBar()->text().contains(u"volcano"_s));
        chooseTool(u"crest"_s);
        clickSquare(u"F20"_s);
        QCOMPARE(terrain().at(sq(u"F20"_s)), TerrainToken::Crest);
        QCOMPARE(terrain().awayPlaced, 1);
        grab(u"forge-prematch.png"_s);

        // Undo takes the crest off, redo puts it back; the database follows.
        key(Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(terrain().at(sq(u"F20"_s)), TerrainToken::None);
        QCOMPARE(storedTerrain().at(sq(u"F20"_s)), TerrainToken::None);
        key(Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(terrain().at(sq(u"F20"_s)), TerrainToken::Crest);
        QCOMPARE(storedTerrain(), terrain());

        // A lava flow beside the crevasse is for later: before the kick-off it is refused.
        chooseTool(u"lava"_s);
        clickSquare(u"H9"_s);
        QCOMPARE(terrain().at(sq(u"H9"_s)), TerrainToken::None);

        // Pre-match, set-ups and kick-off, as in any match.
        test::playPreMatch(tracker());
        for (int i = 0; i < 2; ++i) {
            choose(Offer::Lineup);
            auto *lineup = openDialog<LineupDialog>();
            QVERIFY(lineup);
            typeValue(lineup->lineOfScrimmageBox(), 3);
            confirm(lineup);
        }
        choose(Offer::KickOff);
        auto *kickOff = openDialog<KickOffDialog>();
        QVERIFY(kickOff);
        typeDice(kickOff->kickOffInput(), {1, 3}); // 4: Perfect defence
        confirm(kickOff);

        // Now lava may go down: next to the crevasse, so it will run into it.
        clickSquare(u"H9"_s);
        QCOMPARE(terrain().at(sq(u"H9"_s)), TerrainToken::Lava);

        // Turn 1 of the home team: its start waits for the crevasse end's D8.
        key(Qt::Key_S);
        QVERIFY(terrain().evolutionDue);
        auto *turnStart = forge()->findChild<QGroupBox *>(u"forgeTurnStart"_s);
        QVERIFY(turnStart->isVisible());
        QVERIFY(!tracker()->actionBar()->isAvailable(Action::Move));
        QVERIFY2(tracker()->actionBar()->refusal(Action::Move).contains(u"start of the turn"_s),
                 qPrintable(tracker()->actionBar()->refusal(Action::Move)));
        QSpinBox *die = forge()->endDie(sq(u"H10"_s));
        QVERIFY(die);
        typeValue(die, 5); // right: the crevasse grows to H11
        checkFits();
        // A player stands on H10 in the lava's way this turn.
        chooseTool(u"block"_s);
        clickSquare(u"H10"_s);
        QVERIFY(forge()->findChild<QLabel *>(u"forgeBlockedLabel"_s)->text().contains(u"H10"_s));
        grab(u"forge-turn-start.png"_s);
        QVERIFY2(forge()->evolveButton()->isEnabled(),
                 qPrintable(forge()->evolveButton()->toolTip()));
        QTest::mouseClick(forge()->evolveButton(), Qt::LeftButton);
        QVERIFY(!terrain().evolutionDue);
        QCOMPARE(terrain().at(sq(u"H11"_s)), TerrainToken::Crevasse);
        QCOMPARE(terrain().at(sq(u"H10"_s)), TerrainToken::Crevasse); // stopped by the player
        QVERIFY(!turnStart->isVisible());
        QVERIFY2(!tracker()->actionBar()->refusal(Action::Move).contains(u"start of the turn"_s),
                 qPrintable(tracker()->actionBar()->refusal(Action::Move)));

        // H11 opened under whoever stood there (seed l.26): home #10 did. Its own step, with
        // the squares core says just opened; no turnover at the start of the turn.
        QVERIFY2(status->text().contains(u"H11"_s), qPrintable(status->text()));
        key(Qt::Key_N);
        auto *fall = openDialog<ForgeHazardDialog>();
        QVERIFY(fall);
        QCOMPARE(fall->objectName(), u"forgeFallDialog"_s);
        QCOMPARE(fall->whatBox()->count(), 1);
        QCOMPARE(fall->whatBox()->currentText(), u"H11"_s);
        chooseEntry(fall->playerBox(), fall->playerBox()->findData(10));
        typeDice(fall->dice()->input(u"home.armour"_s), {2, 3});
        grabDialog(fall, u"forge-fall-dialog.png"_s);
        confirm(fall);
        QCOMPARE(m_page->session()->state().home.player(10)->state, PlayerState::Prone);
        QVERIFY(!m_page->session()->state().turnover);
        QVERIFY(terrain().opened.isEmpty());
        QCOMPARE(m_page->session()->match().events().constLast().type,
                 MatchEventType::CrevasseFall);
        key(Qt::Key_N); // nothing opened now: core's reason, OK off
        fall = openDialog<ForgeHazardDialog>();
        QVERIFY(fall && !fall->okButton()->isEnabled());
        QVERIFY2(fall->reasonText().contains(u"No crevasse"_s), qPrintable(fall->reasonText()));
        QTest::keyClick(fall, Qt::Key_Escape);
        key(Qt::Key_Return); // end of the turn

        // The away team's turn 1: two ends. H10's way back (5) stabilises it, H11 grows on 5;
        // nobody stops the lava now, it runs into H10.
        key(Qt::Key_S);
        QVERIFY(terrain().evolutionDue);
        typeValue(forge()->endDie(sq(u"H10"_s)), 5);
        typeValue(forge()->endDie(sq(u"H11"_s)), 5);
        QTest::mouseClick(forge()->evolveButton(), Qt::LeftButton);
        QCOMPARE(terrain().at(sq(u"H10"_s)), TerrainToken::Lava);
        QCOMPARE(terrain().at(sq(u"H12"_s)), TerrainToken::Crevasse);
        QVERIFY(terrain().crevasses.first().frontStable);
        grab(u"forge-second-turn.png"_s);

        // What is on screen is what the database holds.
        QCOMPARE(storedTerrain(), terrain());
    }

    // The away team's turn goes on from the test above: every action on the ice through its
    // button or its key, dice typed, core's refusals shown in the dialog.
    void playersActOnTheIce()
    {
        QVERIFY(m_page);
        const MatchState &s = m_page->session()->state();
        QCOMPARE(s.active, Side::Away);
        QVERIFY(forge()->findChild<QGroupBox *>(u"forgeActions"_s)->isVisible());

        // Striking the ice on a square clicked with the tool: H11 is a crevasse, core refuses.
        key(Qt::Key_5);
        QCOMPARE(tracker()->selectedNumber(), 5);
        QTest::mouseClick(forge()->actionButton(MatchEventType::CreateCrevasse), Qt::LeftButton);
        clickSquare(u"H11"_s);
        auto *strike = openDialog<ForgeCrevasseDialog>();
        QVERIFY(strike);
        QCOMPARE(strike->squareEdit()->text(), u"H11"_s);
        QCOMPARE(strike->playerBox()->number(), 5);
        QVERIFY(!strike->okButton()->isEnabled());
        QVERIFY2(strike->reasonText().contains(u"open ice"_s), qPrintable(strike->reasonText()));
        QTest::keyClick(strike, Qt::Key_Escape);
        QCOMPARE(terrain().at(sq(u"H11"_s)), TerrainToken::Crevasse);
        // The click went to the dialog, not to a token: the tool is back to tokens.
        QVERIFY(forge()->findChild<QToolButton *>(u"forgeTool_crevasse"_s)->isChecked());

        // With the key the square is typed. 4 + 4 + ST 3 = 11: the scatter template's D8 of 8
        // opens it down and right of K5, on L6; 12 under the ice, a magic item, working on 6.
        key(Qt::Key_E);
        strike = openDialog<ForgeCrevasseDialog>();
        QVERIFY(strike);
        QVERIFY(!strike->okButton()->isEnabled());
        QVERIFY2(strike->reasonText().contains(u"square"_s), qPrintable(strike->reasonText()));
        QTest::keyClicks(strike->squareEdit(), u"K5"_s);
        ForgeDiceRows *dice = strike->dice();
        QVERIFY(dice->input(u"away.strike"_s)->isVisibleTo(strike));
        QVERIFY(!dice->input(u"home.strike"_s)->isVisibleTo(strike));
        typeDice(dice->input(u"away.strike"_s), {4, 4});
        QVERIFY(dice->input(u"forge.scatter"_s)->isEnabled());
        QVERIFY(!dice->input(u"away.armour"_s)->isEnabled()); // he does not fall: no armour
        typeDice(dice->input(u"forge.scatter"_s), {8});
        typeDice(dice->input(u"forge.find"_s), {6, 6});
        typeDice(dice->input(u"forge.item"_s), {6});
        QVERIFY2(strike->previewText().contains(u"L6"_s), qPrintable(strike->previewText()));
        grabDialog(strike, u"forge-strike-dialog.png"_s);
        confirm(strike);
        QCOMPARE(terrain().at(sq(u"L6"_s)), TerrainToken::Crevasse);
        QCOMPARE(terrain().at(sq(u"K5"_s)), TerrainToken::None);
        QCOMPARE(terrain().items.size(), 1);
        QVERIFY(terrain().items.first().works);
        QVERIFY(s.away.player(5)->acted);

        // A genestealer: none awake yet, core says so in the dialog.
        key(Qt::Key_G);
        auto *attack = openDialog<ForgeHazardDialog>();
        QVERIFY(attack);
        QVERIFY(!attack->okButton()->isEnabled());
        QVERIFY2(attack->reasonText().contains(u"genestealer"_s), qPrintable(attack->reasonText()));
        QTest::keyClick(attack, Qt::Key_Escape);

        // A bomb on M20 (D6 1): the ice breaks, a genestealer wakes (2 under the ice).
        QTest::mouseClick(forge()->actionButton(MatchEventType::AccidentalCrevasse),
                          Qt::LeftButton);
        clickSquare(u"M20"_s);
        auto *accident = openDialog<ForgeCrevasseDialog>();
        QVERIFY(accident);
        QCOMPARE(accident->squareEdit()->text(), u"M20"_s);
        chooseEntry(accident->causeBox(), accident->causeBox()->findData(u"explosion"_s));
        QVERIFY(!accident->playerBox()->isEnabled());
        typeDice(accident->dice()->input(u"forge.accident"_s), {1});
        typeDice(accident->dice()->input(u"forge.find"_s), {1, 1});
        confirm(accident);
        QCOMPARE(terrain().at(sq(u"M20"_s)), TerrainToken::Crevasse);
        QCOMPARE(terrain().genestealers.size(), 1);

        // It knocks the home team's #3 down: armour 1 + 1 holds.
        key(Qt::Key_G);
        attack = openDialog<ForgeHazardDialog>();
        QVERIFY(attack);
        chooseEntry(attack->sideBox(), 0);
        chooseEntry(attack->playerBox(), attack->playerBox()->findData(3));
        typeDice(attack->dice()->input(u"home.armour"_s), {1, 1});
        QVERIFY(!attack->dice()->input(u"home.injury"_s)->isEnabled());
        confirm(attack);
        QCOMPARE(s.home.player(3)->state, PlayerState::Prone);
        QCOMPARE(terrain().genestealers.first().victim, 3);
        // Another victim is refused while #3 stands on the pitch, with core's reason.
        key(Qt::Key_G);
        attack = openDialog<ForgeHazardDialog>();
        chooseEntry(attack->sideBox(), 0);
        chooseEntry(attack->playerBox(), attack->playerBox()->findData(4));
        QVERIFY(!attack->okButton()->isEnabled());
        QVERIFY2(attack->reasonText().contains(u"until he is hurt"_s),
                 qPrintable(attack->reasonText()));
        QTest::keyClick(attack, Qt::Key_Escape);

        // The home team's #4 pushed onto lava: armour 6 + 6 breaks, injury 1 + 1 + 4 stuns him;
        // the lava will swallow him at the next turn's start.
        QTest::mouseClick(forge()->actionButton(MatchEventType::LavaBurn), Qt::LeftButton);
        auto *lava = openDialog<ForgeHazardDialog>();
        QVERIFY(lava);
        chooseEntry(lava->sideBox(), 0);
        chooseEntry(lava->playerBox(), lava->playerBox()->findData(4));
        typeDice(lava->dice()->input(u"home.armour"_s), {6, 6});
        typeDice(lava->dice()->input(u"home.injury"_s), {1, 1});
        confirm(lava);
        QCOMPARE(s.home.player(4)->state, PlayerState::Stunned);
        QCOMPARE(terrain().lavaVictims.size(), 1);

        // The away team's #6 jumps the crevasse: 5 + 5 + AG 3, over.
        key(Qt::Key_6);
        key(Qt::Key_J);
        auto *jump = openDialog<ForgeHazardDialog>();
        QVERIFY(jump);
        QCOMPARE(jump->playerBox()->number(), 6);
        QCOMPARE(jump->whatBox()->currentData().toString(), u"crevasse"_s);
        typeDice(jump->dice()->input(u"away.jump"_s), {5, 5});
        QVERIFY(!jump->dice()->input(u"away.armour"_s)->isEnabled());
        confirm(jump);
        QCOMPARE(s.away.player(6)->state, PlayerState::Standing);
        QVERIFY(!s.turnover);

        // #5 would jump down onto a player: no 2D6, the dialog shows core's ST + 1 (seed l.78).
        key(Qt::Key_5);
        key(Qt::Key_J);
        jump = openDialog<ForgeHazardDialog>();
        QVERIFY(jump);
        chooseEntry(jump->whatBox(), jump->whatBox()->findData(u"onto_player"_s));
        QVERIFY(!jump->dice()->input(u"away.jump"_s)->isVisibleTo(jump));
        typeDice(jump->dice()->input(u"away.armour"_s), {2, 2});
        QVERIFY2(jump->previewText().contains(u"ST 3 + 1 = 4"_s), qPrintable(jump->previewText()));
        grabDialog(jump, u"forge-jump-onto-dialog.png"_s);
        QTest::keyClick(jump, Qt::Key_Escape);

        // The pointer on L6, a crevasse: what a step in costs and the throw's modifier, from core.
        QHelpEvent help(
            QEvent::ToolTip, forge()->pitch()->squareRect(sq(u"L6"_s)).center(),
            forge()->pitch()->mapToGlobal(forge()->pitch()->squareRect(sq(u"L6"_s)).center()));
        QApplication::sendEvent(forge()->pitch(), &help);
        QVERIFY2(QToolTip::text().contains(u"from open ice 2"_s) &&
                     QToolTip::text().contains(u"-5"_s),
                 qPrintable(QToolTip::text()));

        // #8 declares the team's pass standing in the crevasse on L6: core's -5 in the dialog
        // and in the log (seed l.62).
        key(Qt::Key_8);
        key(Qt::Key_P);
        auto *pass = openDialog<ForgePassDialog>();
        QVERIFY(pass);
        QCOMPARE(pass->playerBox()->number(), 8);
        QTest::keyClicks(pass->squareEdit(), u"Z9"_s);
        QVERIFY(!pass->okButton()->isEnabled());
        pass->squareEdit()->clear();
        QTest::keyClicks(pass->squareEdit(), u"l6"_s);
        QVERIFY2(pass->previewText().contains(u"throws from L6 (crevasse): -5 to the pass"_s),
                 qPrintable(pass->previewText()));
        QTest::keyClick(pass, Qt::Key_Escape);

        // The same pass with its squares clicked on the grid: the thrower's, then the target.
        QTest::mouseClick(findTool(u"pass"_s), Qt::LeftButton);
        clickSquare(u"L6"_s);
        QCOMPARE(forge()->pitch()->path(), QList<PitchSquare>{sq(u"L6"_s)});
        QVERIFY2(status()->text().contains(u"he throws from L6"_s), qPrintable(status()->text()));
        clickSquare(u"H15"_s);
        pass = openDialog<ForgePassDialog>();
        QVERIFY(pass);
        QCOMPARE(pass->squareEdit()->text(), u"L6"_s);
        QCOMPARE(pass->targetEdit()->text(), u"H15"_s);
        QCOMPARE(pass->playerBox()->number(), 8);
        QVERIFY2(
            pass->previewText().contains(u"throws from L6 (crevasse) to H15: -5 to the pass"_s),
            qPrintable(pass->previewText()));
        grabDialog(pass, u"forge-pass-dialog.png"_s);
        confirm(pass);
        const MatchEvent passed = m_page->session()->match().events().constLast();
        QCOMPARE(passed.action, PlayerAction::Pass);
        QCOMPARE(passed.squares, (QList<PitchSquare>{sq(u"L6"_s), sq(u"H15"_s)}));
        QVERIFY(m_page->session()->match().eventLogs().constLast().join(u' ').contains(u"-5"_s));
        QVERIFY(forge()->pitch()->path().isEmpty());
        QVERIFY(forge()->findChild<QToolButton *>(u"forgeTool_crevasse"_s)->isChecked());

        // #9 moves through the crevasse, his path clicked square by square: each square shows
        // core's cost, lava is refused with core's reason, the last square clicked again
        // declares the move (seed l.60: into and out of a crevasse 2, along it 1).
        key(Qt::Key_9);
        QTest::mouseClick(findTool(u"move"_s), Qt::LeftButton);
        clickSquare(u"G11"_s);
        clickSquare(u"H11"_s);
        clickSquare(u"H12"_s);
        clickSquare(u"H10"_s); // lava, beyond the crevasse: no landing there
        QVERIFY2(status()->text().contains(u"H10 is a lava flow"_s), qPrintable(status()->text()));
        clickSquare(u"I13"_s);
        QCOMPARE(forge()->pitch()->path(),
                 (QList<PitchSquare>{sq(u"G11"_s), sq(u"H11"_s), sq(u"H12"_s), sq(u"I13"_s)}));
        QVERIFY2(status()->text().contains(u"5 movement point"_s), qPrintable(status()->text()));
        grab(u"forge-move-path.png"_s);
        clickSquare(u"I13"_s);
        auto *move = openDialog<ForgeMoveDialog>();
        QVERIFY(move);
        QCOMPARE(move->pathEdit()->text(), u"G11 H11 H12 I13"_s);
        QCOMPARE(move->playerBox()->number(), 9);
        QVERIFY2(move->previewText().contains(
                     u"from G11: H11 crevasse 2, H12 crevasse 1, I13 open ice 2; 5 movement "
                     u"points"_s),
                 qPrintable(move->previewText()));
        QVERIFY2(move->previewText().contains(u"Within his MA 6"_s),
                 qPrintable(move->previewText()));
        grabDialog(move, u"forge-move-dialog.png"_s);
        confirm(move);
        const MatchEvent moved = m_page->session()->match().events().constLast();
        QCOMPARE(moved.action, PlayerAction::Move);
        QCOMPARE(moved.number, 9);
        QCOMPARE(moved.squares.size(), 4);

        // Another player jumps the crevasse on the diagonal, G10 over H11 to I12, then M declares
        // it: the jump's 3 and the roll it needs (seed l.66, l.74: 10 with AG 3, 7+ on the dice).
        int jumper = 0;
        for (const MatchPlayer &p : s.away.players) {
            if (p.state == PlayerState::Standing && !p.acted && p.number < 10 && p.number != 8)
                jumper = p.number;
        }
        QVERIFY(jumper > 0);
        // A second digit within a second would make #9 two figures long: as a person, later.
        QTest::qWait(TypedShirtNumber::SecondDigitMs + 100);
        key(Qt::Key(Qt::Key_0 + jumper));
        QCOMPARE(tracker()->selectedNumber(), jumper);
        QTest::mouseClick(findTool(u"move"_s), Qt::LeftButton);
        clickSquare(u"G10"_s);
        clickSquare(u"I12"_s);
        QCOMPARE(forge()->pitch()->path().size(), 2);
        key(Qt::Key_M);
        move = openDialog<ForgeMoveDialog>();
        QVERIFY2(move, qPrintable(tracker()->messageBar()->text() + u" / "_s +
                                  tracker()->actionBar()->refusal(Action::Move)));
        QCOMPARE(move->pathEdit()->text(), u"G10 I12"_s);
        QVERIFY2(move->previewText().contains(u"over the crevasse on H11 to I12 3"_s) &&
                     move->previewText().contains(u"must reach 10 to land (7+ on the dice)"_s),
                 qPrintable(move->previewText()));
        // A path typed past his MA and Go For It: core's reason, OK off.
        move->pathEdit()->clear();
        QTest::keyClicks(move->pathEdit(), u"K1 K2 K3 K4 K5 K6 K7 K8 K9 K10"_s);
        QVERIFY(!move->okButton()->isEnabled());
        QVERIFY2(move->reasonText().contains(u"cannot go that far"_s),
                 qPrintable(move->reasonText()));
        QTest::keyClick(move, Qt::Key_Escape);

        // The home team's #2 pushed into the crevasse on H12, clicked on the grid: the fall's
        // armour roll, 2 + 2 holds; not the team in its turn, no turnover (seed l.64).
        QTest::mouseClick(findTool(u"push"_s), Qt::LeftButton);
        clickSquare(u"K10"_s); // open ice: the ordinary push, core says so
        auto *push = openDialog<ForgeHazardDialog>();
        QVERIFY(push);
        QCOMPARE(push->objectName(), u"forgePushDialog"_s);
        chooseEntry(push->sideBox(), 0);
        chooseEntry(push->playerBox(), push->playerBox()->findData(2));
        QVERIFY(!push->okButton()->isEnabled());
        QVERIFY2(push->reasonText().contains(u"ordinary"_s), qPrintable(push->reasonText()));
        QTest::keyClick(push, Qt::Key_Escape);
        QTest::mouseClick(findTool(u"push"_s), Qt::LeftButton);
        clickSquare(u"H12"_s);
        push = openDialog<ForgeHazardDialog>();
        QVERIFY(push);
        QCOMPARE(push->whatBox()->currentData().toString(), u"H12"_s);
        QCOMPARE(push->sideBox()->currentIndex(), 1); // the player chosen in the rosters
        chooseEntry(push->sideBox(), 0);
        chooseEntry(push->playerBox(), push->playerBox()->findData(2));
        typeDice(push->dice()->input(u"home.armour"_s), {2, 2});
        QVERIFY2(push->previewText().contains(u"pushed into the crevasse on H12"_s),
                 qPrintable(push->previewText()));
        grabDialog(push, u"forge-push-dialog.png"_s);
        confirm(push);
        QCOMPARE(s.home.player(2)->state, PlayerState::Prone);
        QVERIFY(!s.turnover);
        QVERIFY(m_page->session()->match().events().constLast().flag);
        // With the key, onto the lava on H10 chosen in the list: armour 5 + 5 breaks, injury
        // 1 + 1 + 4 stuns him, the lava keeps him (seed l.91, l.95).
        key(Qt::Key_U);
        push = openDialog<ForgeHazardDialog>();
        QVERIFY(push);
        chooseEntry(push->whatBox(), push->whatBox()->findData(u"H10"_s));
        chooseEntry(push->sideBox(), 0);
        chooseEntry(push->playerBox(), push->playerBox()->findData(1));
        typeDice(push->dice()->input(u"home.armour"_s), {5, 5});
        typeDice(push->dice()->input(u"home.injury"_s), {1, 1});
        confirm(push);
        QCOMPARE(s.home.player(1)->state, PlayerState::Stunned);
        QCOMPARE(terrain().lavaVictims.size(), 2);

        // Rules… says how the grid declares these and the choices behind them.
        MessageBox::clearRecorded();
        QTest::mouseClick(forge()->findChild<QToolButton *>(u"forgeHelpButton"_s), Qt::LeftButton);
        QCOMPARE(MessageBox::recorded().size(), 1);
        const QString helpText = MessageBox::recorded().constFirst();
        QVERIFY2(helpText.contains(u"Pushed in (U)"_s) &&
                     helpText.contains(u"2 Go For It (3 with "
                                       u"Sprint"_s) &&
                     helpText.contains(u"a row, a column or a diagonal"_s),
                 qPrintable(helpText));

        // #7 strikes the ice on C5: 1 + 1 + ST 3, the ice gives way under him; armour 2 + 2
        // holds, nothing under the ice. Falling in ends the turn.
        key(Qt::Key_7);
        QTest::mouseClick(forge()->actionButton(MatchEventType::CreateCrevasse), Qt::LeftButton);
        clickSquare(u"C5"_s);
        strike = openDialog<ForgeCrevasseDialog>();
        QVERIFY(strike);
        QCOMPARE(strike->playerBox()->number(), 7);
        typeDice(strike->dice()->input(u"away.strike"_s), {1, 1});
        QVERIFY(strike->dice()->input(u"away.armour"_s)->isVisibleTo(strike));
        QVERIFY(strike->dice()->input(u"away.armour"_s)->isEnabled());
        typeDice(strike->dice()->input(u"forge.find"_s), {3, 3});
        typeDice(strike->dice()->input(u"away.armour"_s), {2, 2});
        confirm(strike);
        QCOMPARE(terrain().at(sq(u"C5"_s)), TerrainToken::Crevasse);
        QCOMPARE(s.away.player(7)->state, PlayerState::Prone);
        QVERIFY(s.turnover);
        grab(u"forge-actions.png"_s);
        m_page->resize(1920, 1080);
        QCoreApplication::processEvents();
        checkFits();
        grab(u"forge-actions-1920.png"_s);

        // Every action is in the log the database holds.
        QCOMPARE(storedTerrain(), terrain());
        m_page.reset();
        m_database.reset();
    }

    // A league that plays on La Forge de Sigmar (its option, issue 19): a fixture tracked from
    // the New match dialog starts on it, the pitch box showing the league's choice; a home team
    // that declared the standard pitch as its own plays its home fixtures there.
    void leagueFixtureStartsOnItsPitch()
    {
        DatabaseError error;
        m_database = Database::open(m_dir.filePath(u"forge-league.sqlite"_s), &error);
        QVERIFY2(m_database, qPrintable(error.message));
        const TeamRules teamRules(*m_rules);
        TeamStore teams(*m_database);
        QString problem;
        QList<qint64> ids;
        for (const QString &name : {u"Asgard Ravens"_s, u"Altdorf Reavers"_s}) {
            Team team = test::humanTeam(*m_rules, 8, 4);
            team.name = name;
            QVERIFY(teamRules.confirm(team));
            QVERIFY2(teams.save(team, &problem), qPrintable(problem));
            ids << team.id;
        }
        LeagueStore leagues(*m_database);
        League league;
        league.name = u"Norsca Cup"_s;
        league.commissioner = u"Sven"_s;
        league.teamIds = ids;
        league.options.pitch = MatchPitch::ForgeDeSigmar;
        league.options.homePitches.insert(ids.at(1), MatchPitch::Standard);
        QVERIFY2(leagues.save(league, &problem), qPrintable(problem));
        Season season;
        season.leagueId = league.id;
        season.name = u"Season 1"_s;
        season.entries = {SeasonEntry{ids.at(0), 0}, SeasonEntry{ids.at(1), 0}};
        QVERIFY2(leagues.saveSeason(season, &problem), qPrintable(problem));
        Fixture atRavens;
        atRavens.seasonId = season.id;
        atRavens.round = 1;
        atRavens.homeTeamId = ids.at(0);
        atRavens.awayTeamId = ids.at(1);
        QVERIFY2(leagues.addFixture(atRavens, &problem), qPrintable(problem));
        Fixture atReavers = atRavens;
        atReavers.id = 0;
        atReavers.round = 2;
        atReavers.homeTeamId = ids.at(1);
        atReavers.awayTeamId = ids.at(0);
        QVERIFY2(leagues.addFixture(atReavers, &problem), qPrintable(problem));

        m_settings = std::make_unique<Settings>(m_dir.filePath(u"settings-league.ini"_s));
        m_page = test::showMatchesPage(m_rules, *m_settings, *m_database);

        QTest::mouseClick(m_page->newFixtureButton(), Qt::LeftButton);
        auto *dialog = m_page->findChild<NewMatchDialog *>();
        QVERIFY(dialog && dialog->isVisible());
        QVERIFY(dialog->selectFixture(atReavers.id));
        QCOMPARE(MatchPitch(dialog->pitchBox()->currentData().toInt()), MatchPitch::Standard);
        QVERIFY(!dialog->pitchBox()->isEnabled());
        QVERIFY(dialog->selectFixture(atRavens.id));
        QCOMPARE(MatchPitch(dialog->pitchBox()->currentData().toInt()), MatchPitch::ForgeDeSigmar);
        QVERIFY2(dialog->pitchBox()->toolTip().contains(u"league"_s),
                 qPrintable(dialog->pitchBox()->toolTip()));
        QTest::mouseClick(dialog->okButton(), Qt::LeftButton);
        QVERIFY(m_page->isTrackerShown());
        QCOMPARE(m_page->session()->setup().pitch, MatchPitch::ForgeDeSigmar);
        QCOMPARE(m_page->session()->setup().fixtureId, atRavens.id);
        QVERIFY(terrain().active);
        QVERIFY(forge()->isVisible());
        m_page.reset();
        m_database.reset();
    }
};

QTEST_MAIN(TestForgeTracker)
#include "tst_forge_tracker.moc"
