#pragma once

#include "core/settings/Settings.h"
#include "views/MainWindow.h"

#include <QAbstractButton>
#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QString>
#include <QTabBar>
#include <QTabWidget>
#include <QTest>
#include <QToolButton>
#include <QtGlobal>

#include <memory>

namespace dugout::test {

// The main window as a person first sees it on a laptop: 1366×768, shown, on the database at
// `path` (the test stops at once if it cannot be opened).
inline std::unique_ptr<MainWindow> openMainWindow(Settings &settings, const QString &path)
{
    auto window = std::make_unique<MainWindow>(settings);
    window->resize(1366, 768);
    window->show();
    if (!window->openDatabase(path))
        qFatal("cannot open %s", qPrintable(path));
    return window;
}

// The helpers below drive the window the way a person does (docs/architecture.md, "Add a
// page"): widgets are found by objectName and receive QTest mouse clicks and key presses. A
// widget that is missing, hidden or disabled stops the test at once with its name, since a
// person could not have used it either.

// The widget named `name` under `parent`, shown and enabled.
template <typename T = QWidget> T *shownChild(const QObject *parent, const QString &name)
{
    // A dialog closed a moment ago is deleted later: it must not be found instead of the new one.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    const auto found = parent->findChildren<T *>(name);
    for (T *each : found) {
        if (each->isVisible()) {
            if (!each->isEnabled())
                qFatal("%s is disabled", qPrintable(name));
            return each;
        }
    }
    qFatal("no visible %s", qPrintable(name));
    return nullptr;
}

// The dialog of type T open under `parent` (the last one opened when several are).
template <typename T> T *openDialog(const QObject *parent)
{
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    const auto found = parent->findChildren<T *>();
    for (auto each = found.crbegin(); each != found.crend(); ++each) {
        if ((*each)->isVisible())
            return *each;
    }
    qFatal("no open %s", T::staticMetaObject.className());
    return nullptr;
}

inline void click(QWidget *widget)
{
    QTest::mouseClick(widget, Qt::LeftButton);
}

// Clicks the button named `name` under `parent`.
inline void clickButton(const QObject *parent, const QString &name)
{
    click(shownChild<QAbstractButton>(parent, name));
}

// Clicks the button that shows the action named `actionName` (a toolbar's or a panel's
// QToolButton), as a person clicks what is on screen rather than calling the action.
inline void clickAction(const QObject *root, const QString &actionName)
{
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    const auto buttons = root->findChildren<QToolButton *>();
    for (QToolButton *button : buttons) {
        QAction *action = button->defaultAction();
        if (!action || action->objectName() != actionName || !button->isVisible())
            continue;
        if (!button->isEnabled())
            qFatal("the button of %s is disabled", qPrintable(actionName));
        click(button);
        return;
    }
    qFatal("no visible button shows %s", qPrintable(actionName));
}

// Clicks an area in the window's navigation list, as a person changes area.
inline void clickArea(MainWindow &window, MainWindow::Area area)
{
    auto *navigation = shownChild<QListWidget>(&window, QStringLiteral("navigation"));
    QListWidgetItem *item = navigation->item(static_cast<int>(area));
    navigation->scrollToItem(item);
    QTest::mouseClick(navigation->viewport(), Qt::LeftButton, {},
                      navigation->visualItemRect(item).center());
    if (window.currentArea() != area)
        qFatal("a click on area %d did not show it", static_cast<int>(area));
}

// Clicks the area the navigation list shows as `name`, as a person reads it (in the language the
// test runs in).
inline void clickArea(MainWindow &window, const QString &name)
{
    auto *navigation = shownChild<QListWidget>(&window, QStringLiteral("navigation"));
    const QList<QListWidgetItem *> found = navigation->findItems(name, Qt::MatchExactly);
    if (found.size() != 1)
        qFatal("the navigation shows %d areas named %s", int(found.size()), qPrintable(name));
    navigation->scrollToItem(found.first());
    QTest::mouseClick(navigation->viewport(), Qt::LeftButton, {},
                      navigation->visualItemRect(found.first()).center());
    if (navigation->currentItem() != found.first())
        qFatal("a click on area %s did not show it", qPrintable(name));
}

// Clicks the tab at `index` of `tabs`.
inline void clickTab(QTabWidget *tabs, int index)
{
    QTabBar *bar = tabs->tabBar();
    QTest::mouseClick(bar, Qt::LeftButton, {}, bar->tabRect(index).center());
    if (tabs->currentIndex() != index)
        qFatal("a click on tab %d of %s did not show it", index, qPrintable(tabs->objectName()));
}

// Clicks the tab of `tabs` that reads `text`.
inline void clickTab(QTabWidget *tabs, const QString &text)
{
    if (!tabs)
        qFatal("no tab widget to show %s", qPrintable(text));
    for (int i = 0; i < tabs->count(); ++i) {
        if (tabs->tabText(i) == text) {
            clickTab(tabs, i);
            return;
        }
    }
    qFatal("%s has no tab %s", qPrintable(tabs->objectName()), qPrintable(text));
}

// Types `text` into a line edit in place of what it held: a click, Ctrl+A, then the keys.
inline void typeInto(QLineEdit *edit, const QString &text)
{
    QTest::mouseClick(edit, Qt::LeftButton);
    QTest::keyClick(edit, Qt::Key_A, Qt::ControlModifier);
    if (text.isEmpty())
        QTest::keyClick(edit, Qt::Key_Backspace);
    else
        QTest::keyClicks(edit, text);
}

inline void typeInto(const QObject *parent, const QString &name, const QString &text)
{
    typeInto(shownChild<QLineEdit>(parent, name), text);
}

// A number typed over what a spin box holds.
inline void typeValue(QSpinBox *box, int value)
{
    QTest::mouseClick(box, Qt::LeftButton);
    QTest::keyClick(box, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(box, QString::number(value));
    // A box that takes its value only once the typing is over takes it on Return.
    if (!box->keyboardTracking())
        QTest::keyClick(box, Qt::Key_Return);
    if (box->value() != value)
        qFatal("%s holds %d after typing %d", qPrintable(box->objectName()), box->value(), value);
}

// Home, then Down to the entry, as a person picks from a combo box with the keyboard.
inline void chooseEntry(QComboBox *combo, int index)
{
    if (index < 0)
        qFatal("%s has no such entry", qPrintable(combo->objectName()));
    QTest::keyClick(combo, Qt::Key_Home);
    for (int i = 0; i < combo->count() && combo->currentIndex() != index; ++i)
        QTest::keyClick(combo, Qt::Key_Down);
    if (combo->currentIndex() != index)
        qFatal("%s did not reach entry %d", qPrintable(combo->objectName()), index);
}

// Clicks a check box or radio button on its box (the widget may be wider than its label)
// until it is in `checked` state.
inline void setTicked(QAbstractButton *button, bool checked)
{
    if (button->isChecked() != checked)
        QTest::mouseClick(button, Qt::LeftButton, {}, QPoint(8, button->height() / 2));
    if (button->isChecked() != checked)
        qFatal("a click did not change %s", qPrintable(button->objectName()));
}

// Clicks a dialog's OK button (whatever its text says: "Create league", "Save"…).
inline void clickOk(QDialog *dialog)
{
    const auto boxes = dialog->findChildren<QDialogButtonBox *>();
    for (QDialogButtonBox *box : boxes) {
        if (QPushButton *ok = box->button(QDialogButtonBox::Ok); ok && ok->isVisible()) {
            if (!ok->isEnabled())
                qFatal("the OK button of %s is disabled", qPrintable(dialog->objectName()));
            click(ok);
            return;
        }
    }
    qFatal("%s has no OK button", qPrintable(dialog->objectName()));
}

// A key sequence (Ctrl+Z, Ctrl+Shift+Z…) pressed in the main window.
inline void pressInWindow(QWidget *window, const QKeySequence &keys)
{
    // The offscreen platform does not hand the activation back when a dialog closes.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    window->activateWindow();
    if (!QTest::qWaitForWindowActive(window))
        qFatal("the window did not become active");
    QTest::keySequence(window, keys);
}

} // namespace dugout::test
