// PlayerTableModel: a team's active players as the roster table shows them.
#include "../support/TeamFixtures.h"
#include "ModelTestSupport.h"
#include "models/PlayerTableModel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;

using Model = PlayerTableModel;

class TestPlayerTableModel : public QObject
{
    Q_OBJECT

private:
    std::shared_ptr<const Ruleset> m_rules;

    // A blitzer with a career: 31 SPP (three rolls earned, two taken: Guard and +1 MA),
    // then hurt: −1 AV, a niggling injury, and he misses the next game.
    Team teamWithAVeteran() const
    {
        Team team = test::humanTeam(*m_rules);
        team.players[0].id = 101;
        team.players[0].name = u"Griff Oberwald"_s;
        team.players[0].spp = 31;
        team.players[0].advancementsTaken = 2;
        team.players[0].gainedSkills << GainedSkill{u"guard"_s, false};
        team.players[0].maGain = 1;
        team.players[0].avLoss = 1;
        team.players[0].niggling = 1;
        team.players[0].missNextGame = true;
        return team;
    }

private Q_SLOTS:
    void initTestCase() { m_rules = test::builtInRuleset(); }
    void init() { test::useLanguage(QLocale::English); }

    void passesTheModelTesterThroughHiresFiresAndEdits()
    {
        Model model(m_rules);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 0);
        Team team = test::humanTeam(*m_rules);
        model.setTeam(team);
        QCOMPARE(model.rowCount(), 11);
        QCOMPARE(model.columnCount(), int(Model::ColumnCount));
        const TeamRules rules(*m_rules);
        QVERIFY(rules.hire(team, u"human.ogre"_s, u"Grom"_s, 12));
        model.setTeam(team);
        QCOMPARE(model.rowCount(), 12);
        QVERIFY(rules.fire(team, team.players.first().id));
        model.setTeam(team);
        QCOMPARE(model.rowCount(), 11);
        QVERIFY(rules.rename(team, team.players.first().id, u"Hans"_s));
        model.setTeam(team);
        model.setTeam(Team{});
        QCOMPARE(model.rowCount(), 0);
    }

    void showsAPlayerAsTheSheetWritesHim()
    {
        Model model(m_rules);
        model.setTeam(teamWithAVeteran());
        const int row = model.rowOfPlayer(101);
        QVERIFY(row >= 0);
        QCOMPARE(test::cell(model, row, Model::NumberColumn), u"1"_s);
        QCOMPARE(test::cell(model, row, Model::NameColumn), u"Griff Oberwald"_s);
        QCOMPARE(test::cell(model, row, Model::PositionColumn), u"Blitzer"_s);
        QCOMPARE(test::cell(model, row, Model::MaColumn), u"8"_s);
        QCOMPARE(test::cell(model, row, Model::StColumn), u"3"_s);
        QCOMPARE(test::cell(model, row, Model::AgColumn), u"3"_s);
        QCOMPARE(test::cell(model, row, Model::AvColumn), u"7"_s);
        QCOMPARE(test::cell(model, row, Model::SkillsColumn), u"Block, Guard\u00a0◆"_s);
        QCOMPARE(test::cell(model, row, Model::InjuriesColumn), u"MNG n1 −1\u00a0AV"_s);
        QCOMPARE(test::cell(model, row, Model::SppColumn), u"31 Emerging Star ▸"_s);
        // 90,000 + 20,000 for Guard + 30,000 for MA.
        QCOMPARE(test::cell(model, row, Model::ValueColumn), u"140k"_s);
        QCOMPARE(model.index(row, 0).data(Model::PendingAdvancementsRole).toInt(), 1);
        QCOMPARE(model.index(row, Model::ValueColumn).data(Model::SortRole).toLongLong(), 140000);

        const QString ma = test::cell(model, row, Model::MaColumn, Qt::ToolTipRole);
        QVERIFY2(ma.contains(u"starting value 7"_s) && ma.contains(u"+1 from advancement"_s),
                 qPrintable(ma));
        const QString av = test::cell(model, row, Model::AvColumn, Qt::ToolTipRole);
        QVERIFY2(av.contains(u"−1 from injury"_s), qPrintable(av));
        QVERIFY(test::cell(model, row, Model::InjuriesColumn, Qt::ToolTipRole)
                    .contains(u"Misses the next game"_s));
        QVERIFY(test::cell(model, row, Model::SppColumn, Qt::ToolTipRole)
                    .contains(u"Next level at 51 SPP"_s));

        // A rookie lineman: nothing gained, nothing lost, nothing pending.
        const int lineman =
            test::rowWhere(model, Qt::DisplayRole, u"Lineman"_s, Model::PositionColumn);
        QCOMPARE(test::cell(model, lineman, Model::SkillsColumn), QString());
        QCOMPARE(test::cell(model, lineman, Model::InjuriesColumn), QString());
        QCOMPARE(test::cell(model, lineman, Model::SppColumn), u"0 Rookie"_s);
        QCOMPARE(test::cell(model, lineman, Model::ValueColumn), u"50k"_s);
    }

    void marksSkillsGainedOnADouble()
    {
        Team team = teamWithAVeteran();
        team.players[0].gainedSkills << GainedSkill{u"dodge"_s, true};
        Model model(m_rules);
        model.setTeam(team);
        QCOMPARE(test::cell(model, model.rowOfPlayer(101), Model::SkillsColumn),
                 u"Block, Guard\u00a0◆, Dodge\u00a0◆◆"_s);
    }

    void leavesFormerPlayersOut()
    {
        Team team = teamWithAVeteran();
        team.players[1].status = Player::Status::Dead;
        team.players[2].status = Player::Status::Fired;
        Model model(m_rules);
        model.setTeam(team);
        QCOMPARE(model.rowCount(), 9);
        QCOMPARE(model.rowOfPlayer(team.players[1].id), -1);
    }

    void speaksFrench()
    {
        test::useLanguage(QLocale::French);
        Model model(m_rules);
        model.setTeam(teamWithAVeteran());
        const int row = model.rowOfPlayer(101);
        QCOMPARE(test::cell(model, row, Model::PositionColumn), u"Blitzeur"_s);
        QVERIFY(test::cell(model, row, Model::SkillsColumn).startsWith(u"Blocage, Garde"_s));
        QVERIFY(test::cell(model, row, Model::SppColumn).startsWith(u"31 Futur Champion"_s));
    }

    void sameTeamAgainOnlyReportsChanges()
    {
        Model model(m_rules);
        Team team = teamWithAVeteran();
        model.setTeam(team);
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        QSignalSpy changes(&model, &QAbstractItemModel::dataChanged);
        team.players[0].name = u"Griff"_s;
        model.setTeam(team);
        QCOMPARE(resets.size(), 0);
        QCOMPARE(changes.size(), 1);
        QCOMPARE(test::cell(model, model.rowOfPlayer(101), Model::NameColumn), u"Griff"_s);
    }

    void editsGoToTheHandlerOnly()
    {
        Model model(m_rules);
        const Team team = teamWithAVeteran();
        model.setTeam(team);
        const QModelIndex name = model.index(model.rowOfPlayer(101), Model::NameColumn);
        QVERIFY(!(model.flags(name) & Qt::ItemIsEditable));
        QVERIFY(!model.setData(name, u"Hans"_s));

        QList<std::tuple<qint64, Model::Column, QVariant>> calls;
        model.setEditHandler([&](qint64 id, Model::Column column, const QVariant &value) {
            calls.append({id, column, value});
            return value != QVariant(u"refused"_s);
        });
        QVERIFY(model.flags(name) & Qt::ItemIsEditable);
        QVERIFY(model.flags(model.index(0, Model::NumberColumn)) & Qt::ItemIsEditable);
        QVERIFY(!(model.flags(model.index(0, Model::SkillsColumn)) & Qt::ItemIsEditable));
        QVERIFY(model.setData(name, u"Hans"_s));
        QVERIFY(!model.setData(name, u"refused"_s));
        QVERIFY(!model.setData(name, u"Griff Oberwald"_s)); // unchanged: no edit at all
        QVERIFY(!model.setData(model.index(0, Model::SkillsColumn), u"Block"_s));
        QCOMPARE(calls.size(), 2);
        QCOMPARE(std::get<0>(calls.first()), 101);
        QCOMPARE(std::get<1>(calls.first()), Model::NameColumn);
        // The model itself never changed the player: the handler decides.
        QCOMPARE(test::cell(model, model.rowOfPlayer(101), Model::NameColumn), u"Griff Oberwald"_s);
    }
};

QTEST_MAIN(TestPlayerTableModel)
#include "tst_player_table_model.moc"
