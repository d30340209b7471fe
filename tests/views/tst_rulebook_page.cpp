// The Rulebook area offscreen: every tab opens, selections fill the panels, filters narrow
// the tables, and the main window shows it in place of a placeholder. Driven as a person does:
// clicks on tabs, rows and list items, keys in search boxes and combo boxes (issue 14, point 8).
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
#include <QTabBar>
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
        view->scrollTo(view->model()->index(row, 0));
        const QRect rect = view->visualRect(view->model()->index(row, 0));
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, rect.center());
    }

    // A click on the tab's title.
    void showTab(Tab tab)
    {
        QTabBar *bar = child<QTabWidget>(u"rulebookTabs"_s)->tabBar();
        QTest::mouseClick(bar, Qt::LeftButton, {}, bar->tabRect(static_cast<int>(tab)).center());
        QCOMPARE(m_page->currentTab(), tab);
    }

    // The keyboard on a combo box: Home, then Down to the entry.
    static void choose(QComboBox *combo, int index)
    {
        combo->setFocus();
        QTest::keyClick(combo, Qt::Key_Home);
        for (int i = 0; i < index; ++i)
            QTest::keyClick(combo, Qt::Key_Down);
        QCOMPARE(combo->currentIndex(), index);
    }

    // A click on the roster's row in the list.
    void chooseRoster(const QString &rosterId)
    {
        QTableView *list = table(u"rosterList"_s);
        clickRow(list, test::rowWhere(*list->model(), Qt::UserRole, rosterId));
        QCOMPARE(m_page->rosters()->currentRosterId(), rosterId);
    }

    // A click on the skill's row in the table (the filters cleared first, as a person would).
    void chooseSkill(const QString &skillId)
    {
        auto *search = child<QLineEdit>(u"skillSearch"_s);
        search->selectAll();
        QTest::keyClick(search, Qt::Key_Backspace);
        choose(child<QComboBox>(u"skillCategory"_s), 0);
        QTableView *skills = table(u"skillTable"_s);
        clickRow(skills, test::rowWhere(*skills->model(), SkillTableModel::SkillIdRole, skillId));
        QCOMPARE(m_page->skills()->currentSkillId(), skillId);
    }

    static void clearByKeys(QLineEdit *edit)
    {
        edit->setFocus();
        edit->selectAll();
        QTest::keyClick(edit, Qt::Key_Backspace);
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
            showTab(static_cast<Tab>(i));
            QVERIFY(tabs->currentWidget()->isVisible());
        }
        showTab(Tab::Skills);
        QCOMPARE(tabs->currentWidget(), m_page->skills());
        showTab(Tab::Rosters);
        QCOMPARE(tabs->currentWidget(), m_page->rosters());
    }

    void rosterShowsPositionsStaffAndStars()
    {
        showTab(Tab::Rosters);
        QCOMPARE(table(u"rosterList"_s)->model()->rowCount(), 24);
        chooseRoster(u"human"_s);
        QCOMPARE(text(u"rosterTitle"_s), u"Human"_s);
        QCOMPARE(table(u"positionTable"_s)->model()->rowCount(), 5);
        QVERIFY(text(u"rosterDetails"_s).contains(u"Team re-roll: 50,000"_s));
        QVERIFY(text(u"rosterDetails"_s).contains(u"Apothecary: allowed"_s));
        QCOMPARE(table(u"rosterStarTable"_s)->model()->rowCount(),
                 static_cast<int>(m_rules->starPlayersFor(u"human"_s).size()));
        QVERIFY(text(u"rosterStarsTitle"_s).contains(u"Human"_s));

        chooseRoster(u"undead"_s);
        QVERIFY(text(u"rosterDetails"_s).contains(u"Apothecary: not allowed"_s));
        QVERIFY(text(u"rosterDetails"_s).contains(u"Free Necromancer"_s));
        chooseRoster(u"slann"_s);
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
        showTab(Tab::Rosters);
        chooseRoster(u"human"_s);
        QTableView *positions = table(u"positionTable"_s);
        QTRY_VERIFY(positions->height() >= positions->horizontalHeader()->height() +
                                               positions->verticalHeader()->length());
        // The skills column gets the spare width; stats stay narrow.
        QVERIFY(positions->columnWidth(7) > 3 * positions->columnWidth(3));
        QVERIFY(positions->columnWidth(3) < 60);
    }

    void selectedSkillShowsItsSummary()
    {
        showTab(Tab::Skills);
        chooseSkill(u"block"_s);
        QCOMPARE(text(u"skillTitle"_s), u"Block"_s);
        QCOMPARE(text(u"skillSummary"_s), m_rules->skill(u"block"_s)->summary.en);
        QVERIFY(text(u"skillDetails"_s).contains(u"In French: Blocage"_s));
        QVERIFY(text(u"skillHolders"_s).contains(u"Human: Blitzer"_s));

        chooseSkill(u"frenzy"_s);
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
        showTab(Tab::Skills);
        auto *search = child<QLineEdit>(u"skillSearch"_s);
        auto *category = child<QComboBox>(u"skillCategory"_s);
        QCOMPARE(search->placeholderText(), u"Search in English or French"_s);
        QTableView *skills = table(u"skillTable"_s);

        clearByKeys(search);
        QTest::keyClicks(search, u"mighty"_s);
        QCOMPARE(skills->model()->rowCount(), 1);
        QCOMPARE(m_page->skills()->currentSkillId(), u"mighty_blow"_s);
        QCOMPARE(text(u"skillSummary"_s), m_rules->skill(u"mighty_blow"_s)->summary.en);

        clearByKeys(search);
        QTest::keyClicks(search, u"blocage"_s);
        QVERIFY(test::rowWhere(*skills->model(), SkillTableModel::SkillIdRole, u"block"_s) >= 0);
        QCOMPARE(skills->model()->rowCount(), 3);

        clearByKeys(search);
        QTest::keyClicks(search, u"zzz"_s);
        QCOMPARE(skills->model()->rowCount(), 0);
        QCOMPARE(text(u"skillSummary"_s), u"No skill matches your search."_s);

        clearByKeys(search);
        choose(category, category->findData(static_cast<int>(SkillCategory::Passing)));
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
        showTab(Tab::StarPlayers);
        auto *roster = child<QComboBox>(u"starRoster"_s);
        QTableView *stars = table(u"starTable"_s);
        QCOMPARE(roster->itemText(0), u"All rosters"_s);
        QCOMPARE(roster->count(), 25);
        QCOMPARE(stars->model()->rowCount(), 57);
        QCOMPARE(text(u"starCount"_s), u"57 of 57 star players"_s);

        choose(roster, roster->findData(u"dwarf"_s));
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
        choose(roster, roster->findData(u"ogre"_s));
        QVERIFY(child<QLabel>(u"starNotes"_s)->isVisible());
        QVERIFY(text(u"starNotes"_s).contains(u"Grotty"_s));
        choose(roster, roster->findData(u"khemri"_s));
        QVERIFY(child<QLabel>(u"starNotes"_s)->isHidden());
        choose(roster, 0);
        QCOMPARE(stars->model()->rowCount(), 57);
    }

    void inducements()
    {
        showTab(Tab::Inducements);
        QCOMPARE(table(u"inducementTable"_s)->model()->rowCount(),
                 static_cast<int>(m_rules->inducements().size()));
        QVERIFY(!text(u"inducementIntro"_s).isEmpty());
    }

    void everyRuleTable()
    {
        showTab(Tab::Tables);
        auto *list = child<QListWidget>(u"ruleTableList"_s);
        QCOMPARE(list->count(), RuleTableModel::tables().size());
        for (int row = 0; row < list->count(); ++row) {
            list->scrollToItem(list->item(row));
            QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                              list->visualItemRect(list->item(row)).center());
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
        showTab(Tab::SpecialPlayCards);
        auto *deck = child<QComboBox>(u"deckCombo"_s);
        QCOMPARE(deck->count(), m_rules->specialPlayDecks().size());
        for (int i = 0; i < deck->count(); ++i) {
            choose(deck, i);
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
        window.resize(1366, 768);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        // A click on the area's name in the navigation list.
        auto *navigation = window.findChild<QListWidget *>(u"navigation"_s);
        const QList<QListWidgetItem *> items =
            navigation->findItems(u"Rulebook"_s, Qt::MatchExactly);
        QCOMPARE(items.size(), 1);
        QTest::mouseClick(navigation->viewport(), Qt::LeftButton, {},
                          navigation->visualItemRect(items.first()).center());
        auto *stack = window.findChild<QStackedWidget *>(u"areaStack"_s);
        QVERIFY(qobject_cast<RulebookPage *>(stack->currentWidget()));
    }
};

QTEST_MAIN(TestRulebookPage)
#include "tst_rulebook_page.moc"
