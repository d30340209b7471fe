// A save dialog never writes onto the league (issue 13 point 1): a coach exporting a team
// sheet types a file name into the real file dialog; the open database and its side files are
// refused with core's reason, another SQLite database is replaced only when the coach says so.
// Everything is done with clicks and keys on the window's widgets (issue 14, point 8).
#include "../support/TestFiles.h"
#include "../support/WindowFixtures.h"
#include "core/settings/Settings.h"
#include "core/storage/Database.h"
#include "models/TeamListModel.h"
#include "views/MainWindow.h"
#include "views/MessageBox.h"
#include "views/team/NewTeamDialog.h"
#include "views/team/TeamActions.h"
#include "views/team/TeamView.h"
#include "views/team/TeamsPage.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>

#include <functional>

using namespace Qt::StringLiterals;
using namespace dugout;

class TestOutputDialogs : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Settings> m_settings;

    // Answers the dialogs that open while `action` runs, as a person would: types `fileName`
    // into the file dialog and presses Enter; confirms Qt's own "replace the file?" question.
    static void answerDialogs(QAbstractButton *button, const QString &fileName)
    {
        // Each look is a single shot that books the next one first: a dialog opened from
        // inside a look runs its own event loop, and the next look must still come.
        bool typed = false;
        bool running = true;
        std::function<void()> look = [&] {
            if (!running)
                return;
            QTimer::singleShot(50, look);
            QWidget *modal = QApplication::activeModalWidget();
            if (auto *dialog = qobject_cast<QFileDialog *>(modal); dialog && !typed) {
                typed = true;
                auto *edit = dialog->findChild<QLineEdit *>(u"fileNameEdit"_s);
                QVERIFY(edit);
                edit->clear();
                QTest::keyClicks(edit, fileName, Qt::NoModifier, 5);
                QTest::keyClick(edit, Qt::Key_Return);
            } else if (auto *box = qobject_cast<QMessageBox *>(modal)) {
                QTest::mouseClick(box->button(QMessageBox::Yes),
                                  Qt::LeftButton); // Qt's own "replace the file?"
            }
        };
        QTimer::singleShot(50, look);
        QTest::mouseClick(button, Qt::LeftButton);
        running = false;
        QTest::qWait(120); // the looks already booked find nothing to do
    }

    // A click on the area's name in the window's navigation list.
    // New team…, then the dialog filled in with the keyboard and Create team clicked.
    static void createTeamByHand(TeamsPage &teams)
    {
        auto *button = teams.findChild<QPushButton *>(u"emptyNewTeamButton"_s);
        if (!button || !button->isVisible())
            button = teams.findChild<QPushButton *>(u"newTeamButton"_s);
        QVERIFY(button && button->isVisible());
        QTest::mouseClick(button, Qt::LeftButton);
        auto *dialog = teams.findChild<NewTeamDialog *>(u"newTeamDialog"_s);
        QVERIFY(dialog && dialog->isVisible());
        auto *roster = dialog->findChild<QComboBox *>(u"roster"_s);
        roster->setFocus();
        QTest::keyClick(roster, Qt::Key_Home);
        for (int i = 0; i < roster->count() && roster->currentData().toString() != u"orc"_s; ++i)
            QTest::keyClick(roster, Qt::Key_Down);
        QCOMPARE(roster->currentData().toString(), u"orc"_s);
        for (const auto &[name, text] : {std::pair{u"teamName"_s, u"Orcland Raiders"_s},
                                         std::pair{u"coachName"_s, u"Anna"_s}}) {
            auto *edit = dialog->findChild<QLineEdit *>(name);
            edit->selectAll();
            QTest::keyClicks(edit, text);
        }
        QPushButton *create = dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
        QVERIFY(create->isEnabled());
        QTest::mouseClick(create, Qt::LeftButton);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        MessageBox::setRecordOnly(true);
        QVERIFY(m_dir.isValid());
        m_settings = std::make_unique<Settings>(m_dir.filePath(u"settings.ini"_s));
        DatabaseError error;
        // The export dialog adds ".pdf" to a name without it, so the league is reached through
        // links with that suffix, and another league someone saved under a .pdf name.
        QVERIFY(Database::open(m_dir.filePath(u"other-league.pdf"_s), &error));
        QVERIFY(
            QFile::link(m_dir.filePath(u"league.sqlite"_s), m_dir.filePath(u"league-link.pdf"_s)));
        QVERIFY(
            QFile::link(m_dir.filePath(u"league.sqlite-wal"_s), m_dir.filePath(u"wal-link.pdf"_s)));
    }

    void exportRefusesTheLeague_data()
    {
        QTest::addColumn<QString>("fileName");
        QTest::addColumn<bool>("answer"); // to Dugout's question, when it asks one
        QTest::addColumn<QString>("said");
        QTest::addColumn<bool>("written");
        QTest::newRow("a link to the open database")
            << u"league-link.pdf"_s << true << u"is the open database"_s << false;
        QTest::newRow("a link to its -wal")
            << u"wal-link.pdf"_s << true << u"belongs to the open database"_s << false;
        QTest::newRow("another league, kept")
            << u"other-league.pdf"_s << false << u"is an SQLite database"_s << false;
        QTest::newRow("another league, replaced")
            << u"other-league.pdf"_s << true << u"is an SQLite database"_s << true;
        QTest::newRow("an ordinary new file") << u"sheet.pdf"_s << true << QString() << true;
    }
    void exportRefusesTheLeague()
    {
        QFETCH(QString, fileName);
        QFETCH(bool, answer);
        QFETCH(QString, said);
        QFETCH(bool, written);
        MessageBox::clearRecorded();
        MessageBox::setQuestionAnswer(answer);
        MainWindow window(*m_settings);
        window.show();
        const QString database = m_dir.filePath(u"league.sqlite"_s);
        QVERIFY(window.openDatabase(database));
        test::clickArea(window, u"Teams"_s);
        auto *teams = window.findChild<TeamsPage *>();
        QVERIFY(teams);
        if (teams->teamList()->rowCount() == 0)
            createTeamByHand(*teams);
        TeamView *view = teams->teamView();
        QVERIFY(view && view->document());
        auto *toolBar = view->findChild<QToolBar *>(u"teamToolBar"_s);
        auto *exportButton =
            qobject_cast<QToolButton *>(toolBar->widgetForAction(view->actions()->exportPdf));
        QVERIFY(exportButton && exportButton->isEnabled());

        const QString target = m_dir.filePath(fileName);
        const QByteArray before = QFileInfo::exists(target) ? test::fileHash(target) : QByteArray();
        const QByteArray databaseBefore = test::fileHash(database);
        answerDialogs(exportButton, target);

        const QString recorded = MessageBox::recorded().join(u'\n');
        if (said.isEmpty())
            QVERIFY2(recorded.isEmpty(), qPrintable(recorded));
        else
            QVERIFY2(recorded.contains(said), qPrintable(recorded));
        QCOMPARE(test::fileHash(database), databaseBefore);
        QCOMPARE(QFileInfo::exists(target) && test::fileHash(target) != before, written);
        if (written)
            QVERIFY(test::fileHash(target).size() > 0 && QFile(target).open(QIODevice::ReadOnly));
    }
};

QTEST_MAIN(TestOutputDialogs)
#include "tst_output_dialogs.moc"
