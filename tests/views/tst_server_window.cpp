// File → Connect to a league server… (issue 21), used as a person does: the menu, the address
// typed into the dialog, Connect; then the window says who is logged in and what they may do.
// Runs against a private PostgreSQL server; skipped only when PostgreSQL is not installed.
#include "../support/TestEngine.h"
#include "core/settings/Settings.h"
#include "core/storage/Database.h"
#include "core/storage/ServerRoles.h"
#include "views/MainWindow.h"
#include "views/MessageBox.h"

#include <QApplication>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <functional>

using namespace Qt::StringLiterals;
using namespace dugout;

class TestServerWindow : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Settings> m_settings;

    test::PostgresServer &server() { return *test::TestEngine::server(); }

    // Opens File → Connect to a league server…, types `address` and presses Connect (or only
    // looks at the Connect button when `press` is false, then cancels).
    static bool connectByHand(MainWindow &window, const QString &address, bool press = true,
                              bool *offered = nullptr)
    {
        bool typed = false;
        bool running = true;
        std::function<void()> look = [&] {
            if (!running)
                return;
            QTimer::singleShot(50, look);
            QWidget *dialog = QApplication::activeModalWidget();
            if (!dialog || dialog->objectName() != u"serverConnectDialog"_s || typed)
                return;
            typed = true;
            auto *edit = dialog->findChild<QLineEdit *>(u"serverAddress"_s);
            auto *button = dialog->findChild<QPushButton *>(u"connectButton"_s);
            if (!edit || !button)
                return;
            edit->selectAll();
            QTest::keyClicks(edit, address);
            // For a person to look at (DUGOUT_SHOT_DIR): the dialog as it is about to connect.
            if (qEnvironmentVariableIsSet("DUGOUT_SHOT_DIR"))
                dialog->grab().save(qEnvironmentVariable("DUGOUT_SHOT_DIR") +
                                    u"/connect-dialog.png"_s);
            if (offered)
                *offered = button->isEnabled();
            if (press && button->isEnabled())
                QTest::mouseClick(button, Qt::LeftButton);
            else
                QTest::keyClick(dialog, Qt::Key_Escape);
        };
        QTimer::singleShot(50, look);
        QMenu *file = window.menuBar()->findChild<QMenu *>(u"fileMenu"_s);
        QAction *action = window.findChild<QAction *>(u"connectServerAction"_s);
        if (!file || !action)
            return false;
        // The menu is opened with the mouse and the item chosen with the keyboard, as a
        // person would; the action's own shortcut-free item has no other way in.
        QTest::mouseClick(window.menuBar(), Qt::LeftButton, {},
                          window.menuBar()->actionGeometry(file->menuAction()).center());
        if (!file->isVisible())
            return false;
        QTest::mouseClick(file, Qt::LeftButton, {}, file->actionGeometry(action).center());
        running = false;
        QTest::qWait(100);
        return typed;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        MessageBox::setRecordOnly(true);
        m_settings = std::make_unique<Settings>(m_dir.filePath(u"settings.ini"_s));
        QString why;
        QVERIFY2(server().execute(u"postgres"_s,
                                  u"CREATE ROLE anna LOGIN CREATEROLE PASSWORD 'anna-pw'"_s, &why),
                 qPrintable(why));
        QVERIFY2(server().execute(u"postgres"_s, u"CREATE DATABASE club OWNER anna"_s, &why),
                 qPrintable(why));
        server().rememberPassword(u"anna"_s, u"anna-pw"_s);
        DatabaseError error;
        auto commissioner = Database::open(server().address(u"club"_s, u"anna"_s), &error);
        QVERIFY2(commissioner, qPrintable(error.message));
        QVERIFY2(ServerRoles::init(*commissioner, &why), qPrintable(why));
        const std::optional<QString> password =
            ServerRoles::addCoach(*commissioner, u"bob"_s, &why);
        QVERIFY2(password, qPrintable(why));
        server().rememberPassword(u"bob"_s, *password);
    }

    void eachLoginSeesWhatItMayDo_data()
    {
        QTest::addColumn<QString>("user");
        QTest::addColumn<QString>("shown");
        QTest::newRow("the commissioner") << u"anna"_s << u"the commissioner"_s;
        QTest::newRow("a coach") << u"bob"_s << u"you may change your own teams"_s;
    }
    void eachLoginSeesWhatItMayDo()
    {
        QFETCH(QString, user);
        QFETCH(QString, shown);
        MessageBox::clearRecorded();
        MainWindow window(*m_settings);
        window.resize(1366, 768);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(connectByHand(window, server().address(u"club"_s, user)));
        auto *access = window.findChild<QLabel *>(u"accessLabel"_s);
        QVERIFY(access);
        QTRY_VERIFY(access->isVisible());
        QVERIFY2(access->text().contains(shown), qPrintable(access->text()));
        if (qEnvironmentVariableIsSet("DUGOUT_SHOT_DIR")) {
            for (const QSize size : {QSize(1366, 768), QSize(1920, 1080)}) {
                window.resize(size);
                QTest::qWait(50);
                window.grab().save(qEnvironmentVariable("DUGOUT_SHOT_DIR") +
                                   u"/server-%1-%2.png"_s.arg(user).arg(size.width()));
            }
        }
        QVERIFY2(window.windowTitle().startsWith(u"club on "_s), qPrintable(window.windowTitle()));
        QVERIFY2(MessageBox::recorded().isEmpty(), qPrintable(MessageBox::recorded().join(u' ')));
        QAction *backup = window.findChild<QAction *>(u"backupAction"_s);
        QVERIFY(backup && !backup->isEnabled());
    }

    void aBadAddressIsNotOffered()
    {
        MainWindow window(*m_settings);
        window.resize(1366, 768);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        bool offered = true;
        QVERIFY(
            connectByHand(window, u"postgresql://bob:secret@localhost/club"_s, false, &offered));
        QVERIFY(!offered);
    }

    void aRefusedLoginIsAMessage()
    {
        MessageBox::clearRecorded();
        MainWindow window(*m_settings);
        window.resize(1366, 768);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(connectByHand(window, server().address(u"club"_s, u"nobody_here"_s)));
        QTRY_VERIFY(!MessageBox::recorded().isEmpty());
        QVERIFY2(MessageBox::recorded().last().contains(u"Cannot connect to the league server"_s),
                 qPrintable(MessageBox::recorded().last()));
    }
};

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    if (const int ready = dugout::test::TestEngine::setUp(); ready != 0)
        return ready;
    int result = 0;
    {
        TestServerWindow test;
        QTEST_SET_MAIN_SOURCE_PATH
        result = QTest::qExec(&test, argc, argv);
    }
    dugout::test::TestEngine::tearDown();
    return result;
}

#include "tst_server_window.moc"
