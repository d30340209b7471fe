// Help → Odds calculator, driven with the mouse and the keyboard: a dodge then a going for it with
// the team re-roll, then Sure Feet, then a block; the exact chances read from the dialog.
#include "core/settings/Settings.h"
#include "views/MainWindow.h"
#include "views/MessageBox.h"
#include "views/odds/OddsCalculatorDialog.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace Qt::StringLiterals;
using dugout::OddsCalculatorDialog;

namespace {

template <typename T> T *child(QWidget *parent, const QString &name)
{
    return parent->findChild<T *>(name);
}

// Picks `text` in the "add a step" list with the keyboard, then clicks Add step.
void addStep(QWidget *dialog, const QString &text)
{
    auto *combo = child<QComboBox>(dialog, u"stepKindCombo"_s);
    combo->setFocus();
    QTest::keyClick(combo, Qt::Key_Home);
    while (combo->currentText() != text && combo->currentIndex() + 1 < combo->count())
        QTest::keyClick(combo, Qt::Key_Down);
    QTest::mouseClick(child<QPushButton>(dialog, u"addStepButton"_s), Qt::LeftButton);
}

// A check box toggles when its box or label is clicked, not the empty space beyond the label.
void tick(QWidget *dialog, const QString &name)
{
    auto *check = child<QCheckBox>(dialog, name);
    QTest::mouseClick(check, Qt::LeftButton, {}, QPoint(8, check->height() / 2));
}

QString result(QWidget *dialog)
{
    return child<QLabel>(dialog, u"resultLabel"_s)->text();
}

} // namespace

class TestOddsCalculator : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<dugout::Settings> m_settings;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        dugout::MessageBox::setRecordOnly(true);
        m_settings = std::make_unique<dugout::Settings>(m_dir.filePath(u"settings.ini"_s));
    }

    // From the Help menu: a 3+ dodge then a 2+ going for it with one team re-roll is 5/6
    // (2/3 * 35/36 + 1/3 * 2/3 * 5/6), and the advice spends the re-roll on the dodge.
    void dodgeThenGoingForItFromTheHelpMenu()
    {
        dugout::MainWindow window(*m_settings);
        window.resize(1366, 768);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QMenuBar *bar = window.menuBar();
        QAction *help = bar->actions().last();
        QTest::mouseClick(bar, Qt::LeftButton, {}, bar->actionGeometry(help).center());
        QMenu *menu = help->menu();
        QTRY_VERIFY(menu->isVisible());
        QAction *odds = window.findChild<QAction *>(u"oddsCalculatorAction"_s);
        QVERIFY(odds);

        QStringList seen;
        QString advice;
        QTimer::singleShot(0, this, [&] {
            QWidget *dialog = QApplication::activeModalWidget();
            if (!qobject_cast<OddsCalculatorDialog *>(dialog))
                return;
            seen << result(dialog);
            addStep(dialog, u"Dodge"_s);
            seen << result(dialog);
            addStep(dialog, u"Going for it"_s);
            seen << result(dialog);
            advice = child<QLabel>(dialog, u"adviceLabel"_s)->text();
            tick(dialog, u"sureFeetCheck"_s);
            seen << result(dialog);
            const QString folder = qEnvironmentVariable("DUGOUT_SCREENSHOT_DIR");
            if (!folder.isEmpty()) {
                QTest::qWait(50); // let the layout take the advice's new lines
                dialog->grab().save(folder + u"/odds_calculator.png"_s);
            }
            auto *buttons = dialog->findChild<QDialogButtonBox *>();
            QTest::mouseClick(buttons->button(QDialogButtonBox::Close), Qt::LeftButton);
        });
        QTest::mouseClick(menu, Qt::LeftButton, {}, menu->actionGeometry(odds).center());
        QCOMPARE(seen.size(), 4);
        QCOMPARE(seen.at(0), u"Add the rolls of the action."_s);
        // Dodge alone with the team re-roll: 8/9.
        QCOMPARE(seen.at(1), u"8/9 (88.9%)"_s);
        QCOMPARE(seen.at(2), u"5/6 (83.3%)"_s);
        QVERIFY2(advice.contains(u"1. Dodge 3+, alone 2/3: if it fails, use the team re-roll"_s),
                 qPrintable(advice));
        QVERIFY2(
            advice.contains(u"2. Going for it 2+, alone 5/6: if it fails, use the team re-roll"_s),
            qPrintable(advice));
        // Sure Feet covers the going for it: 8/9 * 35/36 = 70/81.
        QCOMPARE(seen.at(3), u"70/81 (86.4%)"_s);
    }

    // Two 3+ dodges by a Pro with the team re-roll: 62/81; the second roll's advice changes once
    // the team re-roll has gone on the first.
    void proAdviceOnceTheTeamReRollIsSpent()
    {
        OddsCalculatorDialog dialog;
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        tick(&dialog, u"proCheck"_s);
        addStep(&dialog, u"Dodge"_s);
        addStep(&dialog, u"Dodge"_s);
        QCOMPARE(result(&dialog), u"62/81 (76.5%)"_s);
        const QString advice = child<QLabel>(&dialog, u"adviceLabel"_s)->text();
        QVERIFY2(advice.contains(u"2. Dodge 3+, alone 2/3: if it fails, use the team re-roll; once "
                                 u"the team re-roll is "
                                 u"spent, use Pro (4+)"_s),
                 qPrintable(advice));
    }

    // A block edited in place: two dice wanting the defender down is 5/9 without re-roll, 3/4
    // with Block; the defender's Dodge then takes Stumbles away.
    void blockEditedInPlace()
    {
        OddsCalculatorDialog dialog;
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        tick(&dialog, u"teamReRollCheck"_s);
        addStep(&dialog, u"Block"_s);
        QCOMPARE(result(&dialog), u"5/9 (55.6%)"_s);
        tick(&dialog, u"blockCheck"_s);
        QCOMPARE(result(&dialog), u"3/4 (75.0%)"_s);
        // Defender's Dodge: Both Down and Defender Down are left, 2 faces of 6: 1 - (2/3)^2.
        tick(&dialog, u"defenderDodgeCheck"_s);
        QCOMPARE(result(&dialog), u"5/9 (55.6%)"_s);
        // Three dice, typed into the spin box.
        auto *dice = child<QSpinBox>(&dialog, u"blockDiceSpin"_s);
        dice->setFocus();
        QTest::keyClick(dice, Qt::Key_Up);
        QCOMPARE(result(&dialog), u"19/27 (70.4%)"_s);
        QCOMPARE(child<QListWidget>(&dialog, u"stepList"_s)->item(0)->text(),
                 u"1. Block, 3 dice, attacker's choice: defender down"_s);
        // Removing the only step empties the result.
        QTest::mouseClick(child<QPushButton>(&dialog, u"removeStepButton"_s), Qt::LeftButton);
        QCOMPARE(result(&dialog), u"Add the rolls of the action."_s);
    }
};

QTEST_MAIN(TestOddsCalculator)
#include "tst_odds_calculator.moc"
