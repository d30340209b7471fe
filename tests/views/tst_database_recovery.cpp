// The window meets an empty or damaged database: it says what is wrong, offers a new database
// in an empty file and the last good backup for a damaged one, and its background check finds
// damage that the record of the last whole close could not see. Each database is opened as a
// person opens one: Ctrl+O, the path typed into the file dialog, Enter (issue 14, point 8).
#include "../support/DamagedDatabase.h"
#include "../support/TestFiles.h"
#include "core/settings/Settings.h"
#include "core/storage/Database.h"
#include "views/MainWindow.h"
#include "views/MessageBox.h"

#include <QApplication>
#include <QDir>
#include <QFileDialog>
#include <QLineEdit>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <filesystem>
#include <functional>

using namespace Qt::StringLiterals;
using dugout::MainWindow;
using dugout::MessageBox;

class TestDatabaseRecovery : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<dugout::Settings> m_settings;

    // A database with two coaches and the two indexes a test may damage, closed whole.
    QString makeLeague(const QString &name)
    {
        const QString file = m_dir.filePath(name);
        {
            dugout::DatabaseError error;
            auto db = dugout::Database::open(file, &error);
            QSqlQuery(db->connection())
                .exec(u"INSERT INTO coach (name) VALUES ('Anna'), ('Bruno')"_s);
        }
        dugout::test::addIndexesToDamage(file, u"coach"_s, u"name"_s);
        dugout::DatabaseOpenOptions always;
        always.integrity = dugout::DatabaseOpenOptions::IntegrityCheck::Always;
        dugout::DatabaseError error;
        dugout::Database::open(file, &error, always); // checked and closed whole: remembered
        return file;
    }

    // Shows the window, presses Ctrl+O and types `file` into the file dialog, as a person would.
    // Dugout's own questions are answered by MessageBox's test hook.
    static void openByHand(MainWindow &window, const QString &file)
    {
        if (!window.isVisible()) {
            window.resize(1366, 768);
            window.show();
        }
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        bool typed = false;
        bool running = true;
        std::function<void()> look = [&] {
            if (!running)
                return;
            QTimer::singleShot(50, look);
            auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
            if (dialog && !typed) {
                typed = true;
                auto *edit = dialog->findChild<QLineEdit *>(u"fileNameEdit"_s);
                QVERIFY(edit);
                edit->clear();
                QTest::keyClicks(edit, file, Qt::NoModifier, 2);
                QTest::keyClick(edit, Qt::Key_Return);
            }
        };
        QTimer::singleShot(50, look);
        QTest::keyClick(&window, Qt::Key_O, Qt::ControlModifier);
        running = false;
        QTest::qWait(120);
        QVERIFY(typed);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        MessageBox::setRecordOnly(true);
        QVERIFY(m_dir.isValid());
        m_settings = std::make_unique<dugout::Settings>(m_dir.filePath(u"settings.ini"_s));
    }
    void init()
    {
        MessageBox::clearRecorded();
        MessageBox::setQuestionAnswer(true);
    }

    void emptyFileBecomesADatabaseOnlyWhenAsked_data()
    {
        QTest::addColumn<bool>("answer");
        QTest::newRow("the user makes a new database") << true;
        QTest::newRow("the user declines") << false;
    }
    void emptyFileBecomesADatabaseOnlyWhenAsked()
    {
        QFETCH(bool, answer);
        const QString file = m_dir.filePath(u"empty-%1.sqlite"_s.arg(answer));
        dugout::test::writeFile(file, {});
        MainWindow window(*m_settings);
        MessageBox::setQuestionAnswer(answer);
        openByHand(window, file);
        QCOMPARE(MessageBox::recorded().size(), 1);
        QVERIFY2(MessageBox::recorded().first().contains(u"empty file (0 bytes)"_s),
                 qPrintable(MessageBox::recorded().first()));
        QCOMPARE(window.database() != nullptr, answer);
        QCOMPARE(QFileInfo(file).size() > 0, answer);
    }

    void damagedDatabaseRestoredFromItsBackup()
    {
        const QString file = makeLeague(u"club.sqlite"_s);
        {
            dugout::DatabaseError error;
            auto db = dugout::Database::open(file, &error);
            QString why;
            QVERIFY2(db->backupTo(m_dir.filePath(u"club.backup-1.sqlite"_s), &why),
                     qPrintable(why));
        }
        QCOMPARE(dugout::test::damageAnIndex(file, u"coach"_s, u"name"_s), QString());

        MainWindow window(*m_settings);
        openByHand(window, file);
        QVERIFY(window.database());
        const QStringList said = MessageBox::recorded();
        QCOMPARE(said.size(), 2); // the damage with the offer, then what was restored
        QVERIFY2(said.at(0).contains(u"club.backup-1.sqlite"_s) &&
                     said.at(0).contains(u"wrote nothing"_s),
                 qPrintable(said.at(0)));
        QVERIFY2(said.at(1).contains(u".damaged-"_s), qPrintable(said.at(1)));
        QVERIFY(window.database()->checkIntegrity().isEmpty());
        QCOMPARE(QDir(m_dir.path()).entryList({u"club.damaged-*.sqlite"_s}).size(), 1);
    }

    // The damage keeps the file's size and time, so the open trusts it; the check the window
    // starts in the background finds it and offers the backup.
    void backgroundCheckFindsWhatTheOpenTrusted()
    {
        const QString file = makeLeague(u"quiet.sqlite"_s);
        {
            dugout::DatabaseError error;
            auto db = dugout::Database::open(file, &error);
            QString why;
            QVERIFY(db->backupTo(m_dir.filePath(u"quiet.backup-1.sqlite"_s), &why));
        }
        const auto written = std::filesystem::last_write_time(file.toStdString());
        QCOMPARE(dugout::test::damageAnIndex(file, u"coach"_s, u"name"_s), QString());
        std::filesystem::last_write_time(file.toStdString(), written);

        MainWindow window(*m_settings);
        MessageBox::setQuestionAnswer(false); // keep working on it for now
        openByHand(window, file);
        QVERIFY(window.database());
        QVERIFY(MessageBox::recorded().isEmpty());
        QTRY_COMPARE_WITH_TIMEOUT(MessageBox::recorded().size(), 1, 10000);
        QVERIFY2(MessageBox::recorded().first().contains(u"missing from index"_s) &&
                     MessageBox::recorded().first().contains(u"quiet.backup-1.sqlite"_s),
                 qPrintable(MessageBox::recorded().first()));
        QVERIFY(!window.database()->isKnownWhole());
        // Declined: the database stays open, and is never again trusted without a check.
        openByHand(window, file);
        QVERIFY(MessageBox::recorded().size() >= 2);
    }
};

QTEST_MAIN(TestDatabaseRecovery)
#include "tst_database_recovery.moc"
