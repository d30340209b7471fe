// The inducements a league allows and its special play cards, chosen in the window (RULES.md K:
// "exclude some inducements", special play cards as an option; the list of inducements is
// rulebook l.3588–3602 and l.3646–3650): New league → "Inducements and special play cards…",
// ticks and choices made by clicks and keys, the summary under the button, the options the league
// is created with, and core's refusal (LeagueOptionsRules) keeping OK off.
#include "../support/WindowFixtures.h"
#include "core/i18n/Language.h"
#include "core/inducements/InducementRules.h"
#include "core/inducements/LeagueInducements.h"
#include "core/rules/RulesetLoader.h"
#include "views/league/LeagueInducementsDialog.h"
#include "views/league/NewLeagueDialog.h"
#include "views/league/result/GoldSpinBox.h"

#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QLayout>
#include <QListWidget>
#include <QPushButton>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;

class TestLeagueInducementsDialog : public QObject
{
    Q_OBJECT

    std::shared_ptr<const Ruleset> m_rules;

    // Ticks or unticks the inducement `id` with the keyboard: its row, then Space.
    static void setAllowed(QListWidget *list, const QString &id, bool allowed)
    {
        for (int row = 0; row < list->count(); ++row) {
            QListWidgetItem *item = list->item(row);
            if (item->data(Qt::UserRole).toString() != id)
                continue;
            QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                              list->visualItemRect(item).center());
            QCOMPARE(list->currentRow(), row);
            if ((item->checkState() == Qt::Checked) != allowed)
                QTest::keyClick(list, Qt::Key_Space);
            QCOMPARE(item->checkState() == Qt::Checked, allowed);
            return;
        }
        QFAIL(qPrintable(id));
    }

    static LeagueInducementsDialog *openInducements(NewLeagueDialog *dialog)
    {
        test::clickButton(dialog, u"leagueInducements"_s);
        return test::openDialog<LeagueInducementsDialog>(dialog);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QLocale::setDefault(QLocale(QLocale::English));
        Language::install(*qApp, u"en"_s); // English plural forms
        m_rules = RulesetLoader::builtIn();
        QVERIFY(m_rules);
    }

    // K: the wizard and star players left out, cards bought as inducements, 3 at most; the
    // league is created with them and its teams' purchases are refused with core's reason.
    void choosesWhatTheLeagueAllows()
    {
        NewLeagueDialog dialog;
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto *summary = dialog.findChild<QLabel *>(u"leagueInducementsSummary"_s);
        QCOMPARE(summary->text(), u"All inducements allowed; Special play cards not used."_s);

        LeagueInducementsDialog *choose = openInducements(&dialog);
        QCOMPARE(choose->inducementList()->count(), int(m_rules->inducements().size()));
        QVERIFY(!choose->maxCardsBox()->isEnabled());
        setAllowed(choose->inducementList(), u"wizard"_s, false);
        setAllowed(choose->inducementList(), u"star_player"_s, false);
        test::chooseEntry(choose->cardsBox(),
                          choose->cardsBox()->findData(int(SpecialPlayCardsRule::AsInducements)));
        QVERIFY(choose->maxCardsBox()->isEnabled());
        QVERIFY(!choose->cardBudgetBox()->isEnabled());
        test::typeValue(choose->maxCardsBox(), 3);
        test::clickOk(choose);

        QCOMPARE(summary->text(), u"7 inducements allowed; Special play cards bought as "
                                  "inducements (at most 3 per team)."_s);
        const LeagueOptions options = dialog.options();
        QVERIFY(options.allowedInducements);
        QVERIFY(!options.allowedInducements->contains(u"wizard"_s));
        QVERIFY(!options.allowedInducements->contains(u"star_player"_s));
        QVERIFY(options.allowedInducements->contains(u"bribe"_s));
        QCOMPARE(options.cards, SpecialPlayCardsRule::AsInducements);
        QCOMPARE(options.maxCards, 3);
        QCOMPARE(options.cardBudget, 0);

        // What the league's teams are then told (InducementRules, the same options).
        const InducementRules rules(*m_rules, inducementOptions(options));
        InducementTeam humans;
        humans.rosterId = u"human"_s;
        humans.players = 11;
        const RuleCheck wizard =
            rules.canBuy({}, InducementItem::counted(u"wizard"_s), humans, {}, 1000000);
        QVERIFY2(wizard.reason.contains(u"not allowed in this league"_s),
                 qPrintable(wizard.reason));
        QVERIFY(rules.canBuy({}, InducementItem::card(u"dirty_tricks"_s), humans, {}, 1000000));

        // Opened again, the dialog shows what was chosen; ticking everything says nothing.
        choose = openInducements(&dialog);
        setAllowed(choose->inducementList(), u"wizard"_s, true);
        setAllowed(choose->inducementList(), u"star_player"_s, true);
        test::clickOk(choose);
        QVERIFY(!dialog.options().allowedInducements);
    }

    // K: a fixed card budget of 50,000–200,000, worked by core; the budget is kept only for it.
    void fixedCardBudget()
    {
        NewLeagueDialog dialog;
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        LeagueInducementsDialog *choose = openInducements(&dialog);
        test::chooseEntry(choose->cardsBox(),
                          choose->cardsBox()->findData(int(SpecialPlayCardsRule::FixedBudget)));
        QVERIFY(choose->cardBudgetBox()->isEnabled());
        test::typeValue(choose->cardBudgetBox(), 150000);
        QVERIFY(choose->okButton()->isEnabled());
        QVERIFY(choose->problemsLabel()->text().isEmpty());
        test::clickOk(choose);
        QCOMPARE(dialog.options().cards, SpecialPlayCardsRule::FixedBudget);
        QCOMPARE(dialog.options().cardBudget, 150000);
        auto *summary = dialog.findChild<QLabel *>(u"leagueInducementsSummary"_s);
        QVERIFY2(summary->text().contains(u"150,000 gp"_s), qPrintable(summary->text()));
        // Back to cards not used: no budget is kept (core refuses a budget without the option).
        choose = openInducements(&dialog);
        test::chooseEntry(choose->cardsBox(),
                          choose->cardsBox()->findData(int(SpecialPlayCardsRule::NotUsed)));
        test::clickOk(choose);
        QCOMPARE(dialog.options().cardBudget, 0);
    }

    // A league file's choices are shown as they are, and kept when OK is clicked.
    void showsTheLeaguesChoices()
    {
        LeagueOptions options;
        options.allowedInducements = QStringList{u"bribe"_s, u"extra_training"_s};
        options.cards = SpecialPlayCardsRule::InsteadOfOthers;
        options.maxCards = 2;
        NewLeagueDialog dialog;
        dialog.setOptions(options);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        LeagueInducementsDialog *choose = openInducements(&dialog);
        int ticked = 0;
        for (int row = 0; row < choose->inducementList()->count(); ++row)
            ticked += choose->inducementList()->item(row)->checkState() == Qt::Checked ? 1 : 0;
        QCOMPARE(ticked, 2);
        QCOMPARE(choose->maxCardsBox()->value(), 2);
        test::clickOk(choose);
        QCOMPARE(dialog.options().allowedInducements, options.allowedInducements);
        QCOMPARE(dialog.options().cards, SpecialPlayCardsRule::InsteadOfOthers);
        QCOMPARE(dialog.options().maxCards, 2);
    }

    // With DUGOUT_SCREENSHOT_DIR set: the New league dialog and the inducements dialog at
    // 1366×768 and 1920×1080, in English then in French (last: French stays installed).
    void screenshots()
    {
        const QString dir = qEnvironmentVariable("DUGOUT_SCREENSHOT_DIR");
        if (dir.isEmpty())
            QSKIP("DUGOUT_SCREENSHOT_DIR is not set");
        QDir().mkpath(dir);
        for (const QString &language : {u"en"_s, u"fr"_s}) {
            Language::install(*qApp, language);
            for (const QSize size : {QSize(1366, 768), QSize(1920, 1080)}) {
                QWidget screen;
                screen.resize(size);
                screen.show();
                NewLeagueDialog dialog(&screen);
                dialog.show();
                QVERIFY(QTest::qWaitForWindowExposed(&dialog));
                LeagueInducementsDialog *choose = openInducements(&dialog);
                setAllowed(choose->inducementList(), u"wizard"_s, false);
                test::chooseEntry(choose->cardsBox(), choose->cardsBox()->findData(
                                                          int(SpecialPlayCardsRule::FixedBudget)));
                const QString suffix =
                    u"%1x%2-%3.png"_s.arg(size.width()).arg(size.height()).arg(language);
                QCoreApplication::processEvents();
                QVERIFY(choose->grab().save(QDir(dir).filePath(u"league-inducements-"_s + suffix)));
                test::clickOk(choose);
                QCoreApplication::processEvents();
                QVERIFY(dialog.grab().save(QDir(dir).filePath(u"new-league-"_s + suffix)));
                QVERIFY2(dialog.height() <= size.height(), qPrintable(suffix));
            }
        }
    }

    // The New league dialog as it opens, and after its inducements were chosen (a longer summary):
    // every wrapped explanation shows all its lines (the last one was cut at the default height)
    // and the row of points fits (it overlapped in French). Last: French stays installed.
    void opensWithEveryLineShown_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("English") << u"en"_s;
        QTest::newRow("French") << u"fr"_s;
    }

    void opensWithEveryLineShown()
    {
        QFETCH(QString, language);
        Language::install(*qApp, language);
        QWidget screen;
        screen.resize(1366, 768);
        screen.show();
        NewLeagueDialog dialog(&screen);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QCoreApplication::processEvents();
        everyLineShown(dialog);

        LeagueInducementsDialog *choose = openInducements(&dialog);
        setAllowed(choose->inducementList(), u"wizard"_s, false);
        test::chooseEntry(choose->cardsBox(),
                          choose->cardsBox()->findData(int(SpecialPlayCardsRule::FixedBudget)));
        test::clickOk(choose);
        QCoreApplication::processEvents();
        everyLineShown(dialog);
    }

    // Each wrapped label of the dialog as tall as its lines need, overlapping none of the widgets
    // beside it; the dialog as wide as its layout needs and within the screen.
    static void everyLineShown(const NewLeagueDialog &dialog)
    {
        QVERIFY2(
            dialog.width() >= dialog.layout()->totalMinimumSize().width(),
            qPrintable(
                u"%1 < %2"_s.arg(dialog.width()).arg(dialog.layout()->totalMinimumSize().width())));
        QVERIFY(dialog.height() <= 768);
        int wrapped = 0;
        const auto labels = dialog.findChildren<QLabel *>();
        for (const QLabel *label : labels) {
            if (!label->wordWrap() || !label->isVisible() || label->text().isEmpty())
                continue;
            ++wrapped;
            QVERIFY2(label->height() >= label->heightForWidth(label->width()),
                     qPrintable(u"%1: %2 < %3"_s.arg(label->text())
                                    .arg(label->height())
                                    .arg(label->heightForWidth(label->width()))));
            const auto siblings = label->parentWidget()->findChildren<QWidget *>(
                QString(), Qt::FindDirectChildrenOnly);
            for (const QWidget *other : siblings) {
                if (other != label && other->isVisible() && !other->isWindow())
                    QVERIFY2(!other->geometry().intersects(label->geometry()),
                             qPrintable(label->text() + u" under "_s + other->objectName()));
            }
        }
        QVERIFY(wrapped >= 8);
    }
};

QTEST_MAIN(TestLeagueInducementsDialog)
#include "tst_league_inducements_dialog.moc"
