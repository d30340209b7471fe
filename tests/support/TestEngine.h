#pragma once

#include "PostgresServer.h"
#include "core/storage/Database.h"

#include <QCoreApplication>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

namespace dugout::test {

// Which engine a store test runs against (issue 21): SQLite files by default, or a private
// PostgreSQL server when DUGOUT_TEST_ENGINE=postgresql. CTest registers each such test twice
// (dugout_add_engine_test), so the same rows check both engines.
class TestEngine
{
public:
    static bool onServer();
    // Starts the server when the test runs on one. 0 when ready, 77 (CTest's "skipped") only
    // when PostgreSQL is not installed, 1 when it is installed but would not start.
    static int setUp();
    static void tearDown();
    static PostgresServer *server();

    // Where a new, empty database called `name` lives: a file in `folder`, or a fresh
    // database on the server (made here).
    static QString location(const QTemporaryDir &folder, const QString &name);
    static std::unique_ptr<Database> open(const QTemporaryDir &folder, const QString &name,
                                          DatabaseError *error,
                                          const DatabaseOpenOptions &options = {});
};

} // namespace dugout::test

// QTEST_GUILESS_MAIN for a test that runs on either engine.
#define DUGOUT_ENGINE_TEST_MAIN(TestObject)                                                        \
    int main(int argc, char *argv[])                                                               \
    {                                                                                              \
        QCoreApplication app(argc, argv);                                                          \
        if (const int ready = dugout::test::TestEngine::setUp(); ready != 0)                       \
            return ready;                                                                          \
        int result = 0;                                                                            \
        {                                                                                          \
            TestObject tc;                                                                         \
            QTEST_SET_MAIN_SOURCE_PATH                                                             \
            result = QTest::qExec(&tc, argc, argv);                                                \
        }                                                                                          \
        dugout::test::TestEngine::tearDown();                                                      \
        return result;                                                                             \
    }
