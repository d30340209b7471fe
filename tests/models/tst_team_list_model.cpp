// TeamListModel: the teams of the open database and where each stands.
#include "../support/TeamFixtures.h"
#include "ModelTestSupport.h"
#include "core/storage/Database.h"
#include "core/storage/TeamStore.h"
#include "models/TeamListModel.h"

#include <QAbstractItemModelTester>
#include <QColor>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;

using Model = TeamListModel;

class TestTeamListModel : public QObject
{
    Q_OBJECT

private:
    std::shared_ptr<const Ruleset> m_rules;
    QTemporaryDir m_dir;
    std::unique_ptr<Database> m_db;

private Q_SLOTS:
    void initTestCase()
    {
        m_rules = test::builtInRuleset();
        DatabaseError error;
        m_db = Database::open(m_dir.filePath(u"teams.sqlite"_s), &error);
        QVERIFY2(m_db, qPrintable(error.message));
    }
    void init() { test::useLanguage(QLocale::English); }

    void listsTeamsAndWhereTheyStand()
    {
        TeamStore store(*m_db);
        const TeamRules rules(*m_rules);
        Team building = test::humanTeam(*m_rules, 3, 2); // 5 players: not ready
        building.name = u"Bögenhafen Barons"_s;
        Team ready = test::humanTeam(*m_rules);
        ready.name = u"Altdorf Reavers"_s;
        Team confirmed = test::humanTeam(*m_rules);
        confirmed.name = u"Carroburg Cannons"_s;
        confirmed.coach = u"Bruno"_s;
        QVERIFY(rules.confirm(confirmed));
        for (Team *team : {&building, &ready, &confirmed})
            QVERIFY(store.save(*team));

        Model model(m_rules);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.reload(&store);
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.columnCount(), int(Model::ColumnCount));
        QCOMPARE(test::cell(model, 0, Model::NameColumn), u"Altdorf Reavers"_s);
        QCOMPARE(test::cell(model, 0, Model::RosterColumn), u"Human"_s);
        QCOMPARE(test::cell(model, 0, Model::CoachColumn), u"Anna"_s);
        QCOMPARE(test::cell(model, 0, Model::StatusColumn), u"Ready to confirm"_s);
        QCOMPARE(model.index(0, 0).data(Qt::DecorationRole).value<QColor>(), QColor(u"#1f4e9c"_s));
        QCOMPARE(model.teamId(0), ready.id);
        QCOMPARE(model.rowOfTeam(ready.id), 0);

        const int barons = model.rowOfTeam(building.id);
        QCOMPARE(test::cell(model, barons, Model::StatusColumn), u"Being built"_s);
        QVERIFY(test::cell(model, barons, Model::NameColumn, Qt::ToolTipRole)
                    .contains(u"needs at least 11"_s));
        QCOMPARE(test::cell(model, model.rowOfTeam(confirmed.id), Model::StatusColumn),
                 u"Confirmed"_s);
        QCOMPARE(test::cell(model, model.rowOfTeam(confirmed.id), Model::CoachColumn), u"Bruno"_s);

        // An edit updates its row; a new team joins the list; a removed one leaves it.
        QVERIFY(rules.hire(building, u"human.lineman"_s, u"Hans"_s, building.nextFreeNumber()));
        building.name = u"Barons"_s;
        model.updateTeam(building);
        QCOMPARE(test::cell(model, barons, Model::NameColumn), u"Barons"_s);
        Team fresh = test::humanTeam(*m_rules);
        fresh.name = u"Fresh"_s;
        QVERIFY(store.save(fresh));
        model.updateTeam(fresh);
        QCOMPARE(model.rowCount(), 4);
        model.removeTeam(fresh.id);
        QCOMPARE(model.rowCount(), 3);
        model.removeTeam(987654);
        QCOMPARE(model.rowCount(), 3);

        model.reload(nullptr);
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(model.teamId(0), 0);
    }
};

QTEST_MAIN(TestTeamListModel)
#include "tst_team_list_model.moc"
