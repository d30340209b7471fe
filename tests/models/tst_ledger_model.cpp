// LedgerModel: a team's treasury entry by entry, with the balance after each.
#include "ModelTestSupport.h"
#include "models/LedgerModel.h"

#include <QAbstractItemModelTester>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;

using Model = LedgerModel;

class TestLedgerModel : public QObject
{
    Q_OBJECT

private:
    static QList<LedgerEntry> ledger()
    {
        const QDateTime when(QDate(2026, 3, 14), QTime(20, 30), Qt::UTC);
        return {
            LedgerEntry{1, 1000000, LedgerEntry::Kind::StartingBudget, {}, 0, when},
            LedgerEntry{2, -950000, LedgerEntry::Kind::TeamCreation, {}, 0, when},
            LedgerEntry{3, 60000, LedgerEntry::Kind::Winnings, u"Match 1"_s, 0, when.addDays(7)},
            LedgerEntry{4, -100000, LedgerEntry::Kind::BuyReroll, {}, 0, when.addDays(8)}};
    }

private Q_SLOTS:
    void init() { test::useLanguage(QLocale::English); }

    void passesTheModelTester()
    {
        Model model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 0);
        model.setLedger(ledger());
        QCOMPARE(model.rowCount(), 4);
        QCOMPARE(model.columnCount(), int(Model::ColumnCount));
        model.setLedger({});
        QCOMPARE(model.rowCount(), 0);
    }

    void runsTheBalance()
    {
        Model model;
        model.setLedger(ledger());
        QCOMPARE(test::cell(model, 0, Model::KindColumn), u"Starting budget"_s);
        QCOMPARE(test::cell(model, 0, Model::AmountColumn), u"+1,000,000"_s);
        QCOMPARE(test::cell(model, 1, Model::AmountColumn), u"−950,000"_s);
        QCOMPARE(test::cell(model, 1, Model::BalanceColumn), u"50,000"_s);
        QCOMPARE(test::cell(model, 2, Model::KindColumn), u"Winnings"_s);
        QCOMPARE(test::cell(model, 2, Model::DetailColumn), u"Match 1"_s);
        QCOMPARE(test::cell(model, 2, Model::BalanceColumn), u"110,000"_s);
        QCOMPARE(test::cell(model, 3, Model::KindColumn), u"Team re-roll bought"_s);
        QCOMPARE(test::cell(model, 3, Model::BalanceColumn), u"10,000"_s);
        QCOMPARE(model.index(3, 0).data(Model::BalanceRole).toLongLong(), 10000);
        QCOMPARE(model.index(3, 0).data(Model::AmountRole).toLongLong(), -100000);
        QVERIFY(!test::cell(model, 0, Model::TimeColumn).isEmpty());
    }

    void writesGoldTheFrenchWay()
    {
        test::useLanguage(QLocale::French);
        Model model;
        model.setLedger(ledger());
        QCOMPARE(test::cell(model, 0, Model::AmountColumn), u"+1\u202f000\u202f000"_s);
        QCOMPARE(test::cell(model, 3, Model::BalanceColumn), u"10\u202f000"_s);
    }
};

QTEST_MAIN(TestLedgerModel)
#include "tst_ledger_model.moc"
