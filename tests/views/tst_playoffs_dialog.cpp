// End-of-season playoffs… in the League area (issue 17, rulebook l.3933–4018), by clicks on the
// demo league: the dialog ranks the teams by the chosen criterion with the value that ranks
// them, draws the semi-finals with a typed D3 and stores them (the D3 names the first team's
// opponent, l.4013–4014), shows core's refusals beside the buttons they disable, and once both
// semi-finals are played creates the final between their winners (l.4015–4016).
#include "../support/CommandRunner.h"
#include "../support/WindowFixtures.h"
#include "app/cli/CommandLine.h"
#include "core/demo/DemoLeague.h"
#include "core/i18n/Language.h"
#include "core/league/PlayoffRules.h"
#include "core/rules/RulesetLoader.h"
#include "core/settings/Settings.h"
#include "core/storage/Database.h"
#include "core/storage/LeagueStore.h"
#include "core/storage/TeamStore.h"
#include "core/team/TeamRules.h"
#include "models/ScheduleModel.h"
#include "session/TeamDocument.h"
#include "views/MainWindow.h"
#include "views/MessageBox.h"
#include "views/league/LeaguePage.h"
#include "views/league/LeagueView.h"
#include "views/league/NewLeagueDialog.h"
#include "views/league/PlayoffsDialog.h"
#include "views/league/ScheduleTab.h"
#include "views/league/result/ChaosGiftsPanel.h"
#include "views/league/result/DiceInput.h"
#include "views/league/result/PostMatchPreviewPage.h"
#include "views/league/result/RecordResultDialog.h"
#include "views/league/result/TeamResultPanel.h"
#include "views/team/TeamView.h"
#include "views/team/TeamsPage.h"

#include <QAbstractItemView>
#include <QCheckBox>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QListWidget>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeView>
#include <QTreeWidget>

using namespace Qt::StringLiterals;
using namespace dugout;

class TestPlayoffsDialog : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<Settings> m_settings;
    QString m_database;
    std::shared_ptr<const Ruleset> m_rules;

    static void clickLeague(MainWindow &window)
    {
        test::clickArea(window, MainWindow::Area::League);
        auto *leagues = window.findChild<QAbstractItemView *>(u"leagueList"_s);
        QVERIFY(leagues);
        QTest::mouseClick(leagues->viewport(), Qt::LeftButton, {},
                          leagues->visualRect(leagues->model()->index(0, 0)).center());
    }

    PlayoffsDialog *openPlayoffs(MainWindow &window)
    {
        QTest::mouseClick(test::shownChild<QPushButton>(&window, u"playoffsButton"_s),
                          Qt::LeftButton);
        return test::openDialog<PlayoffsDialog>(&window);
    }

    QList<Fixture> knockouts()
    {
        DatabaseError openError;
        const std::unique_ptr<Database> db = Database::open(m_database, &openError);
        const LeagueStore store(*db);
        QList<Fixture> found;
        for (const Fixture &f : store.fixtures(store.seasons(1).constLast().id)) {
            if (PlayoffRules::isKnockout(f.stage))
                found << f;
        }
        return found;
    }

    // The demo's team values, read apart from the dialog (TeamStore, TeamRules).
    QHash<QString, qint64> teamValues()
    {
        DatabaseError openError;
        const std::unique_ptr<Database> db = Database::open(m_database, &openError);
        const TeamRules rules(*m_rules);
        QHash<QString, qint64> values;
        const TeamStore store(*db);
        for (const TeamStore::Summary &s : store.list()) {
            const std::optional<Team> team = store.load(s.id);
            values.insert(team->name, rules.teamValue(*team));
        }
        return values;
    }

    void recordSemiFinal(const Fixture &f, int home, int away)
    {
        const QJsonObject json{
            {u"format"_s, 1},
            {u"league"_s, 1},
            {u"fixture"_s, f.id},
            {u"home"_s, QJsonObject{{u"team"_s, f.homeTeamId}, {u"score"_s, home}}},
            {u"away"_s, QJsonObject{{u"team"_s, f.awayTeamId}, {u"score"_s, away}}}};
        const QString path = test::writeCommandFile(m_dir.filePath(u"semi-%1.json"_s.arg(f.id)),
                                                    QJsonDocument(json).toJson());
        cli::CommandLine commandLine;
        const test::CommandResult r =
            test::runCommand(commandLine, m_database, {u"match"_s, u"record"_s, path});
        QVERIFY2(r.code == 0, qPrintable(r.err));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        MessageBox::setRecordOnly(true);
        QVERIFY(m_dir.isValid());
        m_settings = std::make_unique<Settings>(m_dir.filePath(u"settings.ini"_s));
        m_rules = RulesetLoader::builtIn();
        QVERIFY(m_rules);
        m_database = m_dir.filePath(u"demo.sqlite"_s);
        DatabaseError openError;
        std::unique_ptr<Database> database = Database::open(m_database, &openError);
        QVERIFY2(database, qPrintable(openError.message));
        QString error;
        QVERIFY2(DemoLeague::create(*database, *m_rules, &error) > 0, qPrintable(error));
    }

    void drawsTheSemiFinalsThenTheFinal()
    {
        auto window = test::openMainWindow(*m_settings, m_database);
        clickLeague(*window);
        PlayoffsDialog *dialog = openPlayoffs(*window);
        QVERIFY(dialog);
        auto *criterion = test::shownChild<QComboBox>(dialog, u"playoffCriterion"_s);
        // The demo scores 3/1/0: that criterion is chosen, and said to be the league's.
        QVERIFY2(criterion->currentText().contains(u"the league's points"_s),
                 qPrintable(criterion->currentText()));
        auto *finalButton = dialog->findChild<QPushButton *>(u"createFinalButton"_s);
        QVERIFY(!finalButton->isEnabled());
        QVERIFY(!dialog->findChild<QLabel *>(u"createFinalReason"_s)->text().isEmpty());

        // By team value: every team ranked, best first, with its value; the four best are in.
        test::chooseEntry(criterion, criterion->findData(int(PlayoffCriterion::HighestTeamValue)));
        auto *table = test::shownChild<QTreeWidget>(dialog, u"playoffCandidates"_s);
        QCOMPARE(table->topLevelItemCount(), 8);
        const QHash<QString, qint64> values = teamValues();
        QList<qint64> shown;
        QStringList four;
        for (int row = 0; row < table->topLevelItemCount(); ++row) {
            const QTreeWidgetItem *item = table->topLevelItem(row);
            QCOMPARE(item->text(2), QLocale().toString(values.value(item->text(1))));
            shown << values.value(item->text(1));
            if (row < 4) {
                QCOMPARE(item->text(3), u"In"_s);
                four << item->text(1);
            } else {
                QCOMPARE(item->text(3), u"Out"_s);
            }
        }
        QVERIFY(std::is_sorted(shown.rbegin(), shown.rend()));
        QVERIFY2(shown[3] > shown[4], "the demo's fourth and fifth team values differ");

        // The Chaos Cup's edition; D3 typed 2: the first team meets the third.
        test::chooseEntry(test::shownChild<QComboBox>(dialog, u"playoffMajor"_s), 1);
        auto *dice = test::shownChild<DiceInput>(dialog, u"playoffDrawDice"_s);
        test::typeValue(dice->die(0), 2);
        QTest::mouseClick(test::shownChild<QPushButton>(dialog, u"drawSemiFinalsButton"_s),
                          Qt::LeftButton);
        const QList<Fixture> semis = knockouts();
        QCOMPARE(semis.size(), 2);
        auto name = [&](qint64 id) {
            DatabaseError openError;
            const std::unique_ptr<Database> db = Database::open(m_database, &openError);
            return TeamStore(*db).load(id)->name;
        };
        QCOMPARE(QStringList({name(semis[0].homeTeamId), name(semis[0].awayTeamId)}),
                 QStringList({four[0], four[2]}));
        QCOMPARE(QStringList({name(semis[1].homeTeamId), name(semis[1].awayTeamId)}),
                 QStringList({four[1], four[3]}));
        for (const Fixture &f : semis) {
            QCOMPARE(f.stage, FixtureStage::SemiFinal);
            QCOMPARE(f.major, Major::ChaosCup);
        }
        QVERIFY(dialog->findChild<QLabel *>(u"playoffCut"_s)->text().contains(u"2 (typed)"_s));
        // Drawn once: the button is off with core's reason.
        auto *draw = dialog->findChild<QPushButton *>(u"drawSemiFinalsButton"_s);
        QVERIFY(!draw->isEnabled());
        QCOMPARE(dialog->findChild<QLabel *>(u"drawSemiFinalsReason"_s)->text(),
                 PlayoffRules::canDrawSemiFinals(semis).reason);
        QCOMPARE(draw->toolTip(), PlayoffRules::canDrawSemiFinals(semis).reason);
        QVERIFY(!finalButton->isEnabled());
        QVERIFY(dialog->findChild<QLabel *>(u"playoffStage"_s)->text().contains(u"Chaos Cup"_s));
        QTest::mouseClick(dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Close),
                          Qt::LeftButton);
        QVERIFY(!dialog->isVisible());

        // Both semi-finals played (recorded by the command line, the window closed meanwhile: a
        // file database tells no open window of another program's change).
        window.reset();
        recordSemiFinal(semis[0], 1, 2);
        recordSemiFinal(semis[1], 3, 0);
        window = test::openMainWindow(*m_settings, m_database);
        clickLeague(*window);
        dialog = openPlayoffs(*window);
        QTest::mouseClick(test::shownChild<QPushButton>(dialog, u"createFinalButton"_s),
                          Qt::LeftButton);
        const QList<Fixture> all = knockouts();
        QCOMPARE(all.size(), 3);
        const Fixture final = all.last();
        QCOMPARE(final.stage, FixtureStage::Final);
        QCOMPARE(final.major, Major::ChaosCup);
        QCOMPARE(final.homeTeamId, semis[0].awayTeamId); // 1–2: the away team won
        QCOMPARE(final.awayTeamId, semis[1].homeTeamId);
        QVERIFY(!dialog->findChild<QPushButton *>(u"createFinalButton"_s)->isEnabled());
        QVERIFY(!dialog->findChild<QLabel *>(u"createFinalReason"_s)->text().isEmpty());
    }

    // l.4176–4195: the commissioner records the Chaos Cup's final by clicks; on the preview the
    // winner's column asks the gods' dice (typed here: D3 = 2, then the 1st and the 3rd of the
    // players left) and offers each drawn player what core says he may take; the gifts are
    // stored with the result and show on the team's roster.
    void chaosCupFinalGivesGifts()
    {
        // DUGOUT_SCREENSHOT_LANGUAGE=fr takes the pictures in French (skill names follow).
        if (qEnvironmentVariable("DUGOUT_SCREENSHOT_LANGUAGE") == u"fr"_s)
            Language::install(*qApp, u"fr"_s);
        const QString claw = m_rules->skill(u"claw"_s)->name.current();
        const QString stab = m_rules->skill(u"stab"_s)->name.current();
        const Fixture final = knockouts().last();
        QCOMPARE(final.major, Major::ChaosCup);
        auto window = test::openMainWindow(*m_settings, m_database);
        clickLeague(*window);
        LeagueView *view = window->findChild<LeaguePage *>()->leagueView();
        test::clickTab(view->findChild<QTabWidget *>(u"leagueTabs"_s),
                       int(LeagueView::Tab::Schedule));
        ScheduleTab *schedule = view->scheduleTab();
        const QModelIndex row =
            schedule->model()->indexOfFixture(final.id).siblingAtColumn(ScheduleModel::AwayColumn);
        schedule->tree()->scrollTo(row);
        QTest::mouseClick(schedule->tree()->viewport(), Qt::LeftButton, {},
                          schedule->tree()->visualRect(row).center());
        QCOMPARE(schedule->selectedFixtureId(), final.id);

        QStringList drawn;
        QString log;
        bool confirmed = false;
        // Record result… opens the dialog modally: driven from inside its event loop.
        QTimer::singleShot(0, this, [&] {
            auto *dialog = test::openDialog<RecordResultDialog>(window.get());
            dialog->resize(1366, 768);
            test::typeValue(dialog->panel(Side::Home)->scoreBox(), 2);
            test::typeValue(dialog->panel(Side::Away)->scoreBox(), 1);
            test::click(dialog->previewButton());
            if (!dialog->isPreviewShown())
                return dialog->reject();
            ChaosGiftsPanel *gifts = dialog->previewPage()->chaosGifts(Side::Home);
            if (!gifts->isVisible() || dialog->previewPage()->chaosGifts(Side::Away)->isVisible())
                return dialog->reject();
            test::typeValue(gifts->d3Input()->die(0), 2);
            test::typeValue(gifts->drawsInput()->die(0), 1);
            test::typeValue(gifts->drawsInput()->die(1), 2);
            if (gifts->giftBoxes().size() != 2)
                return dialog->reject();
            // Each choice runs the preview again, which lays the boxes out anew.
            const QStringList skills{u"claw"_s, u"stab"_s};
            for (int i = 0; i < skills.size(); ++i) {
                QComboBox *box = gifts->giftBoxes().value(i);
                test::chooseEntry(box, box->findData(skills.at(i)));
            }
            for (const auto &d : dialog->postMatchResult().homeSummary.chaosGifts)
                drawn << u"%1:%2"_s.arg(d.number).arg(d.chosen);
            log = dialog->previewPage()->logText();
            grabShot(dialog, u"chaos-cup-gifts"_s);
            test::click(dialog->confirmButton());
            confirmed = dialog->result() == QDialog::Accepted;
        });
        test::click(schedule->recordButton());
        QVERIFY2(confirmed, qPrintable(log));
        QCOMPARE(drawn.size(), 2);
        QVERIFY2(log.contains(claw) && log.contains(stab), qPrintable(log));

        // The winner's players hold their gifts: stored, and on the roster in the Teams area.
        DatabaseError openError;
        std::optional<Team> winner;
        {
            const std::unique_ptr<Database> db = Database::open(m_database, &openError);
            winner = TeamStore(*db).load(final.homeTeamId);
        }
        QVERIFY(winner);
        QStringList held;
        for (const QString &entry : std::as_const(drawn)) {
            const int number = entry.section(u':', 0, 0).toInt();
            const Player *player = winner->playerByNumber(number);
            QVERIFY(player);
            QVERIFY(!player->gainedSkills.isEmpty());
            QCOMPARE(player->gainedSkills.last().skillId, entry.section(u':', 1));
            held << player->name;
        }
        test::clickArea(*window, MainWindow::Area::Teams);
        TeamsPage *teams = window->teamsPage();
        QTreeView *list = teams->teamListView();
        for (int r = 0; r < list->model()->rowCount(); ++r) {
            const QModelIndex index = list->model()->index(r, 0);
            if (index.data().toString() != winner->name)
                continue;
            list->scrollTo(index);
            QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                              list->visualRect(index).center());
        }
        QCOMPARE(teams->currentDocument()->team().id, winner->id);
        const QAbstractItemModel *roster = teams->teamView()->playerTable()->model();
        QStringList shown;
        for (int r = 0; r < roster->rowCount(); ++r) {
            QStringList cells;
            for (int c = 0; c < roster->columnCount(); ++c)
                cells << roster->index(r, c).data().toString();
            const QString line = cells.join(u' ');
            for (const QString &name : std::as_const(held)) {
                if (line.contains(name))
                    shown << line;
            }
        }
        QCOMPARE(shown.size(), 2);
        QVERIFY2(shown.join(u'\n').contains(claw) && shown.join(u'\n').contains(stab),
                 qPrintable(shown.join(u'\n')));
        grabShot(window.get(), u"chaos-cup-gifts-team"_s);
    }

    // l.4144: Player of the Year is the commissioner's to give, even once the demo league's other
    // options are fixed by its matches: ticked in League options, saved with the league.
    void leagueOptionsGivePlayerOfTheYear()
    {
        auto window = test::openMainWindow(*m_settings, m_database);
        clickLeague(*window);
        LeagueView *view = window->findChild<LeaguePage *>()->leagueView();
        test::clickButton(view, u"leagueOptionsButton"_s);
        auto *options = test::openDialog<NewLeagueDialog>(view);
        QVERIFY(options->optionsLocked());
        auto *award = test::shownChild<QCheckBox>(options, u"playerOfTheYear"_s);
        QVERIFY(!award->isChecked());
        test::setTicked(award, true);
        grabShot(options, u"league-options-player-of-the-year"_s);
        test::clickOk(options);
        DatabaseError openError;
        const std::unique_ptr<Database> db = Database::open(m_database, &openError);
        QVERIFY(LeagueStore(*db).load(1)->options.playerOfTheYear);
    }

private:
    // Screenshots for the README when DUGOUT_SCREENSHOT_DIR is set: at 1366×768 and 1920×1080.
    static void grabShot(QWidget *widget, const QString &name)
    {
        const QString dir = qEnvironmentVariable("DUGOUT_SCREENSHOT_DIR");
        if (dir.isEmpty())
            return;
        QDir().mkpath(dir);
        const QSize before = widget->size();
        for (const QSize size : {QSize(1366, 768), QSize(1920, 1080)}) {
            widget->resize(size);
            QCoreApplication::processEvents();
            widget->grab().save(QDir(dir).filePath(u"%1-%2.png"_s.arg(name).arg(size.width())));
        }
        widget->resize(before);
    }
};

QTEST_MAIN(TestPlayoffsDialog)
#include "tst_playoffs_dialog.moc"
