// `dugout server init` and `dugout server add-coach NAME` (issue 21), run against a private
// PostgreSQL server as the README tells a commissioner to: the coach logs in with the password
// printed once, and is a coach there.
#include "../support/CommandRunner.h"
#include "../support/TestEngine.h"
#include "app/cli/CommandLine.h"
#include "core/storage/Database.h"
#include "core/storage/ServerRoles.h"

#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;

class TestServerCommands : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    cli::CommandLine m_commandLine;
    QString m_league;

    test::PostgresServer &server() { return *test::TestEngine::server(); }

    test::CommandResult run(const QString &database, const QStringList &arguments)
    {
        return test::runCommand(m_commandLine, database, arguments);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QString why;
        QVERIFY2(server().execute(u"postgres"_s,
                                  u"CREATE ROLE anna LOGIN CREATEROLE PASSWORD 'anna-pw'"_s, &why),
                 qPrintable(why));
        QVERIFY2(server().execute(u"postgres"_s, u"CREATE DATABASE league OWNER anna"_s, &why),
                 qPrintable(why));
        server().rememberPassword(u"anna"_s, u"anna-pw"_s);
        m_league = server().address(u"league"_s, u"anna"_s);
    }

    void initThenAddACoachWhoLogsIn()
    {
        const test::CommandResult init = run(m_league, {u"server"_s, u"init"_s});
        QVERIFY2(init.code == 0, qPrintable(init.err));
        QVERIFY2(init.out.contains(u"You, anna, are its commissioner"_s), qPrintable(init.out));

        const test::CommandResult added = run(m_league, {u"server"_s, u"add-coach"_s, u"bob"_s});
        QVERIFY2(added.code == 0, qPrintable(added.err));
        const QRegularExpressionMatch line =
            QRegularExpression(u"^localhost:5432:league:bob:(\\w{20})$"_s,
                               QRegularExpression::MultilineOption)
                .match(added.out);
        QVERIFY2(line.hasMatch(), qPrintable(added.out));
        server().rememberPassword(u"bob"_s, line.captured(1));

        const QString asBob = server().address(u"league"_s, u"bob"_s);
        DatabaseError error;
        auto bob = Database::open(asBob, &error);
        QVERIFY2(bob, qPrintable(error.message));
        QCOMPARE(ServerRoles::access(*bob).role, ServerAccess::Role::Coach);
        const test::CommandResult info = run(asBob, {u"db"_s, u"info"_s});
        QVERIFY2(info.code == 0, qPrintable(info.err));
        QVERIFY2(info.out.contains(u"Logged in as: bob"_s), qPrintable(info.out));
        // A coach reads the league but does not run it.
        const test::CommandResult demo = run(asBob, {u"league"_s, u"demo"_s});
        QCOMPARE(demo.code, 1);
        QVERIFY2(demo.err.contains(u"only the commissioner"_s), qPrintable(demo.err));
        const test::CommandResult again = run(asBob, {u"server"_s, u"add-coach"_s, u"eve"_s});
        QCOMPARE(again.code, 1);
        QVERIFY2(again.err.contains(u"Only the league's commissioner adds coaches"_s),
                 qPrintable(again.err));
    }

    void refusals_data()
    {
        QTest::addColumn<bool>("onFile");
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("message");
        QTest::newRow("a file is not a server")
            << true << QStringList{u"server"_s, u"init"_s} << 2 << u"needs a league server"_s;
        QTest::newRow("no action")
            << false << QStringList{u"server"_s} << 2 << u"needs an action"_s;
        QTest::newRow("add-coach without a name")
            << false << QStringList{u"server"_s, u"add-coach"_s} << 2 << u"exactly one NAME"_s;
        QTest::newRow("a name that needs quoting")
            << false << QStringList{u"server"_s, u"add-coach"_s, u"Bob Smith"_s} << 1
            << u"lower-case letters"_s;
    }
    void refusals()
    {
        QFETCH(bool, onFile);
        QFETCH(QStringList, arguments);
        QFETCH(int, code);
        QFETCH(QString, message);
        const QString database = onFile ? m_dir.filePath(u"club.sqlite"_s) : m_league;
        const test::CommandResult result = run(database, arguments);
        QCOMPARE(result.code, code);
        QVERIFY2(result.err.contains(message), qPrintable(result.err));
    }
};

DUGOUT_ENGINE_TEST_MAIN(TestServerCommands)
#include "tst_server_commands.moc"
