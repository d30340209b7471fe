#include "TestEngine.h"

#include <QRegularExpression>

#include <cstdio>

using namespace Qt::StringLiterals;

namespace dugout::test {

namespace {

std::unique_ptr<PostgresServer> &theServer()
{
    static std::unique_ptr<PostgresServer> server;
    return server;
}

} // namespace

bool TestEngine::onServer()
{
    return qEnvironmentVariable("DUGOUT_TEST_ENGINE") == u"postgresql"_s;
}

int TestEngine::setUp()
{
    if (!onServer())
        return 0;
    if (PostgresServer::binaryFolder().isEmpty()) {
        std::fprintf(stderr, "PostgreSQL is not installed (tools/install-deps.sh installs it): "
                             "the server half of this test is skipped.\n");
        return 77;
    }
    theServer() = std::make_unique<PostgresServer>();
    QString error;
    if (!theServer()->start(&error)) {
        std::fprintf(stderr, "The test's PostgreSQL server did not start: %s\n", qPrintable(error));
        return 1;
    }
    return 0;
}

void TestEngine::tearDown()
{
    theServer().reset();
}

PostgresServer *TestEngine::server()
{
    return theServer().get();
}

QString TestEngine::location(const QTemporaryDir &folder, const QString &name)
{
    if (!onServer())
        return folder.filePath(name + u".sqlite"_s);
    // A database per name, so a test's databases start empty like its files.
    QString database = name.toLower();
    database.replace(QRegularExpression(u"[^a-z0-9_]"_s), u"_"_s);
    QString error;
    // A name used twice opens the same database again, as a file name does.
    if (!server()->createDatabase(database, &error) && !error.contains(u"already exists"_s))
        qWarning("cannot create the test database %s: %s", qPrintable(database), qPrintable(error));
    return server()->address(database);
}

std::unique_ptr<Database> TestEngine::open(const QTemporaryDir &folder, const QString &name,
                                           DatabaseError *error, const DatabaseOpenOptions &options)
{
    return Database::open(location(folder, name), error, options);
}

} // namespace dugout::test
