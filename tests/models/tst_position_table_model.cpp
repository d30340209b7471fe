// PositionTableModel: the positions of one roster as the rulebook prints them.
#include "ModelTestSupport.h"
#include "models/PositionTableModel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;

using Model = PositionTableModel;

class TestPositionTableModel : public QObject
{
    Q_OBJECT

private:
    std::shared_ptr<const Ruleset> m_rules;

private Q_SLOTS:
    void initTestCase() { m_rules = test::builtInRuleset(); }
    void init() { test::useLanguage(QLocale::English); }

    void passesTheModelTesterAcrossRosters()
    {
        Model model(m_rules);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 0);
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        for (const Roster &roster : m_rules->rosters()) {
            model.setRosterId(roster.id);
            QCOMPARE(model.rosterId(), roster.id);
            QCOMPARE(model.rowCount(), static_cast<int>(roster.positions.size()));
        }
        QCOMPARE(resets.size(), m_rules->rosters().size());
    }

    void positionsPerRoster_data()
    {
        QTest::addColumn<QString>("roster");
        QTest::addColumn<int>("positions");
        QTest::newRow("human") << u"human"_s << 5;
        QTest::newRow("amazon") << u"amazon"_s << 4;
        QTest::newRow("goblin") << u"goblin"_s << 6;
        QTest::newRow("halfling") << u"halfling"_s << 2;
        QTest::newRow("chaos pact") << u"chaos_pact"_s << 7;
        QTest::newRow("unknown") << u"no_such_team"_s << 0;
    }
    void positionsPerRoster()
    {
        QFETCH(QString, roster);
        Model model(m_rules);
        model.setRosterId(roster);
        QTEST(model.rowCount(), "positions");
    }

    void rowReadsLikeTheRulebook()
    {
        Model model(m_rules);
        model.setRosterId(u"human"_s);
        const int row = test::rowWhere(model, Model::PositionIdRole, u"human.blitzer"_s);
        QVERIFY(row >= 0);
        const QStringList expected = {u"0-4"_s, u"Blitzer"_s, u"90,000"_s, u"7"_s,  u"3"_s,
                                      u"3"_s,   u"8"_s,       u"Block"_s,  u"GS"_s, u"AP"_s};
        for (int column = 0; column < Model::ColumnCount; ++column)
            QCOMPARE(test::cell(model, row, column), expected.at(column));
        const int ogre = test::rowWhere(model, Model::PositionIdRole, u"human.ogre"_s);
        QCOMPARE(test::cell(model, ogre, Model::SkillsColumn),
                 u"Loner, Bone-head, Mighty Blow, Thick Skull, Throw Team-Mate"_s);
    }

    void statsAreCentredAndExplained()
    {
        Model model(m_rules);
        model.setRosterId(u"human"_s);
        for (int column : {Model::MaColumn, Model::StColumn, Model::AgColumn, Model::AvColumn,
                           Model::QuantityColumn}) {
            QCOMPARE(model.index(0, column).data(Qt::TextAlignmentRole).toInt(),
                     static_cast<int>(Qt::AlignCenter));
            QCOMPARE(model.headerData(column, Qt::Horizontal, Qt::TextAlignmentRole).toInt(),
                     static_cast<int>(Qt::AlignCenter));
        }
        QCOMPARE(model.headerData(Model::MaColumn, Qt::Horizontal).toString(), u"MA"_s);
        QCOMPARE(model.headerData(Model::MaColumn, Qt::Horizontal, Qt::ToolTipRole).toString(),
                 u"Movement allowance"_s);
        QCOMPARE(model.headerData(Model::DoubleColumn, Qt::Horizontal).toString(), u"Double"_s);
        // The skills' tooltip carries their summaries; the categories' tooltip names them.
        const int blitzer = test::rowWhere(model, Model::PositionIdRole, u"human.blitzer"_s);
        QVERIFY(test::cell(model, blitzer, Model::SkillsColumn, Qt::ToolTipRole)
                    .startsWith(u"Block: "_s));
        QCOMPARE(test::cell(model, blitzer, Model::NormalColumn, Qt::ToolTipRole),
                 u"General, Strength"_s);
    }

    void french()
    {
        test::useLanguage(QLocale::French);
        Model model(m_rules);
        model.setRosterId(u"human"_s);
        const int row = test::rowWhere(model, Model::PositionIdRole, u"human.blitzer"_s);
        QCOMPARE(test::cell(model, row, Model::SkillsColumn), u"Blocage"_s);
        QCOMPARE(test::cell(model, row, Model::PositionColumn),
                 m_rules->position(u"human.blitzer"_s)->name.fr);
    }
};

QTEST_MAIN(TestPositionTableModel)
#include "tst_position_table_model.moc"
