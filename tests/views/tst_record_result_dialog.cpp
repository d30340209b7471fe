// Recording a league match by hand on the offscreen platform: the commissioner types the
// score sheet, previews the post-match sequence and confirms it; both teams are then read back
// from the database. Every die the checks rely on is typed through the form.
//
// With DUGOUT_SCREENSHOT_DIR set, both pages are also saved there as PNG files.
#include "../support/LeagueFixtures.h"
#include "../support/TeamFixtures.h"
#include "../support/ViewTestSetup.h"
#include "core/rules/RulesetLoader.h"
#include "core/storage/Database.h"
#include "core/storage/LeagueStore.h"
#include "core/storage/MatchLogStore.h"
#include "core/storage/TeamStore.h"
#include "views/MessageBox.h"
#include "views/league/result/CasualtyDialog.h"
#include "views/league/result/DiceInput.h"
#include "views/league/result/PlayerEventsTable.h"
#include "views/league/result/PostMatchPreviewPage.h"
#include "views/league/result/RecordResultDialog.h"
#include "views/league/result/TeamResultPanel.h"
#include "views/widgets/MessageBar.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using namespace Qt::StringLiterals;
using namespace dugout;

class TestRecordResultDialog : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::shared_ptr<const Ruleset> m_rules;
    std::unique_ptr<Database> m_database;
    League m_league;
    Fixture m_fixture;
    Team m_home;
    Team m_away;
    int m_databases = 0;

    // Two confirmed Human teams in a league with one fixture. The Reavers have an apothecary;
    // the Marauders' #12 misses this match.
    void setUpLeague(MvpMode mvp = MvpMode::Random)
    {
        DatabaseError error;
        m_database =
            Database::open(m_dir.filePath(u"league%1.sqlite"_s.arg(++m_databases)), &error);
        QVERIFY2(m_database, qPrintable(error.message));
        const TeamRules teamRules(*m_rules);
        m_home = test::humanTeam(*m_rules, 7, 4);
        QVERIFY(teamRules.hireApothecary(m_home));
        QVERIFY(teamRules.confirm(m_home));
        m_away = test::humanTeam(*m_rules, 8, 4);
        m_away.name = u"Middenheim Marauders"_s;
        m_away.color = u"#a31f2b"_s;
        m_away.coach = u"Bruno"_s;
        QVERIFY(teamRules.confirm(m_away));
        for (Player &player : m_away.players) {
            if (player.number == 7)
                player.name = u"Gunther Grimm"_s;
            if (player.number == 12)
                player.missNextGame = true;
        }
        TeamStore teams(*m_database);
        QString problem;
        QVERIFY2(teams.save(m_home, &problem), qPrintable(problem));
        QVERIFY2(teams.save(m_away, &problem), qPrintable(problem));

        m_league = League{};
        m_league.name = u"Reikland League"_s;
        m_league.commissioner = u"Anna"_s;
        m_league.options.mvp = mvp;
        QVERIFY2(test::saveOneFixtureLeague(*m_database, m_league, m_home.id, m_away.id, m_fixture,
                                            &problem),
                 qPrintable(problem));
    }

    static CasualtyDialog *openCasualtyDialog(TeamResultPanel *panel)
    {
        QTest::mouseClick(panel->addCasualtyButton(), Qt::LeftButton);
        const auto dialogs = panel->findChildren<CasualtyDialog *>();
        for (CasualtyDialog *dialog : dialogs) {
            if (dialog->isVisible())
                return dialog;
        }
        return nullptr;
    }

    static void grab(QWidget *widget, const QString &name)
    {
        const QString dir = qEnvironmentVariable("DUGOUT_SCREENSHOT_DIR");
        if (dir.isEmpty())
            return;
        QDir().mkpath(dir);
        QCoreApplication::processEvents();
        QVERIFY(widget->grab().save(QDir(dir).filePath(name)));
    }

    // Gestures (issue 14, point 8): what a person does with the keyboard and the mouse.
    // A number typed over what a spin box holds.
    static void typeValue(QSpinBox *box, int value)
    {
        QVERIFY(box);
        QTest::keyClick(box, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(box, QString::number(value));
        QCOMPARE(box->value(), value);
    }
    // Each die typed into its box.
    static void typeDice(DiceInput *input, const QList<int> &values)
    {
        for (int i = 0; i < values.size(); ++i)
            typeValue(input->die(i), values.at(i));
    }
    // Home, then Down to the entry (disabled entries and separators are skipped as by a person).
    static void choose(QComboBox *combo, int index)
    {
        QVERIFY(combo && index >= 0);
        QTest::keyClick(combo, Qt::Key_Home);
        for (int i = 0; i < combo->count() && combo->currentIndex() != index; ++i)
            QTest::keyClick(combo, Qt::Key_Down);
        QCOMPARE(combo->currentIndex(), index);
    }
    // Preview: the button; whether the preview page is shown.
    static bool clickPreview(RecordResultDialog &dialog)
    {
        if (!dialog.previewButton()->isVisible() || !dialog.previewButton()->isEnabled())
            return dialog.isPreviewShown();
        QTest::mouseClick(dialog.previewButton(), Qt::LeftButton);
        return dialog.isPreviewShown();
    }
    // Confirm: the button; whether the dialog closed with the result stored.
    static bool clickConfirm(RecordResultDialog &dialog)
    {
        if (!dialog.confirmButton()->isVisible() || !dialog.confirmButton()->isEnabled())
            return false;
        QTest::mouseClick(dialog.confirmButton(), Qt::LeftButton);
        return dialog.result() == QDialog::Accepted;
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (!test::startViewTest(m_dir, m_rules))
            return;
    }
    void init() { MessageBox::clearRecorded(); }

    void recordsAMatchEndToEnd()
    {
        setUpLeague();
        RecordResultDialog dialog(m_rules, *m_database, m_league, m_fixture);
        dialog.resize(1200, 760);
        dialog.show();
        QVERIFY(!dialog.teamBox(Side::Home)); // a scheduled fixture: its teams are set
        TeamResultPanel *home = dialog.panel(Side::Home);
        TeamResultPanel *away = dialog.panel(Side::Away);

        typeValue(home->scoreBox(), 2);
        typeValue(away->scoreBox(), 1);
        typeValue(home->playerTable()->spinBox(1, PlayerEventsTable::Touchdowns), 1);
        typeValue(home->playerTable()->spinBox(2, PlayerEventsTable::Completions), 1);
        typeValue(home->playerTable()->spinBox(3, PlayerEventsTable::Casualties), 1);
        typeValue(away->playerTable()->spinBox(5, PlayerEventsTable::Touchdowns), 1);

        // Gunther Grimm dies: D68 typed as a 6 on the D6 and a 1 on the D8.
        CasualtyDialog *casualty = openCasualtyDialog(away);
        QVERIFY(casualty);
        QVERIFY(!casualty->apothecaryBox()->isVisibleTo(casualty)); // the Marauders have none
        QVERIFY(casualty->selectPlayer(7));
        typeValue(casualty->d68Input()->die(0), 6);
        typeValue(casualty->d68Input()->die(1), 1);
        QVERIFY2(casualty->resultText().contains(u"Dead"_s), qPrintable(casualty->resultText()));
        QPushButton *ok = casualty->findChild<QPushButton *>(u"casualtyOk"_s);
        QVERIFY(ok && ok->isEnabled());
        grab(casualty, u"record-result-casualty.png"_s);
        QTest::mouseClick(ok, Qt::LeftButton);
        QCOMPARE(away->casualties().size(), 1);
        QCOMPARE(away->casualties().at(0).number, 7);
        QCOMPARE(away->casualties().at(0).d68, std::optional<int>(61));
        QCOMPARE(away->casualtyList()->topLevelItemCount(), 1);

        // The apothecary is offered to the team that has one.
        CasualtyDialog *withApothecary = openCasualtyDialog(home);
        QVERIFY(withApothecary);
        QVERIFY(withApothecary->apothecaryBox()->isVisibleTo(withApothecary));
        withApothecary->apothecaryBox()->setChecked(true);
        QVERIFY(withApothecary->apothecaryInput()->isVisibleTo(withApothecary));
        typeDice(withApothecary->apothecaryInput(), {2, 3});
        QVERIFY(withApothecary->apothecaryResultText().contains(u"Badly Hurt"_s));
        grab(withApothecary, u"record-result-apothecary.png"_s);
        withApothecary->reject();
        QVERIFY(home->casualties().isEmpty());

        typeDice(home->gateInput(), {3, 4});
        typeDice(away->gateInput(), {2, 2});
        // The MVPs named, so the SPP checked below do not depend on a draw.
        choose(home->mvpBox(), home->mvpBox()->findData(2));
        choose(away->mvpBox(), away->mvpBox()->findData(3));
        grab(&dialog, u"record-result-page1.png"_s);

        QTest::mouseClick(dialog.previewButton(), Qt::LeftButton);
        QVERIFY2(dialog.isPreviewShown(), qPrintable(dialog.messageBar()->text()));
        QVERIFY(dialog.postMatchResult().ok());
        PostMatchPreviewPage *preview = dialog.previewPage();
        const QString log = preview->logText();
        QVERIFY2(log.contains(u"Gunther Grimm"_s) && log.contains(u"dead"_s), qPrintable(log));
        QVERIFY2(log.contains(u"Winnings"_s), qPrintable(log));
        QVERIFY2(log.contains(u"3 + 4"_s), qPrintable(log)); // the typed gate
        QVERIFY(preview->summaryText(Side::Home).contains(u"Winnings"_s));
        QCOMPARE(dialog.postMatchResult().record.dice.value(u"home.gate"_s), QList<int>({3, 4}));
        QCOMPARE(dialog.postMatchResult().record.dice.value(u"away.gate"_s), QList<int>({2, 2}));
        // Home 7,000 fans against 4,000: FAME 1; a win: (D6 + 1) × 10,000 + 10,000.
        const qint64 winnings = dialog.postMatchResult().homeSummary.winnings;
        QVERIFY2(winnings >= 30000 && winnings <= 80000, qPrintable(QString::number(winnings)));
        grab(&dialog, u"record-result-page2.png"_s);

        // Ticking an option re-runs the preview without re-rolling what was shown.
        const QHash<QString, QList<int>> shown = dialog.postMatchResult().record.dice;
        QVERIFY(preview->rerollWinningsBox()->isEnabled());
        preview->rerollWinningsBox()->setChecked(true);
        QHash<QString, QList<int>> rerun = dialog.postMatchResult().record.dice;
        QVERIFY(rerun.contains(u"home.winnings_reroll"_s));
        rerun.remove(u"home.winnings_reroll"_s);
        QCOMPARE(rerun, shown);
        preview->rerollWinningsBox()->setChecked(false);
        QCOMPARE(dialog.postMatchResult().record.dice, shown);
        QVERIFY(!preview->logText().contains(u"ignored"_s));
        QCOMPARE(dialog.postMatchResult().homeSummary.winnings, winnings);

        // Re-rolling everything keeps the typed dice.
        QTest::mouseClick(preview->rerollAllButton(), Qt::LeftButton);
        QCOMPARE(dialog.postMatchResult().record.dice.value(u"home.gate"_s), QList<int>({3, 4}));
        QCOMPARE(dialog.postMatchResult().record.away.casualties.at(0).d68, std::optional<int>(61));
        const qint64 finalWinnings = dialog.postMatchResult().homeSummary.winnings;

        // Back and forth keeps the form.
        QTest::mouseClick(dialog.backButton(), Qt::LeftButton);
        QVERIFY(!dialog.isPreviewShown());
        QCOMPARE(home->scoreBox()->value(), 2);
        QTest::mouseClick(dialog.previewButton(), Qt::LeftButton);
        QVERIFY(dialog.isPreviewShown());
        QCOMPARE(dialog.postMatchResult().homeSummary.winnings, finalWinnings);

        QVERIFY(dialog.confirmButton()->isEnabled());
        QTest::mouseClick(dialog.confirmButton(), Qt::LeftButton);
        QCOMPARE(dialog.QDialog::result(), int(QDialog::Accepted));
        QVERIFY(dialog.matchId() > 0);
        QCOMPARE(MessageBox::recorded().size(), 1);
        QVERIFY2(MessageBox::recorded().at(0).contains(u"Advance"_s),
                 qPrintable(MessageBox::recorded().at(0)));

        TeamStore teams(*m_database);
        const std::optional<Team> reavers = teams.load(m_home.id);
        const std::optional<Team> marauders = teams.load(m_away.id);
        QVERIFY(reavers && marauders);
        const Player *scorer = reavers->playerByNumber(1);
        QVERIFY(scorer);
        QCOMPARE(scorer->touchdowns, 1);
        QCOMPARE(scorer->spp, 3);
        QCOMPARE(reavers->playerByNumber(2)->spp, 1 + 5); // a completion and the MVP
        QCOMPARE(reavers->playerByNumber(3)->spp, 2);
        QVERIFY(!marauders->playerByNumber(7));
        const auto grimm =
            std::find_if(marauders->players.cbegin(), marauders->players.cend(),
                         [](const Player &p) { return p.name == u"Gunther Grimm"_s; });
        QVERIFY(grimm != marauders->players.cend());
        QCOMPARE(grimm->status, Player::Status::Dead);
        const auto entry = std::find_if(
            reavers->ledger.cbegin(), reavers->ledger.cend(),
            [](const LedgerEntry &e) { return e.kind == LedgerEntry::Kind::Winnings; });
        QVERIFY(entry != reavers->ledger.cend());
        QCOMPARE(entry->amount, finalWinnings);
        QCOMPARE(entry->matchId, dialog.matchId());
        const std::optional<Fixture> played = LeagueStore(*m_database).fixture(m_fixture.id);
        QVERIFY(played);
        QCOMPARE(played->matchId, dialog.matchId());
    }

    void aPlayerWhoCouldNotPlayCannotBeHurt()
    {
        setUpLeague();
        RecordResultDialog dialog(m_rules, *m_database, m_league, m_fixture);
        dialog.show();
        TeamResultPanel *away = dialog.panel(Side::Away);
        // #12 misses this match: not in the table, not offered for a casualty.
        QVERIFY(!away->playerTable()->numbers().contains(12));
        QCOMPARE(away->playerTable()->numbers().size(), 11);
        CasualtyDialog *casualty = openCasualtyDialog(away);
        QVERIFY(casualty);
        QVERIFY(!casualty->playerNumbers().contains(12));
        QVERIFY(!casualty->selectPlayer(12));
        casualty->reject();

        // Given anyway, the post-match sequence refuses it and the form stays.
        CasualtyRecord hurt;
        hurt.number = 12;
        hurt.d68 = 61;
        away->addCasualty(hurt);
        QTest::mouseClick(dialog.previewButton(), Qt::LeftButton);
        QVERIFY(!dialog.isPreviewShown());
        QVERIFY(dialog.messageBar()->isVisible());
        QVERIFY2(dialog.messageBar()->text().contains(u"could not play"_s),
                 qPrintable(dialog.messageBar()->text()));
        QVERIFY(!dialog.confirmButton()->isVisible());
        dialog.resize(1200, 760);
        grab(&dialog, u"record-result-refused.png"_s);

        // Removed, the result previews.
        away->removeCasualty(0);
        QTest::mouseClick(dialog.previewButton(), Qt::LeftButton);
        QVERIFY2(dialog.isPreviewShown(), qPrintable(dialog.messageBar()->text()));
        QVERIFY(!dialog.messageBar()->isVisible());
        // A 0–0 draw: nobody re-rolls the winnings die.
        QVERIFY(!dialog.previewPage()->rerollWinningsBox()->isEnabled());
    }

    void aSecondConfirmationIsRefusedAndNothingIsLost()
    {
        setUpLeague();
        RecordResultDialog first(m_rules, *m_database, m_league, m_fixture);
        RecordResultDialog second(m_rules, *m_database, m_league, m_fixture);
        first.show();
        second.show();
        typeValue(first.panel(Side::Home)->scoreBox(), 1);
        typeValue(second.panel(Side::Away)->scoreBox(), 3);
        QVERIFY(clickPreview(first));
        QVERIFY(clickPreview(second));
        QVERIFY(clickConfirm(first));
        const PostMatchResult before = second.postMatchResult();
        QVERIFY(!clickConfirm(second));
        QVERIFY(second.isVisible());
        QVERIFY(second.isPreviewShown());
        QVERIFY(second.messageBar()->isVisible());
        QVERIFY2(second.messageBar()->text().contains(u"already been played"_s),
                 qPrintable(second.messageBar()->text()));
        QCOMPARE(second.postMatchResult().record, before.record);
        QCOMPARE(second.panel(Side::Away)->scoreBox()->value(), 3);
    }

    // A result from the tracker and the tracked match's finished status are one change
    // (issue 13): when the status cannot be saved, the result is not stored either.
    void aTrackedResultAndItsStatusAreOneChange_data()
    {
        QTest::addColumn<bool>("trackedMatchExists");
        QTest::newRow("tracked match stored") << true;
        QTest::newRow("tracked match gone") << false;
    }

    void aTrackedResultAndItsStatusAreOneChange()
    {
        QFETCH(bool, trackedMatchExists);
        setUpLeague();
        MatchSetup setup;
        setup.home = m_home;
        setup.away = m_away;
        setup.exhibition = false;
        setup.leagueId = m_league.id;
        setup.seasonId = m_fixture.seasonId;
        setup.fixtureId = m_fixture.id;
        MatchLogStore tracked(*m_database);
        QString error;
        qint64 trackedId = tracked.create(setup, &error);
        QVERIFY2(trackedId > 0, qPrintable(error));
        if (!trackedMatchExists) {
            QVERIFY2(tracked.remove(trackedId, &error), qPrintable(error));
        }

        RecordResultDialog dialog(m_rules, *m_database, m_league, m_fixture);
        dialog.setTrackedMatchId(trackedId);
        dialog.show();
        typeValue(dialog.panel(Side::Home)->scoreBox(), 2);
        QVERIFY(clickPreview(dialog));
        QCOMPARE(clickConfirm(dialog), trackedMatchExists);
        const LeagueStore leagues(*m_database);
        const std::optional<Fixture> fixture = leagues.fixture(m_fixture.id);
        QVERIFY(fixture);
        QCOMPARE(fixture->isPlayed(), trackedMatchExists);
        if (!trackedMatchExists) {
            QVERIFY2(dialog.messageBar()->text().contains(u"There is no tracked match"_s),
                     qPrintable(dialog.messageBar()->text()));
            QCOMPARE(TeamStore(*m_database).load(m_home.id)->ledgerBalance(),
                     m_home.ledgerBalance());
            return;
        }
        const std::optional<StoredTrackedMatch> stored = tracked.load(trackedId, &error);
        QVERIFY2(stored, qPrintable(error));
        QCOMPARE(stored->status, TrackedMatchStatus::Finished);
        QCOMPARE(stored->resultMatchId, dialog.matchId());
    }

    void journeymenAreHiredFromThePreview()
    {
        setUpLeague();
        TeamStore teams(*m_database);
        std::optional<Team> marauders = teams.load(m_away.id);
        QVERIFY(marauders);
        for (Player &player : marauders->players) {
            if (player.number == 11) {
                player.journeyman = true;
                player.name = u"Karl Wander"_s;
            }
        }
        QVERIFY(teams.save(*marauders));
        RecordResultDialog dialog(m_rules, *m_database, m_league, m_fixture);
        dialog.show();
        CasualtyRecord rolledByDugout; // no dice typed: the preview rolls them
        rolledByDugout.number = 5;
        dialog.panel(Side::Away)->addCasualty(rolledByDugout);
        QVERIFY(clickPreview(dialog));
        const std::optional<int> d68 = dialog.postMatchResult().record.away.casualties.at(0).d68;
        QVERIFY(d68 && Ruleset::isValidD68(*d68));
        PostMatchPreviewPage *preview = dialog.previewPage();
        QCOMPARE(preview->journeymenList(Side::Home)->count(), 0);
        QCOMPARE(preview->journeymenList(Side::Away)->count(), 1);
        QVERIFY(preview->logText().contains(u"Karl Wander is released"_s));
        const QHash<QString, QList<int>> shown = dialog.postMatchResult().record.dice;

        QVERIFY(preview->setHireJourneyman(Side::Away, 11, true));
        QCOMPARE(dialog.postMatchResult().record.away.hireJourneymen, QList<int>({11}));
        QVERIFY2(preview->logText().contains(u"Karl Wander is hired for good"_s),
                 qPrintable(preview->logText()));
        QCOMPARE(dialog.postMatchResult().record.dice, shown); // nothing re-rolled
        QCOMPARE(dialog.postMatchResult().record.away.casualties.at(0).d68, d68);
        QVERIFY(clickConfirm(dialog));
        const std::optional<Team> after = teams.load(m_away.id);
        QVERIFY(after && after->playerByNumber(11));
        QVERIFY(!after->playerByNumber(11)->journeyman);
    }

    void aMatchOutsideTheScheduleChoosesItsTeams()
    {
        setUpLeague(MvpMode::CoachChoice);
        RecordResultDialog dialog(m_rules, *m_database, m_league, Fixture{});
        dialog.show();
        QComboBox *homeBox = dialog.teamBox(Side::Home);
        QComboBox *awayBox = dialog.teamBox(Side::Away);
        QVERIFY(homeBox && awayBox);
        QCOMPARE(homeBox->count(), 2);
        choose(homeBox, homeBox->findData(m_away.id));
        choose(awayBox, awayBox->findData(m_home.id));
        QCOMPARE(dialog.panel(Side::Home)->team().id, m_away.id);
        QCOMPARE(dialog.panel(Side::Away)->team().id, m_home.id);
        QVERIFY(dialog.windowTitle().contains(u"Middenheim Marauders"_s));

        // The coaches choose the MVP in this league: without one the preview is refused.
        TeamResultPanel *home = dialog.panel(Side::Home);
        TeamResultPanel *away = dialog.panel(Side::Away);
        QCOMPARE(home->mvpBox()->itemData(0).toInt(), -1);
        QVERIFY(!clickPreview(dialog));
        QVERIFY(dialog.messageBar()->text().contains(u"MVP"_s));
        choose(home->mvpBox(), home->mvpBox()->findData(4));
        choose(away->mvpBox(), away->mvpBox()->findData(4));

        // A concession during the match: the winner names a second MVP.
        choose(dialog.concessionBox(),
               dialog.concessionBox()->findData(int(Concession::DuringMatch)));
        choose(dialog.concededByBox(), dialog.concededByBox()->findData(int(Side::Away)));
        QVERIFY(home->secondMvpBox()->isVisibleTo(home));
        QVERIFY(!away->secondMvpBox()->isVisibleTo(away));
        choose(away->mvpBox(), 0);
        choose(home->secondMvpBox(), home->secondMvpBox()->findData(5));
        QVERIFY2(clickPreview(dialog), qPrintable(dialog.messageBar()->text()));
        QCOMPARE(dialog.postMatchResult().record.fixtureId, 0);
        QCOMPARE(dialog.postMatchResult().homeSummary.mvpNumbers, QList<int>({4, 5}));
        QVERIFY(dialog.previewPage()->rerollWinningsBox()->isEnabled());
        QVERIFY(
            dialog.previewPage()->rerollWinningsBox()->text().contains(u"Middenheim Marauders"_s));
        QVERIFY(clickConfirm(dialog));
        QVERIFY(dialog.matchId() > 0);
    }

    // l.3746–3755: free journeymen are offered on the preview; by default the gap to 11 is
    // filled with Linemen, and the coach may take fewer or none.
    void freeJourneymenAreTheCoachsChoice()
    {
        setUpLeague();
        RecordResultDialog dialog(m_rules, *m_database, m_league, m_fixture);
        dialog.show();
        for (int number : {5, 6}) {
            CasualtyRecord hurt; // 41: misses the next game, so 9 can play it
            hurt.number = number;
            hurt.d68 = 41;
            dialog.panel(Side::Home)->addCasualty(hurt);
        }
        QTest::mouseClick(dialog.previewButton(), Qt::LeftButton);
        QVERIFY2(dialog.isPreviewShown(), qPrintable(dialog.messageBar()->text()));
        PostMatchPreviewPage *preview = dialog.previewPage();
        QCOMPARE(preview->freeJourneymanBoxes(Side::Away).size(), 0);
        QList<QComboBox *> boxes = preview->freeJourneymanBoxes(Side::Home);
        QCOMPARE(boxes.size(), 2);
        QCOMPARE(boxes.at(0)->currentData().toString(), u"human.lineman"_s); // the default, shown
        QCOMPARE(dialog.postMatchResult().homeSummary.freeJourneymenTaken.size(), 2);
        const QHash<QString, QList<int>> shown = dialog.postMatchResult().record.dice;

        // One taken, one declined.
        choose(boxes.at(1), boxes.at(1)->findData(QString()));
        QCOMPARE(dialog.postMatchResult().record.home.freeJourneymen,
                 std::optional<QStringList>(QStringList{u"human.lineman"_s}));
        QCOMPARE(dialog.postMatchResult().homeSummary.freeJourneymenTaken,
                 QStringList{u"human.lineman"_s});
        QCOMPARE(dialog.postMatchResult().record.dice, shown); // nothing re-rolled
        boxes = preview->freeJourneymanBoxes(Side::Home);
        QCOMPARE(boxes.size(), 2);
        QCOMPARE(boxes.at(1)->currentData().toString(), QString());

        // Both declined.
        choose(boxes.at(0), boxes.at(0)->findData(QString()));
        QCOMPARE(dialog.postMatchResult().record.home.freeJourneymen,
                 std::optional<QStringList>(QStringList()));
        QVERIFY2(preview->logText().contains(u"declines the free journeymen"_s),
                 qPrintable(preview->logText()));
        QVERIFY(clickConfirm(dialog));
        const std::optional<Team> after = TeamStore(*m_database).load(m_home.id);
        QVERIFY(after);
        QVERIFY(std::none_of(after->players.cbegin(), after->players.cend(),
                             [](const Player &p) { return p.journeyman; }));
    }

    // l.3007–3012: after two matches in a row between the same teams the dialog refuses a
    // third with core's reason.
    void aThirdMeetingInARowIsRefused()
    {
        setUpLeague();
        for (int i = 0; i < 2; ++i) {
            RecordResultDialog friendly(m_rules, *m_database, m_league, Fixture{});
            friendly.show();
            typeValue(friendly.panel(Side::Home)->scoreBox(), 1);
            QVERIFY2(clickPreview(friendly), qPrintable(friendly.messageBar()->text()));
            QVERIFY(clickConfirm(friendly));
        }
        RecordResultDialog third(m_rules, *m_database, m_league, m_fixture);
        third.show();
        QTest::mouseClick(third.previewButton(), Qt::LeftButton);
        QVERIFY(!third.isPreviewShown());
        QVERIFY2(third.messageBar()->text().contains(u"more than twice in a row"_s),
                 qPrintable(third.messageBar()->text()));
        QVERIFY(!clickConfirm(third));
    }

    // Rulebook l.4072–4073, l.1871–1886: a semi-final recorded by clicks like any league
    // match, after two friendlies between the same teams (the three-in-a-row limit is the
    // regular season's); a level score is refused with core's reason, the gate and the winnings
    // of the preview are doubled, and the match is stored as the semi-final it was.
    void aSemiFinalIsRecordedLikeAnyMatch()
    {
        setUpLeague();
        for (int i = 0; i < 2; ++i) {
            RecordResultDialog friendly(m_rules, *m_database, m_league, Fixture{});
            friendly.show();
            typeValue(friendly.panel(Side::Home)->scoreBox(), 1);
            QVERIFY2(clickPreview(friendly), qPrintable(friendly.messageBar()->text()));
            QVERIFY(clickConfirm(friendly));
        }
        Fixture semi;
        semi.seasonId = m_fixture.seasonId;
        semi.round = 2;
        semi.homeTeamId = m_home.id;
        semi.awayTeamId = m_away.id;
        semi.stage = FixtureStage::SemiFinal;
        semi.major = Major::Spike;
        QString problem;
        QVERIFY2(LeagueStore(*m_database).addFixture(semi, &problem), qPrintable(problem));

        RecordResultDialog dialog(m_rules, *m_database, m_league, semi);
        dialog.show();
        typeValue(dialog.panel(Side::Home)->scoreBox(), 1);
        typeValue(dialog.panel(Side::Away)->scoreBox(), 1);
        QTest::mouseClick(dialog.previewButton(), Qt::LeftButton);
        QVERIFY(!dialog.isPreviewShown());
        QVERIFY2(dialog.messageBar()->text().contains(u"A semi-final needs a winner"_s),
                 qPrintable(dialog.messageBar()->text()));
        typeValue(dialog.panel(Side::Home)->scoreBox(), 2);
        QVERIFY2(clickPreview(dialog), qPrintable(dialog.messageBar()->text()));
        const PostMatchResult &result = dialog.postMatchResult();
        QVERIFY2(result.logText().contains(u"× 2 for the end-of-season tournament"_s),
                 qPrintable(result.logText()));
        QCOMPARE(result.homeSummary.fans % 2000, 0); // (2D6 + fan factor) thousand, doubled
        QVERIFY(clickConfirm(dialog));
        const std::optional<Fixture> played = LeagueStore(*m_database).fixture(semi.id);
        QVERIFY(played && played->isPlayed());
        const std::optional<StoredMatch> match = LeagueStore(*m_database).match(played->matchId);
        QVERIFY(match);
        QCOMPARE(match->record.stage, FixtureStage::SemiFinal);
        QCOMPARE(match->record.major, Major::Spike);
    }

    // l.3856–3868: a concession before kick-off is accepted only from a team able to field 2
    // players or fewer; any conceding team gives its MVP to the opponent (l.3362–3364).
    void concessionBeforeKickOff_data()
    {
        QTest::addColumn<int>("able");
        QTest::addColumn<QString>("refusal");
        QTest::newRow("l.3856 2 able to play: accepted") << 2 << QString();
        QTest::newRow("l.3858 3 able to play: refused") << 3 << u"could field 3"_s;
    }
    void concessionBeforeKickOff()
    {
        QFETCH(int, able);
        QFETCH(QString, refusal);
        setUpLeague();
        TeamStore teams(*m_database);
        std::optional<Team> marauders = teams.load(m_away.id);
        QVERIFY(marauders);
        for (Player &player : marauders->players)
            player.missNextGame = player.number > able;
        QVERIFY(teams.save(*marauders));
        RecordResultDialog dialog(m_rules, *m_database, m_league, m_fixture);
        dialog.show();
        choose(dialog.concessionBox(),
               dialog.concessionBox()->findData(int(Concession::BeforeKickOff)));
        choose(dialog.concededByBox(), dialog.concededByBox()->findData(int(Side::Away)));
        QVERIFY(dialog.panel(Side::Home)->secondMvpBox()->isVisibleTo(dialog.panel(Side::Home)));
        QTest::mouseClick(dialog.previewButton(), Qt::LeftButton);
        if (!refusal.isEmpty()) {
            QVERIFY(!dialog.isPreviewShown());
            QVERIFY2(dialog.messageBar()->text().contains(refusal),
                     qPrintable(dialog.messageBar()->text()));
            return;
        }
        QVERIFY2(dialog.isPreviewShown(), qPrintable(dialog.messageBar()->text()));
        const PostMatchResult &result = dialog.postMatchResult();
        QCOMPARE(result.homeSummary.mvpNumbers.size(), 2);
        QVERIFY(result.awaySummary.mvpNumbers.isEmpty());
        QCOMPARE(result.awaySummary.winnings, qint64(0));
        QVERIFY2(result.logText().contains(u"no extra penalty"_s), qPrintable(result.logText()));
    }
};

QTEST_MAIN(TestRecordResultDialog)
#include "tst_record_result_dialog.moc"
