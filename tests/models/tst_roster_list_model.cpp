// RosterListModel: one row per roster of the ruleset, with re-roll price, apothecary and status.
#include "ModelTestSupport.h"
#include "models/RosterListModel.h"

#include <QAbstractItemModelTester>
#include <QFont>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;

class TestRosterListModel : public QObject
{
    Q_OBJECT

private:
    std::shared_ptr<const Ruleset> m_rules;

private Q_SLOTS:
    void initTestCase() { m_rules = test::builtInRuleset(); }
    void init() { test::useLanguage(QLocale::English); }

    void passesTheModelTester()
    {
        RosterListModel model(m_rules);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 24);
        QCOMPARE(model.rowCount(), static_cast<int>(m_rules->rosters().size()));
        QCOMPARE(model.columnCount(), int(RosterListModel::ColumnCount));
        QCOMPARE(model.rowCount(model.index(0, 0)), 0);
    }

    void rows_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("reroll");
        QTest::addColumn<QString>("apothecary");
        QTest::addColumn<QString>("status");
        QTest::newRow("human") << u"human"_s << u"Human"_s << u"50,000"_s << u"Yes"_s
                               << u"Official"_s;
        QTest::newRow("khemri") << u"khemri"_s << u"Khemri"_s << u"70,000"_s << u"No"_s
                                << u"Official"_s;
        QTest::newRow("chaos dwarf")
            << u"chaos_dwarf"_s << u"Chaos Dwarf"_s << u"70,000"_s << u"Yes"_s << u"Official"_s;
        QTest::newRow("slann") << u"slann"_s << u"Slann"_s << u"50,000"_s << u"Yes"_s << u"Extra"_s;
        QTest::newRow("underworld")
            << u"underworld"_s << u"Underworld"_s << u"70,000"_s << u"Yes"_s << u"Extra"_s;
    }
    void rows()
    {
        QFETCH(QString, id);
        RosterListModel model(m_rules);
        const int row = model.rowOf(id);
        QVERIFY(row >= 0);
        QCOMPARE(test::cell(model, row, RosterListModel::NameColumn, RosterListModel::RosterIdRole),
                 id);
        QTEST(test::cell(model, row, RosterListModel::NameColumn), "name");
        QTEST(test::cell(model, row, RosterListModel::RerollColumn), "reroll");
        QTEST(test::cell(model, row, RosterListModel::ApothecaryColumn), "apothecary");
        QTEST(test::cell(model, row, RosterListModel::OfficialColumn), "status");
    }

    void extraTeamsStandApart()
    {
        RosterListModel model(m_rules);
        const int slann = model.rowOf(u"slann"_s);
        const int human = model.rowOf(u"human"_s);
        QVERIFY(!model.index(slann, 0).data(RosterListModel::OfficialRole).toBool());
        QVERIFY(model.index(slann, 0).data(Qt::FontRole).value<QFont>().italic());
        QVERIFY(!model.index(slann, 0).data(Qt::ToolTipRole).toString().isEmpty());
        QVERIFY(model.index(human, 0).data(RosterListModel::OfficialRole).toBool());
        QVERIFY(!model.index(human, 0).data(Qt::FontRole).isValid());
    }

    void unknownRosterHasNoRow()
    {
        QCOMPARE(RosterListModel(m_rules).rowOf(u"no_such_team"_s), -1);
    }

    void headersAndFrench()
    {
        RosterListModel model(m_rules);
        QCOMPARE(model.headerData(RosterListModel::NameColumn, Qt::Horizontal).toString(),
                 u"Team"_s);
        QCOMPARE(model.headerData(RosterListModel::RerollColumn, Qt::Horizontal).toString(),
                 u"Re-roll"_s);
        QVERIFY(!model.headerData(0, Qt::Vertical).isValid());
        test::useLanguage(QLocale::French);
        const int row = model.rowOf(u"human"_s);
        QCOMPARE(test::cell(model, row, RosterListModel::NameColumn), u"Humains"_s);
        QCOMPARE(test::cell(model, row, RosterListModel::RerollColumn),
                 QLocale(QLocale::French, QLocale::France).toString(qint64(50000)));
    }
};

QTEST_MAIN(TestRosterListModel)
#include "tst_roster_list_model.moc"
