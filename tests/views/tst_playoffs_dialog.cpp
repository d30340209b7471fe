// End-of-season playoffs… in the League area (issue 17, rulebook l.3933–4018), by clicks on the
// demo league: the dialog ranks the teams by the chosen criterion with the value that ranks
// them, draws the semi-finals with a typed D3 and stores them (the D3 names the first team's
// opponent, l.4013–4014), shows core's refusals beside the buttons they disable, and once both
// semi-finals are played creates the final between their winners (l.4015–4016).
#include "../support/CommandRunner.h"
#include "../support/WindowFixtures.h"
#include "app/cli/CommandLine.h"
#include "core/demo/DemoLeague.h"
#include "core/league/PlayoffRules.h"
#include "core/rules/RulesetLoader.h"
#include "core/settings/Settings.h"
#include "core/storage/Database.h"
#include "core/storage/LeagueStore.h"
#include "core/storage/TeamStore.h"
#include "core/team/TeamRules.h"
#include "views/MainWindow.h"
#include "views/MessageBox.h"
#include "views/league/PlayoffsDialog.h"
#include "views/league/result/DiceInput.h"

#include <QAbstractItemView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QListWidget>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
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
        auto *navigation = window.findChild<QListWidget *>(u"navigation"_s);
        QVERIFY(navigation);
        const QList<QListWidgetItem *> items = navigation->findItems(u"League"_s, Qt::MatchExactly);
        QCOMPARE(items.size(), 1);
        QTest::mouseClick(navigation->viewport(), Qt::LeftButton, {},
                          navigation->visualItemRect(items.first()).center());
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
};

QTEST_MAIN(TestPlayoffsDialog)
#include "tst_playoffs_dialog.moc"
