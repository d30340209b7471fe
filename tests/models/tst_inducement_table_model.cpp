// InducementTableModel: what may be bought before a match, at what price and by whom.
#include "ModelTestSupport.h"
#include "models/InducementTableModel.h"

#include <QAbstractItemModelTester>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;

using Model = InducementTableModel;

class TestInducementTableModel : public QObject
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
        QCOMPARE(model.rowCount(), static_cast<int>(m_rules->inducements().size()));
        QCOMPARE(model.rowCount(), 9);
        QCOMPARE(model.columnCount(), int(Model::ColumnCount));
    }

    void rows_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("max");
        QTest::addColumn<QString>("cost");
        QTest::addColumn<QString>("who");
        QTest::newRow("babes") << u"bloodweiser_babes"_s << u"Bloodweiser Babes"_s << u"2"_s
                               << u"50,000"_s << u"Any team"_s;
        QTest::newRow("bribes") << u"bribe"_s << u"Bribes"_s << u"3"_s
                                << u"100,000 (Goblin 50,000)"_s << u"Any team"_s;
        QTest::newRow("chef") << u"halfling_master_chef"_s << u"Halfling Master Chef"_s << u"1"_s
                              << u"300,000 (Halfling 100,000)"_s << u"Any team"_s;
        QTest::newRow("igor") << u"igor"_s << u"Igor"_s << u"1"_s << u"100,000"_s
                              << u"Only Khemri, Necromantic, Nurgle, Undead"_s;
        QTest::newRow("apothecaries")
            << u"wandering_apothecary"_s << u"Wandering Apothecaries"_s << u"2"_s << u"100,000"_s
            << u"Any team but Khemri, Necromantic, Nurgle, Undead"_s;
        QTest::newRow("stars") << u"star_player"_s << u"Star Players"_s << u"2"_s
                               << u"The star's price"_s << u"Any team"_s;
        QTest::newRow("mercenaries") << u"mercenary"_s << u"Mercenaries"_s << u"No limit"_s
                                     << u"Position + 30,000"_s << u"Any team"_s;
    }
    void rows()
    {
        QFETCH(QString, id);
        Model model(m_rules);
        const int row = test::rowWhere(model, Model::InducementIdRole, id);
        QVERIFY(row >= 0);
        QTEST(test::cell(model, row, Model::NameColumn), "name");
        QTEST(test::cell(model, row, Model::MaxColumn), "max");
        QTEST(test::cell(model, row, Model::CostColumn), "cost");
        QTEST(test::cell(model, row, Model::WhoColumn), "who");
        QCOMPARE(test::cell(model, row, Model::SummaryColumn), m_rules->inducement(id)->summary.en);
        QCOMPARE(test::cell(model, row, Model::NameColumn, Qt::ToolTipRole),
                 m_rules->inducement(id)->summary.en);
    }

    void frenchPricesAndNames()
    {
        test::useLanguage(QLocale::French);
        Model model(m_rules);
        const int row = test::rowWhere(model, Model::InducementIdRole, u"bribe"_s);
        const QLocale french(QLocale::French, QLocale::France);
        QCOMPARE(test::cell(model, row, Model::CostColumn),
                 u"%1 (Gobelins %2)"_s.arg(french.toString(qint64(100000)),
                                           french.toString(qint64(50000))));
        QCOMPARE(test::cell(model, row, Model::NameColumn), u"Pot de Vin"_s);
    }
};

QTEST_MAIN(TestInducementTableModel)
#include "tst_inducement_table_model.moc"
