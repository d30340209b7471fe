// Issue 15, point 5: nothing a person is about to click moves. A message that appears and goes
// away floats over the page instead of pushing it down; a dialog keeps its size while its hint
// lines change (the pre-match dialog's gate dice once slid into the weather's text).
#include "../support/MatchFixtures.h"
#include "../support/WindowFixtures.h"
#include "core/rules/RulesetLoader.h"
#include "core/settings/Settings.h"
#include "core/storage/TeamStore.h"
#include "models/PlayerTableModel.h"
#include "session/TeamDocument.h"
#include "views/MainWindow.h"
#include "views/MessageBox.h"
#include "views/league/result/DiceInput.h"
#include "views/match/MatchTrackerView.h"
#include "views/match/MatchesPage.h"
#include "views/match/NextStepPanel.h"
#include "views/match/PreMatchDialog.h"
#include "views/team/TeamView.h"
#include "views/team/TeamsPage.h"
#include "views/widgets/MessageBar.h"

#include <QApplication>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;
using namespace dugout;

namespace {

// Where `widget` is in its window: what a person aims the mouse at.
QRect onScreen(const QWidget *widget)
{
    return QRect(widget->mapTo(widget->window(), QPoint(0, 0)), widget->size());
}

} // namespace

class TestStableLayout : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Settings> m_settings;
    std::shared_ptr<const Ruleset> m_rules;

    std::unique_ptr<MainWindow> openWindow(const QString &file)
    {
        return test::openMainWindow(*m_settings, m_dir.filePath(file));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        MessageBox::setRecordOnly(true);
        m_settings = std::make_unique<Settings>(m_dir.filePath(u"settings.ini"_s));
        m_rules = RulesetLoader::builtIn();
        QVERIFY(m_rules);
    }

    void aFloatingBarMovesNothing()
    {
        QWidget page;
        auto *above = new QPushButton(u"Above"_s, &page);
        auto *anchor = new QWidget(&page);
        auto *below = new QPushButton(u"Below"_s, &page);
        auto *layout = new QVBoxLayout(&page);
        layout->addWidget(above);
        layout->addWidget(anchor, 1);
        layout->addWidget(below);
        auto *bar = new MessageBar(&page);
        bar->floatOver(anchor);
        page.resize(600, 400);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        const QRect before = below->geometry(), top = above->geometry();

        bar->showMessage(u"A long refusal that wraps over two lines or more, as core's reasons "
                         u"sometimes do when "
                         "they name a player, a position and a price."_s);
        QCoreApplication::processEvents();
        QVERIFY(bar->isVisible());
        QVERIFY(bar->geometry().intersects(anchor->geometry())); // over the anchor, not beside it
        QVERIFY(!bar->geometry().intersects(above->geometry()));
        QCOMPARE(below->geometry(), before);
        QCOMPARE(above->geometry(), top);

        page.resize(500, 400); // it follows its anchor
        QCoreApplication::processEvents();
        QVERIFY(bar->geometry().right() <= anchor->geometry().right());
        const QRect narrower = above->geometry();
        bar->dismiss();
        QCoreApplication::processEvents();
        QCOMPARE(above->geometry(), narrower);
    }

    // A coach clears a player's name in the roster: core refuses, the message shows and goes,
    // and the buttons around the roster never move.
    void aRefusalInTheTeamViewMovesNoButton()
    {
        auto window = openWindow(u"team.sqlite"_s);
        Team team = test::humanTeam(*m_rules);
        QVERIFY(TeamStore(*window->database()).save(team));
        window->showArea(MainWindow::Area::Teams);
        TeamsPage *teams = window->teamsPage();
        teams->setDatabase(window->database());
        QVERIFY(teams->showTeam(team.id));
        TeamView *view = teams->teamView();
        QTableView *table = view->playerTable();
        auto *apothecary = view->findChild<QToolButton *>(u"apothecaryButton"_s);
        QVERIFY(apothecary);
        QCoreApplication::processEvents();
        const QRect buttonBefore = onScreen(apothecary), tableBefore = onScreen(table->viewport());

        const QModelIndex name = table->model()->index(2, PlayerTableModel::NameColumn);
        const QPoint cell = table->visualRect(name).center();
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, cell);
        QTest::mouseDClick(table->viewport(), Qt::LeftButton, {}, cell);
        auto *editor = table->viewport()->findChild<QLineEdit *>();
        QVERIFY(editor);
        editor->selectAll();
        QTest::keyClick(editor, Qt::Key_Delete);
        QTest::keyClick(editor, Qt::Key_Return);
        QCoreApplication::processEvents();

        MessageBar *bar = view->messageBar();
        QVERIFY(bar->isVisible());
        QCOMPARE(bar->text(), u"The player needs a name."_s);
        QCOMPARE(onScreen(apothecary), buttonBefore);
        QCOMPARE(onScreen(table->viewport()), tableBefore);

        // The coach closes it with its own button.
        auto *close = bar->findChild<QToolButton *>();
        QVERIFY(close);
        QTest::mouseClick(close, Qt::LeftButton);
        QVERIFY(!bar->isVisible());
        QCOMPARE(onScreen(apothecary), buttonBefore);
        QCOMPARE(onScreen(table->viewport()), tableBefore);
    }

    // In the tracker, a refused key shows the reason; the action buttons stay where they were.
    void aRefusalInTheTrackerMovesNoActionButton()
    {
        auto window = openWindow(u"tracker.sqlite"_s);
        window->showArea(MainWindow::Area::Matches);
        MatchesPage *matches = window->matchesPage();
        QVERIFY(matches->startMatch(test::humanDerby(*m_rules)));
        MatchTrackerView *tracker = matches->tracker();
        tracker->messageBar()->dismiss();
        QCoreApplication::processEvents();
        QList<QPushButton *> buttons;
        for (QPushButton *button : tracker->findChildren<QPushButton *>()) {
            if (button->isVisible())
                buttons << button;
        }
        QVERIFY(buttons.size() > 10);
        QList<QRect> before;
        for (QPushButton *button : std::as_const(buttons))
            before << onScreen(button);

        tracker->messageBar()->showMessage(
            u"Four minutes are up: the turn ends with a turnover."_s);
        QCoreApplication::processEvents();
        for (int i = 0; i < buttons.size(); ++i)
            QCOMPARE(onScreen(buttons.at(i)), before.at(i));
        tracker->messageBar()->dismiss();
        QCoreApplication::processEvents();
        for (int i = 0; i < buttons.size(); ++i)
            QCOMPARE(onScreen(buttons.at(i)), before.at(i));
    }

    // Typing the dice changes the weather line from a hint to a result; the dialog and the gate
    // dice under it keep their size and place, and the text never runs into the dice.
    void preMatchDialogKeepsItsSizeAsTheDiceAreTyped()
    {
        auto window = openWindow(u"prematch.sqlite"_s);
        window->showArea(MainWindow::Area::Matches);
        MatchesPage *matches = window->matchesPage();
        QVERIFY(matches->startMatch(test::humanDerby(*m_rules)));
        MatchTrackerView *tracker = matches->tracker();
        tracker->chooseOffer(NextStepPanel::Offer::PreMatch);
        auto *dialog = qobject_cast<PreMatchDialog *>(tracker->openDialog());
        QVERIFY(dialog);
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        auto *weather = dialog->findChild<QLabel *>(u"weatherResult"_s);
        QVERIFY(weather);
        const QSize size = dialog->size();
        const QRect gate = onScreen(dialog->gateInput(Side::Home));
        const QRect ok = onScreen(dialog->okButton());

        const auto typeDie = [](QSpinBox *die, const QString &value) {
            die->setFocus();
            die->selectAll();
            QTest::keyClicks(die, value, {}, 20);
            QTest::keyClick(die, Qt::Key_Tab);
            QCoreApplication::processEvents();
        };
        QStringList seen{weather->text()};
        for (const auto &[first, second] : {std::pair{u"1"_s, u"1"_s}, std::pair{u"3"_s, u"4"_s},
                                            std::pair{u"6"_s, u"6"_s}, std::pair{u"1"_s, u"2"_s}}) {
            typeDie(dialog->weatherInput()->die(0), first);
            typeDie(dialog->weatherInput()->die(1), second);
            seen << weather->text();
            QCOMPARE(dialog->size(), size);
            QCOMPARE(onScreen(dialog->gateInput(Side::Home)), gate);
            QCOMPARE(onScreen(dialog->okButton()), ok);
            // The whole text fits in the weather line's room, above the gate dice.
            QVERIFY2(weather->heightForWidth(weather->width()) <= weather->height(),
                     qPrintable(weather->text()));
            QVERIFY(!onScreen(weather).intersects(gate));
        }
        seen.removeDuplicates();
        QVERIFY2(seen.size() >= 4, qPrintable(seen.join(u" | "_s))); // the hint really changed
        typeDie(dialog->gateInput(Side::Home)->die(0), u"5"_s);
        typeDie(dialog->gateInput(Side::Home)->die(1), u"4"_s);
        QCOMPARE(dialog->size(), size);
        QCOMPARE(onScreen(dialog->okButton()), ok);
        dialog->reject();
    }
};

QTEST_MAIN(TestStableLayout)
#include "tst_stable_layout.moc"
