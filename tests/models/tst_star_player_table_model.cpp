// StarPlayerTableModel and StarPlayerFilterModel: every star, or those of one roster.
#include "ModelTestSupport.h"
#include "models/StarPlayerFilterModel.h"
#include "models/StarPlayerTableModel.h"

#include <QAbstractItemModelTester>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;

using Model = StarPlayerTableModel;

class TestStarPlayerTableModel : public QObject
{
    Q_OBJECT

private:
    std::shared_ptr<const Ruleset> m_rules;

private Q_SLOTS:
    void initTestCase() { m_rules = test::builtInRuleset(); }
    void init() { test::useLanguage(QLocale::English); }

    void passesTheModelTester()
    {
        Model model(m_rules);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 57);
        QCOMPARE(model.rowCount(), static_cast<int>(m_rules->starPlayers().size()));
        QCOMPARE(model.columnCount(), int(Model::ColumnCount));
    }

    void barikFarblast()
    {
        Model model(m_rules);
        const int row = test::rowWhere(model, Model::StarIdRole, u"barik_farblast"_s);
        QVERIFY(row >= 0);
        QCOMPARE(test::cell(model, row, Model::NameColumn), u"Barik Farblast"_s);
        QCOMPARE(test::cell(model, row, Model::CostColumn), u"60,000"_s);
        QCOMPARE(model.index(row, Model::CostColumn).data(Model::SortRole).toLongLong(), 60000);
        QCOMPARE(test::cell(model, row, Model::MaColumn), u"6"_s);
        QCOMPARE(test::cell(model, row, Model::StColumn), u"3"_s);
        QCOMPARE(test::cell(model, row, Model::AgColumn), u"3"_s);
        QCOMPARE(test::cell(model, row, Model::AvColumn), u"8"_s);
        QVERIFY(test::cell(model, row, Model::SkillsColumn)
                    .startsWith(u"Loner, Hail Mary Pass, Pass"_s));
        QCOMPARE(test::cell(model, row, Model::PlaysForColumn), u"Dwarf"_s);
        QCOMPARE(model.index(row, 0).data(Model::PlaysForRole).toStringList(),
                 QStringList{u"dwarf"_s});
        QCOMPARE(model.index(row, Model::MaColumn).data(Qt::TextAlignmentRole).toInt(),
                 static_cast<int>(Qt::AlignCenter));
        QCOMPARE(model.headerData(Model::PlaysForColumn, Qt::Horizontal).toString(),
                 u"Plays for"_s);
    }

    void notesShowInTheTooltip()
    {
        Model model(m_rules);
        const int grotty = test::rowWhere(model, Model::StarIdRole, u"grotty"_s);
        QVERIFY(test::cell(model, grotty, Model::NameColumn, Qt::ToolTipRole).contains(u"Brick"_s));
        const int barik = test::rowWhere(model, Model::StarIdRole, u"barik_farblast"_s);
        QVERIFY(!model.index(barik, Model::NameColumn).data(Qt::ToolTipRole).isValid());
    }

    void rosterFilter_data()
    {
        QTest::addColumn<QString>("roster");
        QTest::addColumn<QString>("mustInclude");
        QTest::newRow("dwarf") << u"dwarf"_s << u"barik_farblast"_s;
        QTest::newRow("human") << u"human"_s << u"griff_oberwald"_s;
        QTest::newRow("goblin") << u"goblin"_s << u"bomber_dribblesnot"_s;
        QTest::newRow("slann") << u"slann"_s << u"helmut_wulf"_s;
        QTest::newRow("chaos pact") << u"chaos_pact"_s << u"crazy_igor"_s;
    }
    void rosterFilter()
    {
        QFETCH(QString, roster);
        QFETCH(QString, mustInclude);
        Model model(m_rules);
        StarPlayerFilterModel filter;
        filter.setSourceModel(&model);
        QAbstractItemModelTester tester(&filter,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        filter.setRosterId(roster);
        QCOMPARE(filter.rosterId(), roster);
        QCOMPARE(filter.rowCount(), static_cast<int>(m_rules->starPlayersFor(roster).size()));
        QVERIFY(filter.rowCount() > 0);
        QVERIFY(test::rowWhere(filter, Model::StarIdRole, mustInclude) >= 0);
        for (int row = 0; row < filter.rowCount(); ++row) {
            const QStringList playsFor =
                filter.index(row, 0).data(Model::PlaysForRole).toStringList();
            QVERIFY2(playsFor.contains(roster),
                     qPrintable(test::cell(filter, row, Model::NameColumn)));
        }
        filter.setRosterId({});
        QCOMPARE(filter.rowCount(), 57);
    }

    void everyRosterSeesExactlyItsStars()
    {
        Model model(m_rules);
        StarPlayerFilterModel filter;
        filter.setSourceModel(&model);
        for (const Roster &roster : m_rules->rosters()) {
            filter.setRosterId(roster.id);
            QStringList expected;
            for (const StarPlayer *star : m_rules->starPlayersFor(roster.id))
                expected << star->id;
            QStringList shown;
            for (int row = 0; row < filter.rowCount(); ++row)
                shown << test::cell(filter, row, 0, Model::StarIdRole);
            expected.sort();
            shown.sort();
            QCOMPARE(shown, expected);
        }
    }

    void costSortsByValue()
    {
        Model model(m_rules);
        StarPlayerFilterModel filter;
        filter.setSourceModel(&model);
        filter.sort(Model::CostColumn, Qt::AscendingOrder);
        QCOMPARE(test::cell(filter, 0, 0, Model::StarIdRole), u"grotty"_s);
        qint64 previous = -1;
        for (int row = 0; row < filter.rowCount(); ++row) {
            const qint64 cost =
                filter.index(row, Model::CostColumn).data(Model::SortRole).toLongLong();
            QVERIFY(cost >= previous);
            previous = cost;
        }
        // "60,000" sorted as text would come after "430,000".
        QCOMPARE(filter.index(filter.rowCount() - 1, Model::CostColumn)
                     .data(Model::SortRole)
                     .toLongLong(),
                 m_rules->starPlayer(u"morg_n_thorg"_s)->cost);
    }
};

QTEST_MAIN(TestStarPlayerTableModel)
#include "tst_star_player_table_model.moc"
