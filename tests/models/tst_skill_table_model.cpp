// SkillTableModel and SkillFilterModel: every skill, filtered by category and by a search in
// either language (aliases included), ignoring case and accents.
#include "ModelTestSupport.h"
#include "models/SkillFilterModel.h"
#include "models/SkillTableModel.h"

#include <QAbstractItemModelTester>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;

using Model = SkillTableModel;

namespace {
QStringList visibleIds(const QAbstractItemModel &model)
{
    QStringList ids;
    for (int row = 0; row < model.rowCount(); ++row)
        ids << test::cell(model, row, 0, Model::SkillIdRole);
    return ids;
}
} // namespace

class TestSkillTableModel : public QObject
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
        QCOMPARE(model.rowCount(), 75);
        QCOMPARE(model.rowCount(), static_cast<int>(m_rules->skills().size()));
        QCOMPARE(model.columnCount(), int(Model::ColumnCount));
    }

    void blockInBothLanguages()
    {
        Model model(m_rules);
        const int row = model.rowOf(u"block"_s);
        QVERIFY(row >= 0);
        QCOMPARE(test::cell(model, row, Model::NameColumn), u"Block"_s);
        QCOMPARE(test::cell(model, row, Model::CategoryColumn), u"General"_s);
        QCOMPARE(test::cell(model, row, Model::OtherLanguageColumn), u"Blocage"_s);
        QCOMPARE(test::cell(model, row, Model::SummaryColumn),
                 m_rules->skill(u"block"_s)->summary.en);
        QCOMPARE(test::cell(model, row, Model::NameColumn, Model::SummaryRole),
                 m_rules->skill(u"block"_s)->summary.en);
        QCOMPARE(test::cell(model, row, Model::NameColumn, Qt::ToolTipRole),
                 m_rules->skill(u"block"_s)->summary.en);
        QCOMPARE(model.headerData(Model::OtherLanguageColumn, Qt::Horizontal).toString(),
                 u"In French"_s);

        test::useLanguage(QLocale::French);
        QCOMPARE(test::cell(model, row, Model::NameColumn), u"Blocage"_s);
        QCOMPARE(test::cell(model, row, Model::OtherLanguageColumn), u"Block"_s);
        QCOMPARE(test::cell(model, row, Model::SummaryColumn),
                 m_rules->skill(u"block"_s)->summary.fr);
        QCOMPARE(model.headerData(Model::OtherLanguageColumn, Qt::Horizontal).toString(),
                 u"In English"_s);
    }

    void aliasesShowInTheTooltip()
    {
        Model model(m_rules);
        const QString tip =
            test::cell(model, model.rowOf(u"dirty_player"_s), Model::NameColumn, Qt::ToolTipRole);
        QVERIFY2(tip.contains(u"Joueur Déloyal"_s), qPrintable(tip));
    }

    void categoryFilter_data()
    {
        QTest::addColumn<int>("category");
        QTest::addColumn<int>("count");
        QTest::newRow("general") << int(SkillCategory::General) << 14;
        QTest::newRow("agility") << int(SkillCategory::Agility) << 10;
        QTest::newRow("strength") << int(SkillCategory::Strength) << 10;
        QTest::newRow("passing") << int(SkillCategory::Passing) << 7;
        QTest::newRow("mutation") << int(SkillCategory::Mutation) << 10;
        QTest::newRow("extraordinary") << int(SkillCategory::Extraordinary) << 24;
    }
    void categoryFilter()
    {
        QFETCH(int, category);
        Model model(m_rules);
        SkillFilterModel filter;
        filter.setSourceModel(&model);
        QAbstractItemModelTester tester(&filter,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        filter.setCategory(static_cast<SkillCategory>(category));
        QTEST(filter.rowCount(), "count");
        for (int row = 0; row < filter.rowCount(); ++row)
            QCOMPARE(filter.index(row, 0).data(Model::CategoryRole).toInt(), category);
        filter.setCategory(std::nullopt);
        QCOMPARE(filter.rowCount(), 75);
    }

    void search_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("mustFind");
        QTest::addColumn<QStringList>("mustNotFind");
        QTest::newRow("french name")
            << u"Blocage"_s << QStringList{u"block"_s, u"multiple_block"_s, u"pass_block"_s}
            << QStringList{u"dodge"_s};
        QTest::newRow("english prefix")
            << u"mighty"_s << QStringList{u"mighty_blow"_s} << QStringList{u"block"_s};
        QTest::newRow("upper case") << u"BLOCAGE"_s << QStringList{u"block"_s} << QStringList{};
        QTest::newRow("no accents typed")
            << u"chataigne"_s << QStringList{u"mighty_blow"_s} << QStringList{};
        QTest::newRow("accents typed")
            << u"Châtaigne"_s << QStringList{u"mighty_blow"_s} << QStringList{};
        QTest::newRow("alias") << u"Joueur Déloyal"_s << QStringList{u"dirty_player"_s}
                               << QStringList{};
        QTest::newRow("alias folded")
            << u"prise sure"_s << QStringList{u"sure_hands"_s} << QStringList{};
        QTest::newRow("spaces around")
            << u"  dodge "_s << QStringList{u"dodge"_s} << QStringList{u"block"_s};
    }
    void search()
    {
        QFETCH(QString, text);
        QFETCH(QStringList, mustFind);
        QFETCH(QStringList, mustNotFind);
        Model model(m_rules);
        SkillFilterModel filter;
        filter.setSourceModel(&model);
        QAbstractItemModelTester tester(&filter,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        filter.setSearchText(text);
        QCOMPARE(filter.searchText(), text);
        const QStringList found = visibleIds(filter);
        for (const QString &id : mustFind)
            QVERIFY2(found.contains(id), qPrintable(id + u" not in "_s + found.join(u' ')));
        for (const QString &id : mustNotFind)
            QVERIFY2(!found.contains(id), qPrintable(id));
    }

    void searchAndCategoryCombine()
    {
        Model model(m_rules);
        SkillFilterModel filter;
        filter.setSourceModel(&model);
        filter.setSearchText(u"blocage"_s);
        filter.setCategory(SkillCategory::Strength);
        QCOMPARE(visibleIds(filter), QStringList{u"multiple_block"_s});
        filter.setSearchText(u"no skill is called this"_s);
        QCOMPARE(filter.rowCount(), 0);
        filter.setSearchText({});
        filter.setCategory(std::nullopt);
        QCOMPARE(filter.rowCount(), 75);
    }
};

QTEST_MAIN(TestSkillTableModel)
#include "tst_skill_table_model.moc"
