// Issue 14, points 4 and 5: a team's document says what changed (which player, the roster, the
// money, the team's details) and the team view updates only that; an undo the database refuses
// leaves the team as it was saved, and the coach is told. Driven through the view's own Undo
// button; the database is made to refuse from a second connection, above the store.
#include "../support/TeamFixtures.h"
#include "../support/WindowFixtures.h"
#include "core/rules/RulesetLoader.h"
#include "core/storage/Database.h"
#include "core/storage/TeamStore.h"
#include "core/team/TeamChanges.h"
#include "core/team/TeamRules.h"
#include "models/PlayerTableModel.h"
#include "session/TeamDocument.h"
#include "views/team/StaffPanel.h"
#include "views/team/TeamHeader.h"
#include "views/team/TeamView.h"
#include "views/widgets/MessageBar.h"

#include <QAction>
#include <QLabel>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>
#include <QToolButton>
#include <QUndoStack>

using namespace Qt::StringLiterals;
using namespace dugout;

Q_DECLARE_METATYPE(dugout::TeamChanges)

class TestTeamChanges : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::shared_ptr<const Ruleset> m_rules;
    std::unique_ptr<Database> m_database;
    std::unique_ptr<TeamStore> m_store;
    std::unique_ptr<TeamDocument> m_document;
    std::unique_ptr<TeamView> m_view;

    // A second program's connection to the same file: it makes the database refuse what the
    // document writes, as a read-only or damaged file would, without touching the store.
    void refuseTeamWrites(bool refuse)
    {
        const QString name = u"second-program"_s;
        {
            QSqlDatabase other = QSqlDatabase::contains(name)
                                     ? QSqlDatabase::database(name)
                                     : QSqlDatabase::addDatabase(u"QSQLITE"_s, name);
            other.setDatabaseName(m_database->path());
            QVERIFY(other.open());
            QSqlQuery query(other);
            QVERIFY2(query.exec(refuse ? u"CREATE TRIGGER refuse_team BEFORE UPDATE ON team "
                                         "BEGIN SELECT RAISE(ABORT, 'the disk refused'); END"_s
                                       : u"DROP TRIGGER refuse_team"_s),
                     qPrintable(query.lastError().text()));
            other.close();
        }
        QSqlDatabase::removeDatabase(name);
    }

    QToolButton *button(const QString &actionName) const
    {
        auto *toolBar = m_view->findChild<QToolBar *>(u"teamToolBar"_s);
        auto *action = m_view->findChild<QAction *>(actionName);
        return toolBar && action ? qobject_cast<QToolButton *>(toolBar->widgetForAction(action))
                                 : nullptr;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_rules = RulesetLoader::builtIn();
        QVERIFY(m_rules);
    }

    void init()
    {
        DatabaseError error;
        m_database = Database::open(
            m_dir.filePath(u"%1.sqlite"_s.arg(QLatin1StringView(QTest::currentTestFunction()))),
            &error);
        QVERIFY(m_database);
        m_store = std::make_unique<TeamStore>(*m_database);
        Team team = test::humanTeam(*m_rules);
        QString saveError;
        QVERIFY2(m_store->save(team, &saveError), qPrintable(saveError));
        m_document = std::make_unique<TeamDocument>(team, *m_store, m_rules);
        m_view = std::make_unique<TeamView>(m_rules);
        m_view->setDocument(m_document.get());
        m_view->resize(1366, 768);
        m_view->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_view.get()));
    }

    void cleanup()
    {
        m_view.reset();
        m_document.reset();
        m_store.reset();
        m_database.reset();
    }

    // Renaming one player names that player only: one row repaints, the table is not reset.
    void renamingAPlayerChangesHisRowOnly()
    {
        const qint64 id = m_document->team().players.at(2).id;
        QSignalSpy changes(m_document.get(), &TeamDocument::changed);
        QSignalSpy resets(m_view->playerModel(), &QAbstractItemModel::modelReset);
        QSignalSpy rows(m_view->playerModel(), &QAbstractItemModel::dataChanged);
        QVERIFY(m_document->edit(u"Rename"_s, [&](Team &team) {
            return TeamRules(*m_rules).rename(team, id, u"Griff Oberwald"_s);
        }));
        QCOMPARE(changes.size(), 1);
        const auto what = changes.first().first().value<TeamChanges>();
        QCOMPARE(what.changed, QList<qint64>{id});
        QVERIFY(what.added.isEmpty() && what.removed.isEmpty());
        QVERIFY(what.has(TeamChanges::Part::Players));
        QVERIFY(!what.has(TeamChanges::Part::Roster));
        QVERIFY(!what.has(TeamChanges::Part::Money));
        QVERIFY(!what.has(TeamChanges::Part::Ledger));
        QCOMPARE(resets.size(), 0);
        QCOMPARE(rows.size(), 1);
        const int row = m_view->playerModel()->rowOfPlayer(id);
        QCOMPARE(rows.first().at(0).value<QModelIndex>().row(), row);
        QCOMPARE(m_view->playerModel()->index(row, PlayerTableModel::NameColumn).data().toString(),
                 u"Griff Oberwald"_s);
    }

    // Hiring adds a row (and money changes); renaming the team changes its details only.
    void hiringAddsARowAndRenamingTheTeamChangesItsDetails()
    {
        QSignalSpy changes(m_document.get(), &TeamDocument::changed);
        QSignalSpy resets(m_view->playerModel(), &QAbstractItemModel::modelReset);
        QSignalSpy inserted(m_view->playerModel(), &QAbstractItemModel::rowsInserted);
        const int before = m_view->playerModel()->rowCount();
        QVERIFY(m_view->hire(u"human.lineman"_s, u"Hans Brenner"_s, 16));
        QCOMPARE(changes.size(), 1);
        auto what = changes.takeFirst().first().value<TeamChanges>();
        QCOMPARE(what.added.size(), 1);
        QVERIFY(what.has(TeamChanges::Part::Roster));
        QVERIFY(what.has(TeamChanges::Part::Money));
        QCOMPARE(resets.size(), 0);
        QCOMPARE(inserted.size(), 1);
        QCOMPARE(m_view->playerModel()->rowCount(), before + 1);

        QVERIFY(m_view->renameTeam(u"Altdorf Marauders"_s));
        what = changes.takeFirst().first().value<TeamChanges>();
        QCOMPARE(what.parts, TeamChanges::Parts(TeamChanges::Part::Info));

        // Undo, by the view's button: the row goes again, nothing is reset.
        QTest::mouseClick(button(u"teamUndo"_s), Qt::LeftButton);
        QTest::mouseClick(button(u"teamUndo"_s), Qt::LeftButton);
        QCOMPARE(m_view->playerModel()->rowCount(), before);
        QCOMPARE(resets.size(), 0);
    }

    // An undo the database refuses: the team stays as saved, the history stays on that step,
    // the coach reads why; once the database takes writes again the same undo works.
    void aRefusedUndoKeepsTheSavedTeamAndSaysSo()
    {
        QVERIFY(m_view->hire(u"human.lineman"_s, u"Hans Brenner"_s, 16));
        const Team hired = m_document->team();
        const int rows = m_view->playerModel()->rowCount();
        QToolButton *undo = button(u"teamUndo"_s);
        QVERIFY(undo && undo->isEnabled());

        refuseTeamWrites(true);
        QTest::mouseClick(undo, Qt::LeftButton);
        QCOMPARE(m_document->team(), hired);
        QCOMPARE(m_view->playerModel()->rowCount(), rows);
        QVERIFY(m_view->messageBar()->isVisible());
        const QString shown =
            m_view->messageBar()->findChild<QLabel *>(u"messageBarText"_s)->text();
        QVERIFY2(shown.contains(u"undo could not be saved"_s) &&
                     shown.contains(u"the disk refused"_s),
                 qPrintable(shown));
        // The history goes back to the step the team is at: Undo is offered again, not Redo.
        QTRY_COMPARE(m_document->undoStack()->index(), 1);
        QVERIFY(undo->isEnabled());
        QVERIFY(!button(u"teamRedo"_s)->isEnabled());
        // What the database holds is what the screen shows.
        QCOMPARE(m_store->load(hired.id)->players.size(), hired.players.size());

        refuseTeamWrites(false);
        QTest::mouseClick(undo, Qt::LeftButton);
        QCOMPARE(m_document->undoStack()->index(), 0);
        QCOMPARE(m_view->playerModel()->rowCount(), rows - 1);
        QCOMPARE(m_store->load(hired.id)->players.size(), hired.players.size() - 1);
    }

    // A save the database refuses (a read-only or full disk): the coach clicks "Add
    // cheerleader", the screen keeps showing what is stored, nothing joins the undo history,
    // and the message bar says why in the database's words. Once the database takes writes
    // again the same click works.
    void aRefusedSaveKeepsTheSavedTeamAndSaysSo()
    {
        const Team saved = m_document->team();
        const QString before = m_view->header()->summary();
        refuseTeamWrites(true);
        test::clickAction(m_view.get(), u"addCheerleader"_s);
        QCOMPARE(m_document->team(), saved);
        QCOMPARE(m_view->header()->summary(), before);
        QCOMPARE(m_document->undoStack()->count(), 0);
        QVERIFY(!button(u"teamUndo"_s)->isEnabled());
        QVERIFY(m_view->messageBar()->isVisible());
        QVERIFY2(m_view->messageBar()->text().contains(u"the disk refused"_s),
                 qPrintable(m_view->messageBar()->text()));
        QCOMPARE(m_store->load(saved.id)->cheerleaders, saved.cheerleaders);

        refuseTeamWrites(false);
        test::clickAction(m_view.get(), u"addCheerleader"_s);
        QCOMPARE(m_document->team().cheerleaders, saved.cheerleaders + 1);
        QCOMPARE(m_store->load(saved.id)->cheerleaders, saved.cheerleaders + 1);
        QVERIFY(button(u"teamUndo"_s)->isEnabled());
    }

    // The same for a redo.
    void aRefusedRedoKeepsTheSavedTeamAndSaysSo()
    {
        QVERIFY(m_view->hire(u"human.lineman"_s, u"Hans Brenner"_s, 16));
        QTest::mouseClick(button(u"teamUndo"_s), Qt::LeftButton);
        const Team undone = m_document->team();
        refuseTeamWrites(true);
        QTest::mouseClick(button(u"teamRedo"_s), Qt::LeftButton);
        QCOMPARE(m_document->team(), undone);
        QTRY_COMPARE(m_document->undoStack()->index(), 0);
        QVERIFY(button(u"teamRedo"_s)->isEnabled());
        refuseTeamWrites(false);
        QTest::mouseClick(button(u"teamRedo"_s), Qt::LeftButton);
        QCOMPARE(m_document->undoStack()->index(), 1);
        QCOMPARE(m_document->team().players.size(), undone.players.size() + 1);
    }
};

QTEST_MAIN(TestTeamChanges)
#include "tst_team_changes.moc"
