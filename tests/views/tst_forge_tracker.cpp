// A match on La Forge de Sigmar played through the tracker's widgets on the offscreen platform
// (issue 19): the pitch chosen in the new match dialog, tokens placed by clicking squares before
// the kick-off (one coach then the other, a refusal, undo and redo), then two turns whose start
// rolls the crevasse ends with typed D8s, one of them with a player stopping the lava. The
// terrain on screen and in the database are read after each step.
#include "../support/TeamFixtures.h"
#include "core/forge/ForgeTerrain.h"
#include "core/rules/RulesetLoader.h"
#include "core/settings/Settings.h"
#include "core/storage/Database.h"
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
#include "views/match/PreMatchDialog.h"
#include "views/match/forge/ForgePanel.h"
#include "views/match/forge/ForgePitchView.h"
#include "views/widgets/MessageBar.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QGroupBox>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

using namespace Qt::StringLiterals;
using namespace dugout;
using Action = ActionBar::Action;
using Offer = NextStepPanel::Offer;

class TestForgeTracker : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::shared_ptr<const Ruleset> m_rules;
    std::unique_ptr<Database> m_database;
    std::unique_ptr<Settings> m_settings;
    std::unique_ptr<MatchesPage> m_page;

    MatchTrackerView *tracker() const { return m_page->tracker(); }
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

    void key(Qt::Key code, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
    {
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        QApplication::setActiveWindow(m_page.get());
        QVERIFY(QTest::qWaitForWindowActive(m_page.get()));
        QTest::keyClick(m_page.get(), code, modifiers);
    }

    void choose(Offer offer)
    {
        QPushButton *button = tracker()->nextStep()->button(offer);
        QVERIFY2(button, qPrintable(tracker()->nextStep()->guideText()));
        QTest::mouseClick(button, Qt::LeftButton);
    }

    static void chooseEntry(QComboBox *combo, int index)
    {
        QVERIFY(combo && index >= 0);
        QTest::keyClick(combo, Qt::Key_Home);
        for (int i = 0; i < combo->count() && combo->currentIndex() != index; ++i)
            QTest::keyClick(combo, Qt::Key_Down);
        QCOMPARE(combo->currentIndex(), index);
    }

    static void typeDice(DiceInput *input, const QList<int> &faces)
    {
        QVERIFY(input);
        QTest::mouseClick(input->die(0), Qt::LeftButton);
        for (qsizetype i = 0; i < faces.size(); ++i)
            QTest::keyClick(input->die(int(i)), Qt::Key(Qt::Key_0 + faces.at(i)));
    }

    static void typeValue(QSpinBox *box, int value)
    {
        QVERIFY(box);
        QTest::keyClick(box, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(box, QString::number(value));
        QCOMPARE(box->value(), value);
    }

    void confirm(EventDialog *dialog)
    {
        QVERIFY(dialog);
        QVERIFY2(dialog->okButton()->isEnabled(), qPrintable(dialog->reasonText()));
        QTest::mouseClick(dialog->okButton(), Qt::LeftButton);
        QCoreApplication::processEvents();
    }

    template <typename Dialog> Dialog *openDialog()
    {
        return qobject_cast<Dialog *>(tracker()->openDialog());
    }

    // A click on a square of the pitch, where a person would click it.
    void clickSquare(const QString &name)
    {
        ForgePitchView *pitch = forge()->pitch();
        QVERIFY(pitch->isVisible());
        const QRect r = pitch->squareRect(sq(name));
        QVERIFY(pitch->rect().contains(r));
        QTest::mouseClick(pitch, Qt::LeftButton, {}, r.center());
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
        const TeamRules teamRules(*m_rules);
        Team home = test::humanTeam(*m_rules, 7, 4);
        QVERIFY(teamRules.confirm(home));
        Team away = test::humanTeam(*m_rules, 8, 4);
        away.name = u"Asgard Ravens"_s;
        QVERIFY(teamRules.confirm(away));
        TeamStore teams(*m_database);
        QString problem;
        QVERIFY2(teams.save(home, &problem), qPrintable(problem));
        QVERIFY2(teams.save(away, &problem), qPrintable(problem));
        m_settings = std::make_unique<Settings>(m_dir.filePath(u"settings.ini"_s));
        m_page = std::make_unique<MatchesPage>(m_rules, m_settings.get());
        m_page->resize(1366, 768);
        m_page->show();
        m_page->setDatabase(m_database.get());
        QVERIFY(QTest::qWaitForWindowExposed(m_page.get()));

        // The pitch is chosen when the match starts.
        QTest::mouseClick(m_page->newExhibitionButton(), Qt::LeftButton);
        auto *dialog = m_page->findChild<NewMatchDialog *>();
        QVERIFY(dialog && dialog->isVisible());
        chooseEntry(dialog->teamBox(Side::Home), dialog->teamBox(Side::Home)->findText(home.name));
        chooseEntry(dialog->teamBox(Side::Away), dialog->teamBox(Side::Away)->findText(away.name));
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
        choose(Offer::PreMatch);
        auto *preMatch = openDialog<PreMatchDialog>();
        QVERIFY(preMatch);
        typeDice(preMatch->weatherInput(), {3, 4});
        typeDice(preMatch->gateInput(Side::Home), {3, 4});
        typeDice(preMatch->gateInput(Side::Away), {2, 2});
        preMatch->coinToss()->setKicking(Side::Away);
        confirm(preMatch);
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
        m_page->resize(1920, 1080);
        grab(u"forge-second-turn-1920.png"_s);

        // What is on screen is what the database holds.
        QCOMPARE(storedTerrain(), terrain());
        m_page.reset();
        m_database.reset();
    }
};

QTEST_MAIN(TestForgeTracker)
#include "tst_forge_tracker.moc"
