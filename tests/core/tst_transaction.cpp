// Nested transactions (issue 13, "every command is all or nothing"): a Transaction opened
// inside another is a savepoint, so a command can wrap many store calls in one transaction and
// nothing reaches the file before its outermost commit.
#include "core/storage/Database.h"
#include "core/storage/Transaction.h"

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;

class TestTransaction : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Database> m_db;

    QStringList rows(const Database &database) const
    {
        QStringList found;
        QSqlQuery query(database.connection());
        query.exec(u"SELECT x FROM scratch ORDER BY rowid"_s);
        while (query.next())
            found << query.value(0).toString();
        return found;
    }

    bool insert(const QString &value) const
    {
        QSqlQuery query(m_db->connection());
        query.prepare(u"INSERT INTO scratch (x) VALUES (?)"_s);
        query.addBindValue(value);
        return query.exec();
    }

private Q_SLOTS:
    void initTestCase()
    {
        DatabaseError error;
        m_db = Database::open(m_dir.filePath(u"nest.sqlite"_s), &error);
        QVERIFY2(m_db, qPrintable(error.message));
        QSqlQuery query(m_db->connection());
        QVERIFY(query.exec(u"CREATE TABLE scratch (x TEXT)"_s));
    }

    void init()
    {
        QSqlQuery query(m_db->connection());
        QVERIFY(query.exec(u"DELETE FROM scratch"_s));
        QCOMPARE(Transaction::depth(m_db->connection()), 0);
    }

    void cleanup()
    {
        // Whatever a test did, no transaction may stay open behind it.
        QCOMPARE(Transaction::depth(m_db->connection()), 0);
    }

    // Which of the outer and inner work stays, for each way the two end.
    void nesting_data()
    {
        QTest::addColumn<bool>("innerCommits");
        QTest::addColumn<bool>("outerCommits");
        QTest::addColumn<QStringList>("kept");
        QTest::newRow("both commit")
            << true << true << QStringList{u"outer"_s, u"inner"_s, u"after"_s};
        QTest::newRow("inner rolls back") << false << true << QStringList{u"outer"_s, u"after"_s};
        QTest::newRow("outer rolls back") << true << false << QStringList{};
        QTest::newRow("both roll back") << false << false << QStringList{};
    }

    void nesting()
    {
        QFETCH(bool, innerCommits);
        QFETCH(bool, outerCommits);
        QFETCH(QStringList, kept);
        QString error;
        {
            Transaction outer(m_db->connection(), &error);
            QVERIFY2(outer.isOpen(), qPrintable(error));
            QVERIFY(outer.isOutermost());
            QVERIFY(insert(u"outer"_s));
            {
                Transaction inner(m_db->connection(), &error);
                QVERIFY2(inner.isOpen(), qPrintable(error));
                QVERIFY(!inner.isOutermost());
                QCOMPARE(Transaction::depth(m_db->connection()), 2);
                QVERIFY(insert(u"inner"_s));
                if (innerCommits)
                    QVERIFY2(inner.commit(), qPrintable(error));
            }
            QCOMPARE(Transaction::depth(m_db->connection()), 1);
            QVERIFY(insert(u"after"_s));
            if (outerCommits)
                QVERIFY2(outer.commit(), qPrintable(error));
        }
        QCOMPARE(rows(*m_db), kept);
    }

    // An inner commit writes nothing another program can see: only the outermost one does.
    void onlyTheOutermostCommitWrites()
    {
        DatabaseError openError;
        const std::unique_ptr<Database> reader = Database::open(m_db->path(), &openError);
        QVERIFY2(reader, qPrintable(openError.message));
        QString error;
        Transaction outer(m_db->connection(), &error);
        QVERIFY2(outer.isOpen(), qPrintable(error));
        for (int i = 0; i < 3; ++i) {
            Transaction inner(m_db->connection(), &error);
            QVERIFY(insert(QString::number(i)));
            QVERIFY2(inner.commit(), qPrintable(error));
        }
        QCOMPARE(rows(*reader), QStringList());
        QVERIFY2(outer.commit(), qPrintable(error));
        QCOMPARE(rows(*reader), (QStringList{u"0"_s, u"1"_s, u"2"_s}));
    }

    // Three levels deep, the middle one rolled back: its own work and the innermost one's go.
    void deepNesting()
    {
        QString error;
        {
            Transaction outer(m_db->connection(), &error);
            QVERIFY(insert(u"1"_s));
            {
                Transaction middle(m_db->connection(), &error);
                QVERIFY(insert(u"2"_s));
                Transaction innermost(m_db->connection(), &error);
                QCOMPARE(Transaction::depth(m_db->connection()), 3);
                QVERIFY(insert(u"3"_s));
                QVERIFY2(innermost.commit(), qPrintable(error));
            }
            QVERIFY2(outer.commit(), qPrintable(error));
        }
        QCOMPARE(rows(*m_db), QStringList{u"1"_s});
    }

    // SQLite rolls the whole transaction back by itself after a full disk or an I/O error.
    // What follows must not quietly start a transaction of its own and commit half the work.
    void aTransactionSQLiteEndedStaysEnded()
    {
        QString error;
        Transaction outer(m_db->connection(), &error);
        QVERIFY(insert(u"before"_s));
        {
            Transaction inner(m_db->connection(), &error);
            QVERIFY(insert(u"lost"_s));
            QSqlQuery query(m_db->connection());
            QVERIFY(query.exec(u"ROLLBACK"_s)); // as SQLite does on SQLITE_FULL
        } // the inner one cannot roll back to its savepoint: gone with the rest
        Transaction next(m_db->connection(), &error);
        QVERIFY(!next.isOpen());
        QVERIFY2(error.contains(u"an earlier step of it failed"_s), qPrintable(error));
        QVERIFY(!outer.commit());
        QVERIFY2(error.contains(u"an earlier step of it failed"_s), qPrintable(error));
        QCOMPARE(rows(*m_db), QStringList());
    }

    // After all of that, the next Transaction is an ordinary outermost one again.
    // Issue 13 point 2: a write of another program that outlasts one busy timeout is waited
    // through, and each wait is reported, up to Transaction::BusyRetries more timeouts.
    void waitsThroughAnotherProgramsLongWrite_data()
    {
        QTest::addColumn<int>("releasedAtAttempt"); // 0: never released
        QTest::newRow("released during the first wait") << 1;
        QTest::newRow("released during the last wait") << Transaction::BusyRetries;
        QTest::newRow("never released: refused, saying why") << 0;
    }
    void waitsThroughAnotherProgramsLongWrite()
    {
        QFETCH(int, releasedAtAttempt);
        DatabaseError error;
        DatabaseOpenOptions quick;
        quick.busyTimeoutMs = 20;
        const std::unique_ptr<Database> waiting = Database::open(m_db->path(), &error, quick);
        const std::unique_ptr<Database> holder = Database::open(m_db->path(), &error, quick);
        QVERIFY2(waiting && holder, qPrintable(error.message));
        QSqlQuery hold(holder->connection());
        QVERIFY(hold.exec(u"BEGIN IMMEDIATE"_s));

        QList<int> reported;
        Transaction::setWaitReporter([&](int attempt) {
            reported << attempt;
            if (attempt == releasedAtAttempt)
                hold.exec(u"ROLLBACK"_s);
        });
        QString why;
        {
            Transaction transaction(waiting->connection(), &why);
            QCOMPARE(transaction.isOpen(), releasedAtAttempt > 0);
        }
        Transaction::setWaitReporter({});
        if (releasedAtAttempt == 0) {
            hold.exec(u"ROLLBACK"_s);
            QCOMPARE(reported.size(), Transaction::BusyRetries);
            QVERIFY2(why.contains(u"locked by another program"_s), qPrintable(why));
        } else {
            QCOMPARE(reported.size(), releasedAtAttempt);
        }
    }

    void aNewTransactionStartsAfresh()
    {
        QString error;
        Transaction again(m_db->connection(), &error);
        QVERIFY2(again.isOpen(), qPrintable(error));
        QVERIFY(again.isOutermost());
        QVERIFY(insert(u"x"_s));
        QVERIFY2(again.commit(), qPrintable(error));
        QCOMPARE(rows(*m_db), QStringList{u"x"_s});
    }
};

QTEST_GUILESS_MAIN(TestTransaction)
#include "tst_transaction.moc"
