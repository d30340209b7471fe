// RuleTableModel: each dice and reference table of the rulebook, row by row.
#include "ModelTestSupport.h"
#include "models/RuleTableModel.h"

#include <QAbstractItemModelTester>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;

using Table = RuleTableModel::Table;

class TestRuleTableModel : public QObject
{
    Q_OBJECT

private:
    std::shared_ptr<const Ruleset> m_rules;

    // Row whose first cell reads `first`, or -1.
    static int rowStarting(const RuleTableModel &model, const QString &first)
    {
        return test::rowWhere(model, Qt::DisplayRole, first);
    }

private Q_SLOTS:
    void initTestCase() { m_rules = test::builtInRuleset(); }
    void init() { test::useLanguage(QLocale::English); }

    void everyTable_data()
    {
        QTest::addColumn<Table>("table");
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("columns");
        QTest::newRow("kick-off") << Table::KickOff << 11 << 3;
        QTest::newRow("weather") << Table::Weather << 5 << 3;
        QTest::newRow("injury") << Table::Injury << 3 << 2;
        QTest::newRow("casualty") << Table::Casualty << 18 << 3;
        QTest::newRow("agility") << Table::Agility << 6 << 2;
        QTest::newRow("spp awards") << Table::SppAwards << 5 << 2;
        QTest::newRow("spp levels") << Table::SppLevels << 7 << 3;
        QTest::newRow("advancement") << Table::Advancement << 4 << 2;
        QTest::newRow("value increases") << Table::ValueIncreases << 6 << 2;
        QTest::newRow("spiralling expenses") << Table::SpirallingExpenses << 8 << 2;
        QTest::newRow("expensive mistakes") << Table::ExpensiveMistakes << 6 << 7;
    }
    void everyTable()
    {
        QFETCH(Table, table);
        RuleTableModel model(m_rules);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setTable(table);
        QCOMPARE(model.table(), table);
        QTEST(model.rowCount(), "rows");
        QTEST(model.columnCount(), "columns");
        QVERIFY(!RuleTableModel::tableName(table).isEmpty());
        QVERIFY(!model.note().isEmpty());
        for (int column = 0; column < model.columnCount(); ++column)
            QVERIFY(!model.headerData(column, Qt::Horizontal).toString().isEmpty());
        for (int row = 0; row < model.rowCount(); ++row) {
            for (int column = 0; column < model.columnCount(); ++column)
                QVERIFY2(!test::cell(model, row, column).isEmpty(),
                         qPrintable(u"%1,%2"_s.arg(row).arg(column)));
        }
        QVERIFY(!model.index(0, 0, model.index(0, 0)).isValid());
    }

    void everyTableIsListedOnce()
    {
        const QList<Table> tables = RuleTableModel::tables();
        QCOMPARE(tables.size(), 11);
        for (Table table : tables)
            QCOMPARE(tables.count(table), 1);
    }

    void rowsCountMatchTheRuleset()
    {
        RuleTableModel model(m_rules);
        const QList<QPair<Table, qsizetype>> sizes = {
            {Table::KickOff, m_rules->kickOffTable().size()},
            {Table::Weather, m_rules->weatherTable().size()},
            {Table::Injury, m_rules->injuryTable().size()},
            {Table::Casualty, m_rules->casualtyTable().size()},
            {Table::Agility, m_rules->agilityTable().size()},
            {Table::SppAwards, m_rules->sppAwards().size()},
            {Table::SppLevels, m_rules->sppLevels().size()},
            {Table::Advancement, m_rules->advancementTable().size()},
            {Table::ExpensiveMistakes, m_rules->expensiveMistakesBands().size()},
        };
        for (const auto &[table, size] : sizes) {
            model.setTable(table);
            QCOMPARE(model.rowCount(), static_cast<int>(size));
        }
    }

    void cells_data()
    {
        QTest::addColumn<Table>("table");
        QTest::addColumn<QString>("first");
        QTest::addColumn<QStringList>("rest");
        QTest::newRow("nice weather")
            << Table::Weather << u"4–10"_s
            << QStringList{u"Nice"_s, m_rules->weatherResult(7)->summary.en};
        QTest::newRow("blitz") << Table::KickOff << u"10"_s
                               << QStringList{u"Blitz!"_s, m_rules->kickOffResult(10)->summary.en};
        QTest::newRow("stunned") << Table::Injury << u"2–7"_s << QStringList{u"Stunned"_s};
        QTest::newRow("badly hurt") << Table::Casualty << u"11–38"_s
                                    << QStringList{u"Badly Hurt"_s, u"No lasting effect"_s};
        QTest::newRow("dead") << Table::Casualty << u"61–68"_s << QStringList{u"Dead"_s, u"Dead"_s};
        QTest::newRow("ag 1") << Table::Agility << u"1"_s << QStringList{u"6+"_s};
        QTest::newRow("ag 6") << Table::Agility << u"6 or more"_s << QStringList{u"1+"_s};
        QTest::newRow("touchdown") << Table::SppAwards << u"Touchdown"_s << QStringList{u"3"_s};
        QTest::newRow("veteran") << Table::SppLevels << u"16–30"_s
                                 << QStringList{u"Veteran"_s, u"2"_s};
        QTest::newRow("legend") << Table::SppLevels << u"176 or more"_s
                                << QStringList{u"Legend"_s, u"6"_s};
        QTest::newRow("skill") << Table::Advancement << u"2–9"_s << QStringList{u"New skill"_s};
        QTest::newRow("+1 ST") << Table::ValueIncreases << u"+1 ST"_s << QStringList{u"+50,000"_s};
        QTest::newRow("new skill")
            << Table::ValueIncreases << u"New skill"_s << QStringList{u"+20,000"_s};
        QTest::newRow("under threshold")
            << Table::SpirallingExpenses << u"0"_s << QStringList{u"0"_s};
        QTest::newRow("threshold")
            << Table::SpirallingExpenses << u"1,750,000"_s << QStringList{u"10,000"_s};
        QTest::newRow("second bracket")
            << Table::SpirallingExpenses << u"1,900,000"_s << QStringList{u"20,000"_s};
        QTest::newRow("first band")
            << Table::ExpensiveMistakes << u"100,000 – 195,000"_s
            << QStringList{u"Minor incident"_s, u"Crisis averted"_s, u"Crisis averted"_s,
                           u"Crisis averted"_s, u"Crisis averted"_s, u"Crisis averted"_s};
        QTest::newRow("last band")
            << Table::ExpensiveMistakes << u"600,000 or more"_s
            << QStringList{u"Catastrophe"_s,    u"Catastrophe"_s,    u"Major incident"_s,
                           u"Major incident"_s, u"Minor incident"_s, u"Minor incident"_s};
    }
    void cells()
    {
        QFETCH(Table, table);
        QFETCH(QString, first);
        QFETCH(QStringList, rest);
        RuleTableModel model(m_rules);
        model.setTable(table);
        const int row = rowStarting(model, first);
        QVERIFY2(row >= 0, qPrintable(first));
        for (qsizetype i = 0; i < rest.size(); ++i)
            QCOMPARE(test::cell(model, row, static_cast<int>(i) + 1), rest.at(i));
    }

    void spirallingRowsAgreeWithTheRule()
    {
        RuleTableModel model(m_rules);
        model.setTable(Table::SpirallingExpenses);
        const QLocale locale;
        for (int row = 0; row < model.rowCount() - 1; ++row) {
            bool ok = false;
            const qint64 teamValue = locale.toLongLong(test::cell(model, row, 0), &ok);
            QVERIFY(ok);
            QCOMPARE(test::cell(model, row, 1),
                     locale.toString(m_rules->spirallingExpenses(teamValue)));
        }
    }

    void mistakesExplainThemselves()
    {
        RuleTableModel model(m_rules);
        model.setTable(Table::ExpensiveMistakes);
        QCOMPARE(test::cell(model, 0, 1, Qt::ToolTipRole),
                 m_rules->expensiveMistakeOutcome(u"minor"_s)->summary.en);
        for (const ExpensiveMistakeOutcome &outcome : m_rules->expensiveMistakeOutcomes())
            QVERIFY(model.note().contains(outcome.summary.en));
    }

    void wideColumnsAreMarked()
    {
        RuleTableModel model(m_rules);
        model.setTable(Table::KickOff);
        QVERIFY(!model.headerData(0, Qt::Horizontal, RuleTableModel::WideColumnRole).toBool());
        QVERIFY(model.headerData(2, Qt::Horizontal, RuleTableModel::WideColumnRole).toBool());
        QCOMPARE(model.index(0, 0).data(Qt::TextAlignmentRole).toInt(),
                 static_cast<int>(Qt::AlignCenter));
        model.setTable(Table::Agility);
        QVERIFY(!model.headerData(1, Qt::Horizontal, RuleTableModel::WideColumnRole).toBool());
        QVERIFY(!model.headerData(5, Qt::Horizontal).isValid());
    }

    void french()
    {
        test::useLanguage(QLocale::French);
        RuleTableModel model(m_rules);
        model.setTable(Table::Casualty);
        QCOMPARE(test::cell(model, rowStarting(model, u"61–68"_s), 1), u"Mort"_s);
        model.setTable(Table::SpirallingExpenses);
        QVERIFY(rowStarting(model, QLocale().toString(qint64(1750000))) >= 0);
    }
};

QTEST_MAIN(TestRuleTableModel)
#include "tst_rule_table_model.moc"
