// The Rulebook area offscreen: every tab opens, selections fill the panels, filters narrow
// the tables, and the main window shows it in place of a placeholder.
#include "../models/ModelTestSupport.h"
#include "core/settings/Settings.h"
#include "models/SkillTableModel.h"
#include "models/StarPlayerTableModel.h"
#include "views/MainWindow.h"
#include "views/rulebook/RosterBrowser.h"
#include "views/rulebook/RulebookPage.h"
#include "views/rulebook/SkillBrowser.h"
#include "views/rulebook/TableBrowser.h"

#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;

using Tab = RulebookPage::Tab;

class TestRulebookPage : public QObject
{
    Q_OBJECT

private:
    std::shared_ptr<const Ruleset> m_rules;
    std::unique_ptr<RulebookPage> m_page;

    template <typename T> T *child(const QString &name) const
    {
        T *widget = m_page->findChild<T *>(name);
        if (!widget)
            qFatal("no child named %s", qPrintable(name));
        return widget;
    }
    QString text(const QString &labelName) const { return child<QLabel>(labelName)->text(); }
    QTableView *table(const QString &name) const { return child<QTableView>(name); }

    void clickRow(QTableView *view, int row)
    {
        const QRect rect = view->visualRect(view->model()->index(row, 0));
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, rect.center());
    }

private Q_SLOTS:
    void initTestCase()
    {
        test::useLanguage(QLocale::English);
        m_rules = test::builtInRuleset();
        m_page = std::make_unique<RulebookPage>(m_rules);
        m_page->resize(1366, 768);
        m_page->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_page.get()));
    }
    void cleanupTestCase() { m_page.reset(); }

    void switchesEveryTab()
    {
        auto *tabs = child<QTabWidget>(u"rulebookTabs"_s);
        QStringList titles;
        for (int i = 0; i < tabs->count(); ++i)
            titles << tabs->tabText(i);
        QCOMPARE(titles, (QStringList{u"Rosters"_s, u"Skills"_s, u"Star players"_s,
                                      u"Inducements"_s, u"Tables"_s, u"Special play cards"_s}));
        for (int i = 0; i < tabs->count(); ++i) {
            tabs->setCurrentIndex(i);
            QCOMPARE(m_page->currentTab(), static_cast<Tab>(i));
            QVERIFY(tabs->currentWidget()->isVisible());
        }
        m_page->showTab(Tab::Skills);
        QCOMPARE(tabs->currentWidget(), m_page->skills());
        m_page->showTab(Tab::Rosters);
        QCOMPARE(tabs->currentWidget(), m_page->rosters());
    }

    void rosterShowsPositionsStaffAndStars()
    {
        m_page->showTab(Tab::Rosters);
        QCOMPARE(table(u"rosterList"_s)->model()->rowCount(), 24);
        m_page->rosters()->selectRoster(u"human"_s);
        QCOMPARE(m_page->rosters()->currentRosterId(), u"human"_s);
        QCOMPARE(text(u"rosterTitle"_s), u"Human"_s);
        QCOMPARE(table(u"positionTable"_s)->model()->rowCount(), 5);
        QVERIFY(text(u"rosterDetails"_s).contains(u"Team re-roll: 50,000"_s));
        QVERIFY(text(u"rosterDetails"_s).contains(u"Apothecary: allowed"_s));
        QCOMPARE(table(u"rosterStarTable"_s)->model()->rowCount(),
                 static_cast<int>(m_rules->starPlayersFor(u"human"_s).size()));
        QVERIFY(text(u"rosterStarsTitle"_s).contains(u"Human"_s));

        m_page->rosters()->selectRoster(u"undead"_s);
        QVERIFY(text(u"rosterDetails"_s).contains(u"Apothecary: not allowed"_s));
        QVERIFY(text(u"rosterDetails"_s).contains(u"Free Necromancer"_s));
        m_page->rosters()->selectRoster(u"slann"_s);
        QVERIFY(text(u"rosterDetails"_s).contains(u"Extra team"_s));

        // A click in the list chooses the roster.
        QTableView *list = table(u"rosterList"_s);
        const int khemri = test::rowWhere(*list->model(), Qt::UserRole, u"khemri"_s);
        clickRow(list, khemri);
        QCOMPARE(m_page->rosters()->currentRosterId(), u"khemri"_s);
        QCOMPARE(table(u"positionTable"_s)->model()->rowCount(), 4);
    }

    void positionTableFitsItsRows()
    {
        m_page->showTab(Tab::Rosters);
        m_page->rosters()->selectRoster(u"human"_s);
        QTableView *positions = table(u"positionTable"_s);
        QTRY_VERIFY(positions->height() >= positions->horizontalHeader()->height() +
                                               positions->verticalHeader()->length());
        // The skills column gets the spare width; stats stay narrow.
        QVERIFY(positions->columnWidth(7) > 3 * positions->columnWidth(3));
        QVERIFY(positions->columnWidth(3) < 60);
    }

    void selectedSkillShowsItsSummary()
    {
        m_page->showTab(Tab::Skills);
        m_page->skills()->selectSkill(u"block"_s);
        QCOMPARE(m_page->skills()->currentSkillId(), u"block"_s);
        QCOMPARE(text(u"skillTitle"_s), u"Block"_s);
        QCOMPARE(text(u"skillSummary"_s), m_rules->skill(u"block"_s)->summary.en);
        QVERIFY(text(u"skillDetails"_s).contains(u"In French: Blocage"_s));
        QVERIFY(text(u"skillHolders"_s).contains(u"Human: Blitzer"_s));

        m_page->skills()->selectSkill(u"frenzy"_s);
        QVERIFY(text(u"skillHolders"_s).contains(u"Grab"_s));

        // A click on a row shows that skill.
        QTableView *skills = table(u"skillTable"_s);
        const int dodge =
            test::rowWhere(*skills->model(), SkillTableModel::SkillIdRole, u"dodge"_s);
        skills->scrollTo(skills->model()->index(dodge, 0));
        clickRow(skills, dodge);
        QCOMPARE(m_page->skills()->currentSkillId(), u"dodge"_s);
        QCOMPARE(text(u"skillSummary"_s), m_rules->skill(u"dodge"_s)->summary.en);
    }

    void searchAndCategoryNarrowTheSkills()
    {
        m_page->showTab(Tab::Skills);
        auto *search = child<QLineEdit>(u"skillSearch"_s);
        auto *category = child<QComboBox>(u"skillCategory"_s);
        QCOMPARE(search->placeholderText(), u"Search in English or French"_s);
        QTableView *skills = table(u"skillTable"_s);

        search->clear();
        QTest::keyClicks(search, u"mighty"_s);
        QCOMPARE(skills->model()->rowCount(), 1);
        QCOMPARE(m_page->skills()->currentSkillId(), u"mighty_blow"_s);
        QCOMPARE(text(u"skillSummary"_s), m_rules->skill(u"mighty_blow"_s)->summary.en);

        search->clear();
        QTest::keyClicks(search, u"blocage"_s);
        QVERIFY(test::rowWhere(*skills->model(), SkillTableModel::SkillIdRole, u"block"_s) >= 0);
        QCOMPARE(skills->model()->rowCount(), 3);

        search->clear();
        QTest::keyClicks(search, u"zzz"_s);
        QCOMPARE(skills->model()->rowCount(), 0);
        QCOMPARE(text(u"skillSummary"_s), u"No skill matches your search."_s);

        search->clear();
        category->setCurrentIndex(category->findData(static_cast<int>(SkillCategory::Passing)));
        QCOMPARE(skills->model()->rowCount(), 7);
        for (int row = 0; row < skills->model()->rowCount(); ++row)
            QCOMPARE(test::cell(*skills->model(), row, SkillTableModel::CategoryColumn),
                     u"Passing"_s);
        QVERIFY(!text(u"skillSummary"_s).isEmpty());

        // Selecting a skill the filters hide clears them.
        m_page->skills()->selectSkill(u"block"_s);
        QCOMPARE(category->currentIndex(), 0);
        QCOMPARE(m_page->skills()->currentSkillId(), u"block"_s);
    }

    void starPlayersFilterByRoster()
    {
        m_page->showTab(Tab::StarPlayers);
        auto *roster = child<QComboBox>(u"starRoster"_s);
        QTableView *stars = table(u"starTable"_s);
        QCOMPARE(roster->itemText(0), u"All rosters"_s);
        QCOMPARE(roster->count(), 25);
        QCOMPARE(stars->model()->rowCount(), 57);
        QCOMPARE(text(u"starCount"_s), u"57 of 57 star players"_s);

        roster->setCurrentIndex(roster->findData(u"dwarf"_s));
        const int dwarfStars = static_cast<int>(m_rules->starPlayersFor(u"dwarf"_s).size());
        QCOMPARE(stars->model()->rowCount(), dwarfStars);
        QCOMPARE(text(u"starCount"_s), u"%1 of 57 star players"_s.arg(dwarfStars));
        QVERIFY(test::rowWhere(*stars->model(), StarPlayerTableModel::StarIdRole,
                               u"barik_farblast"_s) >= 0);
        for (int row = 0; row < stars->model()->rowCount(); ++row)
            QVERIFY(stars->model()
                        ->index(row, 0)
                        .data(StarPlayerTableModel::PlaysForRole)
                        .toStringList()
                        .contains(u"dwarf"_s));
        // The notes under the table are those of the stars shown: Morg 'n' Thorg's for the
        // Dwarfs, Brick and Grotty's for the Ogres, none for Khemri (Morg never plays for them).
        QVERIFY(text(u"starNotes"_s).contains(u"Morg"_s));
        QVERIFY(!text(u"starNotes"_s).contains(u"Grotty"_s));
        roster->setCurrentIndex(roster->findData(u"ogre"_s));
        QVERIFY(child<QLabel>(u"starNotes"_s)->isVisible());
        QVERIFY(text(u"starNotes"_s).contains(u"Grotty"_s));
        roster->setCurrentIndex(roster->findData(u"khemri"_s));
        QVERIFY(child<QLabel>(u"starNotes"_s)->isHidden());
        roster->setCurrentIndex(0);
        QCOMPARE(stars->model()->rowCount(), 57);
    }

    void inducements()
    {
        m_page->showTab(Tab::Inducements);
        QCOMPARE(table(u"inducementTable"_s)->model()->rowCount(),
                 static_cast<int>(m_rules->inducements().size()));
        QVERIFY(!text(u"inducementIntro"_s).isEmpty());
    }

    void everyRuleTable()
    {
        m_page->showTab(Tab::Tables);
        auto *list = child<QListWidget>(u"ruleTableList"_s);
        QCOMPARE(list->count(), RuleTableModel::tables().size());
        for (int row = 0; row < list->count(); ++row) {
            list->setCurrentRow(row);
            const RuleTableModel::Table current = RuleTableModel::tables().at(row);
            QCOMPARE(m_page->tables()->currentTable(), current);
            QCOMPARE(text(u"ruleTableTitle"_s), RuleTableModel::tableName(current));
            QVERIFY(table(u"ruleTable"_s)->model()->rowCount() > 0);
            QVERIFY(child<QLabel>(u"ruleTableNote"_s)->isVisible());
        }
        m_page->tables()->showTable(RuleTableModel::Table::Casualty);
        QCOMPARE(list->currentItem()->text(), u"Casualty"_s);
        QCOMPARE(table(u"ruleTable"_s)->model()->rowCount(), 18);
    }

    void everyDeck()
    {
        m_page->showTab(Tab::SpecialPlayCards);
        auto *deck = child<QComboBox>(u"deckCombo"_s);
        QCOMPARE(deck->count(), m_rules->specialPlayDecks().size());
        for (int i = 0; i < deck->count(); ++i) {
            deck->setCurrentIndex(i);
            const SpecialPlayDeck &expected = m_rules->specialPlayDecks().at(i);
            QCOMPARE(table(u"cardTable"_s)->model()->rowCount(),
                     static_cast<int>(expected.cards.size()));
            QVERIFY(deck->currentText().startsWith(expected.name.en));
            QVERIFY(deck->currentText().contains(QLocale().toString(expected.cost)));
        }
        QCOMPARE(deck->itemText(0), u"Miscellaneous Mayhem — 50,000 per card, 13 cards"_s);
    }

    void mainWindowShowsTheRulebook()
    {
        QTemporaryDir dir;
        Settings settings(dir.filePath(u"settings.ini"_s));
        MainWindow window(settings);
        window.showArea(MainWindow::Area::Rulebook);
        auto *stack = window.findChild<QStackedWidget *>(u"areaStack"_s);
        QVERIFY(qobject_cast<RulebookPage *>(stack->currentWidget()));
    }
};

QTEST_MAIN(TestRulebookPage)
#include "tst_rulebook_page.moc"
